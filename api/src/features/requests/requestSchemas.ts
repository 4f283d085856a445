import { Type, type Static } from 'typebox';
import { component, ref, StringEnum } from '../../http/schema/types';
import { Query } from '../../http/schema/params';
import { LEAD_TYPE_VALUES, LeadTypeSpec } from '../../shared/leads/leadSchemas';

export const LeadCreated = component(
  'LeadCreated',
  Type.Object({ id: Type.Integer(), type: StringEnum(LEAD_TYPE_VALUES), created_at: Type.String({ format: 'date-time' }), detail: Type.String() }),
);
export type LeadCreated = Static<typeof LeadCreated>;

export const LeadSpecs = component(
  'LeadSpecs',
  Type.Object({
    types: Type.Array(ref(LeadTypeSpec)),
    consent_version: Type.String({ description: 'The consent text’s version stored with each lead.' }),
    consent_text: Type.String(),
    captcha_required: Type.Boolean(),
  }),
);
export type LeadSpecs = Static<typeof LeadSpecs>;

const optional = (description: string, maxLength?: number) => Type.Optional(Type.String({ description, ...(maxLength && { maxLength }) }));

/** Every field is text (multipart, urlencoded or JSON); the rules the forms run check them (their texts in 400s). */
export const LeadBody = Type.Object(
  {
    type: StringEnum(LEAD_TYPE_VALUES),
    phone: Type.String({ description: 'A Russian number in any writing: `79991234567`, `+7 999 123 45 67`, `8 999 …`.' }),
    url: Type.String({ maxLength: 2048, description: 'The page the form was sent from.' }),
    site_city: Type.String({ description: 'City slug.' }),
    ym_uid: optional('The Yandex Metrica client id (digits).', 32),
    utm: optional('Tracking parameters as sent (JSON such as `{"utm_source":"yandex"}`).', 2000),
    name: optional('Letters, space and hyphen, one keyboard layout.', 64),
    email: optional('An e-mail address.'),
    comment: optional('Free text.', 1000),
    property: optional('The id of the lot the request is about.'),
    date: optional('excursion: `dd.mm.yyyy`, today … a month ahead.'),
    time: optional('excursion: `hh:mm` within the office hours.'),
    excursion: optional('excursion: the excursion id (or `office`).'),
    office: optional('excursion: the office id.'),
    token: optional('The SmartCaptcha token (also accepted as `?token=`).'),
  },
  { description: 'The fields each type takes: `GET /api/requests/specs/`.' },
);
export const TokenQuery = Query({ token: Type.String({ description: 'The SmartCaptcha token.' }) });
