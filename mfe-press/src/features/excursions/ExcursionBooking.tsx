// The booking dialog: the forms remote's ExcursionForm widget for the chosen excursion. While the widget loads,
// or if it cannot load, the dialog offers the sales office's phone instead.
import type { ShellContext } from '@estate/shared-api';
import type { Excursion } from '@estate/shared-api/dto/offices';
import { Modal } from '@estate/shared-ui/components/Modal/Modal';
import { centralSalesOffice } from '../../shared/base/readBaseData';
import { formatPhone, telHref } from '@estate/shared-ui/format/phone';
import { Skeleton } from '@estate/shared-ui/components/LoadState/LoadState';
import { EXCURSION_FORM_MODULE, excursionFormProps } from './bookingProps';
import styles from './ExcursionsPage.module.css';

export const BOOKING_TITLE = 'Запись на экскурсию';

export function ExcursionBooking({ ctx, excursion, onClose }: { ctx: ShellContext; excursion: Excursion | null; onClose: () => void }) {
  const central = centralSalesOffice(ctx.baseData);
  const fallback = (
    <div className={styles.fallback}>
      <Skeleton lines={3} />
      {central ? (
        <p>
          Записаться можно и по телефону{' '}
          <a href={telHref(central.phone_number)} className={styles.phone}>
            {formatPhone(central.phone_number)}
          </a>
        </p>
      ) : null}
    </div>
  );
  return (
    <Modal open={excursion !== null} onClose={onClose} title={BOOKING_TITLE} size="m">
      {excursion ? (
        <div className={styles.booking}>
          <p className={styles.bookingWhat}>
            {excursion.title} — {excursion.project.name}
          </p>
          <ctx.Widget module={EXCURSION_FORM_MODULE} props={excursionFormProps(excursion, onClose)} fallback={fallback} />
        </div>
      ) : null}
    </Modal>
  );
}
