// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { BodyOf, Schemas } from '../api/apiTypes';

export type VisitorListName = 'favorites' | 'comparisons';
export type ListStatistics = Schemas['ListStatistics'];
export type ListAddRequest = BodyOf<'/api/favorites/'>;
export type ListChange = Schemas['ListChange'];
export type ListedLot = Schemas['ListedLot'];
export type ListFacets = Schemas['ListFacets'];
export type ComparisonDifferences = Schemas['ComparisonDifferences'];
export type ComparisonRow = ComparisonDifferences['rows'][number];
