// Online booking of a lot (shared-api/src/dto/booking.ts): its content and agreement, and the booking itself.
import { endpoints, useApiQuery, type ApiClient } from '@estate/shared-api';
import type { BookingAgreement, BookingContent, BookingCreated } from '@estate/shared-api/dto/booking';

export interface BookingTerms {
  content: BookingContent;
  agreement: BookingAgreement;
}

/** The terms as queries of the page's cache (fetched once per page, shared by every booking button on it). */
export function useBookingTerms(api: ApiClient): { pending: boolean; data: BookingTerms | null; refetch: () => void } {
  const content = useApiQuery(api, endpoints.booking.content());
  const agreement = useApiQuery(api, endpoints.booking.agreement());
  return {
    pending: content.isFetching || agreement.isFetching,
    data: content.data && agreement.data ? { content: content.data, agreement: agreement.data } : null,
    refetch: () => {
      if (content.isError) void content.refetch();
      if (agreement.isError) void agreement.refetch();
    },
  };
}

export async function bookLot(api: ApiClient, lotId: number, values: { name: string; email?: string }): Promise<BookingCreated> {
  return api.post(endpoints.booking.list(), {
    body: { property: lotId, name: values.name.trim(), email: values.email?.trim() || undefined, agreement: 'true' },
    // sent again after a lost answer, it gets the booking made rather than the refusal of a second one
    idempotent: true,
  });
}
