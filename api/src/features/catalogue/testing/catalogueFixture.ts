import type { CatalogueFeed, FeedLot } from '../catalogueFeed';

const KINDS: FeedLot['kind'][] = ['flat', 'flat', 'flat', 'apartment', 'commercial'];

/**
 * A catalogue feed of `projects` × 2 buildings × 2 sections × `floors` floors × `lotsPerFloor` lots in Moscow
 * (5,000 lots with the defaults), as a sales system would export it; `price` sets each lot's price.
 */
export function catalogueFeed({ projects = 2, floors = 25, lotsPerFloor = 25, price = (index: number) => 5_000_000 + index * 1_000 } = {}): CatalogueFeed {
  let index = 0;
  return {
    generated_at: '2026-11-23T12:00:00Z',
    cities: [
      {
        external_id: 'moskva',
        projects: Array.from({ length: projects }, (_, p) => ({
          external_id: `crm-project-${p + 1}`,
          slug: `import-project-${p + 1}`,
          name: `ЖК Импорт ${p + 1}`,
          kind: 'residential' as const,
          class: 'Комфорт',
          address: `Москва, ул. Импортная, ${p + 1}`,
          lat: 55.7 + p / 100,
          lng: 37.6,
          completion_year: 2028,
          completion_quarter: 2,
          buildings: [1, 2].map((b) => ({
            external_id: `crm-building-${p + 1}-${b}`,
            name: `Корпус ${b}`,
            number: b,
            floors_total: floors,
            sections: [1, 2].map((s) => ({
              external_id: `crm-section-${p + 1}-${b}-${s}`,
              number: s,
              floors: Array.from({ length: floors }, (_, f) => ({
                external_id: `crm-floor-${p + 1}-${b}-${s}-${f + 1}`,
                number: f + 1,
                lots: Array.from({ length: lotsPerFloor }, (_, l): FeedLot => {
                  const kind = KINDS[index % KINDS.length] ?? 'flat';
                  const residential = kind === 'flat' || kind === 'apartment';
                  const lot: FeedLot = {
                    external_id: `crm-lot-${index + 1}`,
                    kind,
                    number: `${b}${s}${String(f + 1).padStart(2, '0')}${String(l + 1).padStart(2, '0')}`,
                    rooms: residential ? index % 4 : null,
                    commercial_type: kind === 'commercial' ? 'retail' : null,
                    area: 30 + (index % 70) + 0.25,
                    kitchen_area: residential ? 9.5 : null,
                    ceiling_height: 3,
                    price: price(index),
                    old_price: null,
                    status: index % 10 === 0 ? 'booked' : 'free',
                    finishing: 'white_box',
                    features: index % 3 === 0 ? ['balcony', 'view'] : [],
                    plan_image: `https://sales.example/plans/${p + 1}-${index % 12}.png`,
                    position: { x: (l % 5) * 20, y: Math.floor(l / 5) * 20, w: 20, h: 20 },
                  };
                  index += 1;
                  return lot;
                }),
              })),
            })),
          })),
        })),
      },
    ],
  };
}
