// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type MortgageProgram = Schemas['MortgageProgram'];
export type MortgageTag = MortgageProgram['tags'][number];
export type MortgageCalculator = Schemas['MortgageCalculator'];
export type CalculatorRange = MortgageCalculator['price'];
export type MortgageOffer = Schemas['MortgageOffer'];
export type MortgageProgramFacets = Schemas['MortgageProgramFacets'];
export type InstallmentProgram = Schemas['InstallmentProgram'];
export type PurchaseMethodPage = Schemas['PurchaseMethodPage'];
