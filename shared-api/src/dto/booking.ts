// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { BodyOf, Schemas } from '../api/apiTypes';

export type BookingRequest = BodyOf<'/api/user_booking/'>;
export type BookingCreated = Schemas['BookingCreated'];
export type BookingStatus = BookingCreated['status'];
export type Booking = Schemas['Booking'];
export type BookingAgreement = Schemas['BookingAgreement'];
export type BookingContent = Schemas['BookingContent'];
export type BookingSpecs = Schemas['BookingSpecs'];
export type BookingFieldSpec = BookingSpecs['fields'][number];
