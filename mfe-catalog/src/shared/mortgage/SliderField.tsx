// A labelled slider with its value printed next to the label (price, down payment, term).
import { useId } from 'react';
import styles from './MortgageCalculator.module.css';

interface SliderFieldProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** the printed value, e.g. '12 500 000 ₽' */
  display: string;
  /** spoken value for assistive technology */
  valueText?: string;
  onChange: (value: number) => void;
}

export function SliderField({ label, min, max, step, value, display, valueText, onChange }: SliderFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <div className={styles.fieldHead}>
        <label htmlFor={id} className={styles.fieldLabel}>
          {label}
        </label>
        <output htmlFor={id} className={styles.fieldValue}>
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className={styles.slider}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText ?? display}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
