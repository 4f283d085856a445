// What a lot page tells search engines and link previews: a title that names the lot and its city («2-комнатная
// квартира 56,3 м² в ЖК «Сокольники Парк» в Москве — 12 345 000 ₽»), a description, its trail, and the lot as a schema.org Product
// with an Offer (price in roubles, availability from its status).
import type { Crumb } from '@estate/shared-api';
import { describeWith, HOME_CRUMB } from '@estate/shared-api';
import type { LotDetail, LotStatus } from '@estate/shared-api/dto/lots';
import { formatArea, formatPrice } from '@estate/shared-ui/format/units';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { floorText } from '../../shared/lot/lotLinks';
import { headImage, imageObject } from '../../shared/head/schema';
import { lotHeading } from '../../shared/lot/lotFacts';

type LotPlace = Pick<LotDetail, 'project' | 'project_kind'>;

/** 'в ЖК «Сокольники Парк»', 'в проекте «Бизнес-квартал Южный»' (a name that has its quotes keeps them). */
export function inProject({ project, project_kind }: LotPlace): string {
  const name = project.name.includes('«') ? project.name : `«${project.name}»`;
  return project_kind === 'commercial' ? `в проекте ${name}` : `в ЖК ${name}`;
}

/** «2-комнатная квартира 56,3 м² в ЖК «Сокольники Парк» в Москве — 12 345 000 ₽» (`cityIn`: 'в Москве') */
export function lotTitle(lot: Pick<LotDetail, 'title' | 'area' | 'price'> & LotPlace, cityIn: string): string {
  return `${lot.title} ${formatArea(lot.area)} ${inProject(lot)} ${cityIn} — ${formatPrice(lot.price)}`;
}

/** The lot's picture in its head: its layout, else the floor plan it sits on. */
export function lotImage(lot: Pick<LotDetail, 'layout_image' | 'layout' | 'plan_image'>): string | null {
  return headImage(lot.layout_image ?? lot.layout?.image ?? lot.plan_image);
}

export function lotDescription(lot: LotDetail): string {
  const finishing = !lot.finishing_label ? '' : lot.finishing === 'without' ? ', без отделки' : `, отделка ${lot.finishing_label.toLowerCase()}`;
  const completion = lot.completion.is_completed ? 'дом сдан' : `сдача ${lot.completion.label}`;
  // the address (with its city) always fits: a long project name cuts what comes before it
  return describeWith(
    `${lot.title} ${formatArea(lot.area)} за ${formatPrice(lot.price)} (${formatPrice(lot.price_per_meter)} за м²) ` +
      `${inProject(lot)}: ${floorText(lot.floor, lot.floors_total)}, ${lot.building.name}, ${completion}${finishing}.`,
    `${lot.address}.`,
  );
}

/** The selection a lot belongs to, as the second step of its trail. */
function selectionCrumb(lot: Pick<LotDetail, 'kind'>): Crumb {
  if (lot.kind === 'commercial') return { name: 'Коммерческие помещения', path: sitePaths.selection('commercial') };
  if (lot.kind === 'apartment') return { name: 'Апартаменты', path: sitePaths.selection('flat', { is_apartment: 'true' }) };
  return { name: 'Квартиры', path: sitePaths.selection('flat') };
}

export function lotProjectHref(lot: LotPlace): string {
  return sitePaths.project(lot.project_kind, lot.project.slug);
}

/** Главная → the lot's selection → its project → the lot. */
export function lotCrumbs(lot: LotDetail): Crumb[] {
  return [
    HOME_CRUMB,
    selectionCrumb(lot),
    { name: lot.project.name, path: lotProjectHref(lot) },
    { name: lotHeading(lot), path: sitePaths.lot(lot.kind, lot.id) ?? sitePaths.lotPage('flat', lot.id) },
  ];
}

const AVAILABILITY: Record<LotStatus, string> = {
  free: 'https://schema.org/InStock',
  booked: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

/** The lot as a schema.org Product with its Offer; `origin` is the city host's (absolute URLs). */
export function lotJsonLd(lot: LotDetail, origin: string): Record<string, unknown> {
  const url = `${origin}${sitePaths.lot(lot.kind, lot.id) ?? sitePaths.lotPage('flat', lot.id)}`;
  const pictures = [lot.layout_image ?? lot.layout?.image, lot.layout_furniture_image ?? lot.layout?.furniture_image, lot.plan_image];
  const seller = { '@type': 'Organization', name: lot.developer };
  return {
    '@type': 'Product',
    name: lotHeading(lot),
    description: lotDescription(lot),
    sku: String(lot.id),
    category: lot.kind_label,
    url,
    image: pictures.filter((path): path is string => Boolean(path)).map((path) => imageObject(origin, path)),
    brand: seller,
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Общая площадь', value: lot.area, unitCode: 'MTK', unitText: 'м²' },
      { '@type': 'PropertyValue', name: 'Этаж', value: lot.floor },
      ...(lot.rooms !== null ? [{ '@type': 'PropertyValue', name: 'Комнат', value: lot.rooms }] : []),
    ],
    offers: {
      '@type': 'Offer',
      url,
      price: lot.price,
      priceCurrency: 'RUB',
      availability: AVAILABILITY[lot.status],
      seller,
    },
  };
}
