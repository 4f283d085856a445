// The buying side of a lot page: price (old price and discount), price per metre, the monthly payment estimate,
// the favourite/compare toggles (mfe-favorites) and booking (mfe-forms; free lots only, else why not — or, to whoever
// booked it, that it is theirs), the printable version.
import { Link } from 'react-router-dom';
import type { ShellContext } from '@estate/shared-api';
import type { LotDetail } from '@estate/shared-api/dto/lots';
import { formatPrice } from '@estate/shared-ui/format/units';
import { Badge } from '@estate/shared-ui/components/Badge/Badge';
import { NeedsJavaScript } from '@estate/shared-ui/components/NeedsJavaScript/NeedsJavaScript';
import { monthly } from '../../shared/format/money';
import { statusTone } from '@estate/shared-ui/components/LotCard/lotCardProps';
import { statusLabel } from '../../shared/lot/lotLinks';
import { UnavailableBooking } from '../../shared/lot/UnavailableBooking';
import { LotToggles } from '../../shared/lot/LotToggles';
import styles from './LotView.module.css';

/** Booking is a form of the forms remote: without scripts the page says how to book instead. */
const BOOKING_NO_SCRIPT = 'Чтобы забронировать, включите JavaScript в браузере или позвоните в офис продаж.';

export function LotPriceBox({
  ctx,
  lot,
  printHref,
}: {
  ctx: ShellContext;
  lot: LotDetail;
  printHref: string | null;
}) {
  const { Widget } = ctx;
  const discounted = lot.old_price !== null && lot.old_price > lot.price;
  return (
    <aside className={styles.priceBox} aria-label="Стоимость и покупка">
      <div className={styles.priceHead}>
        <Badge tone={statusTone[lot.status]}>{statusLabel[lot.status]}</Badge>
        <LotToggles ctx={ctx} lotId={lot.id} />
      </div>
      <p className={styles.price} data-testid="lot-price">
        {formatPrice(lot.price)}
      </p>
      {discounted && (
        <p className={styles.discount}>
          <s className={styles.oldPrice}>{formatPrice(lot.old_price)}</s>
          {lot.discount ? <Badge tone="danger">Выгода {formatPrice(lot.discount)}</Badge> : null}
        </p>
      )}
      <p className={styles.perMeter}>{formatPrice(lot.price_per_meter)} за м²</p>
      {lot.mortgage_payment ? (
        <p className={styles.monthly}>
          <a href="#mortgage" className={styles.monthlyLink}>
            В ипотеку {monthly(lot.mortgage_payment)}
          </a>
          <span className={styles.monthlyNote}>
            Взнос 20 %, срок 30 лет, условия программ — в расчёте ниже
          </span>
        </p>
      ) : null}
      {lot.status === 'free' ? (
        <div className={styles.booking}>
          <Widget
            module="forms/LotBooking"
            props={{ lotId: lot.id }}
            fallback={<NeedsJavaScript>{BOOKING_NO_SCRIPT}</NeedsJavaScript>}
          />
        </div>
      ) : (
        <UnavailableBooking ctx={ctx} lotId={lot.id} status={lot.status} className={styles.bookingUnavailable} />
      )}
      {printHref && (
        <Link to={printHref} className={styles.print}>
          Версия для печати
        </Link>
      )}
    </aside>
  );
}
