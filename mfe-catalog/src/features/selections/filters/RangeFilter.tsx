// A min/max pair (price, area, floor); the facet bounds show as placeholders, so the visitor sees the range the
// other filters leave.
import { useId } from 'react';
import type { FacetRange } from '@estate/shared-api/dto/common';
import type { RangeValue } from '../model/filterState';
import { RangeBox } from './RangeBox';
import styles from './RangeFilter.module.css';

interface RangeFilterProps {
  name: string;
  label: string;
  unit?: string;
  integer: boolean;
  value: RangeValue | undefined;
  bounds: FacetRange | undefined;
  /** a change to the latest range (both boxes committed at once build on each other) */
  onChange: (change: (current: RangeValue | undefined) => RangeValue) => void;
}

export function RangeFilter({ name, label, unit, integer, value, bounds, onChange }: RangeFilterProps) {
  const id = useId();
  const min = value?.min ?? null;
  const max = value?.max ?? null;
  return (
    <div role="group" aria-labelledby={id} className={styles.root} data-filter={name}>
      <span id={id} className={styles.label}>
        {label}
        {unit ? `, ${unit}` : ''}
      </span>
      <div className={styles.pair}>
        <RangeBox name={`${name}_min`} prefix="от" label={label} integer={integer} value={min} placeholder={bounds?.min} onCommit={(next) => onChange((current) => ({ min: next, max: current?.max ?? null }))} />
        <RangeBox name={`${name}_max`} prefix="до" label={label} integer={integer} value={max} placeholder={bounds?.max} onCommit={(next) => onChange((current) => ({ min: current?.min ?? null, max: next }))} />
      </div>
    </div>
  );
}
