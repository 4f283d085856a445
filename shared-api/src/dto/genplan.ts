// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type GenplanLot = Schemas['GenplanLot'];
export type GenplanFloor = Schemas['GenplanFloor'];
export type GenplanSection = Schemas['GenplanSection'];
export type GenplanBuilding = Schemas['GenplanBuilding'];
export type GenplanProject = Schemas['GenplanProject'];
export type GenplanFloorDetail = Schemas['GenplanFloorDetail'];
export type GenplanSpecs = Schemas['GenplanSpecs'];
export type GenplanFacets = Schemas['GenplanFacets'];
