// The page heading (the one <h1>) with an optional lead line and actions on the right.
import type { ReactNode } from 'react';
import styles from './PageTitle.module.css';

export function PageTitle({ children, lead, actions }: { children: ReactNode; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className={styles.head}>
      <div className={styles.text}>
        <h1 className={styles.title}>{children}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
