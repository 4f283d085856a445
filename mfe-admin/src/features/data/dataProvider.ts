import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { ApiError, type Query } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import { adminEndpoints } from '@estate/shared-api/endpoints/adminEndpoints';
import { api } from '../../shared/api';

/** Resources of the back office that are not content tables: their own endpoints. */
const SPECIAL: Record<string, { list: () => string; detail?: (id: Identifier) => string }> = {
  staff: adminEndpoints.staff,
  leads: adminEndpoints.leads,
  lots: adminEndpoints.lots,
  imports: { list: adminEndpoints.imports },
  audit: { list: adminEndpoints.audit },
};

const listPath = (resource: string) => SPECIAL[resource]?.list() ?? adminEndpoints.content.list(resource);
const detailPath = (resource: string, id: Identifier) => SPECIAL[resource]?.detail?.(id) ?? adminEndpoints.content.detail(resource, id);

/** The API's errors as react-admin shows them: the message, and each field's first message under its input. */
function shown(error: unknown): never {
  if (!(error instanceof ApiError)) throw error;
  const fields = Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([field, messages]) => [field, messages[0] ?? '']));
  throw new HttpError(error.displayMessage ?? 'Ошибка сервера. Попробуйте ещё раз.', error.status, { errors: fields });
}

const call = <T,>(promise: Promise<T>) => promise.catch(shown);

function query(filter: Record<string, unknown>, page?: { page: number; perPage: number }): Query {
  const values = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== '').map(([key, value]) => [key, String(value)]));
  return page ? { ...values, limit: String(page.perPage), offset: String((page.page - 1) * page.perPage) } : values;
}

/** Titles of a resource's records (any staff member may read them, to choose one in a form). */
async function titles(resource: string): Promise<RaRecord[]> {
  return call(api.get<RaRecord[]>(adminEndpoints.references(resource)));
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
    const page = await call(api.get<Paginated<RaRecord>>(listPath(resource), { query: query(filter ?? {}, pagination) }));
    return { data: page.results, total: page.count };
  },
  async getOne(resource, { id }) {
    return { data: await call(api.get<RaRecord>(detailPath(resource, id))) };
  },
  async getMany(resource, { ids }) {
    const all = await titles(resource);
    const wanted = new Set(ids.map(String));
    return { data: all.filter((record) => wanted.has(String(record.id))) };
  },
  async getManyReference(resource, { target, id, pagination, filter }) {
    const page = await call(api.get<Paginated<RaRecord>>(listPath(resource), { query: query({ ...filter, [target]: id }, pagination) }));
    return { data: page.results, total: page.count };
  },
  async create(resource, { data }) {
    const path = listPath(resource);
    return { data: await call(api.post<RaRecord>(path, { body: data })) } as never;
  },
  async update(resource, { id, data }) {
    const record = resource === 'staff' ? api.patch<RaRecord>(detailPath(resource, id), { body: { role: data.role, active: data.active } }) : api.put<RaRecord>(detailPath(resource, id), { body: data });
    return { data: await call(record) } as never;
  },
  async updateMany(resource, { ids, data }) {
    for (const id of ids) await call(api.put(detailPath(resource, id), { body: data }));
    return { data: ids };
  },
  async delete(resource, { id, previousData }) {
    await call(api.delete(detailPath(resource, id)));
    return { data: previousData ?? { id } } as never;
  },
  async deleteMany(resource, { ids }) {
    for (const id of ids) await call(api.delete(detailPath(resource, id)));
    return { data: ids };
  },
} as DataProvider;
