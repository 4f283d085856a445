// Russian plural forms by the CLDR rules of `Intl.PluralRules('ru')`: 1 квартира, 2 квартиры, 5 квартир, 11 квартир,
// 21 квартира; a fraction takes the second form (1,5 года). Every counted noun of the site goes through here.
import { formatNumber } from './number';

/** The forms for one (1, 21), few (2–4, 22–24) and many (0, 5–20, 25…). */
export type PluralForms = readonly [one: string, few: string, many: string];

const rules = new Intl.PluralRules('ru');

/** The form of `forms` that goes with `count`: pluralForm(22, NOUNS.flat) → 'квартиры'. */
export function pluralForm(count: number, forms: PluralForms): string {
  switch (rules.select(count)) {
    case 'one':
      return forms[0];
    case 'many':
      return forms[2];
    default:
      // 'few', and 'other' for fractions
      return forms[1];
  }
}

/** The count with its thousands grouped and the noun: countOf(1234, NOUNS.lot) → '1 234 лота'. */
export function countOf(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}

/** The counted nouns of the site, each in its three forms. */
export const NOUNS = {
  lot: ['лот', 'лота', 'лотов'],
  flat: ['квартира', 'квартиры', 'квартир'],
  apartment: ['апартамент', 'апартамента', 'апартаментов'],
  commercial: ['помещение', 'помещения', 'помещений'],
  parking: ['машино-место', 'машино-места', 'машино-мест'],
  storage: ['кладовая', 'кладовые', 'кладовых'],
  offer: ['предложение', 'предложения', 'предложений'],
  project: ['проект', 'проекта', 'проектов'],
  complex: ['жилой комплекс', 'жилых комплекса', 'жилых комплексов'],
  publication: ['публикация', 'публикации', 'публикаций'],
  programme: ['программа', 'программы', 'программ'],
  floor: ['этаж', 'этажа', 'этажей'],
  digit: ['цифра', 'цифры', 'цифр'],
  day: ['день', 'дня', 'дней'],
  minute: ['минута', 'минуты', 'минут'],
  month: ['месяц', 'месяца', 'месяцев'],
  year: ['год', 'года', 'лет'],
} as const satisfies Record<string, PluralForms>;
