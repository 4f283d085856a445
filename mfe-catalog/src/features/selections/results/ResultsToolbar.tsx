// Above the results: how many lots match (the API's count), sorting and the view switch.
import type { LabeledValue } from '@estate/shared-api/dto/common';
import type { LotOrdering } from '@estate/shared-api/dto/lots';
import { Select } from '@estate/shared-ui/components/Select/Select';
import { cx } from '@estate/shared-ui/utils/cx';
import { countOf, pluralForm, type PluralForms } from '@estate/shared-ui/format/plural';
import type { ViewMode } from '../model/kinds';
import styles from './ResultsToolbar.module.css';

export const VIEW_LABELS: Record<ViewMode, string> = { grid: 'Плитка', list: 'Список', chess: 'Шахматка', scheme: 'Схема' };

interface ResultsToolbarProps {
  count: number | undefined;
  nouns: PluralForms;
  found: PluralForms;
  pending: boolean;
  orderings: readonly LabeledValue[];
  ordering: LotOrdering;
  onOrdering: (ordering: LotOrdering) => void;
  views: readonly ViewMode[];
  view: ViewMode;
  onView: (view: ViewMode) => void;
}

function isOrdering(value: string, orderings: readonly LabeledValue[]): value is LotOrdering {
  return orderings.some((option) => option.value === value);
}

export function ResultsToolbar(props: ResultsToolbarProps) {
  const { count, nouns, found, pending, orderings, ordering, views, view } = props;
  return (
    <div className={styles.bar}>
      <p className={cx(styles.count, pending && styles.pending)} data-testid="result-count" data-count={count} data-pending={pending || undefined} aria-live="polite">
        {count === undefined ? 'Ищем варианты…' : count === 0 ? 'Ничего не найдено' : `${pluralForm(count, found)} ${countOf(count, nouns)}`}
      </p>
      <div className={styles.controls}>
        {view !== 'chess' && view !== 'scheme' && orderings.length > 0 && (
          <Select
            label="Сортировка"
            hideLabel
            variant="simple"
            options={orderings}
            value={ordering}
            onChange={(value) => {
              if (isOrdering(value, orderings)) props.onOrdering(value);
            }}
            className={styles.sort}
          />
        )}
        <div role="group" aria-label="Вид результатов" className={styles.views}>
          {views.map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={mode === view}
              className={cx(styles.view, mode === view && styles.viewActive)}
              onClick={() => props.onView(mode)}
            >
              {VIEW_LABELS[mode]}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
