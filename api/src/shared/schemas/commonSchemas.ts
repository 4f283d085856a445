// Shapes many responses share: coordinates, labelled values, plan boxes, the specs/ and facets/ bodies of lists.
import { Type, type Static, type TSchema } from 'typebox';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';

export const Coords = component('Coords', Type.Object({ lat: Type.Number(), lng: Type.Number() }));

/** An image served by the resizing proxy: `/img/<path>`; append `?size=640&format=webp&quality=80` etc. */
export const ImagePath = Type.String({ description: 'An image path of the resizing proxy (`/img/…`; `?size=&format=&quality=`).' });

/** A rectangle on a plan picture, in percent of its width and height. */
export const PlanBox = component(
  'PlanBox',
  Type.Object({ x: Type.Number(), y: Type.Number(), w: Type.Number(), h: Type.Number() }, { description: 'A box on a plan, in percent of its width and height.' }),
);

export const LabeledValue = <T extends TSchema>(value: T) => Type.Object({ value, label: Type.String() });
export type LabeledValue<V = string> = { value: V; label: string };

const FilterValue = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

/** One filter a `specs/` endpoint describes. */
export const FilterSpec = component(
  'FilterSpec',
  Type.Object({
    name: Type.String({ description: 'The query parameter; ranges use `{name}_min` and `{name}_max`.' }),
    kind: StringEnum(['multi', 'range', 'bool', 'select']),
    label: Type.String(),
    options: Type.Optional(Type.Array(LabeledValue(FilterValue), { description: 'multi, select: the values to choose from.' })),
    min: Type.Optional(Nullable(Type.Number())),
    max: Type.Optional(Nullable(Type.Number())),
    unit: Type.Optional(Type.String()),
    params: Type.Optional(Type.Object({ min: Type.String(), max: Type.String() })),
  }),
);

/** The `specs/` body of a filterable list. */
export const ListSpecs = component(
  'ListSpecs',
  Type.Object({
    filters: Type.Array(ref(FilterSpec)),
    ordering: Type.Array(LabeledValue(Type.String())),
    default_ordering: Type.String(),
    page_size: Type.Integer(),
    max_page_size: Type.Integer(),
  }),
);

/** A value still available under the current filters, with the number of objects it would show. */
export const FacetOption = <T extends TSchema>(value: T) => Type.Object({ value, label: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type FacetOption<V = string | number | boolean> = { value: V; label: string; count: number };

/** Bounds of a range filter under the current filters (null when nothing matches). */
export const FacetRange = component('FacetRange', Type.Object({ min: Nullable(Type.Number()), max: Nullable(Type.Number()) }));

/** A project as lots, offices and documents name it. */
export const LotProjectRef = component('LotProjectRef', Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() }));

/** A completion quarter: «4 кв. 2027». */
export const ProjectCompletion = component(
  'ProjectCompletion',
  Type.Object({ year: Type.Integer(), quarter: Type.Integer({ minimum: 1, maximum: 4 }), label: Type.String({ examples: ['4 кв. 2027'] }) }),
);

/** An office's opening hours for some weekdays. */
export const OfficeHours = component(
  'OfficeHours',
  Type.Object({
    days: Type.String({ examples: ['Пн–Пт'] }),
    weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), { description: 'ISO weekdays, 1 = Monday … 7 = Sunday.' }),
    from: Type.String({ description: 'HH:MM' }),
    to: Type.String({ description: 'HH:MM' }),
  }),
);

/** Where a lot on sale is shown: its project's sales office, else its city's central one. */
export const ViewingOffice = component(
  'ViewingOffice',
  Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String(), hours: Type.Array(ref(OfficeHours)) }),
);
export type ViewingOffice = Static<typeof ViewingOffice>;

export type Coords = Static<typeof Coords>;
export type PlanBox = Static<typeof PlanBox>;
export type FilterSpec = Static<typeof FilterSpec>;
export type ListSpecs = Static<typeof ListSpecs>;
export type FacetRange = Static<typeof FacetRange>;
export type LotProjectRef = Static<typeof LotProjectRef>;
export type ProjectCompletion = Static<typeof ProjectCompletion>;
export type OfficeHours = Static<typeof OfficeHours>;
