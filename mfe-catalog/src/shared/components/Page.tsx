// The content column every catalog page sits in (max width and side padding from the design tokens).
import type { ReactNode } from 'react';
import { cx } from '@estate/shared-ui/utils/cx';
import styles from './Page.module.css';

export function Page({ children, className, wide = false }: { children: ReactNode; className?: string; wide?: boolean }) {
  return <div className={cx(styles.page, wide && styles.wide, className)}>{children}</div>;
}
