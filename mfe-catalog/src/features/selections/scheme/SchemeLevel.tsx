// One level of a parking or storage scheme: the plan with a button per lot (sold ones are inert). On a phone the
// plan keeps a width at which every place is a target of at least 44 px and scrolls sideways in its frame.
import type { ShellContext } from '@estate/shared-api';
import type { SelectionSchemeLevel, SelectionSchemeLot } from '@estate/shared-api/dto/lots';
import { formatArea, formatPrice } from '@estate/shared-ui/format/units';
import { cx } from '@estate/shared-ui/utils/cx';
import { statusLabel } from '../../../shared/lot/lotLinks';
import { boxStyle, PlanPicture } from '../../../shared/plan/PlanPicture';
import type { FilterState } from '../model/filterState';
import styles from './SchemeView.module.css';

interface SchemeLevelProps {
  ctx: ShellContext;
  level: SelectionSchemeLevel;
  state: FilterState;
  pickedId: number | null;
  onPick: (lot: SelectionSchemeLot) => void;
}

function inRange(value: number, range: FilterState['ranges']['price']): boolean {
  return !range || ((range.min === null || value >= range.min) && (range.max === null || value <= range.max));
}

export function SchemeLevel({ ctx, level, state, pickedId, onPick }: SchemeLevelProps) {
  const title = `${level.building.name}, уровень ${String(level.floor).replace('-', '−')}`;
  return (
    <section className={styles.level} aria-label={title}>
      <h3 className={styles.levelTitle}>{title}</h3>
      <div className={styles.planFrame}>
        <PlanPicture ctx={ctx} path={level.plan_image} alt={`План: ${title}`} sizes="(max-width: 767px) 56rem, (max-width: 1279px) 100vw, 90rem" className={styles.plan}>
          {level.lots.map((lot) => {
            const matches = inRange(lot.price, state.ranges.price) && inRange(lot.area, state.ranges.area) && (!state.flags.only_free || lot.status === 'free');
            const name = `№ ${lot.number}, ${formatArea(lot.area)}, ${formatPrice(lot.price)}, ${statusLabel[lot.status].toLowerCase()}`;
            return (
              <button
                key={lot.id}
                type="button"
                className={cx(styles.lot, styles[lot.status], !matches && styles.dimmed, pickedId === lot.id && styles.picked)}
                style={boxStyle(lot.position)}
                aria-label={name}
                title={name}
                aria-pressed={pickedId === lot.id}
                disabled={lot.status === 'sold'}
                onClick={() => onPick(lot)}
              >
                <span className={styles.lotNumber}>{lot.number}</span>
              </button>
            );
          })}
        </PlanPicture>
      </div>
    </section>
  );
}
