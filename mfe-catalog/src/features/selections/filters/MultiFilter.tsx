// A multi filter: the shared Select on wider screens, a button opening the OptionsModal on phone-wide ones (both
// are in the markup; the stylesheet's media query shows one).
import { useState } from 'react';
import { Select } from '@estate/shared-ui/components/Select/Select';
import { OptionsModal } from '@estate/shared-ui/components/OptionsModal/OptionsModal';
import { selectedLabels, type SelectOption } from '@estate/shared-ui/components/Select/selectModel';
import { cx } from '@estate/shared-ui/utils/cx';
import styles from './MultiFilter.module.css';

interface MultiFilterProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  allowed: readonly string[] | undefined;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

export function MultiFilter({ name, label, options, allowed, value, onChange }: MultiFilterProps) {
  const [open, setOpen] = useState(false);
  const chosen = selectedLabels(options, value);
  return (
    <div className={styles.field} data-filter={name}>
      <Select multiple label={label} options={options} facets={allowed} value={value} onChange={onChange} placeholder="Все" className={styles.select} />
      <button
        type="button"
        className={cx(styles.trigger, chosen.length > 0 && styles.chosen)}
        aria-haspopup="dialog"
        disabled={options.length === 0}
        onClick={() => setOpen(true)}
      >
        <span className={styles.triggerLabel}>{label}</span>
        <span className={styles.triggerValue}>{chosen.length ? chosen.join(', ') : 'Все'}</span>
      </button>
      <OptionsModal multiple open={open} onClose={() => setOpen(false)} title={label} options={options} facets={allowed} value={value} onChange={onChange} />
    </div>
  );
}
