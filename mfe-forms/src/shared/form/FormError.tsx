import styles from './FormError.module.css';

/** A form-level message (the API's 429, 5xx …, or a note before the form), announced when it appears. */
export function FormError({ message }: { message: unknown }) {
  if (typeof message !== 'string' || !message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
