// Bookings of the logged-in visitor and the content around them.
import type { Queryable } from '../../db/db';
import type { Page } from '../../http/pagination';
import { LOT_FROM, LOT_SELECT, toLotCard, type LotRow } from '../../shared/lots/lotCard';
import { loadRates } from '../../shared/mortgage/monthlyPayment';
import type { Booking, BookingStatus } from './bookingSchemas';

export const STATUS_LABELS: Record<BookingStatus, string> = { new: 'Ожидает оплаты', paid: 'Оплачено', cancelled: 'Отменено', expired: 'Истекло' };

/** A content block (the agreement, the page's content), or null. */
export async function contentBlock<T>(db: Queryable, key: string): Promise<T | null> {
  const { rows } = await db.query<{ data: T }>('select data from content_blocks where key = $1', [key]);
  return rows[0]?.data ?? null;
}

/** The phone the visitor logged in with, or null. */
export async function visitorPhone(db: Queryable, visitorId: number): Promise<string | null> {
  const { rows } = await db.query<{ phone: string | null }>('select phone from visitors where id = $1', [visitorId]);
  return rows[0]?.phone ?? null;
}

export async function bookingsPage(db: Queryable, visitorId: number, page: Page): Promise<{ count: number; results: Booking[] }> {
  const [counted, { rows }, rates] = await Promise.all([
    db.query<{ count: number }>('select count(*)::int as count from bookings where visitor_id = $1', [visitorId]),
    db.query<LotRow & { booking_id: number; booking_name: string; booking_phone: string; booking_email: string | null; booking_status: BookingStatus; agreement_version: string; created_at: Date; hold_until: Date }>(
      `select ${LOT_SELECT}, k.id as booking_id, k.name as booking_name, k.phone as booking_phone, k.email as booking_email,
              k.status as booking_status, k.agreement_version, k.created_at, k.hold_until
         from bookings k join ${LOT_FROM} on l.id = k.lot_id where k.visitor_id = $1 order by k.created_at desc limit $2 offset $3`,
      [visitorId, page.limit, page.offset],
    ),
    loadRates(db),
  ]);
  const results = rows.map((row) => ({
    id: row.booking_id,
    property: toLotCard(row, rates),
    name: row.booking_name,
    phone: row.booking_phone,
    email: row.booking_email,
    status: row.booking_status,
    status_label: STATUS_LABELS[row.booking_status],
    agreement_version: row.agreement_version,
    created_at: new Date(row.created_at).toISOString(),
    expires_at: new Date(row.hold_until).toISOString(),
  }));
  return { count: counted.rows[0]?.count ?? 0, results };
}

export interface NewBooking {
  visitorId: number;
  lotId: number;
  name: string;
  phone: string;
  email: string | null;
  agreementVersion: string;
  ip: string;
  now: Date;
  holdUntil: Date;
}

/** Stores a booking (in the transaction that holds its lot). */
export async function insertBooking(tx: Queryable, booking: NewBooking): Promise<{ id: number; uid: string; created_at: Date }> {
  const { rows } = await tx.query<{ id: number; uid: string; created_at: Date }>(
    `insert into bookings (visitor_id, lot_id, name, phone, email, agreement_version, ip, created_at, hold_until)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id, uid, created_at`,
    [booking.visitorId, booking.lotId, booking.name, booking.phone, booking.email, booking.agreementVersion, booking.ip, booking.now, booking.holdUntil],
  );
  const row = rows[0];
  if (!row) throw new Error('booking insert returned no row');
  return row;
}
