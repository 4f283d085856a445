import type { CommercialType, Finishing } from '../../shared/lots/lotSchemas';
import { openTag, type XmlObject } from '../../http/xml';
import type { FeedFormat } from './feedFormat';
import type { FeedLot } from './feedLots';
import { lotDescription } from './lotDescription';
import { planUrl, type FeedSite } from './feedSite';

const OBJECT_TYPE: Record<CommercialType, string> = {
  retail: 'Торговое помещение',
  office: 'Офисное помещение',
  food: 'Помещение общественного питания',
  free_purpose: 'Помещение свободного назначения',
};

const DECORATION: Record<Finishing, string> = {
  without: 'Без отделки',
  white_box: 'Предчистовая',
  fine: 'Чистовая',
};

function category(lot: FeedLot): XmlObject {
  switch (lot.kind) {
    case 'flat':
    case 'apartment':
      return {
        Category: 'Квартиры',
        OperationType: 'Продам',
        MarketType: 'Новостройка',
        NewDevelopmentId: lot.avito_development_id ?? undefined,
        PropertyRights: 'Застройщик',
        HouseType: lot.avito_house_type ?? undefined,
        SaleMethod: lot.avito_sale_method ?? undefined,
        Status: lot.kind === 'apartment' ? 'Апартаменты' : 'Квартира',
        Rooms: lot.rooms === 0 ? 'Студия' : (lot.rooms ?? 1),
        KitchenSpace: lot.kitchen_area ?? undefined,
        Decoration: lot.finishing ? DECORATION[lot.finishing] : undefined,
      };
    case 'commercial':
      return {
        Category: 'Коммерческая недвижимость',
        OperationType: 'Продам',
        ObjectType: OBJECT_TYPE[lot.commercial_type ?? 'free_purpose'],
        PropertyRights: 'Собственник',
        BuildingType: 'Жилой дом',
      };
    case 'parking':
      return {
        Category: 'Гаражи и машиноместа',
        OperationType: 'Продам',
        ObjectType: 'Машиноместо',
        PropertyRights: 'Собственник',
      };
    case 'storage':
      return {
        Category: 'Коммерческая недвижимость',
        OperationType: 'Продам',
        ObjectType: 'Складское помещение',
        PropertyRights: 'Собственник',
        BuildingType: 'Жилой дом',
      };
  }
}

/** Avito autoload, format version 3: one `Ad` per lot on sale. */
export const avitoFeed: FeedFormat = {
  name: 'avito',
  head: () => openTag('Ads', { formatVersion: '3', target: 'Avito.ru' }),
  item: 'Ad',
  tail: '</Ads>\n',
  offer(lot: FeedLot, site: FeedSite) {
    return {
      Id: lot.id,
      ...category(lot),
      Address: lot.address,
      Latitude: lot.lat,
      Longitude: lot.lng,
      Price: lot.price,
      Square: lot.area,
      Floor: lot.floor,
      Floors: lot.floors_total,
      Description: lotDescription(lot),
      ContactPhone: site.phone,
      Images: { Image: { '@url': planUrl(site, lot) } },
    };
  },
};
