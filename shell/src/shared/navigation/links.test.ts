import type { BaseData, PropertyCountFields } from '@estate/shared-api/dto/baseData';
import { hasProjectsDropdown, pressHref, propertyKindLinks, purchaseLinks, selectionGroups } from './links';
import { propertyLabel } from './labels';

const counts: PropertyCountFields = {
  flat_0_rooms_count: 12,
  flat_1_rooms_count: 40,
  flat_2_rooms_count: 0,
  flat_3_rooms_count: 7,
  flat_4_or_more_rooms_count: 2,
  apartment_0_rooms_count: 0,
  apartment_1_rooms_count: 0,
  apartment_2_rooms_count: 0,
  apartment_3_rooms_count: 0,
  apartment_4_or_more_rooms_count: 0,
  parking_count: 30,
  storage_count: 0,
  commercial_count: 5,
};

describe('property item label', () => {
  it("reads 'Недвижимость' for Moscow and 'Квартиры' otherwise", () => {
    expect(propertyLabel('moskva')).toBe('Недвижимость');
    expect(propertyLabel('tula')).toBe('Квартиры');
  });
});

describe('selections dropdown', () => {
  it('links rooms with the product query and the counts of base data, leaving empty ones out', () => {
    const groups = selectionGroups(counts);
    expect(groups.map((group) => group.title)).toEqual(['Квартиры', 'Другая недвижимость']);
    expect(groups[0]?.links).toEqual([
      { label: 'Студия', href: '/selections/flat?rooms=0', count: 12 },
      { label: '1-комнатная', href: '/selections/flat?rooms=1', count: 40 },
      { label: '3-комнатная', href: '/selections/flat?rooms=3', count: 7 },
      { label: '4-комнатная', href: '/selections/flat?rooms=4', count: 2 },
    ]);
    expect(groups[1]?.links.map((link) => link.href)).toEqual([
      '/selections/commercial',
      '/selections/parking',
    ]);
  });
  it('adds is_apartment=true for apartments', () => {
    const groups = selectionGroups({ ...counts, apartment_2_rooms_count: 3 });
    expect(groups[1]).toEqual({
      title: 'Апартаменты',
      links: [{ label: '2-комнатная', href: '/selections/flat?rooms=2&is_apartment=true', count: 3 }],
    });
  });
  it('lists only the kinds on sale in the footer', () => {
    expect(propertyKindLinks(counts).map((link) => link.label)).toEqual([
      'Квартиры',
      'Коммерческие помещения',
      'Машино-места',
    ]);
  });
});

describe('projects dropdown', () => {
  it('is hidden under two projects', () => {
    const project = { id: 1, slug: 'a', name: 'A' };
    expect(hasProjectsDropdown([])).toBe(false);
    expect(hasProjectsDropdown([project])).toBe(false);
    expect(hasProjectsDropdown([project, { ...project, id: 2 }])).toBe(true);
  });
});

describe('purchase dropdown', () => {
  it('shows mortgage_text_in_menu under method 3 only', () => {
    const baseData = {
      purchase_methods_pages: [
        { id: 2, name: 'Рассрочка' },
        { id: 3, name: 'Ипотека' },
      ],
      mortgage_text_in_menu: 'ПСК от 6 %',
    } as Pick<BaseData, 'purchase_methods_pages' | 'mortgage_text_in_menu'>;
    expect(purchaseLinks(baseData as BaseData)).toEqual([
      { label: 'Рассрочка', href: '/purchase?method=2' },
      { label: 'Ипотека', href: '/purchase?method=3', note: 'ПСК от 6 %' },
    ]);
  });
});

it('builds press links with the product query', () => {
  expect(pressHref('telegram', 'tula')).toBe('/press?for_owners=false&limit=9&type=telegram&city=tula');
});
