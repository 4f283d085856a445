// Offices with their hours, and excursions to show flats and building sites.
import type { Queryable } from '../../db/db';
import { DEFAULT_LIMIT, MAX_LIMIT, type Page } from '../../http/pagination';
import { SqlParams } from '../../http/sqlParams';
import { imageUrl } from '../../shared/images/imageUrl';
import type { ListSpecs, LotProjectRef, OfficeHours } from '../../shared/schemas/commonSchemas';
import type { Excursion, Office, OfficeFacets } from './officeSchemas';

interface OfficeRow {
  id: number;
  city_slug: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  hours: OfficeHours[];
  is_central: boolean;
  metro: string | null;
  image: string;
  project_id: number | null;
  project_slug: string | null;
  project_name: string | null;
}

const OFFICE_SELECT = `o.id, c.slug as city_slug, o.name, o.address, o.lat, o.lng, o.phone, o.email, o.hours, o.is_central, o.metro,
  o.image, o.project_id, p.slug as project_slug, p.name as project_name`;
const OFFICE_FROM = 'offices o join cities c on c.id = o.city_id left join projects p on p.id = o.project_id';

export const hoursText = (hours: OfficeHours[]): string[] => hours.map((item) => `${item.days}: ${item.from}–${item.to}`);

function toOffice(row: OfficeRow): Office {
  const project: LotProjectRef | null =
    row.project_id !== null && row.project_slug && row.project_name ? { id: row.project_id, slug: row.project_slug, name: row.project_name } : null;
  return {
    id: row.id,
    city: row.city_slug,
    name: row.name,
    address: row.address,
    coords: { lat: row.lat, lng: row.lng },
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    hours_text: hoursText(row.hours),
    is_central: row.is_central,
    metro: row.metro,
    image: imageUrl(row.image),
    project,
  };
}

interface ExcursionRow {
  id: number;
  city_slug: string;
  title: string;
  description: string;
  duration_minutes: number;
  image: string;
  project_id: number;
  project_slug: string;
  project_name: string;
  office_id: number;
  office_name: string;
  office_address: string;
  office_lat: number;
  office_lng: number;
  office_hours: OfficeHours[];
}

function toExcursion(row: ExcursionRow): Excursion {
  return {
    id: row.id,
    city: row.city_slug,
    title: row.title,
    description: row.description,
    duration_minutes: row.duration_minutes,
    image: imageUrl(row.image),
    project: { id: row.project_id, slug: row.project_slug, name: row.project_name },
    office: { id: row.office_id, name: row.office_name, address: row.office_address, coords: { lat: row.office_lat, lng: row.office_lng }, hours: row.office_hours },
  };
}

const EXCURSION_SELECT = `e.id, c.slug as city_slug, e.title, e.description, e.duration_minutes, e.image, e.project_id,
  p.slug as project_slug, p.name as project_name, o.id as office_id, o.name as office_name, o.address as office_address,
  o.lat as office_lat, o.lng as office_lng, o.hours as office_hours`;
const EXCURSION_FROM = 'excursions e join cities c on c.id = e.city_id join projects p on p.id = e.project_id join offices o on o.id = e.office_id';

/** A page of offices; `conditions` on `o` (offices) and `p` (their projects). */
export async function listOffices(db: Queryable, conditions: (params: SqlParams) => string[], central: boolean | undefined, page: Page): Promise<{ count: number; results: Office[] }> {
  const params = new SqlParams();
  const where = conditions(params);
  if (central !== undefined) where.push(`o.is_central = ${params.add(central)}`);
  const condition = where.join(' and ');
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${OFFICE_FROM} where ${condition}`, params.values);
  const { rows } = await db.query<OfficeRow>(
    `select ${OFFICE_SELECT} from ${OFFICE_FROM} where ${condition} order by c.sort, o.sort, o.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map(toOffice) };
}

export async function officeSpecs(db: Queryable): Promise<ListSpecs> {
  const [cities, projects] = await Promise.all([
    db.query<{ slug: string; title: string }>('select slug, title from cities order by sort, id'),
    db.query<{ slug: string; name: string }>('select distinct p.slug, p.name, p.sort from offices o join projects p on p.id = o.project_id order by p.sort'),
  ]);
  return {
    filters: [
      { name: 'city', kind: 'select', label: 'Город', options: cities.rows.map((row) => ({ value: row.slug, label: row.title })) },
      { name: 'project', kind: 'multi', label: 'Проект', options: projects.rows.map((row) => ({ value: row.slug, label: row.name })) },
      { name: 'is_central', kind: 'bool', label: 'Центральный офис' },
    ],
    ordering: [],
    default_ordering: 'sort',
    page_size: DEFAULT_LIMIT,
    max_page_size: MAX_LIMIT,
  };
}

export async function officeFacets(db: Queryable, cityId: number | undefined): Promise<OfficeFacets> {
  const [projects, central] = await Promise.all([
    db.query<{ value: string; label: string; count: number }>(
      `select p.slug as value, p.name as label, count(*)::int as count from offices o join projects p on p.id = o.project_id
        where ($1::int is null or o.city_id = $1) group by 1, 2 order by 2`,
      [cityId ?? null],
    ),
    db.query<{ value: boolean; count: number }>(
      'select is_central as value, count(*)::int as count from offices where ($1::int is null or city_id = $1) group by 1 order by 1 desc',
      [cityId ?? null],
    ),
  ]);
  return {
    count: central.rows.reduce((sum, row) => sum + row.count, 0),
    options: {
      project: projects.rows,
      is_central: central.rows.map((row) => ({ value: row.value, label: row.value ? 'Центральный офис' : 'Офис в проекте', count: row.count })),
    },
  };
}

/** The city's central sales office, or null. */
export async function centralOffice(db: Queryable, cityId: number): Promise<Office | null> {
  const { rows } = await db.query<OfficeRow>(`select ${OFFICE_SELECT} from ${OFFICE_FROM} where o.city_id = $1 and o.is_central order by o.id limit 1`, [cityId]);
  return rows[0] ? toOffice(rows[0]) : null;
}

/** A page of excursions; `conditions` on `e` (excursions) and `p` (their projects). */
export async function listExcursions(db: Queryable, conditions: (params: SqlParams) => string[], page: Page): Promise<{ count: number; results: Excursion[] }> {
  const params = new SqlParams();
  const condition = conditions(params).join(' and ');
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from ${EXCURSION_FROM} where ${condition}`, params.values);
  const { rows } = await db.query<ExcursionRow>(
    `select ${EXCURSION_SELECT} from ${EXCURSION_FROM} where ${condition} order by p.sort, e.sort, e.id limit ${params.add(page.limit)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map(toExcursion) };
}

/** Projects with excursions in the city. */
export async function excursionProjects(db: Queryable, cityId: number | undefined): Promise<LotProjectRef[]> {
  const { rows } = await db.query<LotProjectRef>(
    `select distinct p.id, p.slug, p.name, p.sort from excursions e join projects p on p.id = e.project_id
      where ($1::int is null or e.city_id = $1) order by p.sort`,
    [cityId ?? null],
  );
  return rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name }));
}
