import { MESSAGES } from '@estate/shared-api/validation/messages';
import type { FastifyInstance } from 'fastify';
import type { Booking, BookingAgreement, BookingContent, BookingCreated, BookingSpecs, BookingStatus } from '@estate/shared-api/dto/booking';
import type { AppContext } from '../../appContext';
import type { Queryable } from '../../db/db';
import { ApiError, messages, validationError } from '../../http/errors';
import { bookingMessages, holdLot } from './bookingHold';
import { readForm } from '../../http/form';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage } from '../../http/pagination';
import { checkEmail, checkName } from '../../domain/fieldRules';
import { findVisitorId } from '../../shared/session/visitor';
import { LOT_FROM, LOT_SELECT, toLotCard, type LotRow } from '../../shared/lots/lotCard';
import { loadRates } from '../../shared/mortgage/monthlyPayment';
import { enqueueLead } from '../../shared/leads/leadMessage';
import { markReplayed, oncePerKey, readSubmission, storedAnswer } from '../../http/idempotency';

const STATUS_LABELS: Record<BookingStatus, string> = { new: 'Ожидает оплаты', paid: 'Оплачено', cancelled: 'Отменено', expired: 'Истекло' };

async function contentBlock<T>(ctx: AppContext, key: string): Promise<T> {
  const { rows } = await ctx.db.query<{ data: T }>('select data from content_blocks where key = $1', [key]);
  if (!rows[0]) throw new ApiError(404, { detail: messages.notFound });
  return rows[0].data;
}

/**
 * Online booking: a logged-in visitor (phone confirmed by code) books a free lot, within the sales office's rules
 * (bookingHold.ts); the lot is held for the sales team, who hear of it through the outbox like of any lead.
 */
export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/user_booking/booking_agreement/', async () => contentBlock<BookingAgreement>(ctx, 'booking_agreement'));
  app.get('/api/user_booking/booking_content/', async () => contentBlock<BookingContent>(ctx, 'booking_content'));
  app.get('/api/user_booking/specs/', async (): Promise<BookingSpecs> => ({
    fields: [
      { name: 'property', label: 'Объект', required: true },
      { name: 'name', label: 'Имя', required: true, max_length: 64 },
      { name: 'email', label: 'E-mail', required: false, max_length: 254 },
      { name: 'agreement', label: 'Согласие с договором бронирования', required: true },
    ],
    requires_login: true,
    hold_hours: ctx.config.booking.holdHours,
  }));

  app.get('/api/user_booking/', async (request) => {
    const query = QueryReader.of(request.query);
    const page = readPage(query);
    query.check();
    const visitorId = await findVisitorId(ctx.db, request);
    if (visitorId === null) return paginated(request, page, 0, []);
    const [counted, { rows }, rates] = await Promise.all([
      ctx.db.query<{ count: number }>('select count(*)::int as count from bookings where visitor_id = $1', [visitorId]),
      ctx.db.query<LotRow & { booking_id: number; booking_name: string; booking_phone: string; booking_email: string | null; booking_status: BookingStatus; agreement_version: string; created_at: Date; hold_until: Date }>(
        `select ${LOT_SELECT}, k.id as booking_id, k.name as booking_name, k.phone as booking_phone, k.email as booking_email,
                k.status as booking_status, k.agreement_version, k.created_at, k.hold_until
           from bookings k join ${LOT_FROM} on l.id = k.lot_id where k.visitor_id = $1 order by k.created_at desc limit $2 offset $3`,
        [visitorId, page.limit, page.offset],
      ),
      loadRates(ctx.db),
    ]);
    const results: Booking[] = rows.map((row) => ({
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
    return paginated(request, page, counted.rows[0]?.count ?? 0, results);
  });

  app.post('/api/user_booking/', async (request, reply) => {
    const visitorId = await findVisitorId(ctx.db, request);
    const { rows: visitors } = visitorId === null ? { rows: [] } : await ctx.db.query<{ phone: string | null }>('select phone from visitors where id = $1', [visitorId]);
    const phone = visitors[0]?.phone;
    if (visitorId === null || !phone) throw new ApiError(401, { detail: bookingMessages.login });
    const form = readForm(request.body);
    const errors: Record<string, string[]> = {};
    const rawProperty = (form.property ?? '').trim();
    if (rawProperty === '') errors.property = [MESSAGES.required];
    else if (!/^\d{1,9}$/.test(rawProperty)) errors.property = [messages.integer];
    const name = checkName(form.name ?? '');
    if (!name.ok) errors.name = [name.message];
    const email = (form.email ?? '').trim() ? checkEmail(form.email ?? '') : null;
    if (email && !email.ok) errors.email = [email.message];
    if (!['true', '1', 'on'].includes((form.agreement ?? '').trim())) errors.agreement = [bookingMessages.agreement];
    if (Object.keys(errors).length || !name.ok) throw validationError(errors);
    const lotId = Number(rawProperty);
    // a retry of a booking already made (its answer lost) gets that booking, not the refusal of a second one
    const submission = readSubmission(request, 'booking', { visitorId, lotId, name: name.value, email: email?.ok ? email.value : null });
    const earlier = submission && (await storedAnswer<BookingCreated>(ctx.db, submission));
    if (earlier) {
      markReplayed(reply, true);
      return reply.status(201).send(earlier);
    }
    const agreement = await contentBlock<BookingAgreement>(ctx, 'booking_agreement');
    const now = ctx.now();
    const book = async (tx: Queryable): Promise<BookingCreated> => {
      const holdUntil = await holdLot(tx, { visitorId, phone, ip: request.ip, lotId }, ctx.config.booking, now);
      const { rows } = await tx.query<{ id: number; uid: string; created_at: Date }>(
        `insert into bookings (visitor_id, lot_id, name, phone, email, agreement_version, ip, created_at, hold_until)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id, uid, created_at`,
        [visitorId, lotId, name.value, phone, email?.ok ? email.value : null, agreement.version, request.ip, now, holdUntil],
      );
      const row = rows[0];
      if (!row) throw new Error('booking insert returned no row');
      // A booking is the strongest lead there is: the sales team hears of it like of any other.
      await enqueueLead(tx, {
        uid: row.uid,
        source: 'booking',
        number: Number(row.id),
        type: 'booking',
        phone,
        name: name.value,
        email: email?.ok ? email.value : null,
        comment: null,
        pageUrl: request.headers.referer?.slice(0, 2048) ?? null,
        city: null,
        // The booking form sends no tracking fields: the cookies the lead forms read them from reach us too.
        utm: request.cookies.utm?.slice(0, 2000) ?? null,
        ymUid: /^\d{1,32}$/.test(request.cookies._ym_uid ?? '') ? (request.cookies._ym_uid ?? null) : null,
        consent: { at: new Date(row.created_at), ip: request.ip, version: agreement.version },
        lotId,
        excursion: null,
        booking: { holdUntil },
        createdAt: new Date(row.created_at),
      });
      return { id: Number(row.id), property: lotId, status: 'new', status_label: STATUS_LABELS.new, expires_at: holdUntil.toISOString() };
    };
    const booked = await ctx.dataVersion.change('catalogue', (tx) => oncePerKey(tx, submission, () => book(tx)));
    if (!booked.replayed) {
      ctx.outbox.wake();
      request.log.info({ booking: booked.answer.id, lot: lotId, hold_until: booked.answer.expires_at }, 'lot booked and held');
    }
    markReplayed(reply, booked.replayed);
    return reply.status(201).send(booked.answer);
  });
}
