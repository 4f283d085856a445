import { Type, type Static } from 'typebox';
import { component, Nullable, ref } from '../../http/schema/types';
import { cityQuery, Many, pageQuery, Query } from '../../http/schema/params';
import { Coords, FacetOption, ImagePath, LotProjectRef, OfficeHours } from '../../shared/schemas/commonSchemas';

export const Office = component(
  'Office',
  Type.Object({
    id: Type.Integer(),
    city: Type.String(),
    name: Type.String(),
    address: Type.String(),
    coords: ref(Coords),
    phone: Type.String(),
    email: Type.String(),
    hours: Type.Array(ref(OfficeHours)),
    hours_text: Type.Array(Type.String(), { examples: [['Пн–Пт: 09:00–20:00', 'Сб–Вс: 10:00–18:00']] }),
    is_central: Type.Boolean(),
    metro: Nullable(Type.String()),
    image: ImagePath,
    project: Nullable(ref(LotProjectRef)),
  }),
);
export type Office = Static<typeof Office>;

export const Excursion = component(
  'Excursion',
  Type.Object({
    id: Type.Integer(),
    city: Type.String(),
    title: Type.String(),
    description: Type.String(),
    duration_minutes: Type.Integer(),
    image: ImagePath,
    project: ref(LotProjectRef),
    office: Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String(), coords: ref(Coords), hours: Type.Array(ref(OfficeHours)) }),
  }),
);
export type Excursion = Static<typeof Excursion>;

export const OfficeFacets = component(
  'OfficeFacets',
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    options: Type.Object({ project: Type.Array(FacetOption(Type.String())), is_central: Type.Array(FacetOption(Type.Boolean())) }),
  }),
);
export type OfficeFacets = Static<typeof OfficeFacets>;

const projects = { ...cityQuery, project: Many(Type.String(), 'Project slugs.') };
export const OfficeListQuery = Query({ ...projects, is_central: Type.Boolean({ description: 'Central offices only (true) or project offices only (false).' }), ...pageQuery });
export const ExcursionListQuery = Query({ ...projects, ...pageQuery });
