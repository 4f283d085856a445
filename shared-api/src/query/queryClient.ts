// The one QueryClient configuration: one client per request on the server, one per page load in the browser
// (never a module-level client: it would hold one visitor's data for the next).
import { QueryClient } from '@tanstack/react-query';

/** How long data from the document or a fetch counts as fresh (no refetch on mount, e.g. right after hydration). */
export const QUERY_STALE_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, retry: false, refetchOnWindowFocus: false },
    },
  });
}
