import { Type, type Static } from 'typebox';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';
import { Int, Many, pageQuery, Query, cityQuery } from '../../http/schema/params';
import { Coords, FacetOption, ImagePath, ProjectCompletion } from '../../shared/schemas/commonSchemas';

import { PROJECT_KINDS, type ProjectKind } from '../../shared/lots/lotSchemas';

export type { ProjectKind };

export const MetroStationRef = component(
  'MetroStationRef',
  Type.Object({ name: Type.String(), line: Type.String(), color: Type.String({ examples: ['#E42313'] }), walking_minutes: Type.Integer() }),
);
export type MetroStationRef = Static<typeof MetroStationRef>;

export const ProjectOfferLine = component(
  'ProjectOfferLine',
  Type.Object(
    {
      key: Type.String({ description: '`rooms_0` … `rooms_4`, `commercial`, `parking`, `storage`' }),
      label: Type.String(),
      count: Type.Integer({ minimum: 0 }),
      min_price: Type.Integer(),
      min_area: Type.Number(),
      max_area: Type.Number(),
    },
    { description: 'Lots on sale of one room count (residential) or one kind: «Студии от 9,8 млн ₽».' },
  ),
);
export type ProjectOfferLine = Static<typeof ProjectOfferLine>;

const cardProperties = {
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  kind: StringEnum(PROJECT_KINDS),
  city: Type.String(),
  class: Type.String({ examples: ['Комфорт', 'Бизнес', 'Премиум', 'Класс B+'] }),
  address: Type.String(),
  district: Type.String(),
  coords: ref(Coords),
  short_description: Type.String(),
  image: ImagePath,
  completion: ref(ProjectCompletion),
  badges: Type.Array(Type.String()),
  metro: Type.Array(ref(MetroStationRef)),
  lots_count: Type.Integer({ minimum: 0, description: 'Lots on sale (flats and apartments, or premises for a commercial project).' }),
  min_price: Nullable(Type.Integer()),
  offer: Type.Array(ref(ProjectOfferLine)),
};

export const ProjectCard = component('ProjectCard', Type.Object(cardProperties));
export type ProjectCard = Static<typeof ProjectCard>;

export const ProjectBuilding = component(
  'ProjectBuilding',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    number: Type.Integer(),
    floors_total: Type.Integer(),
    sections_count: Type.Integer(),
    completion: ref(ProjectCompletion),
    is_completed: Type.Boolean(),
    lots_count: Type.Integer({ minimum: 0 }),
    free_count: Type.Integer({ minimum: 0 }),
    min_price: Nullable(Type.Integer()),
  }),
);
export type ProjectBuilding = Static<typeof ProjectBuilding>;

export const ProjectDetail = component(
  'ProjectDetail',
  Type.Object({
    ...cardProperties,
    description: Type.String({ description: 'Sanitised HTML.' }),
    gallery: Type.Array(ImagePath),
    genplan_image: ImagePath,
    declaration_url: Type.String({ description: 'The project declaration on наш.дом.рф (214-FZ).' }),
    developer: Type.String({ description: 'The developer’s name (214-FZ).' }),
    buildings: Type.Array(ref(ProjectBuilding)),
    offer_all: Type.Array(ref(ProjectOfferLine), { description: 'Offer lines of every kind on sale, parking and storage included.' }),
    has_progress: Type.Boolean(),
    has_excursions: Type.Boolean(),
  }),
);
export type ProjectDetail = Static<typeof ProjectDetail>;

export const ProjectFacets = component(
  'ProjectFacets',
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    options: Type.Object({
      class: Type.Array(FacetOption(Type.String())),
      completion_year: Type.Array(FacetOption(Type.Integer())),
      rooms: Type.Optional(Type.Array(FacetOption(Type.Integer()))),
    }),
  }),
);
export type ProjectFacets = Static<typeof ProjectFacets>;

const filters = {
  ...cityQuery,
  class: Many(Type.String(), 'Classes: «Комфорт», «Бизнес» …'),
  completion_year: Many(Int({ minimum: 2000, maximum: 2100 }), 'Completion years.'),
};
const rooms = { rooms: Many(Int({ minimum: 0, maximum: 4 }), 'Projects with lots of these rooms on sale (0 studio … 4 four and more).') };

/** The filters of a project list; `rooms` for residential projects only. */
export const projectFilterQuery = (kind: ProjectKind) =>
  Type.Unsafe<{ city?: string; class?: string[]; completion_year?: number[]; rooms?: number[] }>(Query(kind === 'residential' ? { ...filters, ...rooms } : filters));
export const projectListQuery = (kind: ProjectKind) =>
  Type.Unsafe<{ city?: string; class?: string[]; completion_year?: number[]; rooms?: number[]; limit?: number; offset?: number }>(
    Query(kind === 'residential' ? { ...filters, ...rooms, ...pageQuery } : { ...filters, ...pageQuery }),
  );
