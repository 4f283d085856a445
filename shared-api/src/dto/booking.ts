// Online booking of a lot (needs a phone login first): GET/POST /api/user_booking/, GET /api/user_booking/booking_agreement/,
// GET /api/user_booking/booking_content/, GET /api/user_booking/specs/.
// POST errors: 401 {detail} when not logged in; 400 {property|name|email|agreement: [..]}; 409-like 400 when the lot is not free.
import type { LotCard } from './lots';

export interface BookingRequest {
  property: number;
  name: string;
  email?: string;
  /** 'true' — the visitor accepted the booking agreement. */
  agreement: string;
}

export type BookingStatus = 'new' | 'paid' | 'cancelled' | 'expired';

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
}
