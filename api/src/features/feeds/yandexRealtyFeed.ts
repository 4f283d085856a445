import type { CommercialType, Finishing } from '../../shared/lots/lotSchemas';
import { openTag, xmlElement, type XmlObject } from '../../http/xml';
import type { FeedFormat } from './feedFormat';
import type { FeedLot } from './feedLots';
import { lotDescription } from './lotDescription';
import { moscowTime } from '@estate/shared-api/time/moscowTime';
import { lotUrl, planUrl, type FeedSite } from './feedSite';

export const YANDEX_REALTY_NAMESPACE = 'http://webmaster.yandex.ru/schemas/feed/realty/2010-06';

const RENOVATION: Record<Finishing, string> = {
  without: 'черновая отделка',
  white_box: 'предчистовая отделка',
  fine: 'чистовая отделка',
};

const COMMERCIAL_TYPE: Record<CommercialType, string> = {
  retail: 'retail',
  office: 'office',
  food: 'public catering',
  free_purpose: 'free purpose',
};

const squareMetres = (value: number | null) => (value === null ? undefined : { value, unit: 'кв. м' });

/** What each kind is in Yandex's vocabulary: flats and apartments are residential, storage rooms are sold as warehouse space. */
function category(lot: FeedLot): XmlObject {
  switch (lot.kind) {
    case 'flat':
    case 'apartment':
      return {
        'property-type': 'жилая',
        category: 'квартира',
        ...(lot.rooms === 0 ? { studio: 1 } : { rooms: lot.rooms ?? 1 }),
        apartments: lot.kind === 'apartment' ? 1 : undefined,
        'new-flat': 1,
      };
    case 'commercial':
      return {
        category: 'коммерческая',
        'commercial-type': COMMERCIAL_TYPE[lot.commercial_type ?? 'free_purpose'],
        'commercial-building-type': 'residential building',
      };
    case 'parking':
      return { category: 'гараж', 'garage-type': 'машиноместо' };
    case 'storage':
      return {
        category: 'коммерческая',
        'commercial-type': 'warehouse',
        'commercial-building-type': 'residential building',
      };
  }
}

/** Yandex.Realty (YRL): one `offer internal-id` per lot on sale, new-build fields included. */
export const yandexRealtyFeed: FeedFormat = {
  name: 'yandex-realty',
  head: (_site, now) =>
    openTag('realty-feed', { xmlns: YANDEX_REALTY_NAMESPACE }) +
    xmlElement('generation-date', moscowTime(now)),
  item: 'offer',
  tail: '</realty-feed>\n',
  offer(lot: FeedLot, site: FeedSite) {
    return {
      '@internal-id': lot.id,
      type: 'продажа',
      ...category(lot),
      url: lotUrl(site, lot),
      'creation-date': moscowTime(lot.created_at),
      'last-update-date': moscowTime(lot.updated_at),
      'deal-status': 'первичная продажа',
      location: {
        country: 'Россия',
        'locality-name': site.city.title,
        address: lot.address,
        latitude: lot.lat,
        longitude: lot.lng,
      },
      'sales-agent': {
        name: 'Отдел продаж',
        phone: site.phone,
        category: 'developer',
        organization: lot.developer,
      },
      price: { value: lot.price, currency: 'RUB' },
      area: squareMetres(lot.area),
      'kitchen-space': squareMetres(lot.kitchen_area),
      floor: lot.floor,
      'floors-total': lot.floors_total,
      'building-name': lot.project_name,
      'yandex-building-id': lot.yandex_building_id ?? undefined,
      'yandex-house-id': lot.yandex_house_id ?? undefined,
      'building-section': lot.building_name,
      'building-state': lot.is_completed ? 'hand-over' : 'unfinished',
      'built-year': lot.completion_year,
      'ready-quarter': lot.completion_quarter,
      renovation: lot.finishing ? RENOVATION[lot.finishing] : undefined,
      description: lotDescription(lot),
      image: { '@tag': 'plan', '#': planUrl(site, lot) },
    };
  },
};
