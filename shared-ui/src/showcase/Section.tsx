import type { ReactNode } from 'react';
import styles from './Showcase.module.css';

/** One component's block on the /ui page. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`ui-${id}`} data-showcase={id}>
      <h2 id={`ui-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled example inside a section: one variant or state. */
export function Example({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <figure className={wide ? styles.exampleWide : styles.example}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <div className={styles.exampleBody}>{children}</div>
    </figure>
  );
}
