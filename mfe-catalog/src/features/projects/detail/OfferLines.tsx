// What the project sells, line by line ('2-комнатные · 34 · от 12,4 млн ₽ · 54–68 м²'), each into the selection.
import { Link } from 'react-router-dom';
import type { ProjectKind, ProjectOfferLine } from '@estate/shared-api/dto/projects';
import { formatNumber } from '@estate/shared-ui/format/number';
import { fromPrice } from '../../../shared/format/money';
import { offerHref } from './offerHref';
import styles from './ProjectView.module.css';

export function OfferLines({ kind, slug, lines }: { kind: ProjectKind; slug: string; lines: readonly ProjectOfferLine[] }) {
  return (
    <ul className={styles.offers}>
      {lines.map((line) => (
        <li key={line.key}>
          <Link to={offerHref(kind, slug, line)} className={styles.offer}>
            <span className={styles.offerLabel}>{line.label}</span>
            <span className={styles.offerCount}>{line.count} в продаже</span>
            <span className={styles.offerArea}>
              {formatNumber(line.min_area, 1)}–{formatNumber(line.max_area, 1)} м²
            </span>
            <span className={styles.offerPrice}>{fromPrice(line.min_price)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
