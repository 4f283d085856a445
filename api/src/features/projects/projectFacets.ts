// The facets and filters of the project lists.
import type { Queryable } from '../../db/db';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import type { FacetOption, ListSpecs } from '../../shared/schemas/commonSchemas';
import { projectConditions, type ProjectFilters } from './projectRepository';
import type { ProjectFacets, ProjectKind } from './projectSchemas';

export async function projectFacets(db: Queryable, kind: ProjectKind, filters: ProjectFilters): Promise<ProjectFacets> {
  const facet = async (name: string, expression: string, from = 'projects p') => {
    const params = new SqlParams();
    const { scope, conditions } = projectConditions(params, kind, filters, name);
    const where = [...scope, ...conditions.map((condition) => condition.sql)].join(' and ');
    const { rows } = await db.query<{ value: string | number; count: number }>(
      `select ${expression} as value, count(distinct p.id)::int as count from ${from} where ${where} group by 1 order by 1`,
      params.values,
    );
    return rows;
  };
  const params = new SqlParams();
  const { scope, conditions } = projectConditions(params, kind, filters);
  const [total, classes, years, rooms] = await Promise.all([
    db.query<{ count: number }>(`select count(*)::int as count from projects p where ${[...scope, ...conditions.map((c) => c.sql)].join(' and ')}`, params.values),
    facet('class', 'p.class'),
    facet('completion_year', 'p.completion_year'),
    kind === 'residential'
      ? facet('rooms', 'least(l.rooms, 4)', `projects p join lots l on l.project_id = p.id and l.status in ('free', 'booked') and l.rooms is not null`)
      : Promise.resolve([]),
  ]);
  const options = <V extends string | number>(rows: { value: string | number; count: number }[], label: (value: V) => string): FacetOption<V>[] =>
    rows.map((row) => ({ value: row.value as V, label: label(row.value as V), count: row.count }));
  return {
    count: total.rows[0]?.count ?? 0,
    options: {
      class: options<string>(classes, (value) => value),
      completion_year: options<number>(years, (value) => String(value)),
      ...(kind === 'residential' && { rooms: options<number>(rooms, (value) => (value === 0 ? 'Студия' : value >= 4 ? '4+' : String(value))) }),
    },
  };
}

export async function projectSpecs(db: Queryable, kind: ProjectKind): Promise<ListSpecs> {
  const { rows } = await db.query<{ class: string; year: number }>(
    'select distinct class, completion_year as year from projects where kind = $1 order by 1, 2',
    [kind],
  );
  const classes = [...new Set(rows.map((row) => row.class))];
  const years = [...new Set(rows.map((row) => row.year))].sort();
  return {
    filters: [
      { name: 'class', kind: 'multi', label: 'Класс', options: classes.map((value) => ({ value, label: value })) },
      { name: 'completion_year', kind: 'multi', label: 'Год сдачи', options: years.map((value) => ({ value, label: String(value) })) },
      ...(kind === 'residential'
        ? [{ name: 'rooms', kind: 'multi' as const, label: 'Комнатность', options: [0, 1, 2, 3, 4].map((value) => ({ value, label: value === 0 ? 'Студия' : value === 4 ? '4+' : String(value) })) }]
        : []),
    ],
    ordering: [],
    default_ordering: 'sort',
    page_size: DEFAULT_LIMIT,
    max_page_size: MAX_LIMIT,
  };
}
