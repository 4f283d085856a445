// The API paths the site uses, each made from its template in the OpenAPI document (api/apiTypes.ts), so a request
// through one is typed by its operation. All same-origin relative, DRF style (trailing slash); ids and slugs taken
// from data are percent-encoded.
import { apiPath } from '../api/apiTypes';

type Id = number | string;

/** Lots (flats, parking, storage, commercial): a listing with similar lots, its projects and price history. */
function lots<K extends 'flats' | 'commercial' | 'parking' | 'storage'>(kind: K) {
  return {
    list: () => apiPath(`/api/${kind}/` as `/api/${K}/`),
    detail: (id: Id) => apiPath(`/api/${kind}/{id}/` as `/api/${K}/{id}/`, { id }),
    specs: () => apiPath(`/api/${kind}/specs/` as `/api/${K}/specs/`),
    facets: () => apiPath(`/api/${kind}/facets/` as `/api/${K}/facets/`),
    // an API path whose tail reads like the projects page
    // eslint-disable-next-line site/no-page-paths
    projects: () => apiPath(`/api/${kind}/projects/` as `/api/${K}/projects/`),
    similar: (id: Id) => apiPath(`/api/${kind}/{id}/similar/` as `/api/${K}/{id}/similar/`, { id }),
    priceHistory: (id: Id) => apiPath(`/api/${kind}/{id}/price_history/` as `/api/${K}/{id}/price_history/`, { id }),
  };
}

/** Favourites and comparisons share their shape. */
function lotList<L extends 'favorites' | 'comparisons'>(list: L) {
  return {
    list: () => apiPath(`/api/${list}/` as `/api/${L}/`),
    specs: () => apiPath(`/api/${list}/specs/` as `/api/${L}/specs/`),
    facets: () => apiPath(`/api/${list}/facets/` as `/api/${L}/facets/`),
    statistics: () => apiPath(`/api/${list}/statistics/` as `/api/${L}/statistics/`),
    create: () => apiPath(`/api/${list}/create/` as `/api/${L}/create/`),
    item: (lotId: Id) => apiPath(`/api/${list}/{id}/` as `/api/${L}/{id}/`, { id: lotId }),
    clear: () => apiPath(`/api/${list}/clear/` as `/api/${L}/clear/`),
  };
}

/** Every API path starts so: the shell's server sends these to the API (one origin for the browser). */
export const API_PATH_PREFIX = '/api/';

export const endpoints = {
  /** the API's health */
  health: () => apiPath('/api/health/'),
  /** the data versions an API process knows (the shell server's document cache follows them) */
  dataVersions: () => apiPath('/api/data_versions/'),
  content: {
    basePage: () => apiPath('/api/base_page/'),
    mainPages: () => apiPath('/api/main_pages/'),
    company: () => apiPath('/api/company/'),
    propertiesCount: () => apiPath('/api/properties_count/'),
    personalDataAgreement: () => apiPath('/api/personal_data_agreement/'),
  },
  cities: {
    list: () => apiPath('/api/cities/'),
    guess: () => apiPath('/api/cities/guess-city/'),
  },
  /** The city switch where city hosts cannot share cookies (development): a one-time token, then the entry. */
  session: {
    handoff: () => apiPath('/api/session/handoff/'),
  },
  projects: {
    list: () => apiPath('/api/projects/'),
    detail: (slug: string) => apiPath('/api/projects/{slug}/', { slug }),
    specs: () => apiPath('/api/projects/specs/'),
    facets: () => apiPath('/api/projects/facets/'),
    buildings: (slug: string) => apiPath('/api/projects/{slug}/buildings/', { slug }),
  },
  commercialProjects: {
    list: () => apiPath('/api/projects_commercial/'),
    detail: (slug: string) => apiPath('/api/projects_commercial/{slug}/', { slug }),
    specs: () => apiPath('/api/projects_commercial/specs/'),
    facets: () => apiPath('/api/projects_commercial/facets/'),
  },
  infrastructure: {
    list: () => apiPath('/api/infras/'),
    detail: (id: Id) => apiPath('/api/infras/{id}/', { id }),
    projects: () => apiPath('/api/infras/projects/'),
    categories: () => apiPath('/api/infras_categories/'),
    category: (slug: string) => apiPath('/api/infras_categories/{slug}/', { slug }),
  },
  installment: { list: () => apiPath('/api/installment/') },
  requests: {
    create: () => apiPath('/api/requests/'),
    specs: () => apiPath('/api/requests/specs/'),
  },
  mortgage: {
    /** the calculator's inputs */
    list: () => apiPath('/api/mortgage/'),
    specs: () => apiPath('/api/mortgage/specs/'),
    facets: () => apiPath('/api/mortgage/facets/'),
    compare: () => apiPath('/api/mortgage/mortgage_compare/'),
  },
  mortgagePrograms: {
    list: () => apiPath('/api/mortgage_programs/'),
    specs: () => apiPath('/api/mortgage_programs/specs/'),
    facets: () => apiPath('/api/mortgage_programs/facets/'),
  },
  flats: { ...lots('flats'), priceAlerts: (id: Id) => apiPath('/api/flats/{id}/price_alerts/', { id }) },
  commercial: { ...lots('commercial'), priceAlerts: (id: Id) => apiPath('/api/commercial/{id}/price_alerts/', { id }) },
  parking: { ...lots('parking'), selectionScheme: () => apiPath('/api/parking/selection_scheme/') },
  storage: { ...lots('storage'), selectionScheme: () => apiPath('/api/storage/selection_scheme/') },
  finishes: { list: () => apiPath('/api/finishes/') },
  layouts: {
    list: () => apiPath('/api/layouts/'),
    detail: (id: Id) => apiPath('/api/layouts/{id}/', { id }),
    specs: () => apiPath('/api/layouts/specs/'),
    facets: () => apiPath('/api/layouts/facets/'),
  },
  progress: {
    list: () => apiPath('/api/progress/'),
    detail: (id: Id) => apiPath('/api/progress/{id}/', { id }),
  },
  documents: {
    list: () => apiPath('/api/documents/'),
    specs: () => apiPath('/api/documents/specs/'),
    facets: () => apiPath('/api/documents/facets/'),
  },
  publications: {
    list: () => apiPath('/api/publications/'),
    detail: (slug: string) => apiPath('/api/publications/{slug}/', { slug }),
    specs: () => apiPath('/api/publications/specs/'),
    facets: () => apiPath('/api/publications/facets/'),
    other: (slug: string) => apiPath('/api/publications/{slug}/other/', { slug }),
  },
  genplan: {
    list: () => apiPath('/api/genplan/'),
    projects: () => apiPath('/api/genplan/projects/'),
    project: (slug: string) => apiPath('/api/genplan/projects/{slug}/', { slug }),
    building: (id: Id) => apiPath('/api/genplan/buildings/{id}/', { id }),
    section: (id: Id) => apiPath('/api/genplan/sections/{id}/', { id }),
    floor: (id: Id) => apiPath('/api/genplan/floors/{id}/', { id }),
  },
  offices: {
    list: () => apiPath('/api/offices/'),
    specs: () => apiPath('/api/offices/specs/'),
    facets: () => apiPath('/api/offices/facets/'),
    central: () => apiPath('/api/offices/central/'),
    viewing: () => apiPath('/api/offices/viewing/'),
  },
  selectionCards: { list: () => apiPath('/api/selection_cards/') },
  promo: { list: () => apiPath('/api/promo/') },
  excursions: { list: () => apiPath('/api/excursions/'), projects: () => apiPath('/api/excursions/projects/') },
  favorites: lotList('favorites'),
  comparisons: {
    ...lotList('comparisons'),
    similarFlats: () => apiPath('/api/comparisons/similar_flats/'),
    showDifferences: () => apiPath('/api/comparisons/show_differences/'),
  },
  booking: {
    list: () => apiPath('/api/user_booking/'),
    agreement: () => apiPath('/api/user_booking/booking_agreement/'),
    content: () => apiPath('/api/user_booking/booking_content/'),
    specs: () => apiPath('/api/user_booking/specs/'),
  },
  otp: {
    specs: () => apiPath('/api/otp/specs/'),
    createPhone: () => apiPath('/api/otp/create/phone/'),
    validatePhone: () => apiPath('/api/otp/validate/phone/'),
  },
  personalAccount: {
    account: () => apiPath('/api/personal_account/'),
    loginByPhone: () => apiPath('/api/personal_account/login_by_phone/'),
    logout: () => apiPath('/api/personal_account/logout/'),
  },
  purchaseMethodsPages: {
    list: () => apiPath('/api/purchase_methods_pages/'),
    detail: (id: Id) => apiPath('/api/purchase_methods_pages/{id}/', { id }),
  },
  viewed: {
    list: () => apiPath('/api/viewed/'),
    withPersonalDiscount: () => apiPath('/api/viewed/with_personal_discount/'),
  },
} as const;

export type Endpoints = typeof endpoints;
