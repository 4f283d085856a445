// The whole route table of SPEC §2, shared by the browser router and the shell server (which needs it for
// HTTP statuses on first load). Each route names the remote module that renders it; no React here.
import { endpoints, type ApiClient } from '@estate/shared-api';
import { resourceExists } from './validators';

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
  /** SPEC §5 page validity: false → 404; a thrown error → its status (default 500) */
  validate?: (args: ValidateArgs) => Promise<boolean> | boolean;
  /** route middleware on top of the global ones */
  middleware?: string[];
  /** the document title before the page sets its own */
  title: string;
}

const selectionTypes = new Set(['flat', 'commercial', 'parking', 'storage']);

export const routeTable: RouteDef[] = [
  { path: '/', page: 'catalog/HomePage', title: 'Квартиры в новостройках от застройщика' },
  { path: '/about', page: 'press/AboutPage', title: 'О компании' },
  { path: '/comparison', page: 'favorites/ComparisonPage', title: 'Сравнение' },
  { path: '/contacts', page: 'press/ContactsPage', title: 'Контакты' },
  { path: '/excursions', page: 'press/ExcursionsPage', title: 'Экскурсии' },
  { path: '/favorites', page: 'favorites/FavoritesPage', title: 'Избранное' },
  {
    path: '/personal-data-processing-policy',
    page: 'press/PolicyPage',
    title: 'Политика обработки персональных данных',
  },
  { path: '/press', page: 'press/PressPage', layout: 'press', title: 'Пресс-центр' },
  {
    path: '/press/:slug',
    page: 'press/PublicationPage',
    layout: 'press',
    title: 'Пресс-центр',
    validate: ({ api, params }) => resourceExists(api, endpoints.publications.detail(params.slug ?? '')),
  },
  { path: '/projects', page: 'catalog/ProjectsPage', title: 'Проекты' },
  { path: '/projects/commercial', page: 'catalog/CommercialProjectsPage', title: 'Коммерческие проекты' },
  {
    path: '/projects/commercial/:slug',
    page: 'catalog/CommercialProjectPage',
    title: 'Коммерческий проект',
    validate: ({ api, params }) => resourceExists(api, endpoints.commercialProjects.detail(params.slug ?? '')),
  },
  {
    path: '/projects/:slug',
    page: 'catalog/ProjectPage',
    title: 'Проект',
    validate: ({ api, params }) => resourceExists(api, endpoints.projects.detail(params.slug ?? '')),
  },
  { path: '/purchase', page: 'catalog/PurchasePage', title: 'Способы покупки' },
  { path: '/selections', page: 'catalog/SelectionsPage', title: 'Подбор недвижимости' },
  { path: '/selections/flat', page: 'catalog/SelectionsPage', title: 'Подбор квартир' },
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
    validate: ({ api, params }) => isId(params.id) && resourceExists(api, endpoints.flats.detail(params.id)),
  },
  {
    path: '/flats/print/:id',
    page: 'catalog/FlatPrintPage',
    layout: 'print',
    title: 'Квартира',
    validate: ({ api, params }) => isId(params.id) && resourceExists(api, endpoints.flats.detail(params.id)),
  },
  {
    path: '/commercials/:id',
    page: 'catalog/CommercialPage',
    title: 'Коммерческое помещение',
    validate: ({ api, params }) => isId(params.id) && resourceExists(api, endpoints.commercial.detail(params.id)),
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

function isId(value: string | undefined): value is string {
  return /^\d{1,9}$/.test(value ?? '');
}
