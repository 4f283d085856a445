// The chess-board of one building: a table per section, floors as rows, risers as columns, each lot coloured by
// status; a lot on sale opens its page, lots outside the current filters are dimmed.
import { Link } from 'react-router-dom';
import type { GenplanBuilding, GenplanLot } from '@estate/shared-api/dto/genplan';
import type { LotKind } from '@estate/shared-api/dto/lots';
import { roomExtraLabel } from '@estate/shared-ui/format/rooms';
import { formatNumber } from '@estate/shared-ui/format/number';
import { formatPrice } from '@estate/shared-ui/format/units';
import { VisuallyHidden } from '@estate/shared-ui/utils/VisuallyHidden';
import { cx } from '@estate/shared-ui/utils/cx';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import { statusLabel } from '../../../shared/lot/lotLinks';
import type { FilterState } from '../model/filterState';
import { chessSections, statusCounts } from './chessModel';
import { matchesFilters } from './chessMatch';
import styles from './ChessBoard.module.css';

interface ChessBoardProps {
  building: GenplanBuilding;
  kinds: readonly LotKind[];
  state: FilterState;
}

function cellText(lot: GenplanLot): string {
  const area = formatNumber(lot.area, 1);
  return lot.rooms === null ? area : `${roomExtraLabel(Math.min(lot.rooms, 4))} · ${area}`;
}

/** What the cell does not show: said to assistive technology after the visible text, shown as a tooltip. */
function cellDetails(lot: GenplanLot, floor: number): string {
  return `м², № ${lot.number}, ${floor} этаж, ${formatPrice(lot.price)}, ${statusLabel[lot.status].toLowerCase()}`;
}

export function ChessBoard({ building, kinds, state }: ChessBoardProps) {
  const sections = chessSections(building, kinds);
  if (sections.length === 0) return <p className={styles.none}>В этом корпусе нет лотов такого типа.</p>;
  const counts = statusCounts(sections);
  return (
    <div className={styles.root} data-testid="chess-board">
      <ul className={styles.legend} aria-label="Обозначения">
        <li className={styles.legendItem}>
          <span className={cx(styles.swatch, styles.free)} /> Свободно · {counts.free}
        </li>
        <li className={styles.legendItem}>
          <span className={cx(styles.swatch, styles.booked)} /> Забронировано · {counts.booked}
        </li>
        <li className={styles.legendItem}>
          <span className={cx(styles.swatch, styles.sold)} /> Продано · {counts.sold}
        </li>
      </ul>
      <div className={styles.sections}>
        {sections.map((section) => (
          <div key={section.id} className={styles.scroller}>
            <table className={styles.table}>
              <caption className={styles.caption}>
                {building.name}, секция {section.number}
              </caption>
              <tbody>
                {section.rows.map((row) => (
                  <tr key={row.floor}>
                    <th scope="row" className={styles.floor}>
                      {row.floor}
                    </th>
                    {row.cells.map((lot, index) => {
                      if (!lot) return <td key={`empty-${index}`} className={styles.empty} />;
                      const dimmed = !matchesFilters(lot, row.floor, building.floors_total, state);
                      const href = lot.status === 'sold' ? null : sitePaths.lot(lot.kind, lot.id);
                      const className = cx(styles.cell, styles[lot.status], dimmed && styles.dimmed);
                      return (
                        <td key={lot.id} className={styles.slot}>
                          {href ? (
                            <Link to={href} className={className} title={`${cellText(lot)} ${cellDetails(lot, row.floor)}`}>
                              {cellText(lot)}
                              <VisuallyHidden>{` ${cellDetails(lot, row.floor)}`}</VisuallyHidden>
                            </Link>
                          ) : (
                            <span className={className} title={`${cellText(lot)} ${cellDetails(lot, row.floor)}`}>
                              {cellText(lot)}
                              <VisuallyHidden>{` ${cellDetails(lot, row.floor)}`}</VisuallyHidden>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </div>
  );
}
