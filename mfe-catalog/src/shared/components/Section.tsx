// A titled block of a page (an <h2> with an optional link to more), linked from in-page navigation by id.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@estate/shared-ui/utils/cx';
import styles from './Section.module.css';

interface SectionProps {
  title: string;
  id?: string;
  children: ReactNode;
  more?: { href: string; label: string };
  className?: string;
  tone?: 'plain' | 'surface';
}

export function Section({ title, id, children, more, className, tone = 'plain' }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cx(styles.section, tone === 'surface' && styles.surface, className)}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {more && (
          <Link to={more.href} className={styles.more}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
