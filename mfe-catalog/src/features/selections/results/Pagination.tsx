// Numbered pages with previous/next; the pages shown at the moment (after 'show more') are all marked current.
import { cx } from '@estate/shared-ui/utils/cx';
import { pageItems } from './pageItems';
import styles from './Pagination.module.css';

interface PaginationProps {
  from: number;
  to: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pagination({ from, to, total, onPage }: PaginationProps) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Страницы результатов" className={styles.nav}>
      <button type="button" className={styles.step} disabled={from <= 1} onClick={() => onPage(from - 1)} aria-label="Предыдущая страница">
        ←
      </button>
      <ul className={styles.list}>
        {pageItems(from, to, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cx(styles.page, item >= from && item <= to && styles.current)}
                aria-current={item >= from && item <= to ? 'page' : undefined}
                aria-label={`Страница ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} disabled={to >= total} onClick={() => onPage(to + 1)} aria-label="Следующая страница">
        →
      </button>
    </nav>
  );
}
