// The second level of the mobile menu: a back button, the links of purchase or projects and a promo card.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { PromoCard } from '@estate/shared-ui/components/PromoCard/PromoCard';
import { useShell } from '../../../shared/useShell';
import { useFrame } from '../../../state/frame';
import { Icon } from '../../../shared/icons/Icon';
import {
  allProjectsLink,
  commercialProjectsLink,
  projectLinks,
  purchaseLinks,
  type MenuLink,
} from '../../../shared/navigation/links';
import { MENU_LABELS } from '../../../shared/navigation/labels';
import { toPromoCard } from '../../../shared/navigation/promoCards';
import styles from './MobileMenu.module.css';

export type SubmenuId = 'projects' | 'purchase';

export function Submenu({
  id,
  onBack,
  onNavigate,
}: {
  id: SubmenuId;
  onBack: () => void;
  onNavigate: () => void;
}) {
  const { baseData, projects } = useFrame();
  const { device } = useShell();
  const backButton = useRef<HTMLButtonElement>(null);
  useEffect(() => backButton.current?.focus(), [id]);

  const links: MenuLink[] =
    id === 'projects'
      ? [...projectLinks(projects), allProjectsLink, commercialProjectsLink]
      : purchaseLinks(baseData);
  const card = (id === 'projects' ? baseData?.cards_in_property_menu : baseData?.cards_in_purchase_menu)?.[0];
  const title = id === 'projects' ? MENU_LABELS.projects : MENU_LABELS.purchase;

  return (
    <div className={styles.submenu} data-submenu-level={id}>
      <button ref={backButton} type="button" className={styles.back} onClick={onBack}>
        <Icon name="arrowLeft" size={20} />
        Назад
      </button>
      <p className={styles.submenuTitle}>{title}</p>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link className={styles.link} to={link.href} onClick={onNavigate}>
              <span>
                {link.label}
                {link.note && <span className={styles.note}>{link.note}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {card && (
        <div
          onClick={(event) => event.target instanceof Element && event.target.closest('a') && onNavigate()}
        >
          <PromoCard {...toPromoCard(card)} webp={device.webp} className={styles.promo} />
        </div>
      )}
    </div>
  );
}
