// The three states every data block has (issue rules: loading, empty, error with a retry), around the data view.
import type { ReactNode } from 'react';
import type { UseFetchResult } from '@estate/shared-api';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Skeleton } from './Skeleton';
import styles from './AsyncView.module.css';

interface AsyncViewProps<T> {
  state: UseFetchResult<T>;
  children: (data: T) => ReactNode;
  /** shown while the first load is pending */
  loading?: ReactNode;
  /** when it returns true the empty text shows instead of the children */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  errorText?: string;
}

export function AsyncView<T>({ state, children, loading, isEmpty, emptyText = 'Ничего не найдено', errorText }: AsyncViewProps<T>) {
  if (state.data === undefined) {
    if (state.error && !state.pending) return <ErrorNote text={errorText} onRetry={state.refetch} />;
    return <>{loading ?? <Skeleton lines={3} />}</>;
  }
  if (state.error && !state.pending) return <ErrorNote text={errorText} onRetry={state.refetch} />;
  if (isEmpty?.(state.data)) return <EmptyNote text={emptyText} />;
  return <>{children(state.data)}</>;
}

export function ErrorNote({ text, onRetry }: { text?: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.message}>{text ?? 'Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.'}</p>
      <Button variant="outline" size="s" onClick={onRetry}>
        Повторить
      </Button>
    </div>
  );
}

export function EmptyNote({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <p className={styles.message}>{text}</p>
      {children}
    </div>
  );
}
