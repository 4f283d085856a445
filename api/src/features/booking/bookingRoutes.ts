import { MESSAGES } from '@estate/shared-api/validation/messages';
import type { FastifyInstance } from 'fastify';
import type { Booking, BookingAgreement, BookingContent, BookingSpecs, BookingStatus } from '@estate/shared-api/dto/booking';
import type { AppContext } from '../../appContext';
import { ApiError, messages, validationError } from '../../http/errors';
import { readForm } from '../../http/form';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage } from '../../http/pagination';
import { checkEmail, checkName } from '../../domain/fieldRules';
import { findVisitorId } from '../../shared/session/visitor';
import { LOT_FROM, LOT_SELECT, toLotCard, type LotRow } from '../../shared/lots/lotCard';
import { loadRates } from '../../shared/mortgage/monthlyPayment';
import { enqueueLead } from '../../shared/leads/leadMessage';

const STATUS_LABELS: Record<BookingStatus, string> = { new: 'Ожидает оплаты', paid: 'Оплачено', cancelled: 'Отменено', expired: 'Истекло' };
export const bookingMessages = {
  login: 'Подтвердите номер телефона, чтобы забронировать объект',
  notFree: 'Объект уже забронирован или продан',
  agreement: 'Необходимо принять условия договора бронирования',
};

async function contentBlock<T>(ctx: AppContext, key: string): Promise<T> {
  const { rows } = await ctx.db.query<{ data: T }>('select data from content_blocks where key = $1', [key]);
  if (!rows[0]) throw new ApiError(404, { detail: messages.notFound });
  return rows[0].data;
}

/** Online booking: a logged-in visitor (phone confirmed by code) books a free lot for the booking period. */
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
  }));

  app.get('/api/user_booking/', async (request) => {
    const query = QueryReader.of(request.query);
    const page = readPage(query);
    query.check();
    const visitorId = await findVisitorId(ctx.db, request);
    if (visitorId === null) return paginated(request, page, 0, []);
    const content = await contentBlock<BookingContent>(ctx, 'booking_content');
    const [counted, { rows }, rates] = await Promise.all([
      ctx.db.query<{ count: number }>('select count(*)::int as count from bookings where visitor_id = $1', [visitorId]),
      ctx.db.query<LotRow & { booking_id: number; booking_name: string; booking_phone: string; booking_email: string | null; booking_status: BookingStatus; agreement_version: string; created_at: Date }>(
        `select ${LOT_SELECT}, k.id as booking_id, k.name as booking_name, k.phone as booking_phone, k.email as booking_email,
                k.status as booking_status, k.agreement_version, k.created_at
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
      expires_at: new Date(new Date(row.created_at).getTime() + content.duration_days * 86_400_000).toISOString(),
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
    const agreement = await contentBlock<BookingAgreement>(ctx, 'booking_agreement');
    const id = await ctx.dataVersion.change('catalogue', async (tx) => {
      const { rowCount } = await tx.query(
        "update lots set status = 'booked', updated_at = now() where id = $1 and status = 'free' and kind in ('flat', 'apartment', 'commercial', 'parking', 'storage')",
        [Number(rawProperty)],
      );
      if (rowCount === 0) throw validationError({ property: [bookingMessages.notFree] });
      const { rows } = await tx.query<{ id: number; uid: string; created_at: Date }>(
        'insert into bookings (visitor_id, lot_id, name, phone, email, agreement_version) values ($1, $2, $3, $4, $5, $6) returning id, uid, created_at',
        [visitorId, Number(rawProperty), name.value, phone, email?.ok ? email.value : null, agreement.version],
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
        lotId: Number(rawProperty),
        excursion: null,
        createdAt: new Date(row.created_at),
      });
      return row.id;
    });
    ctx.outbox.wake();
    request.log.info({ booking: id, lot: Number(rawProperty) }, 'lot booked');
    return reply.status(201).send({ id, property: Number(rawProperty), status: 'new', status_label: STATUS_LABELS.new });
  });
}
