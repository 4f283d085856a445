import type { PropertyCountFields } from '@estate/shared-api/dto/baseData';
import { otherLinks, roomLinks } from './selectionLinks';

const counts: PropertyCountFields = {
  flat_0_rooms_count: 12,
  flat_1_rooms_count: 140,
  flat_2_rooms_count: 98,
  flat_3_rooms_count: 40,
  flat_4_or_more_rooms_count: 7,
  apartment_0_rooms_count: 0,
  apartment_1_rooms_count: 21,
  apartment_2_rooms_count: 9,
  apartment_3_rooms_count: 2,
  apartment_4_or_more_rooms_count: 0,
  parking_count: 300,
  storage_count: 120,
  commercial_count: 36,
};

describe('links by room count', () => {
  it('use the product §3 labels, the product §2 links and the base data counts', () => {
    expect(roomLinks(counts, 'flat')).toEqual([
      { label: 'Студия', href: '/selections/flat?rooms=0', count: 12 },
      { label: '1-комнатная', href: '/selections/flat?rooms=1', count: 140 },
      { label: '2-комнатная', href: '/selections/flat?rooms=2', count: 98 },
      { label: '3-комнатная', href: '/selections/flat?rooms=3', count: 40 },
      { label: '4-комнатная', href: '/selections/flat?rooms=4', count: 7 },
    ]);
  });

  it('send apartments with is_apartment=true', () => {
    expect(roomLinks(counts, 'apartment').map((link) => [link.href, link.count])).toEqual([
      ['/selections/flat?rooms=0&is_apartment=true', 0],
      ['/selections/flat?rooms=1&is_apartment=true', 21],
      ['/selections/flat?rooms=2&is_apartment=true', 9],
      ['/selections/flat?rooms=3&is_apartment=true', 2],
      ['/selections/flat?rooms=4&is_apartment=true', 0],
    ]);
  });

  it('lead to premises, parking and storage', () => {
    expect(otherLinks(counts).map((link) => `${link.href} ${link.count}`)).toEqual([
      '/selections/commercial 36',
      '/selections/parking 300',
      '/selections/storage 120',
    ]);
  });
});
