// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type ProjectDocument = Schemas['ProjectDocument'];
export type DocumentType = ProjectDocument['type'];
export type DocumentFacets = Schemas['DocumentFacets'];
