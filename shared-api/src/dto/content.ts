// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type MainPage = Schemas['MainPage'];
export type MainPageSlide = MainPage['slides'][number];
export type Company = Schemas['Company'];
export type PersonalDataAgreement = Schemas['PersonalDataAgreement'];
