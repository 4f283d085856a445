// Label, control, hint and error of a field; the error and hint are tied to the control by aria-describedby.
// `reserveMessage` keeps the message's room (--field-message-lines lines, 1 by default) whether or not one shows, so
// an error appearing on blur moves nothing below the field: a press elsewhere blurs it and must land where it began.
import { useId, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './Field.module.css';

export interface ControlAria {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface FieldShellProps {
  label: string;
  hideLabel?: boolean;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  reserveMessage?: boolean;
  className?: string;
  children: (aria: ControlAria) => ReactNode;
}

export function FieldShell({ label, hideLabel, error, hint, required, disabled, reserveMessage, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const message = error ? (
    <span id={errorId} className={styles.error} role="alert">
      {error}
    </span>
  ) : hint ? (
    <span id={hintId} className={styles.hint}>
      {hint}
    </span>
  ) : null;
  return (
    <div className={cx(styles.field, error && styles.invalid, disabled && styles.disabled, className)}>
      <label htmlFor={id} className={cx(styles.label, hideLabel && styles.hiddenLabel)}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {reserveMessage ? <div className={styles.messageRoom}>{message}</div> : message}
    </div>
  );
}
