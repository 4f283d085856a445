// A titled column of links in a dropdown; a count (lots behind the link) or a note may follow the label.
import { Link } from 'react-router-dom';
import { formatNumber } from '@estate/shared-ui/format/number';
import type { MenuLink } from '../../../shared/navigation/links';
import styles from './LinkList.module.css';

export function LinkList({
  title,
  links,
  large = false,
}: {
  title?: string;
  links: readonly MenuLink[];
  large?: boolean;
}) {
  if (links.length === 0) return null;
  return (
    <div className={styles.group}>
      {title && <p className={styles.title}>{title}</p>}
      <ul className={styles.list} data-large={large || undefined}>
        {links.map((link) => (
          <li key={link.href}>
            <Link className={styles.link} to={link.href}>
              <span className={styles.label}>{link.label}</span>
              {link.count !== undefined && <span className={styles.count}>{formatNumber(link.count)}</span>}
            </Link>
            {link.note && <p className={styles.note}>{link.note}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
