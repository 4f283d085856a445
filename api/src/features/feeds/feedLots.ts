import type { Queryable } from '../../db/db';
import type { LotRow } from '../../shared/lots/lotCard';

/** A lot on sale with what the classifieds' feeds say about it. */
export type FeedLot = Pick<
  LotRow,
  | 'id'
  | 'kind'
  | 'rooms'
  | 'commercial_type'
  | 'area'
  | 'kitchen_area'
  | 'floor'
  | 'floors_total'
  | 'price'
  | 'finishing'
  | 'features'
  | 'completion_year'
  | 'completion_quarter'
  | 'number'
  | 'project_slug'
  | 'project_name'
  | 'address'
  | 'lat'
  | 'lng'
  | 'developer'
  | 'building_id'
  | 'building_name'
  | 'is_completed'
  | 'layout_image'
  | 'plan_image'
> & {
  created_at: Date;
  updated_at: Date;
  /** the classifieds' own ids of the complex and the house (Avito's: the house's, else the complex's) */
  yandex_building_id: string | null;
  cian_jk_id: string | null;
  avito_development_id: string | null;
  yandex_house_id: string | null;
  cian_house_id: string | null;
  /** Avito's house type and sale method of the building */
  avito_house_type: string | null;
  avito_sale_method: string | null;
};

const PAGE = 500;

/** The feed's columns of the lots `page` picks (a subquery of lot ids), in id order. */
const feedLotsOf = (page: string) =>
  `select l.id, l.kind, l.rooms, l.commercial_type, l.area, l.kitchen_area, l.floor, l.floors_total, l.price, l.finishing,
          l.features, l.completion_year, l.completion_quarter, l.number, l.created_at, l.updated_at,
          p.slug as project_slug, p.name as project_name, p.address, p.lat, p.lng, p.developer,
          p.yandex_building_id, p.cian_jk_id, coalesce(b.avito_development_id, p.avito_development_id) as avito_development_id,
          b.id as building_id, b.name as building_name, b.is_completed, b.yandex_house_id, b.cian_house_id,
          b.avito_house_type, b.avito_sale_method,
          y.image as layout_image, f.plan_image
     from (${page}) page
     join lots l on l.id = page.id
     join projects p on p.id = l.project_id
     join buildings b on b.id = l.building_id
     join floors f on f.id = l.floor_id
     left join layouts y on y.id = l.layout_id
    order by l.id`;

/**
 * A project's lots on sale in the city (free and booked, as the API lists them by default), page by page in id
 * order: keyset pages keep memory flat and never hold a connection or a transaction between pages; each picks its
 * ids from `lots` alone and joins only those.
 */
export async function* feedLots(db: Queryable, cityId: number, projectId: number): AsyncGenerator<FeedLot[]> {
  let after = 0;
  for (;;) {
    const { rows } = await db.query<FeedLot>(
      feedLotsOf(`select id from lots
                   where city_id = $1 and project_id = $3 and status in ('free', 'booked') and id > $2
                   order by id limit ${PAGE}`),
      [cityId, after, projectId],
    );
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Those of `ids` that are lots on sale of the project in the city now, page by page (of ids) in id order. The ids are
 * looked up by primary key first (`offset 0` keeps the planner from scanning the project's lots on sale instead), so
 * the cost follows the ids, not the project.
 */
export async function* feedLotsAmong(db: Queryable, cityId: number, projectId: number, ids: readonly number[]): AsyncGenerator<FeedLot[]> {
  const sorted = [...ids].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += PAGE) {
    const { rows } = await db.query<FeedLot>(
      feedLotsOf(`select id from (select id, city_id, project_id, status from lots where id = any($3::int[]) offset 0) changed
                   where city_id = $1 and project_id = $2 and status in ('free', 'booked')`),
      [cityId, projectId, sorted.slice(start, start + PAGE)],
    );
    if (rows.length) yield rows;
  }
}

/** The projects with lots on sale in the city, in id order (from the lots' summary): the parts of its feeds. */
export async function projectsOnSale(db: Queryable, cityId: number): Promise<number[]> {
  const { rows } = await db.query<{ project_id: number }>(
    "select distinct project_id from lot_cells where city_id = $1 and status in ('free', 'booked') order by 1",
    [cityId],
  );
  return rows.map((row) => row.project_id);
}
