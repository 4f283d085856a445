// The states of a data-driven page besides its content: loading, failed (with a retry) and empty.
import type { ReactNode } from 'react';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { VisuallyHidden } from '@estate/shared-ui/utils/VisuallyHidden';
import styles from './LoadState.module.css';

export const LOADING_TEXT = 'Загрузка…';
export const RETRY_TEXT = 'Повторить';

/** Card-shaped placeholders while the first load runs. */
export function Loading({ cards = 3 }: { cards?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{LOADING_TEXT}</VisuallyHidden>
      <div className={styles.loading} aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <span key={index} className={styles.block} />
        ))}
      </div>
    </div>
  );
}

export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{text}</p>
      <Button variant="outline" onClick={onRetry}>
        {RETRY_TEXT}
      </Button>
    </div>
  );
}

/** An empty list with the way to the selections (SPEC: the empty state leads to /selections/flat). */
export function EmptyList({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyText}>{text}</p>
      {action}
    </div>
  );
}
