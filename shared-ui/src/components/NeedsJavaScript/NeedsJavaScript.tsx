// Where a form would be, what a visitor with scripts off reads instead (forms need JavaScript: they come from the
// forms remote, rendered in the browser). Rendered on the server inside <noscript>, so with scripts on it never shows.
import type { ReactNode } from 'react';
import styles from './NeedsJavaScript.module.css';

export function NeedsJavaScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className={styles.note} data-testid="needs-javascript">
        {children}
      </p>
    </noscript>
  );
}
