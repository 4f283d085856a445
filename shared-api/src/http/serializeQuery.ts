// The one query serialiser (product §7): arrays become repeated parameters, null and undefined are dropped,
// keys keep their order, values are percent-encoded (Cyrillic included).
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/** `?a=1&b=x&b=y` for `{ a: 1, b: ['x', 'y'], c: null }`; '' when nothing is left. */
export function serializeQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Appends a serialised query to a path that may already carry one. */
export function withQuery(path: string, query: Query | undefined): string {
  const serialised = serializeQuery(query);
  if (!serialised) return path;
  return path.includes('?') ? `${path}&${serialised.slice(1)}` : `${path}${serialised}`;
}
