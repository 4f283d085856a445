// The API paths of SPEC §7 the site uses, as functions. All same-origin relative, DRF style (trailing slash).
// Path segments taken from data (slugs, ids) are percent-encoded.
type Id = number | string;

const seg = (value: Id): string => encodeURIComponent(String(value));

/** A listing resource with the usual specs/ and facets/ companions. */
function listing(base: string) {
  return {
    list: () => base,
    detail: (id: Id) => `${base}${seg(id)}/`,
    specs: () => `${base}specs/`,
    facets: () => `${base}facets/`,
  };
}

/** Lots (flats, parking, storage, commercial): a listing with similar lots and its projects. */
function lots(base: string) {
  return {
    ...listing(base),
    projects: () => `${base}projects/`,
    similar: (id: Id) => `${base}${seg(id)}/similar/`,
    priceHistory: (id: Id) => `${base}${seg(id)}/price_history/`,
    priceAlerts: (id: Id) => `${base}${seg(id)}/price_alerts/`,
  };
}

/** Favourites and comparisons share their shape (SPEC §7). */
function lotList(base: string) {
  return {
    list: () => base,
    specs: () => `${base}specs/`,
    facets: () => `${base}facets/`,
    statistics: () => `${base}statistics/`,
    create: () => `${base}create/`,
    item: (lotId: Id) => `${base}${seg(lotId)}/`,
    clear: () => `${base}clear/`,
  };
}

/** Every API path starts so: the shell's server sends these to the API (one origin for the browser). */
export const API_PATH_PREFIX = '/api/';

export const endpoints = {
  /** the API's health */
  health: () => '/api/health/',
  /** the data versions an API process knows (the shell server's document cache follows them) */
  dataVersions: () => '/api/data_versions/',
  content: {
    module: () => '/api/module/',
    basePage: () => '/api/base_page/',
    mainPages: () => '/api/main_pages/',
    company: () => '/api/company/',
    propertiesCount: () => '/api/properties_count/',
    personalDataAgreement: () => '/api/personal_data_agreement/',
  },
  cities: {
    list: () => '/api/cities/',
    guess: () => '/api/cities/guess-city/',
  },
  /** The city switch where city hosts cannot share cookies (development): a one-time token, then the entry. */
  session: {
    handoff: () => '/api/session/handoff/',
  },
  projects: {
    ...listing('/api/projects/'),
    buildings: (slug: string) => `/api/projects/${seg(slug)}/buildings/`,
  },
  commercialProjects: listing('/api/projects_commercial/'),
  infrastructure: {
    ...listing('/api/infras/'),
    projects: () => '/api/infras/projects/',
    categories: () => '/api/infras_categories/',
    category: (slug: string) => `/api/infras_categories/${seg(slug)}/`,
  },
  installment: { list: () => '/api/installment/' },
  requests: {
    create: () => '/api/requests/',
    specs: () => '/api/requests/specs/',
  },
  mortgage: {
    ...listing('/api/mortgage/'),
    compare: () => '/api/mortgage/mortgage_compare/',
  },
  mortgagePrograms: listing('/api/mortgage_programs/'),
  flats: lots('/api/flats/'),
  finishes: { list: () => '/api/finishes/' },
  parking: { ...lots('/api/parking/'), selectionScheme: () => '/api/parking/selection_scheme/' },
  storage: { ...lots('/api/storage/'), selectionScheme: () => '/api/storage/selection_scheme/' },
  commercial: lots('/api/commercial/'),
  layouts: listing('/api/layouts/'),
  progress: listing('/api/progress/'),
  documents: listing('/api/documents/'),
  publications: {
    ...listing('/api/publications/'),
    other: (slug: string) => `/api/publications/${seg(slug)}/other/`,
  },
  genplan: {
    list: () => '/api/genplan/',
    projects: () => '/api/genplan/projects/',
    project: (slug: string) => `/api/genplan/projects/${seg(slug)}/`,
    building: (id: Id) => `/api/genplan/buildings/${seg(id)}/`,
    section: (id: Id) => `/api/genplan/sections/${seg(id)}/`,
    floor: (id: Id) => `/api/genplan/floors/${seg(id)}/`,
  },
  offices: { ...listing('/api/offices/'), central: () => '/api/offices/central/', viewing: () => '/api/offices/viewing/' },
  selectionCards: { list: () => '/api/selection_cards/' },
  promo: { list: () => '/api/promo/' },
  excursions: { list: () => '/api/excursions/', projects: () => '/api/excursions/projects/' },
  favorites: lotList('/api/favorites/'),
  comparisons: {
    ...lotList('/api/comparisons/'),
    similarFlats: () => '/api/comparisons/similar_flats/',
    showDifferences: () => '/api/comparisons/show_differences/',
  },
  booking: {
    list: () => '/api/user_booking/',
    agreement: () => '/api/user_booking/booking_agreement/',
    content: () => '/api/user_booking/booking_content/',
    specs: () => '/api/user_booking/specs/',
  },
  otp: {
    specs: () => '/api/otp/specs/',
    createPhone: () => '/api/otp/create/phone/',
    validatePhone: () => '/api/otp/validate/phone/',
  },
  personalAccount: {
    account: () => '/api/personal_account/',
    loginByPhone: () => '/api/personal_account/login_by_phone/',
    logout: () => '/api/personal_account/logout/',
  },
  purchaseMethodsPages: listing('/api/purchase_methods_pages/'),
  viewed: {
    list: () => '/api/viewed/',
    withPersonalDiscount: () => '/api/viewed/with_personal_discount/',
  },
} as const;

export type Endpoints = typeof endpoints;
