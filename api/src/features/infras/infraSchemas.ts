import { Type, type Static } from 'typebox';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';
import { cityQuery, Many, pageQuery, Query } from '../../http/schema/params';
import { Coords, LotProjectRef } from '../../shared/schemas/commonSchemas';

const categoryProperties = {
  id: Type.Integer(),
  slug: Type.String({ examples: ['metro', 'schools', 'kindergartens', 'shops', 'parks', 'sport', 'medicine', 'cafes'] }),
  name: Type.String(),
  icon: Type.String(),
};

export const InfraCategory = component(
  'InfraCategory',
  Type.Object({ ...categoryProperties, count: Type.Integer({ minimum: 0, description: 'Points of the category (around the projects asked for).' }) }),
);
export type InfraCategory = Static<typeof InfraCategory>;

export const InfraPoint = component(
  'InfraPoint',
  Type.Object({
    id: Type.Integer(),
    category: Type.Object(categoryProperties),
    project: ref(LotProjectRef),
    name: Type.String(),
    address: Type.String(),
    coords: ref(Coords),
    walking_minutes: Type.Integer(),
    pin: StringEnum(['metro', 'infrastructure'], { description: 'Metro stations show their walking time.' }),
    metro_line: Nullable(Type.String()),
    metro_color: Nullable(Type.String()),
  }),
);
export type InfraPoint = Static<typeof InfraPoint>;

const projects = { project: Many(Type.String(), 'Project slugs.') };
export const PointQuery = Query({ ...cityQuery, ...projects, category: Many(Type.String(), 'Category slugs.'), ...pageQuery });
export const CategoryListQuery = Query({ ...projects, ...pageQuery });
export const CategoryQuery = Query(projects);
