import { Type, type Static } from 'typebox';
import { component, Nullable } from '../../http/schema/types';

export const OtpSpecs = component(
  'OtpSpecs',
  Type.Object({ code_length: Type.Integer(), ttl_seconds: Type.Integer(), resend_cooldown_seconds: Type.Integer(), max_attempts: Type.Integer() }),
);
export type OtpSpecs = Static<typeof OtpSpecs>;

export const OtpCreated = component(
  'OtpCreated',
  Type.Object({
    phone: Type.String({ examples: ['+79991234567'] }),
    code_length: Type.Integer(),
    expires_in: Type.Integer({ description: 'Seconds.' }),
    resend_in: Type.Integer({ description: 'Seconds until another code may be asked for.' }),
  }),
);
export type OtpCreated = Static<typeof OtpCreated>;

export const OtpValidated = component('OtpValidated', Type.Object({ phone: Type.String(), valid: Type.Literal(true), attempts_left: Type.Integer() }));
export type OtpValidated = Static<typeof OtpValidated>;

export const PersonalAccount = component('PersonalAccount', Type.Object({ phone: Nullable(Type.String()), logged_in: Type.Boolean() }));
export type PersonalAccount = Static<typeof PersonalAccount>;

const Phone = Type.String({ maxLength: 64, description: 'A Russian number in any writing: `79991234567`, `+7 999 123 45 67`, `8 999 …`.' });
const Code = Type.String({ maxLength: 64, description: 'The code from the SMS.' });
export const PhoneBody = Type.Object({ phone: Phone }, { description: 'JSON, form or multipart.' });
export const CodeBody = Type.Object({ phone: Phone, code: Code }, { description: 'JSON, form or multipart.' });
