// The page heading every remote uses (its one <h1>), so headings look the same across the site: an optional lead
// line under it and actions on its right.
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './PageTitle.module.css';

export interface PageTitleProps {
  children: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function PageTitle({ children, lead, actions, className }: PageTitleProps) {
  return (
    <div className={cx(styles.head, className)}>
      <div className={styles.text}>
        <h1 className={styles.title}>{children}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
