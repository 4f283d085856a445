import { useFrame } from '../../../state/frame';
import { clientLinks, pressLinks, siteLinks } from '../../../shared/navigation/links';
import { LinkList } from './LinkList';
import styles from './Panels.module.css';

/** The "Меню" dropdown: the rest of the site. */
export function MenuPanel() {
  const { city } = useFrame();
  return (
    <div className={styles.columns}>
      <LinkList title="О нас" links={siteLinks} large />
      <LinkList title="Пресс-центр" links={pressLinks(city.slug)} />
      <LinkList title="Клиентам" links={clientLinks.slice(3)} />
    </div>
  );
}
