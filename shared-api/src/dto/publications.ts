// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type PublicationCard = Schemas['PublicationCard'];
export type PublicationType = PublicationCard['type'];
export type PublicationDetail = Schemas['PublicationDetail'];
export type PublicationFacets = Schemas['PublicationFacets'];
