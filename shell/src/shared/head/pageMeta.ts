// Per-page title and description for the document head (the shell server renders them into the first
// document; HeadManager keeps them right after client navigation), and the canonical URL on the city's host.
import type { City } from '@estate/shared-api/dto/cities';
import { BRAND_NAME } from '../brand/brand';
import { cityUrl } from '../city/cityHost';

type CityWords = Pick<City, 'title' | 'title_in'>;

const descriptions: Record<string, (city: CityWords) => string> = {
  '/': (city) =>
    `Новостройки ${city.title_in} от застройщика «${BRAND_NAME}»: квартиры, апартаменты, коммерческие помещения, машино-места и кладовые. Ипотека, рассрочка и trade-in.`,
  '/about': () => `«${BRAND_NAME}»: история компании, построенные кварталы, награды и принципы работы.`,
  '/comparison': () => 'Сравнение выбранных квартир и помещений по цене, площади, этажу и срокам сдачи.',
  '/contacts': (city) => `Офисы продаж «${BRAND_NAME}» ${city.title_in}: адреса, телефоны и часы работы.`,
  '/excursions': (city) => `Запись на экскурсию в шоу-рум и на строительные площадки ${city.title_in}.`,
  '/favorites': () =>
    'Избранные квартиры и помещения: сохраните понравившиеся варианты и вернитесь к ним позже.',
  '/personal-data-processing-policy': () => `Политика обработки персональных данных «${BRAND_NAME}».`,
  '/press': () => `Новости, публикации и обзоры хода строительства «${BRAND_NAME}».`,
  '/press/:slug': () => `Публикация пресс-центра «${BRAND_NAME}».`,
  '/projects': (city) =>
    `Жилые кварталы «${BRAND_NAME}» ${city.title_in}: расположение, сроки сдачи, планировки и цены.`,
  '/projects/commercial': (city) =>
    `Коммерческие проекты «${BRAND_NAME}» ${city.title_in}: офисы, торговые и свободные помещения.`,
  '/purchase': () => 'Способы покупки: ипотека, рассрочка, trade-in, материнский капитал и полная оплата.',
  '/selections': (city) =>
    `Подбор квартир, апартаментов и коммерческих помещений ${city.title_in} по цене, площади и срокам сдачи.`,
  '/selections/flat': (city) =>
    `Квартиры в новостройках ${city.title_in}: подбор по числу комнат, цене, площади и этажу.`,
};

const defaultDescription = (city: CityWords) =>
  `Квартиры, апартаменты и коммерческая недвижимость ${city.title_in} от застройщика «${BRAND_NAME}».`;

export function pageDescription(routePath: string | null, city: CityWords): string {
  return (routePath ? descriptions[routePath] : undefined)?.(city) ?? defaultDescription(city);
}

/** SPEC: the canonical URL lives on the city's host (not on whatever host the visitor used). */
export function canonicalUrl(
  domain: { protocol: string; siteDomain: string },
  citySlug: string,
  pathname: string,
): string {
  return cityUrl(domain.protocol, domain.siteDomain, citySlug, pathname);
}
