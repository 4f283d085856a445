// What a selection page tells search engines and link previews: the kind and the city, how many lots it finds,
// and the layout of its first lot as the picture.
import type { LotCard } from '@estate/shared-api/dto/lots';
import { countOf } from '@estate/shared-ui/format/plural';
import { headImage } from '../../shared/head/schema';
import type { KindSchema } from './model/kinds';

/** «Подбор квартир в Москве», «… — страница 2» */
export function selectionTitle(schema: KindSchema, cityIn: string, page: number): string {
  return `${schema.title} ${cityIn}${page > 1 ? ` — страница ${page}` : ''}`;
}

export function selectionDescription(schema: KindSchema, cityIn: string, count: number | undefined): string {
  const found = count === undefined ? schema.tab : countOf(count, schema.nouns);
  return `${found} в продаже ${cityIn} от застройщика: планировки, цены, отделка и сроки сдачи, ипотека и рассрочка.`;
}

export function selectionImage(lots: readonly LotCard[] | undefined): string | null {
  const lot = lots?.[0];
  return lot ? headImage(lot.layout_image ?? lot.plan_image) : null;
}
