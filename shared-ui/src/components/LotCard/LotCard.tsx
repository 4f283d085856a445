// A presentational card for any lot (flat, apartment, commercial, parking, storage): layout image, title by
// room-count label, facts, price and old price, badges, a note under the price, and a slot for action buttons
// (favourite, compare). In a grid, or one row per lot in a list.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Image } from '../Image/Image';
import { roomLabel } from '../../format/rooms';
import { formatArea, formatPrice } from '../../format/units';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import styles from './LotCard.module.css';

/** A badge over the card: plain text, or a status tone, or a tag with its own colour (shown as a dot). */
export type LotBadge = string | { label: string; tone?: BadgeTone; color?: string };

export interface LotCardProps {
  /** marks the card as the lot's (data-lot-id) for the pages' scripts and tests */
  lotId?: number;
  layout?: 'grid' | 'list';
  /** the lot page; the whole card becomes one link */
  href?: string;
  image?: string | null;
  imageAlt?: string;
  /** the `sizes` of the picture: how wide the card's image is shown */
  imageSizes?: string;
  /** false for a card on the first screen: its picture is in the server's document and loads at once */
  lazy?: boolean;
  /** room count of a flat or apartment (0 is a studio); null for other lot kinds */
  rooms?: number | null;
  /** overrides the room-count title: 'Машиноместо', 'Кладовая', 'Помещение' … */
  title?: string;
  area: number;
  /** a negative floor is an underground level */
  floor?: number;
  floorsTotal?: number;
  project?: string;
  building?: string;
  /** 'IV кв. 2026' */
  completion?: string;
  finishing?: string | null;
  price: number;
  oldPrice?: number | null;
  /** a line under the price: 'В ипотеку от 59 955 ₽/мес.' */
  note?: string;
  badges?: readonly LotBadge[];
  /** favourite and compare toggles, rendered above the card link */
  actions?: ReactNode;
  webp?: boolean;
  className?: string;
  /** the level of its title: 2 in a list right under the page's title, 3 in a titled section (the default) */
  headingLevel?: 2 | 3;
}

export function lotTitle(rooms: number | null | undefined, title: string | undefined): string {
  if (title) return title;
  return rooms === null || rooms === undefined ? '' : roomLabel(rooms);
}

/** '5 из 17'; an underground level as 'уровень −1' */
function floorText(floor: number, floorsTotal: number | undefined): string {
  if (floor < 0) return `уровень −${-floor}`;
  return floorsTotal ? `${floor} из ${floorsTotal}` : String(floor);
}

const GRID_SIZES = '(max-width: 767px) 100vw, 36rem';

export function LotCard(props: LotCardProps) {
  const {
    href,
    image,
    rooms,
    area,
    floor,
    floorsTotal,
    project,
    building,
    completion,
    finishing,
    price,
    oldPrice,
    badges = [],
    layout = 'grid',
  } = props;
  const title = lotTitle(rooms, props.title);
  const heading = `${title}${title ? ', ' : ''}${formatArea(area)}`;
  const discounted = oldPrice !== null && oldPrice !== undefined && oldPrice > price;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cx(styles.card, layout === 'list' && styles.list, props.className)}
      data-testid={props.lotId === undefined ? undefined : 'lot-card'}
      data-lot-id={props.lotId}
    >
      <Image
        path={image}
        alt={props.imageAlt ?? ''}
        fit="contain"
        aspectRatio="4 / 3"
        sizes={props.imageSizes ?? (layout === 'list' ? '12rem' : GRID_SIZES)}
        webp={props.webp}
        lazy={props.lazy}
        className={styles.image}
      />
      {badges.length > 0 && (
        <ul className={styles.badges}>
          {badges.map((badge) => {
            const { label, tone, color } =
              typeof badge === 'string' ? { label: badge, tone: undefined, color: undefined } : badge;
            return (
              <li key={label}>
                <Badge tone={tone} color={color}>
                  {label}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>
          {href ? (
            <Link to={href} className={styles.link}>
              {heading}
            </Link>
          ) : (
            heading
          )}
        </Heading>
        <dl className={styles.facts}>
          {floor !== undefined && (
            <div className={styles.fact}>
              <dt>Этаж</dt>
              <dd>{floorText(floor, floorsTotal)}</dd>
            </div>
          )}
          {project && (
            <div className={styles.fact}>
              <dt>Проект</dt>
              <dd>{building ? `${project}, ${building}` : project}</dd>
            </div>
          )}
          {completion && (
            <div className={styles.fact}>
              <dt>Срок сдачи</dt>
              <dd>{completion}</dd>
            </div>
          )}
          {finishing && (
            <div className={styles.fact}>
              <dt>Отделка</dt>
              <dd>{finishing}</dd>
            </div>
          )}
        </dl>
        <p className={styles.prices}>
          <span className={styles.price}>{formatPrice(price)}</span>
          {discounted && (
            <s className={styles.oldPrice}>
              <VisuallyHidden>Цена без скидки: </VisuallyHidden>
              {formatPrice(oldPrice)}
            </s>
          )}
        </p>
        {props.note && <p className={styles.note}>{props.note}</p>}
      </div>
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
    </article>
  );
}
