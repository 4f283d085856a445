// A calm placeholder while data loads; announced once as busy to assistive technology.
import { cx } from '@estate/shared-ui/utils/cx';
import { VisuallyHidden } from '@estate/shared-ui/utils/VisuallyHidden';
import styles from './Skeleton.module.css';

export function Skeleton({ lines = 3, block = false, className }: { lines?: number; block?: boolean; className?: string }) {
  return (
    <div className={cx(styles.root, className)} aria-busy="true">
      <VisuallyHidden>Загрузка…</VisuallyHidden>
      {block ? (
        <span className={cx(styles.bar, styles.block)} />
      ) : (
        Array.from({ length: lines }, (_, index) => <span key={index} className={styles.bar} style={{ width: `${100 - index * 17}%` }} />)
      )}
    </div>
  );
}

export function CardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className={styles.cards} aria-busy="true">
      <VisuallyHidden>Загрузка…</VisuallyHidden>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={styles.card} />
      ))}
    </div>
  );
}
