// The filters of a selection, drawn from the API's specs/ (which filters exist, their labels and options) and
// facets/ (what remains under the current filters). Main filters are always shown, the rest behind 'Все фильтры';
// on a phone-wide screen the whole panel folds behind one button. The markup is the same at every width: the
// stylesheet's media queries pick what shows, so nothing is laid out again once the scripts arrive.
import { useId, useState } from 'react';
import type { FilterSpec, ListSpecs } from '@estate/shared-api/dto/common';
import type { LotFacets, LotMultiFilter, LotRangeFilter } from '@estate/shared-api/dto/lots';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { cx } from '@estate/shared-ui/utils/cx';
import type { FlagFilter, KindSchema } from '../model/kinds';
import { hasFilters, withFlag, withMulti, withoutFilters, withRange, type FilterState } from '../model/filterState';
import { multiOptions } from '../../../shared/facets/facetOptions';
import { ChipsFilter } from '../../../shared/components/ChipsFilter';
import { MultiFilter } from './MultiFilter';
import { RangeFilter } from './RangeFilter';
import { FlagCheckbox } from './FlagCheckbox';
import styles from './FilterPanel.module.css';

const PRIMARY = new Set<string>(['rooms', 'commercial', 'price', 'area', 'project']);
const INTEGER_RANGES = new Set<LotRangeFilter>(['price', 'floor']);

interface FilterPanelProps {
  schema: KindSchema;
  specs: ListSpecs | undefined;
  facets: LotFacets | undefined;
  state: FilterState;
  /** a change to the latest state (changes made at once build on each other) */
  onChange: (change: (current: FilterState) => FilterState) => void;
}

export function FilterPanel({ schema, specs, facets, state, onChange }: FilterPanelProps) {
  const panelId = useId();
  const secondaryId = useId();
  /** wide screens: the secondary filters shown */
  const [expanded, setExpanded] = useState(false);
  /** phone-wide screens: the panel unfolded */
  const [open, setOpen] = useState(false);
  const spec = (name: string): FilterSpec | undefined => specs?.filters.find((filter) => filter.name === name);

  const multi = (name: LotMultiFilter) => {
    const filterSpec = spec(name);
    if (!filterSpec) return null;
    const value = state.multi[name] ?? [];
    const { options, allowed } = multiOptions(filterSpec, facets?.options[name], value);
    const onValue = (next: string[]) => onChange((current) => withMulti(current, name, next));
    if (name === 'rooms') {
      return <ChipsFilter key={name} label={filterSpec.label} options={options} allowed={allowed} value={value} onChange={onValue} nowrap />;
    }
    return <MultiFilter key={name} name={name} label={filterSpec.label} options={options} allowed={allowed} value={value} onChange={onValue} />;
  };

  const range = (name: LotRangeFilter) => {
    const filterSpec = spec(name);
    if (!filterSpec) return null;
    return (
      <RangeFilter
        key={name}
        name={name}
        label={filterSpec.label}
        unit={filterSpec.unit}
        integer={INTEGER_RANGES.has(name)}
        value={state.ranges[name]}
        bounds={facets?.ranges[name]}
        onChange={(change) => onChange((current) => withRange(current, name, change(current.ranges[name])))}
      />
    );
  };

  const flag = (name: FlagFilter) => {
    const filterSpec = spec(name);
    if (!filterSpec) return null;
    return (
      <FlagCheckbox
        key={name}
        label={filterSpec.label}
        checked={state.flags[name] === true}
        left={facets?.flags[name]}
        onChange={(checked) => onChange((current) => withFlag(current, name, checked))}
      />
    );
  };

  const controls = (primary: boolean) => [
    ...schema.multi.filter((name) => PRIMARY.has(name) === primary).map(multi),
    ...schema.ranges.filter((name) => PRIMARY.has(name) === primary).map(range),
  ];
  const secondaryActive =
    schema.multi.filter((name) => !PRIMARY.has(name) && state.multi[name]?.length).length +
    schema.ranges.filter((name) => !PRIMARY.has(name) && state.ranges[name]).length +
    schema.flags.filter((name) => state.flags[name]).length;
  const activeCount = Object.keys(state.multi).length + Object.keys(state.ranges).length + Object.keys(state.flags).length;

  return (
    <div className={cx(styles.root, open && styles.open, expanded && styles.expanded)}>
      <button
        type="button"
        className={cx(styles.toggle, activeCount > 0 && styles.toggleActive)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        Фильтры{activeCount > 0 ? ` · ${activeCount}` : ''}
      </button>
      <div id={panelId} className={styles.panel}>
        <div className={styles.grid}>{controls(true)}</div>
        <div id={secondaryId} className={styles.secondary}>
          <div className={styles.grid}>{controls(false)}</div>
          {schema.flags.length > 0 && <div className={styles.flags}>{schema.flags.map(flag)}</div>}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.more} aria-expanded={expanded} aria-controls={secondaryId} onClick={() => setExpanded((shown) => !shown)}>
            {expanded ? 'Свернуть фильтры' : 'Все фильтры'}
            {!expanded && secondaryActive > 0 ? ` (${secondaryActive})` : ''}
          </button>
          {hasFilters(state) && (
            <Button variant="ghost" size="s" onClick={() => onChange(withoutFilters)}>
              Сбросить фильтры
            </Button>
          )}
          <Button size="s" className={styles.show} onClick={() => setOpen(false)}>
            Показать
          </Button>
        </div>
      </div>
    </div>
  );
}
