// A multi filter as a row of toggle chips (rooms: Студия, 1, 2, 3, 4+; project classes); chips outside `allowed`
// (the facets) are disabled.
import { useId } from 'react';
import { cx } from '@estate/shared-ui/utils/cx';
import type { SelectOption } from '@estate/shared-ui/components/Select/selectModel';
import styles from './ChipsFilter.module.css';

interface ChipsFilterProps {
  label: string;
  options: readonly SelectOption[];
  allowed: readonly string[] | undefined;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** keep the chips on one row (a filter grid cell) */
  nowrap?: boolean;
}

export function ChipsFilter({ label, options, allowed, value, onChange, nowrap = false }: ChipsFilterProps) {
  const id = useId();
  const toggle = (option: string) => onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  return (
    <div className={styles.root}>
      <span id={id} className={styles.label}>
        {label}
      </span>
      <div role="group" aria-labelledby={id} className={cx(styles.chips, nowrap && styles.nowrap)}>
        {options.map((option) => {
          const pressed = value.includes(option.value);
          const disabled = allowed !== undefined && !allowed.includes(option.value);
          return (
            <button
              key={option.value}
              type="button"
              className={cx(styles.chip, pressed && styles.pressed)}
              aria-pressed={pressed}
              disabled={disabled}
              title={option.count !== undefined ? `${option.count}` : undefined}
              onClick={() => toggle(option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
