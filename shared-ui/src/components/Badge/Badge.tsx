// A small label on a card or a page: a lot status, a tag, a discount. A tag's own colour shows as a dot, so the
// text keeps its contrast whatever the colour.
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'warning' | 'muted' | 'danger';

export function Badge({
  children,
  tone = 'neutral',
  color,
  className,
}: {
  children: ReactNode;
  tone?: BadgeTone;
  color?: string;
  className?: string;
}) {
  return (
    <span className={cx(styles.badge, styles[tone], className)}>
      {color && <span className={styles.dot} style={{ background: color }} aria-hidden="true" />}
      {children}
    </span>
  );
}
