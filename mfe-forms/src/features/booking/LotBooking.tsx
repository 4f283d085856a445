// "Забронировать онлайн" on a lot (the flat page and the parking/storage scheme mount it with { lotId }):
// a dialog with the terms, the phone login and the booking details.
import { useState } from 'react';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Modal } from '@estate/shared-ui/components/Modal/Modal';
import { BookingFlow, type BookingContext } from './BookingFlow';
import { BOOK_BUTTON, BOOKED_NOTE, DEFAULT_TITLE } from './bookingTexts';
import styles from './LotBooking.module.css';

export interface LotBookingProps {
  lotId: number;
}

export function LotBooking({ ctx, lotId }: LotBookingProps & { ctx: BookingContext }) {
  const [open, setOpen] = useState(false);
  const [booked, setBooked] = useState(false);
  if (!Number.isInteger(lotId) || lotId <= 0) return null;
  return (
    <div className={styles.root}>
      {booked ? (
        <p className={styles.booked} role="status">
          {BOOKED_NOTE}
        </p>
      ) : (
        <Button fullWidth onClick={() => setOpen(true)}>
          {BOOK_BUTTON}
        </Button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={DEFAULT_TITLE} size="m">
        <BookingFlow ctx={ctx} lotId={lotId} onBooked={() => setBooked(true)} onClose={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
