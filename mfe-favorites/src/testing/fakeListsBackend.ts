// Test helper: a typed, in-memory fake of the API's favourites/comparisons endpoints (api/src/features/lists):
// the same paths, statuses and bodies (shared-api/src/dto/favorites.ts). Served over node:http by
// fakeListsServer.ts, or straight to an ApiClient by FakeApiClient.ts (jsdom has no fetch).
import type { Paginated } from '@estate/shared-api/dto/common';
import type { ComparisonDifferences, ListChange, ListedLot, ListStatistics, VisitorListName } from '@estate/shared-api/dto/favorites';
import type { LotCard } from '@estate/shared-api/dto/lots';

export type FakeRoute = 'statistics' | 'list' | 'add' | 'remove' | 'clear' | 'differences' | 'similar';

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  csrf: string | undefined;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
}

export interface FakeListsBackend {
  csrfToken: string;
  /** every lot that exists */
  lots: Map<number, LotCard>;
  lists: Record<VisitorListName, number[]>;
  /** what similar_flats/ answers */
  similar: LotCard[];
  requests: FakeRequest[];
  /** routes answering 500 until removed */
  failing: Set<`${VisitorListName}:${FakeRoute}`>;
  /** awaited before a request is answered (to hold one answer back) */
  gate: (request: FakeRequest) => Promise<void>;
  handle(request: FakeRequest): Promise<FakeResponse>;
}

const ROUTE = /^\/api\/(favorites|comparisons)\/(?:(statistics|create|clear|show_differences|similar_flats|\d+)\/)?$/;

const routeOf = (action: string | undefined): FakeRoute =>
  action === undefined ? 'list'
  : action === 'statistics' ? 'statistics'
  : action === 'create' ? 'add'
  : action === 'clear' ? 'clear'
  : action === 'show_differences' ? 'differences'
  : action === 'similar_flats' ? 'similar'
  : 'remove';

function propertyOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null || !('property' in body)) return null;
  const value = Number(body.property);
  return Number.isInteger(value) ? value : null;
}

export function createFakeListsBackend(lots: LotCard[]): FakeListsBackend {
  const backend: FakeListsBackend = {
    csrfToken: 'test-csrf-token',
    lots: new Map(lots.map((lot) => [lot.id, lot])),
    lists: { favorites: [], comparisons: [] },
    similar: [],
    requests: [],
    failing: new Set(),
    gate: async () => undefined,
    handle,
  };

  const cityOf = (id: number) => backend.lots.get(id)?.city ?? '';
  const inCity = (list: VisitorListName, city: string | undefined) =>
    backend.lists[list].filter((id) => city === undefined || cityOf(id) === city);

  function statistics(list: VisitorListName, city: string | null): ListStatistics {
    const counts: Record<string, number> = {};
    for (const id of backend.lists[list]) counts[cityOf(id)] = (counts[cityOf(id)] ?? 0) + 1;
    const ids = inCity(list, city ?? undefined);
    return { city, property_ids: ids, count: ids.length, counts, total: backend.lists[list].length };
  }

  function listed(list: VisitorListName, city: string | undefined): ListedLot[] {
    return inCity(list, city)
      .reverse()
      .flatMap((id) => {
        const lot = backend.lots.get(id);
        return lot ? [{ ...lot, added_at: '2026-01-01T00:00:00.000Z' }] : [];
      });
  }

  function differences(city: string | undefined): ComparisonDifferences {
    const properties = listed('comparisons', city);
    const fields: [string, string, (lot: LotCard) => string | number | null][] = [
      ['title', 'Тип', (lot) => lot.title],
      ['project', 'Проект', (lot) => lot.project.name],
      ['price', 'Стоимость, ₽', (lot) => lot.price],
      ['area', 'Площадь, м²', (lot) => lot.area],
      ['floor', 'Этаж', (lot) => `${lot.floor} из ${lot.floors_total}`],
    ];
    const rows = fields.map(([name, label, value]) => {
      const values = properties.map(value);
      return { name, label, values, differs: new Set(values.map(String)).size > 1 };
    });
    return { properties, rows };
  }

  async function handle(request: FakeRequest): Promise<FakeResponse> {
    backend.requests.push(request);
    await backend.gate(request);
    const match = ROUTE.exec(request.path);
    if (!match) return { status: 404, body: { detail: 'Страница не найдена.' } };
    const list = match[1] as VisitorListName;
    const route = routeOf(match[2]);
    const { method, query } = request;
    if (method !== 'GET' && request.csrf !== backend.csrfToken) return { status: 403, body: { detail: 'CSRF Failed' } };
    if (backend.failing.has(`${list}:${route}`)) return { status: 500, body: { detail: 'Внутренняя ошибка сервера.' } };

    if (method === 'GET' && route === 'statistics') return { status: 200, body: statistics(list, query.city ?? null) };
    if (method === 'GET' && route === 'list') {
      const results = listed(list, query.city);
      const page: Paginated<ListedLot> = { count: results.length, next: null, previous: null, results };
      return { status: 200, body: page };
    }
    if (method === 'GET' && route === 'differences') return { status: 200, body: differences(query.city) };
    if (method === 'GET' && route === 'similar') return { status: 200, body: backend.similar };
    if (method === 'POST' && route === 'add') {
      const lotId = propertyOf(request.body);
      const lot = lotId === null ? undefined : backend.lots.get(lotId);
      if (lotId === null || !lot) return { status: 400, body: { property: ['Объект не существует.'] } };
      const created = !backend.lists[list].includes(lotId);
      if (created) backend.lists[list].push(lotId);
      const change: ListChange = { property: lotId, created, statistics: statistics(list, lot.city) };
      return { status: created ? 201 : 200, body: change };
    }
    if (method === 'DELETE' && route === 'remove') {
      const lotId = Number(match[2]);
      if (!backend.lists[list].includes(lotId)) return { status: 404, body: { detail: 'Страница не найдена.' } };
      backend.lists[list] = backend.lists[list].filter((id) => id !== lotId);
      return { status: 204 };
    }
    if (method === 'POST' && route === 'clear') {
      backend.lists[list] = backend.lists[list].filter((id) => query.city !== undefined && cityOf(id) !== query.city);
      return { status: 204 };
    }
    return { status: 405, body: { detail: `Метод «${method}» не разрешен.` } };
  }

  return backend;
}
