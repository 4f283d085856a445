// A presentational card for any lot (flat, apartment, commercial, parking, storage): layout image, title by
// room-count label, facts, price and old price, badges, and a slot for action buttons (favourite, compare).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Image } from '../Image/Image';
import { roomLabel } from '../../format/rooms';
import { formatArea, formatPrice } from '../../format/units';
import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import styles from './LotCard.module.css';

export interface LotCardProps {
  /** the lot page; the whole card becomes one link */
  href?: string;
  image?: string | null;
  imageAlt?: string;
  /** room count of a flat or apartment (0 is a studio); null for other lot kinds */
  rooms?: number | null;
  /** overrides the room-count title: 'Машиноместо', 'Кладовая', 'Помещение' … */
  title?: string;
  area: number;
  floor?: number;
  floorsTotal?: number;
  project?: string;
  building?: string;
  /** 'IV кв. 2026' */
  completion?: string;
  price: number;
  oldPrice?: number | null;
  badges?: readonly string[];
  /** favourite and compare toggles, rendered above the card link */
  actions?: ReactNode;
  webp?: boolean;
  className?: string;
}

export function lotTitle(rooms: number | null | undefined, title: string | undefined): string {
  if (title) return title;
  return rooms === null || rooms === undefined ? '' : roomLabel(rooms);
}

export function LotCard(props: LotCardProps) {
  const { href, image, rooms, area, floor, floorsTotal, project, building, completion, price, oldPrice, badges = [] } = props;
  const title = lotTitle(rooms, props.title);
  const heading = `${title}${title ? ', ' : ''}${formatArea(area)}`;
  const discounted = oldPrice !== null && oldPrice !== undefined && oldPrice > price;
  return (
    <article className={cx(styles.card, props.className)}>
      <Image path={image} alt={props.imageAlt ?? ''} fit="contain" aspectRatio="4 / 3" sizes="(max-width: 767px) 100vw, 36rem" webp={props.webp} className={styles.image} />
      {badges.length > 0 && (
        <ul className={styles.badges}>
          {badges.map((badge) => (
            <li key={badge} className={styles.badge}>
              {badge}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>
          {href ? (
            <Link to={href} className={styles.link}>
              {heading}
            </Link>
          ) : (
            heading
          )}
        </h3>
        <dl className={styles.facts}>
          {floor !== undefined && (
            <div className={styles.fact}>
              <dt>Этаж</dt>
              <dd>{floorsTotal ? `${floor} из ${floorsTotal}` : floor}</dd>
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
      </div>
      {props.actions && <div className={styles.actions}>{props.actions}</div>}
    </article>
  );
}
