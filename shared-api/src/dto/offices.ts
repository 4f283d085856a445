// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { Schemas } from '../api/apiTypes';

export type OfficeHours = Schemas['OfficeHours'];
export type Office = Schemas['Office'];
export type Excursion = Schemas['Excursion'];
export type ViewingOffice = Schemas['ViewingOffice'];
