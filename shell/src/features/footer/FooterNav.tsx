// The footer's navigation groups (product §2): projects, real estate, purchase methods, press centre, for clients.
// Columns on wide screens, accordions on narrow ones (one markup; the stylesheet's media queries lay it out).
import { Link } from 'react-router-dom';
import { Accordion } from '@estate/shared-ui/components/Accordion/Accordion';
import { useFrame } from '../../state/frame';
import {
  allProjectsLink,
  clientLinks,
  commercialProjectsLink,
  pressLinks,
  projectLinks,
  propertyKindLinks,
  purchaseLinks,
  type LinkGroup,
} from '../../shared/navigation/links';
import { MENU_LABELS } from '../../shared/navigation/labels';
import styles from './Footer.module.css';

export function footerGroups(
  frame: Pick<ReturnType<typeof useFrame>, 'projects' | 'baseData' | 'city'>,
): LinkGroup[] {
  return [
    {
      title: MENU_LABELS.projects,
      links: [...projectLinks(frame.projects), allProjectsLink, commercialProjectsLink],
    },
    { title: 'Недвижимость', links: propertyKindLinks(frame.baseData?.property_count_fields) },
    {
      title: MENU_LABELS.purchase,
      links: purchaseLinks(frame.baseData).map(({ label, href }) => ({ label, href })),
    },
    { title: MENU_LABELS.press, links: pressLinks(frame.city.slug) },
    { title: 'Клиентам', links: clientLinks },
  ].filter((group) => group.links.length > 0);
}

function Links({ group }: { group: LinkGroup }) {
  return (
    <ul className={styles.links}>
      {group.links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={styles.link}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function FooterNav() {
  const frame = useFrame();
  const groups = footerGroups(frame);
  return (
    <nav className={styles.nav} aria-label="Навигация по сайту">
      {groups.map((group) => (
        <Accordion key={group.title} title={group.title} headingLevel={2} fold="narrow" className={styles.accordion} titleClassName={styles.groupTitle}>
          <Links group={group} />
        </Accordion>
      ))}
    </nav>
  );
}
