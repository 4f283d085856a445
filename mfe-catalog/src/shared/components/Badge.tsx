// A small label on a card or a page: a lot status, a tag, a discount.
import type { CSSProperties, ReactNode } from 'react';
import { cx } from '@estate/shared-ui/utils/cx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'warning' | 'muted' | 'danger';

export function Badge({ children, tone = 'neutral', color, className }: { children: ReactNode; tone?: BadgeTone; color?: string; className?: string }) {
  const style: CSSProperties | undefined = color ? { background: color, color: '#fff' } : undefined;
  return (
    <span className={cx(styles.badge, styles[tone], className)} style={style}>
      {children}
    </span>
  );
}
