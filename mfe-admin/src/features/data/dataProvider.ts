import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { ApiError, type Query } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import { adminEndpoints, type ContentResourceName } from '@estate/shared-api/endpoints/adminEndpoints';
import { api } from '../../shared/api';

/** Resources of the back office that are not content tables: their own endpoints. */
const SPECIAL: Record<string, { list: () => string; detail?: (id: Identifier) => string }> = {
  staff: adminEndpoints.staff,
  leads: adminEndpoints.leads,
  lots: adminEndpoints.lots,
  imports: { list: adminEndpoints.imports },
  audit: { list: adminEndpoints.audit },
};

// react-admin names resources by string: any other is a content resource (the API answers 404 for an unknown one)
const listPath = (resource: string): string => SPECIAL[resource]?.list() ?? adminEndpoints.content.list(resource as ContentResourceName);
const detailPath = (resource: string, id: Identifier): string =>
  SPECIAL[resource]?.detail?.(id) ?? adminEndpoints.content.detail(resource as ContentResourceName, id);

/** The API's errors as react-admin shows them: the message, and each field's first message under its input. */
function shown(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
  throw new HttpError(error.displayMessage ?? 'Ошибка сервера. Попробуйте ещё раз.', error.status, { errors: fields });
}

const call = <T,>(promise: Promise<T>) => promise.catch(shown);

/** Records of any resource, whose shapes the forms take from the resource's schema: the client's untyped request. */
const request = <T,>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options?: { body?: unknown; query?: Query }) =>
  call(api.request<T>(method, path, options));

function query(filter: Record<string, unknown>, page?: { page: number; perPage: number }): Query {
  const values = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== '').map(([key, value]) => [key, String(value)]));
  return page ? { ...values, limit: String(page.perPage), offset: String((page.page - 1) * page.perPage) } : values;
}

/** Titles of a resource's records (any staff member may read them, to choose one in a form). */
async function titles(resource: string): Promise<RaRecord[]> {
  return request<RaRecord[]>('GET', adminEndpoints.references(resource as ContentResourceName));
}

/**
 * react-admin's data provider over the API's admin endpoints: lists are `{count, results}` pages (`limit`, `offset`,
 * the resource's filters, `q`), records are read and written whole. Reference lookups (`meta.reference`, and every
 * `getMany`) read the titles endpoint, which any role may.
 */
export const dataProvider = {
  async getList(resource, { pagination, filter, meta }) {
    if (meta?.reference) {
      const all = await titles(resource);
      const q = String(filter?.q ?? '').toLowerCase();
      const found = q ? all.filter((record) => String(record.title).toLowerCase().includes(q)) : all;
      return { data: found, total: found.length };
    }
    const page = await request<Paginated<RaRecord>>('GET', listPath(resource), { query: query(filter ?? {}, pagination) });
    return { data: page.results, total: page.count };
  },
  async getOne(resource, { id }) {
    return { data: await request<RaRecord>('GET', detailPath(resource, id)) };
  },
  async getMany(resource, { ids }) {
    const all = await titles(resource);
    const wanted = new Set(ids.map(String));
    return { data: all.filter((record) => wanted.has(String(record.id))) };
  },
  async getManyReference(resource, { target, id, pagination, filter }) {
    const page = await request<Paginated<RaRecord>>('GET', listPath(resource), { query: query({ ...filter, [target]: id }, pagination) });
    return { data: page.results, total: page.count };
  },
  async create(resource, { data }) {
    const path = listPath(resource);
    return { data: await request<RaRecord>('POST', path, { body: data }) } as never;
  },
  async update(resource, { id, data }) {
    const record =
      resource === 'staff'
        ? request<RaRecord>('PATCH', detailPath(resource, id), { body: { role: data.role, active: data.active } })
        : request<RaRecord>('PUT', detailPath(resource, id), { body: data });
    return { data: await record } as never;
  },
  async updateMany(resource, { ids, data }) {
    for (const id of ids) await request('PUT', detailPath(resource, id), { body: data });
    return { data: ids };
  },
  async delete(resource, { id, previousData }) {
    await request('DELETE', detailPath(resource, id));
    return { data: previousData ?? { id } } as never;
  },
  async deleteMany(resource, { ids }) {
    for (const id of ids) await request('DELETE', detailPath(resource, id));
    return { data: ids };
  },
} as DataProvider;
