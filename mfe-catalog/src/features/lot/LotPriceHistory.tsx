// The lot's price over time: a small chart of every price the sales system set, «Цена снижена» after a
// drop in the last 30 days, and the price-drop e-mail subscription. Nothing shows until the history has loaded.
import { endpoints, useApiQuery, type ShellContext } from '@estate/shared-api';
import type { LotPriceHistory as History } from '@estate/shared-api/dto/lots';
import { formatPrice } from '@estate/shared-ui/format/units';
import { Badge } from '@estate/shared-ui/components/Badge/Badge';
import { Section } from '../../shared/components/Section';
import { PriceDropAlert } from './PriceDropAlert';
import styles from './LotPriceHistory.module.css';

const WIDTH = 320;
const HEIGHT = 96;
const PAD = 6;
const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

/** A step line: each price holds until the next change; the current one runs on to the right edge. */
function chartPath(points: History['points']): string {
  const times = points.map((point) => Date.parse(point.date));
  const prices = points.map((point) => point.price);
  const first = times[0] ?? 0;
  const span = (times.at(-1) ?? first) - first || 1;
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const x = (time: number) => (PAD + ((time - first) / span) * (WIDTH * 0.9 - 2 * PAD)).toFixed(1);
  const y = (price: number) =>
    (high === low ? HEIGHT / 2 : PAD + ((high - price) / (high - low)) * (HEIGHT - 2 * PAD)).toFixed(1);
  return points
    .map((point, index) => {
      const next = times[index + 1];
      return `${index === 0 ? `M${x(first)},` : 'V'}${y(point.price)} H${next === undefined ? WIDTH - PAD : x(next)}`;
    })
    .join(' ');
}

export function LotPriceHistory({
  ctx,
  endpoint,
  lotId,
}: {
  ctx: ShellContext;
  endpoint: 'flats' | 'commercial';
  lotId: number;
}) {
  const history = useApiQuery(ctx.api, endpoints[endpoint].priceHistory(lotId));
  if (!history.data) return null;
  const { points, price_dropped: dropped } = history.data;
  const prices = points.map((point) => point.price);
  const first = points[0];
  return (
    <Section id="price-history" title="Динамика цены">
      {dropped && (
        <p className={styles.dropped}>
          <Badge tone="danger">Цена снижена</Badge>
        </p>
      )}
      {first && points.length > 1 && (
        <figure className={styles.chart}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={`Цена от ${formatPrice(Math.min(...prices))} до ${formatPrice(Math.max(...prices))}`}
          >
            <path d={chartPath(points)} className={styles.line} />
          </svg>
          <figcaption className={styles.caption}>
            С {dateFormat.format(new Date(first.date))}: от {formatPrice(Math.min(...prices))} до{' '}
            {formatPrice(Math.max(...prices))}
          </figcaption>
        </figure>
      )}
      <PriceDropAlert ctx={ctx} endpoint={endpoint} lotId={lotId} />
    </Section>
  );
}
