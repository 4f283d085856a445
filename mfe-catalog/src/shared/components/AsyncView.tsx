// The three states every data block has (issue rules: loading, empty, error with a retry), around the data view.
import type { ReactNode } from 'react';
import { Button } from '@estate/shared-ui/components/Button/Button';
import { Skeleton } from './Skeleton';
import styles from './AsyncView.module.css';

/** What the view reads of a query (useApiQuery's result). */
export interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface AsyncViewProps<T> {
  state: QueryState<T>;
  children: (data: T) => ReactNode;
  /** shown while the first load is pending */
  loading?: ReactNode;
  /** when it returns true the empty text shows instead of the children */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  errorText?: string;
}

export function AsyncView<T>({ state, children, loading, isEmpty, emptyText = 'Ничего не найдено', errorText }: AsyncViewProps<T>) {
  if (state.isError && !state.isFetching) return <ErrorNote text={errorText} onRetry={() => void state.refetch()} />;
  if (state.data === undefined) return <>{loading ?? <Skeleton lines={3} />}</>;
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
