import { Type, type Static } from 'typebox';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';
import { cityQuery, Int, Many, pageQuery, Query } from '../../http/schema/params';
import { FacetOption, ImagePath, LotProjectRef } from '../../shared/schemas/commonSchemas';
import { FINISHINGS } from '../../domain/lotVocabulary';

export const DOCUMENT_TYPES = ['declaration', 'declaration_change', 'permit', 'land', 'conclusion'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const Finish = component(
  'Finish',
  Type.Object({
    id: Type.Integer(),
    slug: StringEnum(FINISHINGS),
    name: Type.String({ examples: ['Без отделки', 'White box', 'Чистовая'] }),
    description: Type.String(),
    items: Type.Array(Type.String()),
    images: Type.Array(ImagePath),
    price_per_meter: Nullable(Type.Integer({ description: 'Extra cost per square metre, roubles (null: included).' })),
  }),
);
export type Finish = Static<typeof Finish>;

export const ProgressReport = component(
  'ProgressReport',
  Type.Object({
    id: Type.Integer(),
    project: ref(LotProjectRef),
    year: Type.Integer(),
    month: Type.Integer({ minimum: 1, maximum: 12 }),
    title: Type.String({ examples: ['Октябрь 2026'] }),
    text: Type.String(),
    photos: Type.Array(ImagePath),
    published_at: Type.String({ format: 'date' }),
  }),
);
export type ProgressReport = Static<typeof ProgressReport>;

export const ProjectDocument = component(
  'ProjectDocument',
  Type.Object({
    id: Type.Integer(),
    project: ref(LotProjectRef),
    type: StringEnum(DOCUMENT_TYPES),
    type_label: Type.String({ examples: ['Проектная декларация'] }),
    title: Type.String(),
    url: Type.String({ description: 'The declaration links to наш.дом.рф.' }),
    file_size: Nullable(Type.Integer()),
    published_at: Type.String({ format: 'date' }),
  }),
);
export type ProjectDocument = Static<typeof ProjectDocument>;

export const DocumentFacets = component(
  'DocumentFacets',
  Type.Object({
    count: Type.Integer({ minimum: 0 }),
    options: Type.Object({ type: Type.Array(FacetOption(Type.String())), project: Type.Array(FacetOption(Type.String())) }),
  }),
);
export type DocumentFacets = Static<typeof DocumentFacets>;

const projects = { ...cityQuery, project: Many(Type.String(), 'Project slugs.') };
export const ProgressQuery = Query({ ...projects, year: Int({ minimum: 2000, maximum: 2100 }), ...pageQuery });
const documentFilters = { ...projects, type: Many(StringEnum(DOCUMENT_TYPES), 'Document types.') };
export const DocumentFilterQuery = Query(documentFilters);
export const DocumentListQuery = Query({ ...documentFilters, ...pageQuery });
