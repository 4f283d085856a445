// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type ProjectCard = Schemas['ProjectCard'];
export type ProjectKind = ProjectCard['kind'];
export type MetroStationRef = Schemas['MetroStationRef'];
export type ProjectCompletion = Schemas['ProjectCompletion'];
export type ProjectOfferLine = Schemas['ProjectOfferLine'];
export type ProjectBuilding = Schemas['ProjectBuilding'];
export type ProjectDetail = Schemas['ProjectDetail'];
export type ProjectFacets = Schemas['ProjectFacets'];
