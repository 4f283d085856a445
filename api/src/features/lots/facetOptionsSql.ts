import type { GroupedFacet, LotMultiFilter } from '../../shared/lots/lotSchemas';
import { COMMERCIAL_TYPES, FINISHINGS } from '../../domain/lotVocabulary';

/** Sort key of a value in a fixed vocabulary (values are constants of ours, never request input). */
function position(column: string, values: readonly string[]): string {
  return `array_position(array[${values.map((value) => `'${value}'`).join(', ')}]::text[], ${column})`;
}

/**
 * What each multi facet groups the units by (a column of `units`), and its option rows (value, label, count, sort)
 * from `g`, its groups with a count above zero. Projects and buildings are grouped by id and named afterwards.
 */
const GROUPED: Record<GroupedFacet, { keys: string[]; option: (g: string) => string }> = {
  rooms: {
    keys: ['rooms'],
    option: (g) => `select g.rooms::text as value, null::text as label, g.count, g.rooms as sort from ${g} where g.rooms is not null`,
  },
  project: {
    keys: ['project_id'],
    option: (g) => `select p.slug as value, p.name as label, g.count, p.sort from ${g} join projects p on p.id = g.project_id`,
  },
  // By building and the lot's project (whose name the label carries); groups sharing value and label are merged.
  building: {
    keys: ['building_id', 'project_id'],
    option: (g) => `select g.building_id::text as value, b.name || ' · ' || p.name as label, sum(g.count)::int as count, min(g.building_id) as sort
      from ${g} join buildings b on b.id = g.building_id join projects p on p.id = g.project_id group by 1, 2`,
  },
  completion: {
    keys: ['completion'],
    option: (g) => `select (g.completion / 10) || '-' || (g.completion % 10) as value, null::text as label, g.count, g.completion as sort from ${g}`,
  },
  finishing: {
    keys: ['finishing'],
    option: (g) => `select g.finishing as value, null::text as label, g.count, ${position('g.finishing', FINISHINGS)} as sort from ${g} where g.finishing is not null`,
  },
  commercial: {
    keys: ['commercial_type'],
    option: (g) => `select g.commercial_type as value, null::text as label, g.count, ${position('g.commercial_type', COMMERCIAL_TYPES)} as sort
      from ${g} where g.commercial_type is not null`,
  },
};

export interface FacetOptionsSql {
  /** CTEs to add after `units` (they read it). */
  ctes: string[];
  /** A scalar subquery: every option as a JSON array of {facet, value, label, count}, ordered by facet, sort, value. */
  options: string;
}

/**
 * The option counts of `facets` over `units` (alias `u`, each standing for `n` lots; see `shared/lots/lotCells.ts`),
 * where `where(except)` is the condition of every active filter but those named. Each multi facet counts the lots
 * matching all filters but its own; all of them but features come from one pass over the units with GROUPING SETS,
 * one filtered sum per distinct condition. (Features combine with AND, so they count with all filters: `lotFacets`
 * sums them beside the totals.)
 */
export function facetOptionsSql(facets: readonly LotMultiFilter[], where: (except: readonly string[]) => string): FacetOptionsSql {
  const grouped = facets.filter((facet): facet is GroupedFacet => facet !== 'features');
  const parts: string[] = [];
  const ctes: string[] = [];
  if (grouped.length) {
    const keys = [...new Set(grouped.flatMap((facet) => GROUPED[facet].keys))];
    const sums = new Map<string, string>();
    const sumOf = (facet: GroupedFacet) => {
      const condition = where([facet]);
      if (!sums.has(condition)) sums.set(condition, `n${sums.size}`);
      return sums.get(condition) ?? '';
    };
    const sumColumns = grouped.map(sumOf);
    ctes.push(`grouped as (
      select grouping(${keys.map((key) => `u.${key}`).join(', ')}) as grouping_mask, ${keys.map((key) => `u.${key}`).join(', ')},
        ${[...sums].map(([condition, column]) => `coalesce(sum(u.n) filter (where ${condition}), 0) as ${column}`).join(', ')}
      from units u group by grouping sets (${grouped.map((facet) => `(${GROUPED[facet].keys.map((key) => `u.${key}`).join(', ')})`).join(', ')}))`);
    grouped.forEach((facet, index) => {
      // grouping() sets a bit (first argument highest) for each key left out of the row's grouping set.
      const own = new Set(GROUPED[facet].keys);
      const mask = keys.reduce((bits, key) => bits * 2 + (own.has(key) ? 0 : 1), 0);
      const sum = sumColumns[index] ?? '';
      const g = `(select ${keys.join(', ')}, ${sum}::int as count from grouped where grouping_mask = ${mask} and ${sum} > 0) g`;
      parts.push(`select '${facet}' as facet, value, label, count, sort from (${GROUPED[facet].option(g)}) as options`);
    });
  }
  const options = parts.length
    ? `(select coalesce(json_agg(json_build_object('facet', facet, 'value', value, 'label', label, 'count', count) order by facet, sort, value), '[]')
         from (${parts.join(' union all ')}) as facets)`
    : `'[]'::json`;
  return { ctes, options };
}
