import type { Finishing, LotCard, LotDetail } from './lotSchemas';
import type { ProjectKind } from './lotSchemas';
import type { LotRow as LotTableRow } from '../../db/tableRows';
import {
  commercialTypeLabels,
  completionLabel,
  featureLabels,
  finishingLabels,
  kindLabels,
  roomsLabel,
  statusLabels,
} from '../../domain/lotVocabulary';
import { imageUrl } from '../images/imageUrl';
import { monthlyPayment, type MortgageRate } from '../mortgage/monthlyPayment';

/**
 * Columns of a lot with what its card needs from projects, buildings, sections, floors and layouts. One-column
 * look-ups are scalar subqueries rather than joins: fewer relations to order keeps planning cheap (it dominated on
 * PGlite), and each matches exactly one row through its foreign key, as the inner join did.
 */
export const LOT_SELECT = `
  l.id, l.external_id, l.kind, l.rooms, l.commercial_type, l.area, l.kitchen_area, l.ceiling_height, l.floor, l.floors_total,
  l.price, l.old_price, l.status, l.finishing, l.features, l.completion_year, l.completion_quarter, l.number,
  l.plan_position, l.section_id, l.floor_id, l.layout_id, l.project_id, l.building_id,
  (select c.slug from cities c where c.id = l.city_id) as city_slug, p.slug as project_slug, p.name as project_name,
  p.address, p.lat, p.lng, p.developer, p.declaration_url, p.class as project_class, p.kind as project_kind, b.name as building_name, b.is_completed,
  (select s.number from sections s where s.id = l.section_id) as section_number,
  (select f.plan_image from floors f where f.id = l.floor_id) as plan_image,
  y.code as layout_code, y.image as layout_image, y.furniture_image as layout_furniture_image`;

export const LOT_FROM = `
  lots l
  join projects p on p.id = l.project_id
  join buildings b on b.id = l.building_id
  left join layouts y on y.id = l.layout_id`;

/** A lot's row joined with its project, building, section, floor and layout (LOT_SELECT). */
export type LotRow = Omit<LotTableRow, 'city_id'> & {
  external_id: string;
  city_slug: string;
  project_slug: string;
  project_name: string;
  address: string;
  lat: number;
  lng: number;
  developer: string;
  declaration_url: string;
  project_class: string;
  project_kind: ProjectKind;
  building_name: string;
  is_completed: boolean;
  section_number: number;
  plan_image: string;
  layout_code: string | null;
  layout_image: string | null;
  layout_furniture_image: string | null;
};

/** The lot's name as its card and page show it: «2-комнатная квартира», «Машино-место № 12». */
export function lotTitle(row: Pick<LotRow, 'kind' | 'rooms' | 'commercial_type' | 'number'>): string {
  switch (row.kind) {
    case 'flat':
      return row.rooms === 0 ? 'Студия' : `${roomsLabel(row.rooms ?? 1).label} квартира`;
    case 'apartment':
      return row.rooms === 0 ? 'Апартаменты-студия' : `${Math.min(row.rooms ?? 1, 4)}-комнатные апартаменты`;
    case 'commercial':
      return row.commercial_type ? commercialTypeLabels[row.commercial_type] : kindLabels.commercial;
    case 'parking':
      return `Машино-место № ${row.number.replace(/^\D+-/, '')}`;
    default:
      return `Кладовая № ${row.number.replace(/^\D+-/, '')}`;
  }
}

function tags(row: LotRow): string[] {
  const out: string[] = [];
  if (row.old_price !== null && row.old_price > row.price) out.push('discount');
  if (row.features.includes('view')) out.push('view');
  if (row.finishing === 'fine') out.push('finishing');
  if (row.is_completed) out.push('ready');
  if (row.features.includes('terrace')) out.push('terrace');
  return out;
}

/** Maps a joined lot row to its card; `rates` are the mortgage programmes for the payment estimate. */
export function toLotCard(row: LotRow, rates: readonly MortgageRate[]): LotCard {
  const rooms = row.rooms === null ? null : roomsLabel(row.rooms);
  const discount = row.old_price !== null && row.old_price > row.price ? row.old_price - row.price : null;
  const residential = row.kind === 'flat' || row.kind === 'apartment';
  return {
    id: row.id,
    external_id: row.external_id,
    kind: row.kind,
    kind_label: kindLabels[row.kind],
    title: lotTitle(row),
    city: row.city_slug,
    rooms: row.rooms,
    rooms_label: rooms?.label ?? null,
    rooms_short: rooms?.short ?? null,
    rooms_extra: rooms?.extra ?? null,
    is_apartment: row.kind === 'apartment',
    commercial_type: row.commercial_type,
    commercial_type_label: row.commercial_type ? commercialTypeLabels[row.commercial_type] : null,
    area: row.area,
    kitchen_area: row.kitchen_area,
    ceiling_height: row.ceiling_height,
    floor: row.floor,
    floors_total: row.floors_total,
    price: row.price,
    old_price: row.old_price,
    discount,
    discount_percent: discount !== null && row.old_price ? Math.round((discount / row.old_price) * 1000) / 10 : null,
    price_per_meter: Math.round(row.price / row.area),
    mortgage_payment: residential ? monthlyPayment(row.price, rates) : null,
    status: row.status,
    status_label: statusLabels[row.status],
    finishing: row.finishing,
    finishing_label: row.finishing ? finishingLabels[row.finishing] : null,
    features: row.features.map((value) => ({ value, label: featureLabels[value] ?? value })),
    completion: {
      year: row.completion_year,
      quarter: row.completion_quarter,
      label: completionLabel(row.completion_year, row.completion_quarter),
      is_completed: row.is_completed,
    },
    project: { id: row.project_id, slug: row.project_slug, name: row.project_name },
    building: { id: row.building_id, name: row.building_name },
    section: row.section_number,
    number: row.number,
    layout_image: row.layout_image ? imageUrl(row.layout_image) : null,
    layout_furniture_image: row.layout_furniture_image ? imageUrl(row.layout_furniture_image) : null,
    plan_image: imageUrl(row.plan_image),
    plan_position: row.plan_position,
    tags: tags(row),
  };
}

const FINISHING_TEXT: Record<Finishing, string> = {
  without: 'Квартира передаётся без отделки: стяжка пола, штукатурка стен, разводка инженерных сетей.',
  white_box: 'White box: выровненные стены и полы, электрическая разводка и разводка водоснабжения — остаётся чистовая отделка.',
  fine: 'Чистовая отделка: напольное покрытие, окрашенные стены, сантехника и межкомнатные двери.',
};

export function toLotDetail(row: LotRow, rates: readonly MortgageRate[]): LotDetail {
  return {
    ...toLotCard(row, rates),
    section_id: row.section_id,
    floor_id: row.floor_id,
    layout:
      row.layout_id !== null && row.layout_image
        ? { id: row.layout_id, code: row.layout_code ?? '', image: imageUrl(row.layout_image), furniture_image: row.layout_furniture_image ? imageUrl(row.layout_furniture_image) : null }
        : null,
    address: row.address,
    coords: { lat: row.lat, lng: row.lng },
    developer: row.developer,
    declaration_url: row.declaration_url,
    finishing_description: row.finishing ? FINISHING_TEXT[row.finishing] : null,
    project_class: row.project_class,
    project_kind: row.project_kind,
  };
}
