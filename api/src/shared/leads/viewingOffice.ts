import type { OfficeHours, ViewingOffice } from '../schemas/commonSchemas';
import type { Queryable } from '../../db/db';

/**
 * Where a lot on sale is shown to a visitor: its project's own sales office, else its city's central one; null for
 * a lot that is unknown or sold. The viewing form shows its hours and the viewing lead is checked against them.
 */
export async function viewingOffice(db: Queryable, lotId: number): Promise<ViewingOffice | null> {
  const { rows } = await db.query<{ id: number; name: string; address: string; hours: OfficeHours[] }>(
    `select o.id, o.name, o.address, o.hours from lots l join offices o on o.city_id = l.city_id
      where l.id = $1 and l.status <> 'sold'
      order by (o.project_id is not distinct from l.project_id) desc, o.is_central desc, o.sort, o.id limit 1`,
    [lotId],
  );
  return rows[0] ?? null;
}
