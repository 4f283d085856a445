// Switches between what is selected: flats, apartments, premises, parking, storage.
import { Link } from 'react-router-dom';
import { cx } from '@estate/shared-ui/utils/cx';
import { KIND_ORDER, KINDS, type SelectionKind } from './model/kinds';
import styles from './KindTabs.module.css';

export function kindHref(kind: SelectionKind): string {
  const schema = KINDS[kind];
  const query = new URLSearchParams(schema.fixed).toString();
  return query ? `${schema.path}?${query}` : schema.path;
}

export function KindTabs({ active }: { active: SelectionKind }) {
  return (
    <nav aria-label="Тип недвижимости" className={styles.nav}>
      <ul className={styles.list}>
        {KIND_ORDER.map((kind) => (
          <li key={kind}>
            <Link to={kindHref(kind)} className={cx(styles.tab, kind === active && styles.active)} aria-current={kind === active ? 'page' : undefined}>
              {KINDS[kind].tab}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
