import type { Queryable } from '../../db/db';
import { imageUrl } from '../../shared/images/imageUrl';
import { sanitizeEditorialHtml } from '../../domain/editorialHtml';
import type { CityRow } from '../../shared/cities/cityParam';
import type { BaseData, Company, MainPage, MenuCard, PersonalDataAgreement, PropertyCountFields } from './contentSchemas';

/** Lots on sale per kind and room count in a city, counted from the lots themselves. */
export async function propertyCounts(db: Queryable, cityId: number): Promise<PropertyCountFields> {
  const { rows } = await db.query<{ kind: string; rooms: number | null; count: number }>(
    `select kind, least(rooms, 4) as rooms, count(*)::int as count from lots
      where city_id = $1 and status in ('free', 'booked') group by 1, 2`,
    [cityId],
  );
  const sum = (kind: string, rooms?: number) =>
    rows.filter((row) => row.kind === kind && (rooms === undefined || row.rooms === rooms)).reduce((total, row) => total + row.count, 0);
  return {
    flat_0_rooms_count: sum('flat', 0),
    flat_1_rooms_count: sum('flat', 1),
    flat_2_rooms_count: sum('flat', 2),
    flat_3_rooms_count: sum('flat', 3),
    flat_4_or_more_rooms_count: sum('flat', 4),
    apartment_0_rooms_count: sum('apartment', 0),
    apartment_1_rooms_count: sum('apartment', 1),
    apartment_2_rooms_count: sum('apartment', 2),
    apartment_3_rooms_count: sum('apartment', 3),
    apartment_4_or_more_rooms_count: sum('apartment', 4),
    parking_count: sum('parking'),
    storage_count: sum('storage'),
    commercial_count: sum('commercial'),
  };
}

type BasePageRow = Pick<
  BaseData,
  | 'central_sales_office'
  | 'inn'
  | 'copyright'
  | 'menu_bottom_center_text'
  | 'social_links'
  | 'privacy_policy'
  | 'mortgage_text_in_menu'
  | 'cards_in_property_menu'
  | 'cards_in_purchase_menu'
  | 'property_tags'
>;

const withImages = (cards: MenuCard[]): MenuCard[] => cards.map((card) => ({ ...card, image: imageUrl(card.image) }));

/** The city's base data (header, footer, menus, counts), or null when it has none. */
export async function basePage(db: Queryable, city: CityRow): Promise<BaseData | null> {
  const [page, methods, counts] = await Promise.all([
    db.query<BasePageRow>('select * from base_pages where city_id = $1', [city.id]),
    db.query<{ id: number; name: string }>('select id, name from purchase_methods order by sort, id'),
    propertyCounts(db, city.id),
  ]);
  const row = page.rows[0];
  if (!row) return null;
  return {
    city: city.slug,
    central_sales_office: row.central_sales_office,
    inn: row.inn,
    copyright: row.copyright,
    menu_bottom_center_text: row.menu_bottom_center_text,
    social_links: row.social_links,
    privacy_policy: sanitizeEditorialHtml(row.privacy_policy),
    purchase_methods_pages: methods.rows,
    mortgage_text_in_menu: row.mortgage_text_in_menu,
    cards_in_property_menu: withImages(row.cards_in_property_menu),
    cards_in_purchase_menu: withImages(row.cards_in_purchase_menu),
    property_count_fields: counts,
    property_tags: row.property_tags,
  };
}

/** The city's home page hero, or null. */
export async function mainPage(db: Queryable, city: CityRow): Promise<MainPage | null> {
  const { rows } = await db.query<Omit<MainPage, 'city'>>('select title, subtitle, slides, advantages from main_pages where city_id = $1', [city.id]);
  const row = rows[0];
  if (!row) return null;
  return { city: city.slug, ...row, slides: row.slides.map((slide) => ({ ...slide, image: imageUrl(slide.image) })) };
}

/** The company's facts, history and awards, or null. */
export async function company(db: Queryable): Promise<Company | null> {
  const { rows } = await db.query<{ data: Company }>("select data from content_blocks where key = 'company'");
  if (!rows[0]) return null;
  return { ...rows[0].data, description: sanitizeEditorialHtml(rows[0].data.description) };
}

/** The current personal data agreement (sanitised), or null. */
export async function currentAgreement(db: Queryable): Promise<PersonalDataAgreement | null> {
  const { rows } = await db.query<PersonalDataAgreement>(
    `select version, title, text, to_char(published_at, 'YYYY-MM-DD') as published_at
       from personal_data_agreements order by is_current desc, published_at desc limit 1`,
  );
  return rows[0] ? { ...rows[0], text: sanitizeEditorialHtml(rows[0].text) } : null;
}
