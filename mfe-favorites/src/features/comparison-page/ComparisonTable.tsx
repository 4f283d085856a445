// The side-by-side table: one column per compared lot (picture, title, price, removal), one row per field.
// It scrolls sideways inside its own region, the field names staying in a sticky first column.
import { Link } from 'react-router-dom';
import type { ComparisonRow } from '@estate/shared-api/dto/favorites';
import type { LotCard } from '@estate/shared-api/dto/lots';
import { Image } from '@estate/shared-ui/components/Image/Image';
import { formatNumber } from '@estate/shared-ui/format/number';
import { formatPrice } from '@estate/shared-ui/format/units';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { RemoveButton } from '../../shared/lot/RemoveButton';
import type { CellValue } from './comparisonRows';
import styles from './ComparisonTable.module.css';

export interface ComparisonTableProps {
  lots: readonly LotCard[];
  rows: readonly ComparisonRow[];
  webp: boolean;
  busy: (id: number) => boolean;
  onRemove: (id: number) => void;
  /** extra controls over a lot's column (the favourite toggle) */
  lotActions?: (lot: LotCard) => React.ReactNode;
}

export function cellText(value: CellValue): string {
  if (value === null || value === '') return '—';
  return typeof value === 'number' ? formatNumber(value) : value;
}

export function ComparisonTable({ lots, rows, webp, busy, onRemove, lotActions }: ComparisonTableProps) {
  return (
    <div className={styles.scroller} role="region" aria-label="Таблица сравнения" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <span className={styles.cornerText}>Характеристики</span>
            </th>
            {lots.map((lot) => {
              const href = sitePaths.lot(lot.kind, lot.id);
              return (
                <th key={lot.id} scope="col" className={styles.lot} data-testid="compared-lot" data-lot-id={lot.id}>
                  <div className={styles.lotActions}>
                    {lotActions?.(lot)}
                    <RemoveButton label="Удалить из сравнения" busy={busy(lot.id)} onClick={() => onRemove(lot.id)} />
                  </div>
                  <Image
                    path={lot.layout_image ?? lot.plan_image}
                    alt={`Планировка: ${lot.title}`}
                    fit="contain"
                    aspectRatio="4 / 3"
                    sizes="24rem"
                    webp={webp}
                    className={styles.picture}
                  />
                  <span className={styles.lotTitle}>{href ? <Link to={href}>{lot.title}</Link> : lot.title}</span>
                  <span className={styles.lotPrice}>{formatPrice(lot.price)}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-row={row.name}>
              <th scope="row" className={styles.label}>
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={lots[index]?.id ?? index} className={styles.value}>
                  {cellText(value)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
