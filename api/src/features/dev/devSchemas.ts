import { Type, type Static } from 'typebox';
import { component, Nullable, StringEnum } from '../../http/schema/types';
import { Int, Query } from '../../http/schema/params';
import { LEAD_TYPE_VALUES } from '../../shared/leads/leadSchemas';
import { PUBLICATION_TYPES } from '../../shared/publications/publicationSchemas';
import { devPublicationMessages } from './devPublicationInput';

export const DevOutboxMessage = component(
  'DevOutboxMessage',
  Type.Object({
    id: Type.Integer(),
    phone: Type.String({ description: '`+7XXXXXXXXXX`' }),
    text: Type.String(),
    code: Nullable(Type.String({ description: 'The one-time code found in the text.' })),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
export type DevOutboxMessage = Static<typeof DevOutboxMessage>;

export const DevStoredLead = component(
  'DevStoredLead',
  Type.Object({
    id: Type.Integer(),
    type: StringEnum(LEAD_TYPE_VALUES),
    phone: Type.String({ description: 'Normalised: `+7XXXXXXXXXX`.' }),
    url: Type.String(),
    site_city: Type.String(),
    ym_uid: Nullable(Type.String()),
    utm: Nullable(Type.String()),
    name: Nullable(Type.String()),
    email: Nullable(Type.String()),
    comment: Nullable(Type.String()),
    date: Nullable(Type.String({ description: 'Excursion date as stored: `yyyy-mm-dd`.' })),
    time: Nullable(Type.String({ description: 'Excursion time `hh:mm`.' })),
    excursion: Nullable(Type.Integer()),
    office: Nullable(Type.Integer()),
    property: Nullable(Type.Integer()),
    captcha_status: StringEnum(['ok', 'off', 'unavailable']),
    consent_version: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
);
export type DevStoredLead = Static<typeof DevStoredLead>;

export const PhoneLimitQuery = Query({
  phone: Type.String({ description: 'A Russian number in any writing; without it every phone.' }),
  limit: Int({ minimum: 1, maximum: 100, description: 'How many, 20 by default.' }),
});

const Image = Type.String({ minLength: 1, maxLength: 500, 'x-messages': { type: devPublicationMessages.notString } });

/** Checked without type coercion (JSON only): a number is not a title, a string is not a list. */
export const DevPublicationBody = Type.Object(
  {
    city: Type.String({ description: 'City slug.' }),
    type: StringEnum(PUBLICATION_TYPES),
    slug: Type.Optional(Type.String({ maxLength: 200, pattern: '^[-a-zA-Z0-9_]+$', description: 'Default: from the title, plus `-<id>`.', 'x-messages': { pattern: devPublicationMessages.slug } })),
    title: Type.String({ minLength: 1, maxLength: 300 }),
    lead: Type.Optional(Type.String({ maxLength: 2000 })),
    body: Type.String({ minLength: 1, description: 'Raw HTML, stored as sent.', 'x-messages': { type: devPublicationMessages.notString } }),
    cover: Type.Optional(Type.String({ maxLength: 500, description: 'A stored image path (`press/cover-1.jpg` or `/img/press/cover-1.jpg`); default: a seeded press cover.' })),
    images: Type.Optional(Type.Array(Image, { maxItems: 50, 'x-messages': { type: devPublicationMessages.notList } })),
    for_owners: Type.Optional(Type.Boolean()),
    published_at: Type.Optional(Type.String({ format: 'date-time', description: 'Default: now.', 'x-messages': { format: devPublicationMessages.datetime } })),
  },
  { description: 'JSON.' },
);
export type DevPublicationBody = Static<typeof DevPublicationBody>;

export const DevClock = component('DevClock', Type.Object({ now: Type.String({ format: 'date-time', description: 'This process’s time.' }) }));
export type DevClock = Static<typeof DevClock>;

export const DevClockBody = Type.Object({ advance_seconds: Type.Integer({ minimum: 1, maximum: 3600, description: 'How far to move the clock forward.' }) });
