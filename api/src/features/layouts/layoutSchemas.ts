import { Type, type Static } from 'typebox';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';
import { cityQuery, Int, Many, pageQuery, Query } from '../../http/schema/params';
import { FacetOption, ImagePath, LotProjectRef } from '../../shared/schemas/commonSchemas';
import { LOT_KINDS } from '../../domain/lotVocabulary';
import { LotKind } from '../../shared/lots/lotSchemas';

export const Layout = component(
  'Layout',
  Type.Object({
    id: Type.Integer(),
    project: ref(LotProjectRef),
    kind: ref(LotKind),
    code: Type.String({ examples: ['2К-1', 'С-2А'] }),
    rooms: Nullable(Type.Integer({ minimum: 0 })),
    rooms_label: Nullable(Type.String()),
    area: Type.Number(),
    kitchen_area: Nullable(Type.Number()),
    image: ImagePath,
    furniture_image: Nullable(ImagePath),
    lots_count: Type.Integer({ minimum: 0, description: 'Lots on sale with this layout.' }),
    min_price: Nullable(Type.Integer()),
  }),
);
export type Layout = Static<typeof Layout>;

export const LayoutFacets = component(
  'LayoutFacets',
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    options: Type.Object({
      project: Type.Array(FacetOption(Type.String())),
      rooms: Type.Array(FacetOption(Type.Integer())),
      kind: Type.Array(FacetOption(Type.String())),
    }),
  }),
);
export type LayoutFacets = Static<typeof LayoutFacets>;

const filters = {
  ...cityQuery,
  project: Many(Type.String(), 'Project slugs.'),
  kind: Many(StringEnum(LOT_KINDS), 'Lot kinds.'),
  rooms: Many(Int({ minimum: 0, maximum: 4 }), 'Rooms: 0 studio … 4 four and more.'),
};
export const LayoutFilterQuery = Query(filters);
export const LayoutListQuery = Query({ ...filters, ...pageQuery });
