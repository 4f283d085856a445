// The API's types, generated from its OpenAPI document (see ../api/apiTypes.ts); never written by hand.
import type { BodyOf, Schemas } from '../api/apiTypes';

export type DevOutboxMessage = Schemas['DevOutboxMessage'];
export type DevStoredLead = Schemas['DevStoredLead'];
export type DevCaptchaStatus = DevStoredLead['captcha_status'];
export type DevPublicationInput = BodyOf<'/api/dev/publications/'>;
