import { Type, type Static } from 'typebox';
import { component, Nullable, ref } from '../../http/schema/types';
import { FacetOption, ImagePath, LotProjectRef, PlanBox, ProjectCompletion } from '../../shared/schemas/commonSchemas';
import { LotBuildingRef, LotKind, LotStatus } from '../../shared/lots/lotSchemas';

export const GenplanLot = component(
  'GenplanLot',
  Type.Object({
    id: Type.Integer(),
    kind: ref(LotKind),
    number: Type.String(),
    status: ref(LotStatus),
    rooms: Nullable(Type.Integer()),
    area: Type.Number(),
    price: Type.Integer(),
    position: ref(PlanBox, { description: 'Where the lot is on its floor’s `plan_image`.' }),
  }),
);
export type GenplanLot = Static<typeof GenplanLot>;

const floorProperties = {
  id: Type.Integer(),
  number: Type.Integer({ description: 'Negative for underground levels (parking −2, storage −1).' }),
  plan_image: ImagePath,
  lots_count: Type.Integer({ minimum: 0 }),
  free_count: Type.Integer({ minimum: 0 }),
};

export const GenplanFloor = component(
  'GenplanFloor',
  Type.Object({ ...floorProperties, lots: Type.Optional(Type.Array(ref(GenplanLot), { description: 'In the full tree and in building, section and floor answers.' })) }),
);
export type GenplanFloor = Static<typeof GenplanFloor>;

export const GenplanSection = component(
  'GenplanSection',
  Type.Object({ id: Type.Integer(), number: Type.Integer(), floors_total: Type.Integer(), floors: Type.Array(ref(GenplanFloor)) }),
);
export type GenplanSection = Static<typeof GenplanSection>;

const Point = Type.Unsafe<[number, number]>({ type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 });

export const GenplanBuilding = component(
  'GenplanBuilding',
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    number: Type.Integer(),
    floors_total: Type.Integer(),
    completion: ref(ProjectCompletion),
    is_completed: Type.Boolean(),
    polygon: Type.Array(Point, { description: 'The footprint on the project’s master plan picture: [x, y] points in percent.' }),
    label_position: Type.Object({ x: Type.Number(), y: Type.Number() }),
    lots_count: Type.Integer({ minimum: 0 }),
    free_count: Type.Integer({ minimum: 0 }),
    min_price: Nullable(Type.Integer()),
    sections: Type.Optional(Type.Array(ref(GenplanSection))),
  }),
);
export type GenplanBuilding = Static<typeof GenplanBuilding>;

export const GenplanProject = component(
  'GenplanProject',
  Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    city: Type.String(),
    image: Type.String({ description: 'The master plan picture the building polygons are drawn on.' }),
    buildings: Type.Array(ref(GenplanBuilding)),
  }),
);
export type GenplanProject = Static<typeof GenplanProject>;

export const GenplanFloorDetail = component(
  'GenplanFloorDetail',
  Type.Object({
    ...floorProperties,
    lots: Type.Array(ref(GenplanLot)),
    project: ref(LotProjectRef),
    building: ref(LotBuildingRef),
    section: Type.Object({ id: Type.Integer(), number: Type.Integer() }),
  }),
);
export type GenplanFloorDetail = Static<typeof GenplanFloorDetail>;

export const GenplanSpecs = component(
  'GenplanSpecs',
  Type.Object(
    {
      statuses: Type.Array(Type.Object({ value: ref(LotStatus), label: Type.String(), color: Type.String() })),
      kinds: Type.Array(Type.Object({ value: ref(LotKind), label: Type.String() })),
    },
    { description: 'The legend of the chess-board.' },
  ),
);
export type GenplanSpecs = Static<typeof GenplanSpecs>;

export const GenplanFacets = component(
  'GenplanFacets',
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    options: Type.Object({ status: Type.Array(FacetOption(ref(LotStatus))), kind: Type.Array(FacetOption(ref(LotKind))) }),
  }),
);
export type GenplanFacets = Static<typeof GenplanFacets>;

export const ProjectQuery = Type.Object({ project: Type.String({ description: 'Project slug.' }) });
