// Every lot's price over the past months, as the sales system would have set it: a discounted lot was listed at its
// old price and lowered to today's (some within the last 30 days, so the lot page says «Цена снижена»); a share of
// the others rose a few times as construction went on; the rest kept the price they were listed at. A booked or
// sold lot's last change is its status. The last point of every history is the lot's row as it stands.
import type { LotStatus } from '../domain/lotVocabulary';
import type { LotRow } from '../db/tableRows';
import { createPrng, type Prng } from './prng';

export interface PriceHistoryRow {
  lot_id: number;
  changed_at: string;
  price: number;
  old_price: number | null;
  status: LotStatus;
  previous_price: number | null;
  previous_status: LotStatus | null;
}

type Lot = Pick<LotRow, 'id' | 'price' | 'old_price' | 'status'>;

const DAY_MS = 86_400_000;
/** Share of the lots without a discount whose price rose over the past months. */
const RISEN_SHARE = 0.35;
/** Share of the discounted lots lowered within the last 30 days. */
const RECENT_DROP_SHARE = 0.5;

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

interface Point {
  daysAgo: number;
  price: number;
  oldPrice: number | null;
  status: LotStatus;
}

/** The points of one lot, oldest first, days before `now` decreasing. */
function lotPoints(prng: Prng, lot: Lot): Point[] {
  const listedDaysAgo = prng.int(150, 330);
  const points: Point[] = [];
  if (lot.old_price !== null && lot.old_price > lot.price) {
    // listed a little lower, raised to the old price, lowered to today's
    const dropDaysAgo = prng.chance(RECENT_DROP_SHARE) ? prng.int(3, 28) : prng.int(35, 120);
    const raisedDaysAgo = prng.int(dropDaysAgo + 20, listedDaysAgo - 10);
    points.push({ daysAgo: listedDaysAgo, price: roundTo(lot.old_price / prng.float(1.02, 1.05), 10_000), oldPrice: null, status: 'free' });
    points.push({ daysAgo: raisedDaysAgo, price: lot.old_price, oldPrice: null, status: 'free' });
    points.push({ daysAgo: dropDaysAgo, price: lot.price, oldPrice: lot.old_price, status: 'free' });
  } else if (prng.chance(RISEN_SHARE)) {
    // two to four rises of 1–4 % each since the listing, spread over the months
    const rises = prng.int(2, 4);
    const days = [listedDaysAgo, ...Array.from({ length: rises }, (_, rise) => Math.round((listedDaysAgo * (rises - rise)) / (rises + 1)) - prng.int(0, 9))];
    let price = lot.price;
    const prices = [price];
    for (let rise = 0; rise < rises; rise += 1) {
      price = roundTo(price / prng.float(1.01, 1.04), 10_000);
      prices.unshift(price);
    }
    days.forEach((daysAgo, index) => points.push({ daysAgo, price: prices[index] ?? lot.price, oldPrice: null, status: 'free' }));
  } else {
    points.push({ daysAgo: listedDaysAgo, price: lot.price, oldPrice: lot.old_price, status: 'free' });
  }
  if (lot.status !== 'free') {
    const last = points.at(-1)?.daysAgo ?? listedDaysAgo;
    points.push({ daysAgo: prng.int(1, last - 1), price: lot.price, oldPrice: lot.old_price, status: lot.status });
  }
  return points;
}

/** The history rows of every lot, `now` the moment the seed is written (its dates lie before it). */
export function buildPriceHistory(seed: number, lots: readonly Lot[], now: Date): PriceHistoryRow[] {
  // a stream of its own, so the lots themselves stay the same whatever the history draws
  const prng = createPrng(seed ^ 0x5eed_0019);
  const rows: PriceHistoryRow[] = [];
  for (const lot of lots) {
    let previous: Point | null = null;
    for (const point of lotPoints(prng, lot)) {
      rows.push({
        lot_id: lot.id,
        changed_at: new Date(now.getTime() - point.daysAgo * DAY_MS - prng.int(0, 8) * 3_600_000).toISOString(),
        price: point.price,
        old_price: point.oldPrice,
        status: point.status,
        previous_price: previous?.price ?? null,
        previous_status: previous?.status ?? null,
      });
      previous = point;
    }
  }
  return rows;
}
