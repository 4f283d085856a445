// The states every data-driven block has besides its content: loading (a calm skeleton, announced once as busy),
// failed (what happened and a retry) and empty. AsyncView picks among them from a query.
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import styles from './LoadState.module.css';

export const LOADING_TEXT = 'Загрузка…';
export const LOAD_ERROR_TEXT = 'Не удалось загрузить данные. Проверьте соединение и попробуйте ещё раз.';
export const RETRY_TEXT = 'Повторить';

/** `lines` bars of text, one tall block (`block`), or a custom skeleton in children. */
export function Skeleton({ lines = 3, block = false, children, className }: { lines?: number; block?: boolean; children?: ReactNode; className?: string }) {
  const bars = block ? (
    <span className={cx(styles.bar, styles.block)} />
  ) : (
    Array.from({ length: lines }, (_, index) => <span key={index} className={styles.bar} style={{ width: `${100 - index * 17}%` }} />)
  );
  return (
    <div className={cx(styles.root, className)} aria-busy="true">
      <VisuallyHidden>{LOADING_TEXT}</VisuallyHidden>
      {children ?? bars}
    </div>
  );
}

/** A grid of card-shaped placeholders; `ratio` is the cards' aspect ratio (a fixed height without it). */
export function CardsSkeleton({ count = 6, ratio }: { count?: number; ratio?: string }) {
  return (
    <Skeleton className={styles.cards}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={cx(styles.card, ratio && styles.ratio)} style={ratio ? { aspectRatio: ratio } : undefined} />
      ))}
    </Skeleton>
  );
}

export function LoadError({ text = LOAD_ERROR_TEXT, onRetry }: { text?: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.message}>{text}</p>
      <Button variant="outline" size="s" onClick={onRetry}>
        {RETRY_TEXT}
      </Button>
    </div>
  );
}

/** Nothing to show: the text, an optional title above it and what to do next (a link) in children. */
export function Empty({ title, text, children }: { title?: string; text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      {title && <p className={styles.emptyTitle}>{title}</p>}
      <p className={styles.message}>{text}</p>
      {children}
    </div>
  );
}

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
  if (state.isError && !state.isFetching) return <LoadError text={errorText} onRetry={() => void state.refetch()} />;
  if (state.data === undefined) return <>{loading ?? <Skeleton lines={3} />}</>;
  if (isEmpty?.(state.data)) return <Empty text={emptyText} />;
  return <>{children(state.data)}</>;
}
