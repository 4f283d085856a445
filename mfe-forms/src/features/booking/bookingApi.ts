// Online booking of a lot (shared-api/src/dto/booking.ts): its content and agreement, and the booking itself.
import { endpoints, type ApiClient } from '@estate/shared-api';
import type { BookingAgreement, BookingContent } from '@estate/shared-api/dto/booking';
import { ensureCsrfCookie } from '../lead/sendLead';

export interface BookingTerms {
  content: BookingContent;
  agreement: BookingAgreement;
}

export interface BookingCreated {
  id: number;
  property: number;
  status: string;
  status_label: string;
}

export async function fetchBookingTerms(api: ApiClient, signal: AbortSignal): Promise<BookingTerms> {
  const [content, agreement] = await Promise.all([
    api.get<BookingContent>(endpoints.booking.content(), { signal }),
    api.get<BookingAgreement>(endpoints.booking.agreement(), { signal }),
  ]);
  return { content, agreement };
}

export async function bookLot(api: ApiClient, lotId: number, values: { name: string; email?: string }): Promise<BookingCreated> {
  await ensureCsrfCookie(api);
  return api.post<BookingCreated>(endpoints.booking.list(), {
    body: { property: lotId, name: values.name.trim(), email: values.email?.trim() || undefined, agreement: 'true' },
  });
}
