// The offices of the city (all pages of /api/offices/ fit in one request), the central one first.
import { useMemo } from 'react';
import { apiQuery, endpoints, useApiQuery, type ApiClient, type PagePrefetch } from '@estate/shared-api';
import type { Office } from '@estate/shared-api/dto/offices';

/** More than any city has; the API caps a page at its maximum anyway. */
const OFFICES_LIMIT = 50;

export function centralFirst(offices: readonly Office[]): Office[] {
  return [...offices].sort((a, b) => Number(b.is_central) - Number(a.is_central));
}

const officesQuery = (city: string) => ({ city, limit: OFFICES_LIMIT });

export const prefetchContacts: PagePrefetch = ({ api, city, queryClient }) =>
  queryClient.prefetchQuery(apiQuery(api, endpoints.offices.list(), officesQuery(city)));

export function useOffices(api: ApiClient, city: string) {
  const offices = useApiQuery(api, endpoints.offices.list(), officesQuery(city));
  const sorted = useMemo(() => offices.data && centralFirst(offices.data.results), [offices.data]);
  return { data: sorted, error: offices.error, refetch: () => void offices.refetch() };
}
