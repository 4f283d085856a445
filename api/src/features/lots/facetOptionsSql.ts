import type { LotMultiFilter } from '../../shared/lots/lotSchemas';
import { COMMERCIAL_TYPES, FINISHINGS, LOT_FEATURES } from '../../domain/lotVocabulary';

/** Sort key of a value in a fixed vocabulary (values are constants of ours, never request input). */
function position(column: string, values: readonly string[]): string {
  return `array_position(array[${values.map((value) => `'${value}'`).join(', ')}]::text[], ${column})`;
}

type GroupedFacet = Exclude<LotMultiFilter, 'features'>;

/**
 * What each multi facet groups the lots by (expression over `l`, alias in `grouped`), and its option rows
 * (value, label, count, sort) from `g`, its groups with a count above zero. Projects and buildings are grouped by
 * id and named afterwards, so no lot row is joined to another table.
 */
const GROUPED: Record<GroupedFacet, { keys: Array<[string, string]>; option: (g: string) => string }> = {
  rooms: {
    keys: [['least(l.rooms, 4)', 'rooms']],
    option: (g) => `select g.rooms::text as value, null::text as label, g.count, g.rooms as sort from ${g} where g.rooms is not null`,
  },
  project: {
    keys: [['l.project_id', 'project_id']],
    option: (g) => `select p.slug as value, p.name as label, g.count, p.sort from ${g} join projects p on p.id = g.project_id`,
  },
  // By building and the lot's project (whose name the label carries); groups sharing value and label are merged.
  building: {
    keys: [['l.building_id', 'building_id'], ['l.project_id', 'project_id']],
    option: (g) => `select g.building_id::text as value, b.name || ' · ' || p.name as label, sum(g.count)::int as count, min(g.building_id) as sort
      from ${g} join buildings b on b.id = g.building_id join projects p on p.id = g.project_id group by 1, 2`,
  },
  completion: {
    keys: [['l.completion_year', 'completion_year'], ['l.completion_quarter', 'completion_quarter']],
    option: (g) => `select g.completion_year || '-' || g.completion_quarter as value, null::text as label, g.count,
      g.completion_year * 10 + g.completion_quarter as sort from ${g}`,
  },
  finishing: {
    keys: [['l.finishing', 'finishing']],
    option: (g) => `select g.finishing as value, null::text as label, g.count, ${position('g.finishing', FINISHINGS)} as sort from ${g} where g.finishing is not null`,
  },
  commercial: {
    keys: [['l.commercial_type', 'commercial_type']],
    option: (g) => `select g.commercial_type as value, null::text as label, g.count, ${position('g.commercial_type', COMMERCIAL_TYPES)} as sort
      from ${g} where g.commercial_type is not null`,
  },
};

export interface FacetOptionsSql {
  /** CTEs to add after `base` (they read it). */
  ctes: string[];
  /** A scalar subquery: every option as a JSON array of {facet, value, label, count}, ordered by facet, sort, value. */
  options: string;
}

/**
 * The option counts of `facets` over the scoped lots in CTE `base` (alias `l`), where `where(except)` is the
 * condition of every active filter but those named. Each multi facet counts the lots matching all filters but its
 * own; all of them but features come from one pass over base with GROUPING SETS, one filtered count per distinct
 * condition. Features combine with AND, so they count with all filters, over the unnested feature lists.
 */
export function facetOptionsSql(facets: readonly LotMultiFilter[], where: (except: readonly string[]) => string): FacetOptionsSql {
  const grouped = facets.filter((facet): facet is GroupedFacet => facet !== 'features');
  const parts: string[] = [];
  const ctes: string[] = [];
  if (grouped.length) {
    const keys = new Map<string, string>();
    for (const facet of grouped) for (const [expression, alias] of GROUPED[facet].keys) keys.set(alias, expression);
    const aliases = [...keys.keys()];
    const counts = new Map<string, string>();
    const countOf = (facet: GroupedFacet) => {
      const condition = where([facet]);
      if (!counts.has(condition)) counts.set(condition, `n${counts.size}`);
      return counts.get(condition) ?? '';
    };
    const countColumns = grouped.map(countOf);
    ctes.push(`grouped as (
      select grouping(${aliases.map((alias) => keys.get(alias)).join(', ')}) as grouping_mask,
        ${aliases.map((alias) => `${keys.get(alias)} as ${alias}`).join(', ')},
        ${[...counts].map(([condition, column]) => `count(*) filter (where ${condition}) as ${column}`).join(', ')}
      from base l group by grouping sets (${grouped.map((facet) => `(${GROUPED[facet].keys.map(([expression]) => expression).join(', ')})`).join(', ')}))`);
    grouped.forEach((facet, index) => {
      // grouping() sets a bit (first argument highest) for each key left out of the row's grouping set.
      const own = new Set(GROUPED[facet].keys.map(([, alias]) => alias));
      const mask = aliases.reduce((bits, alias) => bits * 2 + (own.has(alias) ? 0 : 1), 0);
      const count = countColumns[index] ?? '';
      const g = `(select ${aliases.join(', ')}, ${count}::int as count from grouped where grouping_mask = ${mask} and ${count} > 0) g`;
      parts.push(`select '${facet}' as facet, value, label, count, sort from (${GROUPED[facet].option(g)}) as options`);
    });
  }
  if (facets.includes('features')) {
    // unnest in the select list (one ProjectSet node) costs less than a function scan joined to every lot.
    parts.push(`select 'features' as facet, feature as value, null::text as label, count(*)::int as count, min(${position('feature', LOT_FEATURES)}) as sort
      from (select unnest(l.features) as feature from base l where ${where([])}) as unnested where feature is not null group by 2, 3`);
  }
  const options = parts.length
    ? `(select coalesce(json_agg(json_build_object('facet', facet, 'value', value, 'label', label, 'count', count) order by facet, sort, value), '[]')
         from (${parts.join(' union all ')}) as facets)`
    : `'[]'::json`;
  return { ctes, options };
}
