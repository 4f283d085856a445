// The lot chosen on a scheme: number, area, price and status, the favourite toggles and booking (mfe-forms).
import type { Ref } from 'react';
import type { ShellContext } from '@estate/shared-api';
import type { SelectionSchemeLot } from '@estate/shared-api/dto/lots';
import { formatArea, formatPrice } from '@estate/shared-ui/format/units';
import { Badge } from '@estate/shared-ui/components/Badge/Badge';
import { statusTone } from '@estate/shared-ui/components/LotCard/lotCardProps';
import { statusLabel } from '../../../shared/lot/lotLinks';
import { UnavailableBooking } from '../../../shared/lot/UnavailableBooking';
import { LotToggles } from '../../../shared/lot/LotToggles';
import styles from './SchemeView.module.css';

interface SchemeLotPanelProps {
  ctx: ShellContext;
  lot: SelectionSchemeLot | null;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}

export function SchemeLotPanel({ ctx, lot, onClose, ref }: SchemeLotPanelProps) {
  const { Widget } = ctx;
  if (!lot) {
    return (
      <aside className={styles.panel} aria-live="polite" ref={ref}>
        <p className={styles.hint}>Выберите лот на схеме, чтобы увидеть цену и забронировать.</p>
      </aside>
    );
  }
  return (
    <aside className={styles.panel} aria-live="polite" aria-label={`Лот № ${lot.number}`} ref={ref}>
      <div className={styles.panelHead}>
        <h3 className={styles.panelTitle}>№ {lot.number}</h3>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Закрыть карточку лота">
          ×
        </button>
      </div>
      <Badge tone={statusTone[lot.status]}>{statusLabel[lot.status]}</Badge>
      <dl className={styles.facts}>
        <dt>Площадь</dt>
        <dd>{formatArea(lot.area)}</dd>
        <dt>Стоимость</dt>
        <dd className={styles.price}>{formatPrice(lot.price)}</dd>
      </dl>
      <LotToggles ctx={ctx} lotId={lot.id} />
      {lot.status === 'free' ? (
        <Widget module="forms/LotBooking" props={{ lotId: lot.id }} fallback={null} />
      ) : (
        <UnavailableBooking ctx={ctx} lotId={lot.id} status={lot.status} className={styles.hint} />
      )}
    </aside>
  );
}
