// The three states every data-driven block has besides its content: loading, failed (with a retry) and empty.
import type { ReactNode } from 'react';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { VisuallyHidden } from '@estate/shared-ui/utils/VisuallyHidden';
import styles from './LoadState.module.css';

export const LOADING_TEXT = 'Загрузка…';
export const LOAD_ERROR_TEXT = 'Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.';
export const RETRY_TEXT = 'Повторить';

/** A pulsing placeholder; `lines` bars of text or a custom skeleton in children. */
export function Loading({ children, lines = 3 }: { children?: ReactNode; lines?: number }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <VisuallyHidden>{LOADING_TEXT}</VisuallyHidden>
      <div aria-hidden="true">
        {children ??
          Array.from({ length: lines }, (_, index) => (
            <span key={index} className={styles.line} style={{ width: `${100 - ((index * 17) % 40)}%` }} />
          ))}
      </div>
    </div>
  );
}

/** A failed load: what happened and a button that tries again. */
export function LoadError({ onRetry, text = LOAD_ERROR_TEXT }: { onRetry: () => void; text?: string }) {
  return (
    <div className={styles.error} role="alert">
      <p className={styles.message}>{text}</p>
      <Button variant="outline" onClick={onRetry}>
        {RETRY_TEXT}
      </Button>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** A grey block of the given aspect ratio for skeleton layouts. */
export function SkeletonBlock({ ratio = '4 / 3', className }: { ratio?: string; className?: string }) {
  return <span className={`${styles.block} ${className ?? ''}`} style={{ aspectRatio: ratio }} />;
}
