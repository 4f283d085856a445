import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { Link } from 'react-router-dom';
import { useFrame } from '../../../state/frame';
import { selectionGroups } from '../../../shared/navigation/links';
import { LinkList } from './LinkList';
import styles from './Panels.module.css';

/** The property dropdown: flats and apartments by rooms and the other kinds, with the counts of base data. */
export function SelectionsPanel() {
  const { baseData } = useFrame();
  const groups = selectionGroups(baseData?.property_count_fields);
  return (
    <div className={styles.stack}>
      <div className={styles.columns}>
        {groups.map((group) => (
          <LinkList key={group.title} title={group.title} links={group.links} />
        ))}
      </div>
      <Link className={styles.more} to={sitePaths.selection('flat')}>
        Подобрать квартиру
      </Link>
    </div>
  );
}
