// What the throughput bench asks for: at least 60 different filter combinations of the flat selection and its
// facets (rooms × price × city, and an ordering for the list), and documents of 40 different flats.

const ROOMS: string[][] = [[], ['0'], ['1'], ['2'], ['3'], ['4'], ['1', '2'], ['2', '3']];
const PRICE_MAX = [undefined, '8000000', '15000000', '30000000'];
const CITIES = ['moskva', 'tula'];
const ORDERINGS = ['price', '-price', 'area'];

function filters(): URLSearchParams[] {
  const out: URLSearchParams[] = [];
  for (const city of CITIES)
    for (const rooms of ROOMS)
      for (const priceMax of PRICE_MAX) {
        const query = new URLSearchParams({ city });
        for (const value of rooms) query.append('rooms', value);
        if (priceMax) query.set('price_max', priceMax);
        out.push(query);
      }
  return out; // 64
}

export function flatSelectionPaths(): string[] {
  return filters().map((query, index) => {
    query.set('ordering', ORDERINGS[index % ORDERINGS.length] ?? 'price');
    query.set('limit', '12');
    return `/api/flats/?${query}`;
  });
}

export function flatFacetPaths(): string[] {
  return filters().map((query) => `/api/flats/facets/?${query}`);
}

/** 40 flats of the site's first selection page(s), for the documents of /flats/{id}. */
export async function flatDocumentPaths(base: string, count = 40): Promise<string[]> {
  const response = await fetch(`${base}/api/flats/?city=moskva&limit=${count}`);
  const { results } = (await response.json()) as { results: Array<{ id: number }> };
  if (results.length < count) throw new Error(`only ${results.length} flats to measure`);
  return results.map((flat) => `/flats/${flat.id}`);
}

/**
 * `count` filters of the flat selection no request asked for before (each price bound its own, 7 roubles apart), so
 * every request is a miss of the API's response cache: what a visitor's new filter costs.
 */
function unseenFilters(count: number, from: number, priceShift: number): URLSearchParams[] {
  const seen = filters();
  return Array.from({ length: count }, (_, offset) => {
    const index = from + offset;
    const query = new URLSearchParams(seen[index % seen.length]);
    query.set('price_max', String(9_000_000 + index * 7 + priceShift));
    return query;
  });
}

/**
 * `from`: where in the sequence of unseen filters to start (a later measurement of the same server starts past it);
 * `priceShift` (1–6): other filters in the same price band (the sequence's prices step by 7).
 */
export function uncachedSelectionPaths(count: number, from = 0, priceShift = 0): string[] {
  return unseenFilters(count, from, priceShift).map((query, index) => {
    query.set('ordering', ORDERINGS[index % ORDERINGS.length] ?? 'price');
    query.set('limit', '12');
    return `/api/flats/?${query}`;
  });
}

export function uncachedFacetPaths(count: number, from = 0, priceShift = 0): string[] {
  return unseenFilters(count, from, priceShift).map((query) => `/api/flats/facets/?${query}`);
}
