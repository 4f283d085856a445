// One floor of the master plan: the plan with every lot on it, coloured by status; a lot on sale opens its page.
import { Link } from 'react-router-dom';
import type { ShellContext } from '@estate/shared-api';
import type { GenplanBuilding, GenplanFloor, GenplanLot } from '@estate/shared-api/dto/genplan';
import { roomExtraLabel } from '@estate/shared-ui/format/rooms';
import { formatArea, formatPrice } from '@estate/shared-ui/format/units';
import { cx } from '@estate/shared-ui/utils/cx';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { statusLabel } from '../../../shared/lot/lotLinks';
import { boxStyle, PlanPicture } from '../../../shared/plan/PlanPicture';
import styles from './Genplan.module.css';

const KIND_NAMES: Record<GenplanLot['kind'], string> = {
  flat: 'Квартира',
  apartment: 'Апартаменты',
  commercial: 'Помещение',
  parking: 'Машино-место',
  storage: 'Кладовая',
};

export function lotName(lot: GenplanLot): string {
  const rooms = lot.rooms === null ? '' : `, ${roomExtraLabel(Math.min(lot.rooms, 4))}`;
  return `${KIND_NAMES[lot.kind]} № ${lot.number}${rooms}, ${formatArea(lot.area)}, ${formatPrice(lot.price)}, ${statusLabel[lot.status].toLowerCase()}`;
}

export function FloorPlan({ ctx, floor, building }: { ctx: ShellContext; floor: GenplanFloor; building: GenplanBuilding }) {
  const lots = floor.lots ?? [];
  return (
    <div className={styles.floorPlan} data-testid="genplan-floor">
      <PlanPicture ctx={ctx} path={floor.plan_image} alt={`План: ${building.name}, ${floor.number} этаж`} sizes="(max-width: 1023px) 100vw, 90rem">
        {lots.map((lot) => {
          const href = lot.status === 'sold' ? null : sitePaths.lot(lot.kind, lot.id);
          const className = cx(styles.lot, styles[lot.status]);
          const label = lot.rooms === null ? lot.number : roomExtraLabel(Math.min(lot.rooms, 4));
          return href ? (
            <Link key={lot.id} to={href} className={className} style={boxStyle(lot.position)} aria-label={lotName(lot)} title={lotName(lot)} data-status={lot.status}>
              <span className={styles.lotLabel}>{label}</span>
            </Link>
          ) : (
            <span key={lot.id} className={className} style={boxStyle(lot.position)} title={lotName(lot)} data-status={lot.status}>
              <span className={styles.lotLabel}>{label}</span>
            </span>
          );
        })}
      </PlanPicture>
      <ul className={styles.legend} aria-label="Обозначения">
        <li>
          <span className={cx(styles.swatch, styles.free)} /> Свободно
        </li>
        <li>
          <span className={cx(styles.swatch, styles.booked)} /> Забронировано
        </li>
        <li>
          <span className={cx(styles.swatch, styles.sold)} /> Продано
        </li>
      </ul>
    </div>
  );
}
