import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { Queryable } from '../../db/db';
import { lotTitle } from '../lots/lotCard';
import type { AlertLot } from './alertMessages';

/** The columns `alertLot` needs, for a query joining `lots l` and `projects p`. */
export const ALERT_LOT_COLUMNS = 'l.id as lot_id, l.kind, l.rooms, l.commercial_type, l.number, l.area, p.name as project_name';

export interface AlertLotRow {
  lot_id: number;
  kind: 'flat' | 'apartment' | 'commercial' | 'parking' | 'storage';
  rooms: number | null;
  commercial_type: 'retail' | 'office' | 'food' | 'free_purpose' | null;
  number: string;
  area: string | number;
  project_name: string;
}

/** '2-комнатная квартира, 54,3 м², ЖК «Береговой»' and the lot page on the subscriber's site. */
export function alertLot(row: AlertLotRow, origin: string): AlertLot {
  const path = sitePaths.lotPage(row.kind === 'commercial' ? 'commercial' : 'flat', row.lot_id);
  const area = Number(row.area).toLocaleString('ru-RU');
  return { title: `${lotTitle(row)}, ${area} м², ${row.project_name}`, page_url: `${origin}${path}` };
}

export async function loadAlertLot(tx: Queryable, lotId: number, kinds: readonly string[]): Promise<AlertLotRow | null> {
  const { rows } = await tx.query<AlertLotRow>(
    `select ${ALERT_LOT_COLUMNS} from lots l join projects p on p.id = l.project_id where l.id = $1 and l.kind = any($2::text[])`,
    [lotId, kinds],
  );
  return rows[0] ?? null;
}
