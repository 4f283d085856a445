// The lots' response shapes (cards in lists, favourites, bookings; details; facets; schemes) and their vocabulary.
import { Type, type Static } from 'typebox';
import { component, Nullable, PartialRecord, ref, StringEnum } from '../../http/schema/types';
import { Coords, FacetOption, FacetRange, ImagePath, LabeledValue, LotProjectRef, PlanBox } from '../schemas/commonSchemas';
import { COMMERCIAL_TYPES, FINISHINGS, LOT_ENDPOINTS, LOT_FEATURES, LOT_KINDS, LOT_ORDERINGS, LOT_STATUSES, PROJECT_KINDS, type ProjectKind } from '../../domain/lotVocabulary';

export { PROJECT_KINDS, type ProjectKind };

export const LotKind = component('LotKind', StringEnum(LOT_KINDS));
export const LotStatus = component('LotStatus', StringEnum(LOT_STATUSES, { description: 'free, booked (held for a buyer) or sold' }));
export const Finishing = component('Finishing', StringEnum(FINISHINGS));
export const LotFeature = component('LotFeature', StringEnum(LOT_FEATURES));
export const CommercialType = component('CommercialType', StringEnum(COMMERCIAL_TYPES));
export const LotEndpoint = component('LotEndpoint', StringEnum(LOT_ENDPOINTS, { description: 'The four lot lists: `/api/{endpoint}/`.' }));
export const LotOrdering = component('LotOrdering', StringEnum(LOT_ORDERINGS));

export const LotBuildingRef = component('LotBuildingRef', Type.Object({ id: Type.Integer(), name: Type.String() }));

export const LotCompletion = component(
  'LotCompletion',
  Type.Object({ year: Type.Integer(), quarter: Type.Integer({ minimum: 1, maximum: 4 }), label: Type.String({ examples: ['2 кв. 2027'] }), is_completed: Type.Boolean() }),
);

export const lotCardProperties = {
  id: Type.Integer(),
  external_id: Type.String({ description: 'The lot’s id in the sales system (the catalogue feed’s `external_id`).' }),
  kind: ref(LotKind),
  kind_label: Type.String({ examples: ['Квартира'] }),
  title: Type.String({ description: 'Ready to print: «2-комнатная квартира», «Машино-место № 12».' }),
  city: Type.String(),
  rooms: Nullable(Type.Integer({ minimum: 0 })),
  rooms_label: Nullable(Type.String({ description: '«Студия», «2-комнатная»' })),
  rooms_short: Nullable(Type.String({ description: '«2-комн.»' })),
  rooms_extra: Nullable(Type.String({ description: '«2к»' })),
  is_apartment: Type.Boolean(),
  commercial_type: Nullable(StringEnum(COMMERCIAL_TYPES)),
  commercial_type_label: Nullable(Type.String()),
  area: Type.Number(),
  kitchen_area: Nullable(Type.Number()),
  ceiling_height: Type.Number(),
  floor: Type.Integer(),
  floors_total: Type.Integer(),
  price: Type.Integer({ description: 'Roubles.' }),
  old_price: Nullable(Type.Integer()),
  discount: Nullable(Type.Integer({ description: 'old_price − price, roubles.' })),
  discount_percent: Nullable(Type.Number()),
  price_per_meter: Type.Integer(),
  mortgage_payment: Nullable(Type.Integer({ description: 'Monthly payment with the city’s lowest-rate programme, 20 % down, 30 years.' })),
  status: ref(LotStatus),
  status_label: Type.String(),
  finishing: Nullable(StringEnum(FINISHINGS)),
  finishing_label: Nullable(Type.String()),
  features: Type.Array(LabeledValue(ref(LotFeature))),
  completion: ref(LotCompletion),
  project: ref(LotProjectRef),
  building: ref(LotBuildingRef),
  section: Type.Integer({ description: 'Section number within the building.' }),
  number: Type.String(),
  layout_image: Nullable(ImagePath),
  layout_furniture_image: Nullable(ImagePath),
  plan_image: Type.String({ description: 'The floor (or underground level) plan the lot is on; `plan_position` marks it.' }),
  plan_position: ref(PlanBox),
  tags: Type.Array(Type.String(), { description: 'Slugs of the base data’s `property_tags` that apply.' }),
};

/** A lot in a list, a favourite, a comparison or a similar-lots strip. */
export const LotCard = component('LotCard', Type.Object(lotCardProperties));
export type LotCard = Static<typeof LotCard>;

export const LotDetail = component(
  'LotDetail',
  Type.Object({
    ...lotCardProperties,
    section_id: Type.Integer(),
    floor_id: Type.Integer(),
    layout: Nullable(Type.Object({ id: Type.Integer(), code: Type.String(), image: ImagePath, furniture_image: Nullable(ImagePath) })),
    address: Type.String(),
    coords: ref(Coords),
    developer: Type.String(),
    declaration_url: Type.String({ description: 'The project declaration on наш.дом.рф (214-FZ).' }),
    finishing_description: Nullable(Type.String()),
    project_class: Type.String(),
    project_kind: StringEnum(PROJECT_KINDS),
  }),
);
export type LotDetail = Static<typeof LotDetail>;

export const LOT_MULTI_FILTERS = ['rooms', 'project', 'building', 'completion', 'finishing', 'features', 'commercial'] as const;
export const LOT_RANGE_FILTERS = ['price', 'area', 'kitchen_area', 'floor'] as const;
export const LOT_FLAG_FILTERS = ['is_apartment', 'not_first', 'not_last', 'only_free'] as const;
export type LotMultiFilter = (typeof LOT_MULTI_FILTERS)[number];
/** The multi facets that group lots by one value each (`features` is a set per lot, counted per feature instead). */
export type GroupedFacet = Exclude<LotMultiFilter, 'features'>;
export const GROUPED_FACETS = LOT_MULTI_FILTERS.filter((facet): facet is GroupedFacet => facet !== 'features');
export type LotRangeFilter = (typeof LOT_RANGE_FILTERS)[number];
export type LotFlagFilter = (typeof LOT_FLAG_FILTERS)[number];

export const LotFacets = component(
  'LotFacets',
  Type.Object(
    {
      count: Type.Integer({ minimum: 0 }),
      // a type list, not anyOf: the serialiser checks a value's type itself instead of validating each option's value
      options: PartialRecord(LOT_MULTI_FILTERS, Type.Array(FacetOption(Type.Unsafe<string | number>({ type: ['string', 'integer'] })))),
      ranges: PartialRecord(LOT_RANGE_FILTERS, ref(FacetRange)),
      flags: PartialRecord(LOT_FLAG_FILTERS, Type.Integer({ minimum: 0 })),
    },
    {
      description:
        'Each multi facet (but `features`, AND-ed) and each range is counted ignoring its own filter, so one more value shows exactly `count` more lots; `flags` count the lots left when the flag is switched on.',
    },
  ),
);
export type LotFacets = Static<typeof LotFacets>;

export const LotProjectSummary = component(
  'LotProjectSummary',
  Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), count: Type.Integer({ minimum: 0 }), min_price: Nullable(Type.Integer()) }),
);
export type LotProjectSummary = Static<typeof LotProjectSummary>;

export const SelectionScheme = component(
  'SelectionScheme',
  Type.Object({
    project: ref(LotProjectRef),
    levels: Type.Array(
      Type.Object({
        building: ref(LotBuildingRef),
        section: Type.Integer(),
        floor: Type.Integer(),
        floor_id: Type.Integer(),
        plan_image: ImagePath,
        lots: Type.Array(
          Type.Object({ id: Type.Integer(), number: Type.String(), status: ref(LotStatus), price: Type.Integer(), area: Type.Number(), position: ref(PlanBox) }),
        ),
      }),
    ),
  }),
);
export type SelectionScheme = Static<typeof SelectionScheme>;

export type LotBuildingRef = Static<typeof LotBuildingRef>;
export type SelectionSchemeLevel = SelectionScheme['levels'][number];
export type LotKind = Static<typeof LotKind>;
export type LotStatus = Static<typeof LotStatus>;
export type Finishing = Static<typeof Finishing>;
export type LotFeature = Static<typeof LotFeature>;
export type CommercialType = Static<typeof CommercialType>;
export type LotEndpoint = Static<typeof LotEndpoint>;
export type LotOrdering = Static<typeof LotOrdering>;

/** A lot query as an object (a stored selection's): every filter of the four endpoints, arrays for repeated ones. */
export const LotQuery = component(
  'LotQuery',
  Type.Partial(
    Type.Object({
      city: Type.String(),
      rooms: Type.Array(Type.Integer({ minimum: 0, maximum: 4 })),
      is_apartment: Type.Boolean(),
      commercial: Type.Array(ref(CommercialType)),
      project: Type.Array(Type.String()),
      building: Type.Array(Type.Integer()),
      price_min: Type.Integer(),
      price_max: Type.Integer(),
      area_min: Type.Number(),
      area_max: Type.Number(),
      kitchen_area_min: Type.Number(),
      kitchen_area_max: Type.Number(),
      floor_min: Type.Integer(),
      floor_max: Type.Integer(),
      not_first: Type.Boolean(),
      not_last: Type.Boolean(),
      completion: Type.Array(Type.String({ description: '`YYYY-Q`' })),
      finishing: Type.Array(ref(Finishing)),
      features: Type.Array(ref(LotFeature)),
      status: Type.Array(ref(LotStatus)),
      only_free: Type.Boolean(),
      ordering: ref(LotOrdering),
      limit: Type.Integer(),
      offset: Type.Integer(),
    }),
  ),
);
export type LotQuery = Static<typeof LotQuery>;

/** `{lot endpoint}/{id}/price_history/`: every change of the lot's price or status, oldest first. */
export const LotPriceHistory = component(
  'LotPriceHistory',
  Type.Object({
    price_dropped: Type.Boolean({ description: 'The price went down in the last 30 days (the lot page says «Цена снижена»).' }),
    points: Type.Array(Type.Object({ date: Type.String({ format: 'date-time' }), price: Type.Integer(), old_price: Nullable(Type.Integer()), status: ref(LotStatus) })),
  }),
);
export type LotPriceHistory = Static<typeof LotPriceHistory>;
