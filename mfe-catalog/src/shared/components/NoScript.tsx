// What a visitor without scripts reads in place of an interactive part that has no fallback of its own.
import styles from './NoScript.module.css';

export function NoScript({ children }: { children: string }) {
  return (
    <noscript>
      <p className={styles.note}>{children}</p>
    </noscript>
  );
}
