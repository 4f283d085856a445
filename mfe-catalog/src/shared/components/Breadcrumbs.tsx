// The trail of links above a page heading; the last crumb is the current page. The same trail goes into the
// page's head as a BreadcrumbList (PageHead), so what a visitor sees and what a search engine reads agree.
import { Link } from 'react-router-dom';
import type { Crumb } from '@estate/shared-api';
import styles from './Breadcrumbs.module.css';

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Навигационная цепочка" className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${item.path}-${index}`} className={styles.item}>
            {index < items.length - 1 ? (
              <Link to={item.path} className={styles.link}>
                {item.name}
              </Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
