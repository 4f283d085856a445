import type { CommercialType, Finishing } from '../../shared/lots/lotSchemas';
import { openTag, xmlElement, type XmlObject } from '../../http/xml';
import type { FeedFormat } from './feedFormat';
import type { FeedLot } from './feedLots';
import { lotDescription } from './lotDescription';
import { planUrl, type FeedSite } from './feedSite';

const COMMERCIAL_CATEGORY: Record<CommercialType, string> = {
  retail: 'shoppingAreaSale',
  office: 'officeSale',
  food: 'freeAppointmentObjectSale',
  free_purpose: 'freeAppointmentObjectSale',
};

const DECORATION: Record<Finishing, string> = { without: 'without', white_box: 'rough', fine: 'fine' };

/** CIAN's room count: 1–5, 6 for six and more, 9 for a studio. */
const roomsCount = (rooms: number | null) => (rooms === 0 ? 9 : Math.min(rooms ?? 1, 6));

function category(lot: FeedLot): XmlObject {
  switch (lot.kind) {
    case 'flat':
    case 'apartment':
      return {
        Category: 'newBuildingFlatSale',
        FlatRoomsCount: roomsCount(lot.rooms),
        IsApartments: lot.kind === 'apartment' ? true : undefined,
      };
    case 'commercial':
      return { Category: COMMERCIAL_CATEGORY[lot.commercial_type ?? 'free_purpose'] };
    case 'parking':
      return { Category: 'garageSale', Garage: { Type: 'parkingPlace' } };
    case 'storage':
      return { Category: 'warehouseSale' };
  }
}

/** The Russian national number without its country code: +74951234567 → 4951234567. */
const nationalNumber = (phone: string) => phone.replace(/\D/g, '').replace(/^[78]/, '');

/** CIAN feed, version 2: one `object` per lot on sale. */
export const cianFeed: FeedFormat = {
  name: 'cian',
  head: () => openTag('feed') + xmlElement('feed_version', 2),
  item: 'object',
  tail: '</feed>\n',
  offer(lot: FeedLot, site: FeedSite) {
    const residential = lot.kind === 'flat' || lot.kind === 'apartment';
    const plan = { FullUrl: planUrl(site, lot), IsDefault: true };
    return {
      ...category(lot),
      ExternalId: lot.id,
      Description: lotDescription(lot),
      Address: lot.address,
      Coordinates: { Lat: lot.lat, Lng: lot.lng },
      Phones: { PhoneSchema: { CountryCode: '+7', Number: nationalNumber(site.phone) } },
      TotalArea: lot.area,
      KitchenArea: lot.kitchen_area ?? undefined,
      FloorNumber: lot.floor,
      Decoration: residential && lot.finishing ? DECORATION[lot.finishing] : undefined,
      Building: {
        FloorsCount: lot.floors_total,
        Deadline: {
          Quarter: `q${lot.completion_quarter}`,
          Year: lot.completion_year,
          IsComplete: lot.is_completed,
        },
      },
      JKSchema: residential
        ? {
            Id: lot.cian_jk_id ?? undefined,
            Name: lot.project_name,
            House: { Id: lot.cian_house_id ?? undefined, Name: lot.building_name },
          }
        : undefined,
      BargainTerms: {
        Price: lot.price,
        Currency: 'rur',
        SaleType: residential ? (lot.is_completed ? 'free' : 'fz214') : undefined,
      },
      LayoutPhoto: residential ? plan : undefined,
      Photos: { PhotoSchema: plan },
    };
  },
};
