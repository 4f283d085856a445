// The desktop menu: the city selector and the four items of product §2, each with its hover dropdown.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { NavLink } from 'react-router-dom';
import { useFrame } from '../../state/frame';
import { Icon } from '../../shared/icons/Icon';
import { hasProjectsDropdown } from '../../shared/navigation/links';
import { MENU_LABELS, propertyLabel } from '../../shared/navigation/labels';
import { NavItem } from './NavItem';
import { DropdownPanel } from './dropdowns/DropdownPanel';
import { CityPanel } from './dropdowns/CityPanel';
import { SelectionsPanel } from './dropdowns/SelectionsPanel';
import { ProjectsPanel } from './dropdowns/ProjectsPanel';
import { PurchasePanel } from './dropdowns/PurchasePanel';
import { MenuPanel } from './dropdowns/MenuPanel';
import type { Dropdowns } from './useDropdowns';
import styles from './Header.module.css';

export function HeaderNav({ dropdowns }: { dropdowns: Dropdowns }) {
  const { city, cities, projects, baseData } = useFrame();
  const close = dropdowns.close;
  return (
    <nav className={styles.nav} aria-label="Основное меню">
      <ul className={styles.items}>
        <NavItem
          id="city"
          label={city.title}
          dropdowns={dropdowns}
          disabled={cities.length < 2}
          icon={<Icon name="pin" size={18} className={styles.cityIcon} />}
        >
          <DropdownPanel cards={baseData?.cards_in_property_menu} onNavigate={close}>
            <CityPanel />
          </DropdownPanel>
        </NavItem>
        <NavItem id="selections" label={propertyLabel(city.slug)} dropdowns={dropdowns}>
          <DropdownPanel cards={baseData?.cards_in_property_menu} onNavigate={close}>
            <SelectionsPanel />
          </DropdownPanel>
        </NavItem>
        {hasProjectsDropdown(projects) ? (
          <NavItem id="projects" label={MENU_LABELS.projects} dropdowns={dropdowns}>
            <DropdownPanel cards={baseData?.cards_in_property_menu} onNavigate={close}>
              <ProjectsPanel />
            </DropdownPanel>
          </NavItem>
        ) : (
          <li className={styles.item} onMouseEnter={close}>
            <NavLink className={styles.trigger} to={sitePaths.projects()}>
              {MENU_LABELS.projects}
            </NavLink>
          </li>
        )}
        <NavItem id="purchase" label={MENU_LABELS.purchase} dropdowns={dropdowns}>
          <DropdownPanel cards={baseData?.cards_in_purchase_menu} onNavigate={close}>
            <PurchasePanel />
          </DropdownPanel>
        </NavItem>
        <NavItem id="menu" label={MENU_LABELS.menu} dropdowns={dropdowns}>
          <DropdownPanel cards={baseData?.cards_in_purchase_menu} onNavigate={close}>
            <MenuPanel />
          </DropdownPanel>
        </NavItem>
      </ul>
    </nav>
  );
}
