// The project's master plan picture with its buildings outlined; each building has a labelled button with its lots
// on sale and lowest price (the project header's figures, building by building; the outlines are for the pointer,
// the buttons for everyone; on a phone, where the picture is small, the buttons move into a list under it).
import type { ShellContext } from '@estate/shared-api';
import type { GenplanBuilding, GenplanProject } from '@estate/shared-api/dto/genplan';
import { cx } from '@estate/shared-ui/utils/cx';
import { fromPrice } from '../../../shared/format/money';
import { formatNumber } from '@estate/shared-ui/format/number';
import { type PluralForms } from '@estate/shared-ui/format/plural';
import { VisuallyHidden } from '@estate/shared-ui/utils/VisuallyHidden';
import { PlanPicture } from '../../../shared/plan/PlanPicture';
import styles from './Genplan.module.css';

export const FREE: PluralForms = ['свободный', 'свободных', 'свободных'];

/** A building's share of the project's offer, in the project header's terms: '212 в продаже, от 12,15 млн ₽'. */
export function buildingSummary(building: GenplanBuilding): string {
  if (building.lots_count === 0) return 'Нет в продаже';
  const onSale = `${formatNumber(building.lots_count)} в продаже`;
  return [onSale, building.free_count === 0 ? 'всё забронировано' : fromPrice(building.min_price)].filter(Boolean).join(', ');
}

export function MasterPlan({ ctx, project, onBuilding }: { ctx: ShellContext; project: GenplanProject; onBuilding: (id: number) => void }) {
  return (
    <div className={styles.master} data-testid="genplan">
      <PlanPicture ctx={ctx} path={project.image} alt={`Генплан проекта ${project.name}`} sizes="(max-width: 1440px) 100vw, 140rem">
        <svg className={styles.outlines} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
          {project.buildings.map((building) => (
            <polygon
              key={building.id}
              className={cx(styles.outline, building.free_count === 0 && styles.outlineSoldOut)}
              points={building.polygon.map(([x, y]) => `${x},${y}`).join(' ')}
              onClick={() => onBuilding(building.id)}
            />
          ))}
        </svg>
        {project.buildings.map((building) => (
          <button
            key={building.id}
            type="button"
            className={cx(styles.label, building.free_count === 0 && styles.labelSoldOut)}
            style={{ left: `${building.label_position.x}%`, top: `${building.label_position.y}%` }}
            onClick={() => onBuilding(building.id)}
          >
            <span className={styles.labelName}>{building.name}</span>
            <VisuallyHidden>, </VisuallyHidden>
            <span className={styles.labelInfo}>{buildingSummary(building)}</span>
          </button>
        ))}
      </PlanPicture>
      <ul className={styles.buildingList}>
        {project.buildings.map((building) => (
          <li key={building.id}>
            <button type="button" className={styles.buildingRow} onClick={() => onBuilding(building.id)}>
              <span>{building.name}</span>
              <VisuallyHidden>, </VisuallyHidden>
              <span className={styles.muted}>
                {building.completion.label} · {buildingSummary(building)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
