// The whole route table of product §2, shared by the browser router and the shell server (which needs it for
// HTTP statuses on first load). Each route names the remote module that renders it; no React here. /selections
// itself is an alias of its child routes (routeAliases): it never renders, it redirects.
import { endpoints, type ApiClient } from '@estate/shared-api';
import { isPathId as isId } from '@estate/shared-api/links/pathIds';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { City } from '@estate/shared-api/dto/cities';
import { BRAND_NAME } from '../shared/brand/brand';
import { cityResource, type Validity } from './validators';

export type LayoutName = 'default' | 'press' | 'errors' | 'print';
export type PageModule = `${'catalog' | 'press' | 'favorites' | 'forms'}/${string}` | `shell/${string}`;

export interface ValidateArgs {
  params: Readonly<Record<string, string | undefined>>;
  api: ApiClient;
  city: string;
}

export interface RouteDef {
  path: string;
  page: PageModule;
  layout?: LayoutName;
  /**
   * product §5 page validity: false → 404; a thrown error → its status (default 500); `{ city }` → the page belongs to
   * that city's site (a permanent redirect there, the path and query kept)
   */
  validate?: (args: ValidateArgs) => Promise<Validity> | Validity;
  /** a page of one city's lot, project or publication: where the city switch leads instead (that city's list) */
  inOtherCity?: () => string;
  /** route middleware on top of the global ones */
  middleware?: string[];
  /** the document title before the page sets its own */
  title: string;
  /** the meta description for the city (a default when absent) */
  description?: (city: CityWords) => string;
}

export type CityWords = Pick<City, 'title' | 'title_in'>;

const selectionTypes = new Set(['flat', 'commercial', 'parking', 'storage']);

export const routeTable: RouteDef[] = [
  {
    path: '/',
    page: 'catalog/HomePage',
    title: 'Квартиры в новостройках от застройщика',
    description: (city) =>
      `Новостройки ${city.title_in} от застройщика «${BRAND_NAME}»: квартиры, апартаменты, коммерческие помещения, машино-места и кладовые. Ипотека, рассрочка и trade-in.`,
  },
  {
    path: '/about',
    page: 'press/AboutPage',
    title: 'О компании',
    description: (city) => `«${BRAND_NAME}» ${city.title_in}: история компании, построенные кварталы, награды и принципы работы.`,
  },
  {
    path: '/comparison',
    page: 'favorites/ComparisonPage',
    title: 'Сравнение',
    description: (city) => `Сравнение выбранных квартир и помещений ${city.title_in} по цене, площади, этажу и срокам сдачи.`,
  },
  {
    path: '/contacts',
    page: 'press/ContactsPage',
    title: 'Контакты',
    description: (city) => `Офисы продаж «${BRAND_NAME}» ${city.title_in}: адреса, телефоны и часы работы.`,
  },
  {
    path: '/excursions',
    page: 'press/ExcursionsPage',
    title: 'Экскурсии',
    description: (city) => `Запись на экскурсию в шоу-рум и на строительные площадки ${city.title_in}.`,
  },
  {
    path: '/favorites',
    page: 'favorites/FavoritesPage',
    title: 'Избранное',
    description: (city) =>
      `Избранные квартиры и помещения ${city.title_in}: сохраните понравившиеся варианты и вернитесь к ним позже.`,
  },
  {
    path: '/personal-data-processing-policy',
    page: 'press/PolicyPage',
    title: 'Политика обработки персональных данных',
    description: (city) => `Политика обработки персональных данных «${BRAND_NAME}» ${city.title_in}.`,
  },
  {
    path: '/press',
    page: 'press/PressPage',
    layout: 'press',
    title: 'Пресс-центр',
    description: (city) => `Новости, публикации и обзоры хода строительства «${BRAND_NAME}» ${city.title_in}.`,
  },
  {
    path: '/press/:slug',
    page: 'press/PublicationPage',
    layout: 'press',
    title: 'Пресс-центр',
    description: (city) => `Публикация пресс-центра «${BRAND_NAME}» ${city.title_in}.`,
    validate: ({ api, params, city }) => cityResource(api, endpoints.publications.detail(params.slug ?? ''), city),
    inOtherCity: () => sitePaths.press(),
  },
  {
    path: '/projects',
    page: 'catalog/ProjectsPage',
    title: 'Проекты',
    description: (city) =>
      `Жилые кварталы «${BRAND_NAME}» ${city.title_in}: расположение, сроки сдачи, планировки и цены.`,
  },
  {
    path: '/projects/commercial',
    page: 'catalog/CommercialProjectsPage',
    title: 'Коммерческие проекты',
    description: (city) =>
      `Коммерческие проекты «${BRAND_NAME}» ${city.title_in}: офисы, торговые и свободные помещения.`,
  },
  {
    path: '/projects/commercial/:slug',
    page: 'catalog/CommercialProjectPage',
    title: 'Коммерческий проект',
    validate: ({ api, params, city }) =>
      cityResource(api, endpoints.commercialProjects.detail(params.slug ?? ''), city),
    inOtherCity: () => sitePaths.projects('commercial'),
  },
  {
    path: '/projects/:slug',
    page: 'catalog/ProjectPage',
    title: 'Проект',
    validate: ({ api, params, city }) => cityResource(api, endpoints.projects.detail(params.slug ?? ''), city),
    inOtherCity: () => sitePaths.projects(),
  },
  {
    path: '/purchase',
    page: 'catalog/PurchasePage',
    title: 'Способы покупки',
    description: (city) => `Способы покупки квартиры ${city.title_in}: ипотека, рассрочка, trade-in, материнский капитал и полная оплата.`,
  },
  {
    path: '/selections/flat',
    page: 'catalog/SelectionsPage',
    title: 'Подбор квартир',
    description: (city) =>
      `Квартиры в новостройках ${city.title_in}: подбор по числу комнат, цене, площади и этажу.`,
  },
  { path: '/selections/commercial', page: 'catalog/SelectionsPage', title: 'Коммерческие помещения' },
  {
    path: '/selections/:type',
    page: 'catalog/SelectionsPage',
    title: 'Подбор недвижимости',
    validate: ({ params }) => selectionTypes.has(params.type ?? ''),
  },
  {
    path: '/flats/:id',
    page: 'catalog/FlatPage',
    title: 'Квартира',
    validate: ({ api, params, city }) => isId(params.id) && cityResource(api, endpoints.flats.detail(params.id), city),
    inOtherCity: () => sitePaths.selection('flat'),
  },
  {
    path: '/flats/print/:id',
    page: 'catalog/FlatPrintPage',
    layout: 'print',
    title: 'Квартира',
    validate: ({ api, params, city }) => isId(params.id) && cityResource(api, endpoints.flats.detail(params.id), city),
    inOtherCity: () => sitePaths.selection('flat'),
  },
  {
    path: '/commercials/:id',
    page: 'catalog/CommercialPage',
    title: 'Коммерческое помещение',
    validate: ({ api, params, city }) =>
      isId(params.id) && cityResource(api, endpoints.commercial.detail(params.id), city),
    inOtherCity: () => sitePaths.selection('commercial'),
  },
  { path: '/ui', page: 'shell/Showcase', title: 'UI' },
  {
    // A page that fails its validity check with the given status: QA uses it to see each error page.
    path: '/ui/errors/:status',
    page: 'shell/Showcase',
    title: 'UI',
    validate: ({ params }) => {
      throw Object.assign(new Error(`Проверка страницы ошибок ${params.status}`), {
        status: Number(params.status),
      });
    },
  },
];

/**
 * Paths that show a page of another path, and redirect there for good (its query kept): /selections lists flats,
 * or premises with `commercial`, exactly as its child routes do.
 */
export const routeAliases: Readonly<Record<string, (search: URLSearchParams) => string>> = {
  '/selections': (search) => sitePaths.selection(search.has('commercial') ? 'commercial' : 'flat'),
};
