// Where the visitor is in the master plan, kept in the project page's URL (?building=…&section=…&floor=…)
// so Back steps out again and a link opens the same floor.
export interface GenplanState {
  building: number | null;
  section: number | null;
  floor: number | null;
}

const id = (raw: string | null): number | null => (raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null);

export function readGenplanState(search: URLSearchParams): GenplanState {
  const building = id(search.get('building'));
  return {
    building,
    section: building === null ? null : id(search.get('section')),
    floor: building === null ? null : id(search.get('floor')),
  };
}

/** The page's query with the master plan state replaced (other parameters are kept). */
export function writeGenplanState(search: URLSearchParams, state: GenplanState): string {
  const params = new URLSearchParams(search);
  for (const key of ['building', 'section', 'floor'] as const) {
    const value = state[key];
    if (value === null) params.delete(key);
    else params.set(key, String(value));
  }
  return params.toString();
}
