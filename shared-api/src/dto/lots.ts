// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { BodyOf, ResponseOf, Schemas } from '../api/apiTypes';

export type LotKind = Schemas['LotKind'];
export type LotStatus = Schemas['LotStatus'];
export type Finishing = Schemas['Finishing'];
export type LotFeature = Schemas['LotFeature'];
export type CommercialType = Schemas['CommercialType'];
export type LotEndpoint = Schemas['LotEndpoint'];
export type LotOrdering = Schemas['LotOrdering'];
export type LotQuery = Schemas['LotQuery'];
export type LotCompletion = Schemas['LotCompletion'];
export type LotProjectRef = Schemas['LotProjectRef'];
export type LotBuildingRef = Schemas['LotBuildingRef'];
export type LotCard = Schemas['LotCard'];
export type LotDetail = Schemas['LotDetail'];
export type LotFacets = Schemas['LotFacets'];
export type LotMultiFilter = keyof LotFacets['options'];
export type LotRangeFilter = keyof LotFacets['ranges'];
export type LotFlagFilter = keyof LotFacets['flags'];
export type SimilarLots = ResponseOf<'/api/flats/{id}/similar/'>;
export type LotProjectSummary = Schemas['LotProjectSummary'];
export type SelectionScheme = Schemas['SelectionScheme'];
export type SelectionSchemeLevel = SelectionScheme['levels'][number];
export type SelectionSchemeLot = SelectionSchemeLevel['lots'][number];
export type LotPriceHistory = Schemas['LotPriceHistory'];
export type LotPricePoint = LotPriceHistory['points'][number];
export type PriceAlertRequest = BodyOf<'/api/flats/{id}/price_alerts/'>;
export type PriceAlertCreated = ResponseOf<'/api/flats/{id}/price_alerts/', 'post'>;
