// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type SelectionCard = Schemas['SelectionCard'];
export type Promo = Schemas['Promo'];
