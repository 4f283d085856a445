// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { BodyOf, Schemas } from '../api/apiTypes';

export type OtpSpecs = Schemas['OtpSpecs'];
export type OtpCreateRequest = BodyOf<'/api/otp/create/phone/'>;
export type OtpCreated = Schemas['OtpCreated'];
export type OtpValidateRequest = BodyOf<'/api/otp/validate/phone/'>;
export type OtpValidated = Schemas['OtpValidated'];
export type PersonalAccount = Schemas['PersonalAccount'];
