import { ApiError, notFound } from '../../http/errors';
import { checkEmail, checkName } from '../../domain/fieldRules';
import { feature } from '../../http/feature';
import { checkForm, text } from '../../http/form';
import { markReplayed, oncePerKey, readSubmission, storedAnswer } from '../../http/idempotency';
import { paginated, readPage } from '../../http/pagination';
import { described, errorResponses, IdempotencyHeaders, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { enqueueLead } from '../../shared/leads/leadMessage';
import { findVisitorId } from '../../shared/session/visitor';
import { bookingMessages, holdLot } from './bookingHold';
import { bookingsPage, contentBlock, insertBooking, STATUS_LABELS, visitorPhone } from './bookingRepository';
import { Booking, BookingAgreement, BookingBody, BookingContent, BookingCreated, BookingListQuery, BookingSpecs, type BookingAgreement as Agreement, type BookingCreated as Created } from './bookingSchemas';
import type { Queryable } from '../../db/db';

/**
 * Online booking: a logged-in visitor (phone confirmed by code) books a free lot, within the sales office's rules
 * (bookingHold.ts); the lot is held for the sales team, who hear of it through the outbox like of any lead.
 */
export const bookingRoutes = feature({ tag: 'Booking', session: true }, async (app, { ctx }) => {
  const block = async <T>(key: string): Promise<T> => {
    const data = await contentBlock<T>(ctx.db, key);
    if (data === null) throw notFound();
    return data;
  };

  app.get(
    '/api/user_booking/booking_agreement/',
    { schema: { summary: 'The booking agreement', response: { 200: described('The agreement.', ref(BookingAgreement)), ...errorResponses(404) } } },
    async () => block<Agreement>('booking_agreement'),
  );
  app.get(
    '/api/user_booking/booking_content/',
    { schema: { summary: 'What the booking page says', response: { 200: described('Title, price, duration, steps.', ref(BookingContent)), ...errorResponses(404) } } },
    async () => block<BookingContent>('booking_content'),
  );
  app.get('/api/user_booking/specs/', { schema: { summary: 'The booking form', response: { 200: described('Fields, login, hold time.', ref(BookingSpecs)) } } }, async () => ({
    fields: [
      { name: 'property', label: 'Объект', required: true },
      { name: 'name', label: 'Имя', required: true, max_length: 64 },
      { name: 'email', label: 'E-mail', required: false, max_length: 254 },
      { name: 'agreement', label: 'Согласие с договором бронирования', required: true },
    ],
    requires_login: true,
    hold_hours: ctx.config.booking.holdHours,
  }));

  app.get(
    '/api/user_booking/',
    { schema: { summary: 'The visitor’s bookings', querystring: BookingListQuery, response: { 200: described('A page of bookings, newest first.', Paginated(ref(Booking))) } } },
    async (request) => {
      const page = readPage(request.query);
      const visitorId = await findVisitorId(ctx.db, request);
      if (visitorId === null) return paginated(request, page, 0, []);
      const { count, results } = await bookingsPage(ctx.db, visitorId, page);
      return paginated(request, page, count, results);
    },
  );

  app.post(
    '/api/user_booking/',
    {
      attachValidation: true,
      schema: {
        summary: 'Book a free lot (after the phone login)',
        description:
          'The lot is held for the sales team until `expires_at`. 401 before the login; 400 `{property}` too when the lot is not free; 409 with an active booking of the phone or the visitor; 429 past the daily caps per phone and per address. With an `Idempotency-Key`, a resend of a booking made gets it again.',
        headers: IdempotencyHeaders,
        body: BookingBody,
        response: { 201: described('Booked and held.', ref(BookingCreated)), ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const visitorId = await findVisitorId(ctx.db, request);
      const phone = visitorId === null ? null : await visitorPhone(ctx.db, visitorId);
      if (visitorId === null || !phone) throw new ApiError(401, { detail: bookingMessages.login });
      const body = (request.body ?? {}) as Record<string, unknown>;
      const name = checkName(text(body.name));
      const email = text(body.email).trim() ? checkEmail(text(body.email)) : null;
      const agreed = ['true', '1', 'on'].includes(text(body.agreement).trim());
      checkForm(request, {
        ...(!name.ok && { name: [name.message] }),
        ...(email && !email.ok && { email: [email.message] }),
        ...(!agreed && { agreement: [bookingMessages.agreement] }),
      });
      const lotId = request.body.property;
      const bookedName = name.ok ? name.value : '';
      const bookedEmail = email?.ok ? email.value : null;
      // a retry of a booking already made (its answer lost) gets that booking, not the refusal of a second one
      const submission = readSubmission(request, 'booking', { visitorId, lotId, name: bookedName, email: bookedEmail });
      const earlier = submission && (await storedAnswer<Created>(ctx.db, submission));
      if (earlier) {
        markReplayed(reply, true);
        return reply.status(201).send(earlier);
      }
      const agreement = await block<Agreement>('booking_agreement');
      const now = ctx.now();
      const book = async (tx: Queryable): Promise<Created> => {
        const holdUntil = await holdLot(tx, { visitorId, phone, ip: request.ip, lotId }, ctx.config.booking, now);
        const row = await insertBooking(tx, { visitorId, lotId, name: bookedName, phone, email: bookedEmail, agreementVersion: agreement.version, ip: request.ip, now, holdUntil });
        // A booking is the strongest lead there is: the sales team hears of it like of any other.
        await enqueueLead(tx, {
          uid: row.uid,
          source: 'booking',
          number: Number(row.id),
          type: 'booking',
          phone,
          name: bookedName,
          email: bookedEmail,
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
    },
  );
});
