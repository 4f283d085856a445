// A lot in a grid: layout picture, kind and rooms, area, floor, project, completion, price (old price and discount),
// monthly payment, badges and the favourite/compare toggles. The whole card is one link (when the lot has a page).
import { Link } from 'react-router-dom';
import type { ShellContext } from '@estate/shared-api';
import type { PropertyTag } from '@estate/shared-api/dto/baseData';
import type { LotCard as LotCardData } from '@estate/shared-api/dto/lots';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { formatArea, formatPrice } from '@estate/shared-ui/format/units';
import { cx } from '@estate/shared-ui/utils/cx';
import { Badge } from '../components/Badge';
import { monthly } from '../format/money';
import { floorText, lotHref, statusLabel, statusTone } from './lotLinks';
import { LotToggles } from './LotToggles';
import styles from './LotCard.module.css';

interface LotCardProps {
  ctx: ShellContext;
  lot: LotCardData;
  tags?: readonly PropertyTag[];
  layout?: 'grid' | 'list';
  /** the `sizes` of the picture: how wide the card's image is shown */
  imageSizes?: string;
  /** false for a card on the first screen: its picture is in the server's document and loads at once */
  lazy?: boolean;
}

export function LotCard({ ctx, lot, tags = [], layout = 'grid', imageSizes, lazy = true }: LotCardProps) {
  const href = lotHref(lot.kind, lot.id);
  const lotTags = tags.filter((tag) => lot.tags.includes(tag.slug));
  const picture = lot.layout_image ?? lot.plan_image;
  const sizes = imageSizes ?? (layout === 'list' ? '12rem' : '(max-width: 767px) 90vw, (max-width: 1279px) 45vw, 30rem');
  const title = (
    <>
      {lot.title}
      {lot.kind !== 'parking' && lot.kind !== 'storage' && <span className={styles.area}>, {formatArea(lot.area)}</span>}
    </>
  );
  return (
    <article className={cx(styles.card, styles[layout])} data-testid="lot-card" data-lot-id={lot.id}>
      <div className={styles.picture}>
        <Image path={picture} alt={`Планировка: ${lot.title}`} sizes={sizes} webp={ctx.device.webp} lazy={lazy} className={styles.image} />
      </div>
      <div className={styles.body}>
        <div className={styles.badges}>
          {lot.status !== 'free' && <Badge tone={statusTone[lot.status]}>{statusLabel[lot.status]}</Badge>}
          {lot.discount_percent ? <Badge tone="danger">−{lot.discount_percent} %</Badge> : null}
          {lotTags.map((tag) => (
            <Badge key={tag.slug} color={tag.color}>
              {tag.name}
            </Badge>
          ))}
        </div>
        <h3 className={styles.title}>
          {href ? (
            <Link to={href} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className={styles.meta}>
          {lot.kind === 'parking' || lot.kind === 'storage' ? `${formatArea(lot.area)} · ` : ''}
          {floorText(lot.floor, lot.floors_total)} · {lot.building.name}
        </p>
        <p className={styles.meta}>
          {lot.project.name} · сдача {lot.completion.label}
        </p>
        {lot.finishing_label && <p className={styles.meta}>Отделка: {lot.finishing_label}</p>}
        <div className={styles.prices}>
          <p className={styles.price}>{formatPrice(lot.price)}</p>
          {lot.old_price && lot.old_price > lot.price ? <p className={styles.oldPrice}>{formatPrice(lot.old_price)}</p> : null}
        </div>
        {lot.mortgage_payment ? <p className={styles.monthly}>В ипотеку {monthly(lot.mortgage_payment)}</p> : null}
      </div>
      <div className={styles.toggles}>
        <LotToggles ctx={ctx} lotId={lot.id} />
      </div>
    </article>
  );
}
