import { Type, type Static } from 'typebox';
import { component, StringEnum } from '../../http/schema/types';
import { cityQuery, Int, Many, pageQuery, Query } from '../../http/schema/params';
import { FacetOption } from '../../shared/schemas/commonSchemas';
import { PUBLICATION_TYPES } from '../../shared/publications/publicationSchemas';

export const PublicationFacets = component(
  'PublicationFacets',
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    options: Type.Object({ type: Type.Array(FacetOption(Type.String())), year: Type.Array(FacetOption(Type.Integer())) }),
  }),
);
export type PublicationFacets = Static<typeof PublicationFacets>;

const filters = {
  ...cityQuery,
  type: Many(StringEnum(PUBLICATION_TYPES), 'news or telegram.'),
  for_owners: Type.Boolean({ description: 'Only (true) or no (false) publications for owners.' }),
  project: Many(Type.String(), 'Project slugs.'),
  year: Many(Int({ minimum: 2000, maximum: 2100 }), 'Years.'),
};
export const PublicationFilterQuery = Query(filters);
export const PublicationListQuery = Query({ ...filters, ...pageQuery });
export const OtherQuery = Query({ limit: Int({ minimum: 1, maximum: 12, description: 'How many, 3 by default.' }) });
