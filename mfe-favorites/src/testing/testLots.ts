// Test helper: complete lot cards (the API's LotCard DTO) with sensible defaults.
import type { LotCard, LotKind } from '@estate/shared-api/dto/lots';

const kindLabels: Record<LotKind, string> = {
  flat: 'Квартира',
  apartment: 'Апартаменты',
  commercial: 'Коммерческое помещение',
  parking: 'Машино-место',
  storage: 'Кладовая',
};

export function testLot(id: number, overrides: Partial<LotCard> = {}): LotCard {
  const kind = overrides.kind ?? 'flat';
  const living = kind === 'flat' || kind === 'apartment';
  const rooms = living ? (overrides.rooms ?? 2) : null;
  return {
    id,
    external_id: `lot-${id}`,
    kind,
    kind_label: kindLabels[kind],
    title: living ? `${rooms}-комнатная квартира` : `${kindLabels[kind]} № ${id}`,
    city: 'moskva',
    rooms,
    rooms_label: living ? `${rooms}-комнатная` : null,
    rooms_short: living ? `${rooms}-комн.` : null,
    rooms_extra: living ? `${rooms}к` : null,
    is_apartment: kind === 'apartment',
    commercial_type: null,
    commercial_type_label: null,
    area: 54.3,
    kitchen_area: living ? 12 : null,
    ceiling_height: 3,
    floor: 5,
    floors_total: 17,
    price: 12_500_000,
    old_price: null,
    discount: null,
    discount_percent: null,
    price_per_meter: 230_203,
    mortgage_payment: null,
    status: 'free',
    status_label: 'В продаже',
    finishing: null,
    finishing_label: null,
    features: [],
    completion: { year: 2027, quarter: 2, label: '2 кв. 2027', is_completed: false },
    project: { id: 1, slug: 'sadovyj', name: 'Садовый квартал' },
    building: { id: 1, name: 'Корпус 1' },
    section: 1,
    number: String(id),
    layout_image: `layouts/${id}.png`,
    layout_furniture_image: null,
    plan_image: 'plans/1.png',
    plan_position: { x: 10, y: 10, w: 20, h: 20 },
    tags: [],
    ...overrides,
  };
}
