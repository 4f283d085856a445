// Quick ways into the selection: flats and apartments by room count, premises, parking and storage, with counts.
import { Link } from 'react-router-dom';
import type { PropertyCountFields } from '@estate/shared-api/dto/baseData';
import { formatNumber } from '@estate/shared-ui/format/number';
import { otherLinks, roomLinks, type RoomLink } from '@estate/shared-ui/links/selectionLinks';
import styles from './HomeView.module.css';

function LinkGroup({ title, links }: { title: string; links: readonly RoomLink[] }) {
  const shown = links.filter((link) => link.count > 0);
  if (shown.length === 0) return null;
  return (
    <div className={styles.roomGroup}>
      <h3 className={styles.roomGroupTitle}>{title}</h3>
      <ul className={styles.roomList}>
        {shown.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={styles.roomLink}>
              <span>{link.label}</span>
              <span className={styles.roomCount}>{formatNumber(link.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RoomLinks({ counts }: { counts: PropertyCountFields }) {
  return (
    <div className={styles.roomGroups}>
      <LinkGroup title="Квартиры" links={roomLinks(counts, 'flat')} />
      <LinkGroup title="Апартаменты" links={roomLinks(counts, 'apartment')} />
      <LinkGroup title="Другая недвижимость" links={otherLinks(counts)} />
    </div>
  );
}
