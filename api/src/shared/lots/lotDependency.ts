import type { LotCard, LotOrdering } from '@estate/shared-api/dto/lots';
import type { LotBounds, LotChange, LotFacts } from '../../db/catalogueChanges';
import type { LotEndpointConfig } from './lotEndpoints';
import type { LotFilters, Range } from './lotFilters';

/**
 * Which lot changes an answer is affected by: the rules the caches keep an answer by when only lots changed (a
 * booking, a price list, an import's batch). Each filter of `lotConditions.ts` is read here the same way, for one
 * lot (its facts before or after a change) and for the bounds of many (whether some lot in them may match).
 */
export type LotDependency = (change: LotChange) => boolean;

interface Test {
  filter: string;
  matches(facts: LotFacts): boolean;
  mayMatch(bounds: LotBounds): boolean;
}

const inRange = (value: number | null, range: Range) =>
  value !== null && (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
const overlaps = (bounds: [number, number] | null, range: Range) =>
  bounds !== null && (range.min === undefined || bounds[1] >= range.min) && (range.max === undefined || bounds[0] <= range.max);
const hasRange = (range: Range) => range.min !== undefined || range.max !== undefined;
const roomsOf = (rooms: number | null) => (rooms === null ? null : Math.min(rooms, 4));

/** One test per active filter, as `filterConditions` makes one condition per active filter. */
function filterTests(filters: LotFilters, projectIds: readonly number[]): Test[] {
  const tests: Test[] = [];
  const add = (filter: string, matches: Test['matches'], mayMatch: Test['mayMatch']) => tests.push({ filter, matches, mayMatch });
  const oneOf = <T>(filter: string, values: readonly T[], of: (facts: LotFacts) => T, all: (bounds: LotBounds) => readonly T[]) =>
    add(filter, (facts) => values.includes(of(facts)), (bounds) => all(bounds).some((value) => values.includes(value)));

  if (filters.rooms.length) oneOf('rooms', filters.rooms, (facts) => roomsOf(facts.rooms) ?? -1, (bounds) => bounds.rooms.map((rooms) => roomsOf(rooms) ?? -1));
  if (filters.isApartment !== undefined) {
    const kind = filters.isApartment ? 'apartment' : 'flat';
    oneOf('is_apartment', [kind], (facts) => facts.kind, (bounds) => bounds.kind);
  }
  if (filters.commercial.length) oneOf<string | null>('commercial', filters.commercial, (facts) => facts.commercial_type, (bounds) => bounds.commercial_type);
  if (filters.project.length) oneOf('project', projectIds, (facts) => facts.project, (bounds) => bounds.project);
  if (filters.building.length) oneOf('building', filters.building, (facts) => facts.building, (bounds) => bounds.building);
  const ranges: Array<[string, Range, (facts: LotFacts) => number | null, (bounds: LotBounds) => [number, number] | null]> = [
    ['price', filters.price, (facts) => facts.price, (bounds) => bounds.price],
    ['area', filters.area, (facts) => facts.area, (bounds) => bounds.area],
    ['kitchen_area', filters.kitchenArea, (facts) => facts.kitchen_area, (bounds) => bounds.kitchen_area],
    ['floor', filters.floor, (facts) => facts.floor, (bounds) => bounds.floor],
  ];
  for (const [filter, range, value, bounds] of ranges) {
    if (hasRange(range)) add(filter, (facts) => inRange(value(facts), range), (all) => overlaps(bounds(all), range));
  }
  if (filters.notFirst) add('not_first', (facts) => facts.floor > 1, (bounds) => bounds.floor[1] > 1);
  if (filters.notLast) add('not_last', (facts) => facts.floor < facts.floors_total, (bounds) => bounds.floor[0] < bounds.floors_total[1]);
  if (filters.completion.length) oneOf('completion', filters.completion, (facts) => facts.completion, (bounds) => bounds.completion);
  if (filters.finishing.length) oneOf<string | null>('finishing', filters.finishing, (facts) => facts.finishing, (bounds) => bounds.finishing);
  if (filters.features.length) {
    add(
      'features',
      (facts) => filters.features.every((feature) => facts.features.includes(feature)),
      (bounds) => filters.features.every((feature) => bounds.features_any.includes(feature)),
    );
  }
  const statuses = filters.onlyFree ? ['free'] : filters.status.length ? filters.status : ['free', 'booked'];
  oneOf<string>(filters.onlyFree ? 'only_free' : 'status', statuses, (facts) => facts.status, (bounds) => bounds.status);
  return tests;
}

/** The scope (kind and city) every answer of an endpoint keeps. */
function scopeTest(config: LotEndpointConfig, cityId: number | undefined): Omit<Test, 'filter'> {
  const kinds: readonly string[] = config.kinds;
  return {
    matches: (facts) => kinds.includes(facts.kind) && (cityId === undefined || facts.city === cityId),
    mayMatch: (bounds) => bounds.kind.some((kind) => kinds.includes(kind)) && (cityId === undefined || bounds.city.includes(cityId)),
  };
}

const isDiff = (change: LotChange): change is Extract<LotChange, { before: unknown }> => 'before' in change;
const touches = (change: LotChange, ids: ReadonlySet<number>) => change.ids.some((id) => ids.has(id));

/** Lots failing the tests (0: the lot matches them all). */
const failures = (tests: readonly Test[], facts: LotFacts) => tests.reduce((count, test) => count + (test.matches(facts) ? 0 : 1), 0);
const sureFailures = (tests: readonly Test[], bounds: LotBounds) => tests.reduce((count, test) => count + (test.mayMatch(bounds) ? 0 : 1), 0);

/** A lot's place in an ordering: its sort key, then its id (the orderings' tie-break). */
type Place = [number, number];

const SORT_KEYS: Record<string, { facts: (facts: LotFacts) => number; card: (card: LotCard) => number }> = {
  price: { facts: (facts) => facts.price, card: (card) => card.price },
  area: { facts: (facts) => facts.area, card: (card) => card.area },
  floor: { facts: (facts) => facts.floor, card: (card) => card.floor },
  completion: { facts: (facts) => facts.completion, card: (card) => card.completion.year * 10 + card.completion.quarter },
};

/**
 * A page of a selection (`shown`, in `ordering`) and its count: affected when a lot on it changed, when a lot entered
 * or left the matches (the count), or when a match moved in the ordering from or to a place among the page's
 * (moving before it, or after it, the page stays as it is).
 */
export function listDependency(config: LotEndpointConfig, filters: LotFilters, projectIds: readonly number[], ordering: LotOrdering, shown: readonly LotCard[]): LotDependency {
  const tests = filterTests(filters, projectIds);
  const scope = scopeTest(config, filters.cityId);
  const ids = new Set(shown.map((card) => card.id));
  const key = SORT_KEYS[ordering.replace('-', '')] ?? SORT_KEYS.price!;
  const direction = ordering.startsWith('-') ? -1 : 1;
  const compare = (a: Place, b: Place) => direction * (a[0] - b[0] || a[1] - b[1]);
  const first = shown[0] && ([key.card(shown[0]), shown[0].id] as Place);
  const last = shown.at(-1) && ([key.card(shown.at(-1)!), shown.at(-1)!.id] as Place);
  /** -1 before the page, 1 after it, 0 among it (or no page at all: nothing is before or after it). */
  const side = (place: Place) => (!first || !last ? 0 : compare(place, first) < 0 ? -1 : compare(place, last) > 0 ? 1 : 0);
  const matches = (facts: LotFacts | null) => facts !== null && scope.matches(facts) && failures(tests, facts) === 0;
  return (change) => {
    if (touches(change, ids)) return true;
    if (!isDiff(change)) return scope.mayMatch(change.bounds) && sureFailures(tests, change.bounds) === 0;
    const before = matches(change.before);
    const after = matches(change.after);
    if (before !== after) return true;
    if (!before || !first) return false;
    const was = side([key.facts(change.before!), change.ids[0]]);
    const is = side([key.facts(change.after!), change.ids[0]]);
    return was === 0 || is === 0 || was !== is;
  };
}

/**
 * Facets: every count, range and flag counts the lots matching all filters but (at most) one, so a change of a lot
 * that fails two filters or more, before and after, leaves them as they are.
 */
export function facetsDependency(config: LotEndpointConfig, filters: LotFilters, projectIds: readonly number[]): LotDependency {
  const tests = filterTests(filters, projectIds);
  const scope = scopeTest(config, filters.cityId);
  const counted = (facts: LotFacts | null) => facts !== null && scope.matches(facts) && failures(tests, facts) <= 1;
  return (change) => (isDiff(change) ? counted(change.before) || counted(change.after) : scope.mayMatch(change.bounds) && sureFailures(tests, change.bounds) <= 1);
}

/** Anything about the endpoint's lots of the city (specs, project lists, schemes). */
export function scopeDependency(config: LotEndpointConfig, cityId: number | undefined): LotDependency {
  const scope = scopeTest(config, cityId);
  return (change) => (isDiff(change) ? [change.before, change.after].some((facts) => facts !== null && scope.matches(facts)) : scope.mayMatch(change.bounds));
}

/** One lot's own answers (its page). */
export function lotIdDependency(id: number): LotDependency {
  return (change) => change.ids.includes(id);
}

/** Lots like `lot` (its kind, rooms or premise type, in any city), and the lot itself. */
export function similarDependency(config: LotEndpointConfig, lot: Pick<LotFacts, 'rooms' | 'commercial_type'> & { id: number }): LotDependency {
  const kinds: readonly string[] = config.kinds;
  const rooms = roomsOf(lot.rooms);
  const like = (facts: LotFacts | null) =>
    facts !== null && kinds.includes(facts.kind) && (rooms === null || roomsOf(facts.rooms) === rooms) && (lot.commercial_type === null || facts.commercial_type === lot.commercial_type);
  return (change) => {
    if (change.ids.includes(lot.id)) return true;
    if (isDiff(change)) return like(change.before) || like(change.after);
    const { bounds } = change;
    return (
      bounds.kind.some((kind) => kinds.includes(kind)) &&
      (rooms === null || bounds.rooms.some((value) => roomsOf(value) === rooms)) &&
      (lot.commercial_type === null || bounds.commercial_type.includes(lot.commercial_type))
    );
  };
}

/** Anything about one project's lots (its part of the classifieds' feeds). */
export function projectDependency(projectId: number): LotDependency {
  return (change) => (isDiff(change) ? [change.before, change.after].some((facts) => facts?.project === projectId) : change.bounds.project.includes(projectId));
}
