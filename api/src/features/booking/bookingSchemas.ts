import { Type, type Static } from 'typebox';
import { component, Nullable, ref, StringEnum } from '../../http/schema/types';
import { Id, pageQuery, Query } from '../../http/schema/params';
import { LotCard } from '../../shared/lots/lotSchemas';

export const BOOKING_STATUSES = ['new', 'paid', 'cancelled', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BookingCreated = component(
  'BookingCreated',
  Type.Object({
    id: Type.Integer(),
    property: Type.Integer(),
    status: StringEnum(BOOKING_STATUSES),
    status_label: Type.String(),
    expires_at: Type.String({ format: 'date-time', description: 'The end of the hold.' }),
  }),
);
export type BookingCreated = Static<typeof BookingCreated>;

export const Booking = component(
  'Booking',
  Type.Object({
    id: Type.Integer(),
    property: ref(LotCard),
    name: Type.String(),
    phone: Type.String(),
    email: Nullable(Type.String()),
    status: StringEnum(BOOKING_STATUSES),
    status_label: Type.String(),
    agreement_version: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    expires_at: Type.String({ format: 'date-time', description: 'The end of the hold on the lot.' }),
  }),
);
export type Booking = Static<typeof Booking>;

export const BookingAgreement = component('BookingAgreement', Type.Object({ version: Type.String(), title: Type.String(), text: Type.String({ description: 'HTML.' }) }));
export type BookingAgreement = Static<typeof BookingAgreement>;

export const BookingContent = component(
  'BookingContent',
  Type.Object({
    title: Type.String(),
    lead: Type.String(),
    price: Type.Integer({ description: 'Roubles.' }),
    duration_days: Type.Integer(),
    steps: Type.Array(Type.Object({ title: Type.String(), text: Type.String() })),
  }),
);
export type BookingContent = Static<typeof BookingContent>;

export const BookingSpecs = component(
  'BookingSpecs',
  Type.Object({
    fields: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), required: Type.Boolean(), max_length: Type.Optional(Type.Integer()) })),
    requires_login: Type.Boolean(),
    hold_hours: Type.Integer({ description: 'How long a booking holds its lot for the sales team to confirm it.' }),
  }),
);
export type BookingSpecs = Static<typeof BookingSpecs>;

export const BookingBody = Type.Object(
  {
    property: Id,
    name: Type.String({ maxLength: 64 }),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    agreement: StringEnum(['true', '1', 'on'], { description: 'The visitor accepted the booking agreement.' }),
  },
  { description: 'JSON, form or multipart.' },
);
export const BookingListQuery = Query(pageQuery);
