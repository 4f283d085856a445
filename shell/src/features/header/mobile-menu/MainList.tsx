// The first level of the mobile menu. Purchase and (with two or more projects) projects open a submenu.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useFrame } from '../../../state/frame';
import { Icon } from '../../../shared/icons/Icon';
import { hasProjectsDropdown, siteLinks } from '../../../shared/navigation/links';
import { MENU_LABELS, propertyLabel } from '../../../shared/navigation/labels';
import type { SubmenuId } from './Submenu';
import styles from './MobileMenu.module.css';

interface Props {
  onOpen: (id: SubmenuId) => void;
  onNavigate: () => void;
  /** the submenu just left: its item gets the focus back */
  focusItem: SubmenuId | null;
}

export function MainList({ onOpen, onNavigate, focusItem }: Props) {
  const { city, projects } = useFrame();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (focusItem) list.current?.querySelector<HTMLButtonElement>(`[data-submenu="${focusItem}"]`)?.focus();
  }, [focusItem]);

  const opener = (id: SubmenuId, label: string) => (
    <li>
      <button
        type="button"
        className={styles.link}
        onClick={() => onOpen(id)}
        data-submenu={id}
        aria-haspopup="true"
      >
        {label}
        <Icon name="chevronRight" size={20} />
      </button>
    </li>
  );
  const link = (href: string, label: string) => (
    <li key={href}>
      <Link className={styles.link} to={href} onClick={onNavigate}>
        {label}
      </Link>
    </li>
  );

  return (
    <nav aria-label="Меню сайта">
      <ul ref={list} className={styles.list}>
        {link(sitePaths.selection('flat'), propertyLabel(city.slug))}
        {hasProjectsDropdown(projects)
          ? opener('projects', MENU_LABELS.projects)
          : link(sitePaths.projects(), MENU_LABELS.projects)}
        {opener('purchase', MENU_LABELS.purchase)}
      </ul>
      <ul className={styles.secondary}>{siteLinks.map((item) => link(item.href, item.label))}</ul>
    </nav>
  );
}
