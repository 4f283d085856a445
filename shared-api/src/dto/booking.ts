// Online booking of a lot (needs a phone login first): GET/POST /api/user_booking/, GET /api/user_booking/booking_agreement/,
// GET /api/user_booking/booking_content/, GET /api/user_booking/specs/.
// POST → 201 BookingCreated: the lot is held for the sales team until `expires_at` (then, unconfirmed, free again).
// POST errors: 401 {detail} when not logged in; 400 {property|name|email|agreement: [..]}, {property} too when the lot
// is not free; 409 {detail} when the phone or the visitor has an active booking; 429 {detail, retry_after} past the
// daily caps per phone and per client address.
import type { LotCard } from './lots';

export interface BookingRequest {
  property: number;
  name: string;
  email?: string;
  /** 'true' — the visitor accepted the booking agreement. */
  agreement: string;
}

export type BookingStatus = 'new' | 'paid' | 'cancelled' | 'expired';

export interface BookingCreated {
  id: number;
  property: number;
  status: BookingStatus;
  status_label: string;
  /** ISO 8601: the end of the hold. */
  expires_at: string;
}

export interface Booking {
  id: number;
  property: LotCard;
  name: string;
  phone: string;
  email: string | null;
  status: BookingStatus;
  status_label: string;
  agreement_version: string;
  /** ISO 8601. */
  created_at: string;
  /** ISO 8601: the end of the hold on the lot. */
  expires_at: string;
}

export interface BookingAgreement {
  version: string;
  title: string;
  /** HTML. */
  text: string;
}

export interface BookingContent {
  title: string;
  lead: string;
  /** Roubles. */
  price: number;
  duration_days: number;
  steps: { title: string; text: string }[];
}

export interface BookingFieldSpec {
  name: string;
  label: string;
  required: boolean;
  max_length?: number;
}

export interface BookingSpecs {
  fields: BookingFieldSpec[];
  requires_login: boolean;
  /** How long a booking holds its lot for the sales team to confirm it. */
  hold_hours: number;
}
