// One GET of the API for a page: refetches when the path or query changes, keeps the previous data meanwhile,
// and shows pending for at least 200 ms (useFetch of shared-api). `path` null: do not load (yet).
import { serializeQuery, useFetch, type Query, type ShellContext, type UseFetchResult } from '@estate/shared-api';

export function useApiGet<T>(ctx: ShellContext, path: string | null, query?: Query): UseFetchResult<T> {
  const key = path === null ? null : `${path}${serializeQuery(query)}`;
  return useFetch<T>(key, (signal) => ctx.api.get<T>(path ?? '/', { query, signal }));
}
