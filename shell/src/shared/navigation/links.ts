// The link lists the header dropdowns, the mobile menu and the footer share, built from base data and projects.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { BaseData, PropertyCountFields } from '@estate/shared-api/dto/baseData';
import { otherLinks, roomCountKey, roomLinks, ROOMS } from '@estate/shared-ui/links/selectionLinks';
import type { ProjectShort } from '../../state/projectShort';
import { MENU_LABELS } from './labels';

export interface MenuLink {
  label: string;
  href: string;
  /** lots behind the link (property counts of base data) */
  count?: number;
  /** a line under the label (the mortgage text of purchase method 3) */
  note?: string;
}

export interface LinkGroup {
  title: string;
  links: MenuLink[];
}

const onSale = (link: MenuLink) => (link.count ?? 0) > 0;

/** The selections dropdown: flats and apartments by rooms, then the other property kinds; empty ones left out. */
export function selectionGroups(counts: PropertyCountFields | undefined): LinkGroup[] {
  if (!counts) return [];
  return [
    { title: 'Квартиры', links: roomLinks(counts, 'flat').filter(onSale) },
    { title: 'Апартаменты', links: roomLinks(counts, 'apartment').filter(onSale) },
    { title: 'Другая недвижимость', links: otherLinks(counts).filter(onSale) },
  ].filter((group) => group.links.length > 0);
}

/** The footer's real-estate group: one link per kind on sale. */
export function propertyKindLinks(counts: PropertyCountFields | undefined): MenuLink[] {
  const sum = (kind: 'flat' | 'apartment') =>
    counts ? ROOMS.reduce<number>((total, rooms) => total + (counts[roomCountKey(kind, rooms)] ?? 0), 0) : 1;
  const links: MenuLink[] = [
    { label: 'Квартиры', href: sitePaths.selection('flat'), count: sum('flat') },
    { label: 'Апартаменты', href: sitePaths.selection('flat', { is_apartment: 'true' }), count: sum('apartment') },
    {
      label: 'Коммерческие помещения',
      href: sitePaths.selection('commercial'),
      count: counts ? counts.commercial_count : 1,
    },
    { label: 'Машино-места', href: sitePaths.selection('parking'), count: counts ? counts.parking_count : 1 },
    { label: 'Кладовые', href: sitePaths.selection('storage'), count: counts ? counts.storage_count : 1 },
  ];
  return links.filter((link) => (link.count ?? 0) > 0).map(({ label, href }) => ({ label, href }));
}

/** product §2: the projects dropdown is hidden when fewer than two projects exist. */
export function hasProjectsDropdown(projects: readonly ProjectShort[]): boolean {
  return projects.length >= 2;
}

export function projectLinks(projects: readonly ProjectShort[]): MenuLink[] {
  return projects.map((project) => ({
    label: project.name,
    href: sitePaths.project('residential', project.slug),
  }));
}

export const allProjectsLink: MenuLink = { label: 'Все проекты', href: sitePaths.projects() };
export const commercialProjectsLink: MenuLink = {
  label: 'Коммерческие проекты',
  href: sitePaths.projects('commercial'),
};

/** Purchase methods; method 3 (mortgage) carries mortgage_text_in_menu (product §3). */
export function purchaseLinks(baseData: BaseData | null): MenuLink[] {
  if (!baseData) return [];
  return baseData.purchase_methods_pages.map((method) => ({
    label: method.name,
    href: sitePaths.purchase(method.id),
    ...(method.id === 3 && baseData.mortgage_text_in_menu ? { note: baseData.mortgage_text_in_menu } : {}),
  }));
}

/** product §2 press links: for_owners=false, limit=9, type (news or telegram) and city. */
export function pressHref(type: 'news' | 'telegram', citySlug: string): string {
  return sitePaths.press({ for_owners: 'false', limit: '9', type, city: citySlug });
}

export function pressLinks(citySlug: string): MenuLink[] {
  return [
    { label: 'Новости', href: pressHref('news', citySlug) },
    { label: 'Telegram-канал', href: pressHref('telegram', citySlug) },
  ];
}

/** The "Меню" dropdown and the mobile menu's extra items. */
export const siteLinks: MenuLink[] = [
  { label: MENU_LABELS.press, href: sitePaths.press() },
  { label: MENU_LABELS.excursions, href: sitePaths.excursions() },
  { label: MENU_LABELS.contacts, href: sitePaths.contacts() },
  { label: MENU_LABELS.about, href: sitePaths.about() },
];

export const clientLinks: MenuLink[] = [
  { label: MENU_LABELS.excursions, href: sitePaths.excursions() },
  { label: MENU_LABELS.contacts, href: sitePaths.contacts() },
  { label: MENU_LABELS.about, href: sitePaths.about() },
  { label: MENU_LABELS.favorites, href: sitePaths.favorites() },
  { label: MENU_LABELS.comparison, href: sitePaths.comparison() },
];
