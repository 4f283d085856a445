import { Type, type Static } from 'typebox';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';
import { cityQuery, Id, Int, Many, pageQuery, Query } from '../../http/schema/params';
import { FacetOption } from '../../shared/schemas/commonSchemas';
import { LotCard, lotCardProperties } from '../../shared/lots/lotSchemas';
import { LOT_KINDS } from '../../domain/lotVocabulary';

export type VisitorListName = 'favorites' | 'comparisons';

export const ListStatistics = component(
  'ListStatistics',
  Type.Object({
    city: Nullable(Type.String({ description: 'The city asked for (null: every city).' })),
    property_ids: Type.Array(Type.Integer(), { description: 'Lot ids in the list (of the city, when asked).' }),
    count: Type.Integer({ minimum: 0 }),
    counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'Count per city slug, every city.' }),
    total: Type.Integer({ minimum: 0 }),
  }),
);
export type ListStatistics = Static<typeof ListStatistics>;

export const ListChange = component(
  'ListChange',
  Type.Object({
    property: Type.Integer(),
    created: Type.Boolean({ description: 'false when the lot was in the list already (adding is idempotent).' }),
    statistics: ref(ListStatistics),
  }),
);
export type ListChange = Static<typeof ListChange>;

export const ListedLot = component('ListedLot', Type.Object({ ...lotCardProperties, added_at: Type.String({ format: 'date-time' }) }));
export type ListedLot = Static<typeof ListedLot>;

export const ListFacets = component('ListFacets', Type.Object({ count: Type.Integer({ minimum: 0 }), options: Type.Object({ kind: Type.Array(FacetOption(Type.String())) }) }));
export type ListFacets = Static<typeof ListFacets>;

export const ComparisonDifferences = component(
  'ComparisonDifferences',
  Type.Object({
    properties: Type.Array(ref(LotCard)),
    rows: Type.Array(
      Type.Object({
        name: Type.String(),
        label: Type.String(),
        values: Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()])),
        differs: Type.Boolean({ description: 'true when the compared lots differ in this field.' }),
      }),
    ),
  }),
);
export type ComparisonDifferences = Static<typeof ComparisonDifferences>;
export type ComparisonRow = ComparisonDifferences['rows'][number];

export const ListQuery = Query({ ...cityQuery, kind: Many(StringEnum(LOT_KINDS), 'Lot kinds.'), ...pageQuery });
export const CityQuery = Query(cityQuery);
export const SimilarQuery = Query({ ...cityQuery, limit: Int({ minimum: 1, maximum: 20, description: 'How many, 8 by default.' }) });
export const AddBody = Type.Object({ property: Id }, { description: 'JSON, form or multipart.' });
