// A building of the master plan: its sections, the floors with free lots, and the chosen floor's plan.
import type { ShellContext } from '@estate/shared-api';
import type { GenplanBuilding, GenplanFloor } from '@estate/shared-api/dto/genplan';
import { Tabs } from '@estate/shared-ui/components/Tabs/Tabs';
import { cx } from '@estate/shared-ui/utils/cx';
import { VisuallyHidden } from '@estate/shared-ui/utils/VisuallyHidden';
import { formatNumber } from '@estate/shared-ui/format/number';
import { countOf, NOUNS, pluralForm } from '@estate/shared-ui/format/plural';
import type { GenplanState } from './genplanState';
import { buildingSummary, FREE } from './MasterPlan';
import { FloorPlan } from './FloorPlan';
import styles from './Genplan.module.css';

interface BuildingFloorsProps {
  ctx: ShellContext;
  building: GenplanBuilding;
  state: GenplanState;
  onChange: (state: GenplanState) => void;
}

export function floorName(number: number): string {
  return number < 0 ? `Уровень ${String(number).replace('-', '−')}` : `${number} этаж`;
}

function floorInfo(floor: GenplanFloor): string {
  if (floor.lots_count === 0) return 'продано';
  if (floor.free_count === 0) return 'забронировано';
  return `${formatNumber(floor.free_count)} ${pluralForm(floor.free_count, FREE)}`;
}

export function BuildingFloors({ ctx, building, state, onChange }: BuildingFloorsProps) {
  const sections = building.sections ?? [];
  const floorSection = sections.find((section) => section.floors.some((floor) => floor.id === state.floor));
  const section = floorSection ?? sections.find((item) => item.id === state.section) ?? sections[0];
  const floor = section?.floors.find((item) => item.id === state.floor) ?? null;
  const to = (next: Partial<GenplanState>) => onChange({ building: building.id, section: section?.id ?? null, floor: null, ...next });

  const floors = (
    <div className={styles.floorsLayout}>
      <nav aria-label="Этажи" className={styles.floors}>
        <ul className={styles.floorList}>
          {(section?.floors ?? []).map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={cx(styles.floorButton, item.id === floor?.id && styles.floorCurrent)}
                aria-current={item.id === floor?.id ? 'true' : undefined}
                disabled={item.lots_count === 0}
                onClick={() => to({ floor: item.id })}
              >
                <span>{floorName(item.number)}</span>
                <VisuallyHidden>, </VisuallyHidden>
                <span className={styles.floorInfo}>{floorInfo(item)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.floorPane}>
        {floor ? (
          <FloorPlan ctx={ctx} floor={floor} building={building} />
        ) : (
          <p className={styles.prompt}>Выберите этаж, чтобы увидеть планировки и свободные лоты.</p>
        )}
      </div>
    </div>
  );

  return (
    <div className={styles.building} data-testid="genplan-building">
      <div className={styles.buildingHead}>
        <button type="button" className={styles.back} onClick={() => onChange({ building: null, section: null, floor: null })}>
          ← Генплан
        </button>
        <div>
          <h3 className={styles.buildingTitle}>{building.name}</h3>
          <p className={styles.muted}>
            {building.is_completed ? 'Дом сдан' : `Сдача ${building.completion.label}`} · {countOf(building.floors_total, NOUNS.floor)} · {buildingSummary(building)}
          </p>
        </div>
      </div>
      {sections.length > 1 && section ? (
        <Tabs
          label="Секции"
          variant="pills"
          value={String(section.id)}
          onChange={(id) => to({ section: Number(id) })}
          tabs={sections.map((item) => ({ id: String(item.id), label: `Секция ${item.number}` }))}
        >
          {floors}
        </Tabs>
      ) : (
        floors
      )}
    </div>
  );
}
