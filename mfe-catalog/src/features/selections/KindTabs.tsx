// Switches between what is selected: flats, apartments, premises, parking, storage — only the kinds the city has
// lots of (the shown one always), as the header and footer menus do; all of them while the counts are unknown.
import { Link } from 'react-router-dom';
import { cx } from '@estate/shared-ui/utils/cx';
import { KIND_ORDER, KINDS, type SelectionKind } from './model/kinds';
import styles from './KindTabs.module.css';

export function kindHref(kind: SelectionKind): string {
  const schema = KINDS[kind];
  const query = new URLSearchParams(schema.fixed).toString();
  return query ? `${schema.path}?${query}` : schema.path;
}

export function KindTabs({ active, counts }: { active: SelectionKind; counts: Readonly<Record<SelectionKind, number>> | null }) {
  const shown = KIND_ORDER.filter((kind) => kind === active || !counts || counts[kind] > 0);
  return (
    <nav aria-label="Тип недвижимости" className={styles.nav}>
      <ul className={styles.list}>
        {shown.map((kind) => (
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
