// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { BodyOf, Schemas } from '../api/apiTypes';

export type LeadRequest = BodyOf<'/api/requests/'>;
export type LeadType = LeadRequest['type'];
export type LeadCreated = Schemas['LeadCreated'];
export type LeadTypeSpec = Schemas['LeadTypeSpec'];
export type LeadFieldSpec = LeadTypeSpec['fields'][number];
export type LeadSpecs = Schemas['LeadSpecs'];
