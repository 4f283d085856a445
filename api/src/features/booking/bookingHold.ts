import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { ApiError, tooManyRequests, validationError } from '../../http/errors';
import { LOT_STATUS_LOCK } from '../../shared/lots/lotStatusLock';

export const bookingMessages = {
  login: 'Подтвердите номер телефона, чтобы забронировать объект',
  notFree: 'Объект уже забронирован или продан',
  agreement: 'Необходимо принять условия договора бронирования',
  active: 'У вас уже есть активная бронь: менеджер свяжется с вами. Забронировать другой объект можно после её окончания',
  dailyPhone: 'С этого номера за сутки оформлено слишком много броней. Попробуйте позже или позвоните в офис продаж',
  dailyIp: 'С вашего адреса за сутки оформлено слишком много броней. Попробуйте позже или позвоните в офис продаж',
};

/** Who books which lot. */
export interface HoldRequest {
  visitorId: number;
  phone: string;
  ip: string;
  lotId: number;
}

const DAY_MS = 86_400_000;
const BOOKABLE_KINDS = ['flat', 'apartment', 'commercial', 'parking', 'storage'];

interface Counts {
  active_phone: number;
  active_visitor: number;
  daily_phone: number;
  daily_ip: number;
  oldest_phone: Date | null;
  oldest_ip: Date | null;
}

const secondsUntilDayAfter = (oldest: Date | null, now: Date) => (oldest ? Math.max(Math.ceil((new Date(oldest).getTime() + DAY_MS - now.getTime()) / 1000), 1) : 1);

/**
 * The sales office's rules, inside the booking's transaction: a phone and a visitor have at most `activeLimit`
 * bookings whose hold lasts, a phone and a client address make at most `dailyPerPhone` / `dailyPerIp` bookings in 24
 * hours, and only a free lot is held (until the returned time). The counts are taken under advisory locks of the
 * phone, the visitor and the address (always in this order), so parallel requests never pass a rule; two visitors
 * after one lot meet at its row, and one of them finds it booked.
 */
export async function holdLot(tx: Queryable, request: HoldRequest, rules: Config['booking'], now: Date): Promise<Date> {
  const { visitorId, phone, ip, lotId } = request;
  await tx.query('select pg_advisory_xact_lock_shared($1)', [LOT_STATUS_LOCK]);
  for (const key of [`booking-phone:${phone}`, `booking-visitor:${visitorId}`, `booking-ip:${ip}`]) {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
  }
  const { rows } = await tx.query<Counts>(
    `select count(*) filter (where status = 'new' and hold_until > $4 and phone = $1)::int as active_phone,
            count(*) filter (where status = 'new' and hold_until > $4 and visitor_id = $2)::int as active_visitor,
            count(*) filter (where created_at > $5 and phone = $1)::int as daily_phone,
            count(*) filter (where created_at > $5 and ip = $3)::int as daily_ip,
            min(created_at) filter (where created_at > $5 and phone = $1) as oldest_phone,
            min(created_at) filter (where created_at > $5 and ip = $3) as oldest_ip
       from bookings where phone = $1 or visitor_id = $2 or ip = $3`,
    [phone, visitorId, ip, now, new Date(now.getTime() - DAY_MS)],
  );
  const counts = rows[0]!;
  if (counts.active_phone >= rules.activeLimit || counts.active_visitor >= rules.activeLimit) throw new ApiError(409, { detail: bookingMessages.active });
  if (counts.daily_phone >= rules.dailyPerPhone) throw tooManyRequests(bookingMessages.dailyPhone, secondsUntilDayAfter(counts.oldest_phone, now));
  if (counts.daily_ip >= rules.dailyPerIp) throw tooManyRequests(bookingMessages.dailyIp, secondsUntilDayAfter(counts.oldest_ip, now));
  const holdUntil = new Date(now.getTime() + rules.holdHours * 3_600_000);
  const { rowCount } = await tx.query(
    "update lots set status = 'booked', held_until = $2, updated_at = now() where id = $1 and status = 'free' and kind = any($3::text[])",
    [lotId, holdUntil, BOOKABLE_KINDS],
  );
  if (rowCount === 0) throw validationError({ property: [bookingMessages.notFree] });
  return holdUntil;
}
