// The offices of the city (all pages of /api/offices/ fit in one request), the central one first.
import { endpoints, useFetch, type ApiClient } from '@estate/shared-api';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { Office } from '@estate/shared-api/dto/offices';

/** More than any city has; the API caps a page at its maximum anyway. */
const OFFICES_LIMIT = 50;

export function centralFirst(offices: readonly Office[]): Office[] {
  return [...offices].sort((a, b) => Number(b.is_central) - Number(a.is_central));
}

export function useOffices(api: ApiClient, city: string) {
  return useFetch<Office[]>(`offices:${city}`, async (signal) => {
    const page = await api.get<Paginated<Office>>(endpoints.offices.list(), { query: { city, limit: OFFICES_LIMIT }, signal });
    return centralFirst(page.results);
  });
}
