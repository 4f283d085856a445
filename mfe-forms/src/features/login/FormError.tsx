import styles from './PhoneLogin.module.css';

/** A form-level message from the API (429, 5xx …), announced when it appears. */
export function FormError({ message }: { message: unknown }) {
  if (typeof message !== 'string' || !message) return null;
  return (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  );
}
