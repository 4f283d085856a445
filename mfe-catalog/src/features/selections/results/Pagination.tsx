// Numbered pages with previous/next; the pages shown at the moment (after 'show more') are all marked current.
// Every page is a link to its URL (readable without scripts); with scripts the page changes in place.
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '@estate/shared-ui/utils/cx';
import { pageItems } from './pageItems';
import styles from './Pagination.module.css';

interface PaginationProps {
  from: number;
  to: number;
  total: number;
  /** the URL of a page of these results */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

export function Pagination({ from, to, total, hrefFor, onPage }: PaginationProps) {
  if (total <= 1) return null;
  const open = (page: number) => (event: MouseEvent) => {
    event.preventDefault();
    onPage(page);
  };
  const step = (page: number, label: string, text: string, disabled: boolean) =>
    disabled ? (
      // a link with nowhere to go (no href): still named, and announced as unavailable
      <a className={cx(styles.step, styles.disabled)} role="link" aria-disabled="true" aria-label={label}>
        {text}
      </a>
    ) : (
      <Link to={hrefFor(page)} className={styles.step} onClick={open(page)} aria-label={label}>
        {text}
      </Link>
    );
  return (
    <nav aria-label="Страницы результатов" className={styles.nav}>
      {step(from - 1, 'Предыдущая страница', '←', from <= 1)}
      <ul className={styles.list}>
        {pageItems(from, to, total).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                className={cx(styles.page, item >= from && item <= to && styles.current)}
                aria-current={item >= from && item <= to ? 'page' : undefined}
                aria-label={`Страница ${item}`}
                onClick={open(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {step(to + 1, 'Следующая страница', '→', to >= total)}
    </nav>
  );
}
