// A native checkbox with a custom box, a label, and an error state (the footer form's consent, product §5).
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** true marks the box; a text is also shown under it */
  error?: string | boolean;
}

export function Checkbox({ label, error, className, id, ...input }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const hasError = Boolean(error);
  return (
    <div className={cx(styles.root, hasError && styles.invalid, input.disabled && styles.disabled, className)}>
      <label className={styles.label} htmlFor={inputId}>
        <input
          {...input}
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-invalid={hasError || undefined}
          aria-describedby={typeof error === 'string' && error ? errorId : undefined}
        />
        <span className={styles.box} aria-hidden="true">
          <svg viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
        <span className={styles.text}>{label}</span>
      </label>
      {typeof error === 'string' && error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
