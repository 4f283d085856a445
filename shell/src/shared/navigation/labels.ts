// Visitor-facing names of the frame's menu items. The four header items are quoted by product §2.
export const MENU_LABELS = {
  projects: 'Проекты',
  purchase: 'Способы покупки',
  menu: 'Меню',
  press: 'Пресс-центр',
  excursions: 'Экскурсии',
  contacts: 'Контакты',
  about: 'О компании',
  favorites: 'Избранное',
  comparison: 'Сравнение',
} as const;

/** product §2: the property type item reads 'Недвижимость' for Moscow and 'Квартиры' otherwise. */
export function propertyLabel(citySlug: string): string {
  return citySlug === 'moskva' ? 'Недвижимость' : 'Квартиры';
}
