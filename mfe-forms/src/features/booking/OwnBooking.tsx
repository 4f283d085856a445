// On the page of a booked lot: the visitor who booked it reads that it is theirs (and until when it is held) instead
// of the reason anyone else reads why it cannot be booked. The page is the same for everyone (and cached as such),
// so the visitor's own bookings are asked for in the browser.
import type { ReactNode } from 'react';
import { endpoints, useApiQuery } from '@estate/shared-api';
import type { Booking } from '@estate/shared-api/dto/booking';
import type { BookingContext } from './BookingFlow';
import { ownBookingText } from './bookingTexts';
import styles from './LotBooking.module.css';

export interface OwnBookingProps {
  lotId: number;
  /** What everyone else reads (the catalog's reason), shown until the visitor's bookings say the lot is theirs. */
  otherwise?: ReactNode;
}

/** The visitor's booking that holds the lot: paid, or new with its hold still running. */
function holding(bookings: Booking[], lotId: number, now: number): Booking | undefined {
  return bookings.find((booking) => booking.property.id === lotId && (booking.status === 'paid' || (booking.status === 'new' && Date.parse(booking.expires_at) > now)));
}

export function OwnBooking({ ctx, lotId, otherwise = null }: OwnBookingProps & { ctx: BookingContext }) {
  const bookings = useApiQuery(ctx.api, endpoints.booking.list());
  // judged at the answer's time (a render must not read the clock); the list is asked again on every visit of the page
  const own = holding(bookings.data?.results ?? [], lotId, bookings.dataUpdatedAt);
  if (!own) return <>{otherwise}</>;
  return (
    <p className={styles.booked} role="status">
      {ownBookingText(own.status === 'new' ? own.expires_at : null)}
    </p>
  );
}
