import crypto from 'node:crypto';
import type { Paginated } from '@estate/shared-api/dto/common';
import type { Booking, BookingCreated } from '@estate/shared-api/dto/booking';
import type { ViewedLot } from '@estate/shared-api/dto/viewed';
import type { LotDetail } from '@estate/shared-api/dto/lots';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import type { LeadMessage } from '../../shared/leads/leadMessage';
import { bookingMessages } from './bookingHold';
import { releaseExpiredHolds, startHoldRelease } from './holdRelease';

const TOKEN = 'booking-test-admin-token';
const DAY_MS = 86_400_000;

describe.each(backends())('booking rules on %s', (backend) => {
  let test: TestApp;
  let freeLots: number[];
  let phoneSeq = 0;
  let addressSeq = 0;
  const nextPhone = () => `+7917${String(3_000_000 + phoneSeq++).padStart(7, '0')}`;
  const nextAddress = () => `10.${Math.floor(addressSeq / 250)}.${addressSeq++ % 250}.1`;

  beforeAll(async () => {
    test = await createTestApp(backend, {
      API_DEV_ENDPOINTS: '1',
      ADMIN_TOKEN: TOKEN,
      // each visitor logs in from an address of its own; the site's code budget is not what these tests are about
      OTP_GLOBAL_HOURLY: '100000',
    });
    const { rows } = await test.db.query<{ id: number }>("select id from lots where kind = 'flat' and status = 'free' order by id limit 400");
    freeLots = rows.map((row) => row.id);
  });
  afterAll(() => test?.close());

  const takeLots = (count: number) => freeLots.splice(0, count);

  /** A visitor logged in by code from an address of its own (or the one given). */
  async function loggedIn(phone = nextPhone(), address = nextAddress()): Promise<{ visitor: TestVisitor; phone: string; address: string }> {
    const visitor = await new TestVisitor(test.app).start();
    expect((await visitor.request({ method: 'POST', url: '/api/otp/create/phone/', payload: { phone }, remoteAddress: address })).statusCode).toBe(201);
    const [message] = (await visitor.get(`/api/dev/outbox/?phone=${encodeURIComponent(phone)}`)).json<{ code: string }[]>();
    expect((await visitor.post('/api/personal_account/login_by_phone/', { phone, code: message!.code })).statusCode).toBe(200);
    return { visitor, phone, address };
  }
  const book = (buyer: { visitor: TestVisitor; address: string }, lot: number) =>
    buyer.visitor.request({
      method: 'POST',
      url: '/api/user_booking/',
      payload: { property: lot, name: 'Анна Петрова', agreement: 'true' },
      remoteAddress: buyer.address,
      headers: { referer: `http://localhost:8080/flats/${lot}` },
    });
  const lotState = async (lot: number) =>
    (await test.db.query<{ status: string; held_until: Date | null }>('select status, held_until from lots where id = $1', [lot])).rows[0]!;
  const catalogueVersion = async () => (await test.db.query<{ version: number }>("select version from data_versions where scope = 'catalogue'")).rows[0]!.version;
  const importPrices = async (rows: [lot: number, status: string][]) => {
    const { rows: lots } = await test.db.query<{ external_id: string; price: number; old_price: number | null }>(
      'select external_id, price, old_price from lots where id = any($1::int[]) order by array_position($1::int[], id)',
      [rows.map(([lot]) => lot)],
    );
    const csv = `external_id;price;old_price;status\n${lots.map((lot, i) => `${lot.external_id};${lot.price};${lot.old_price ?? ''};${rows[i]![1]}`).join('\n')}\n`;
    const response = await test.app.inject({ method: 'POST', url: '/api/admin/catalogue/import', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/csv' }, payload: csv });
    expect(response.statusCode).toBe(200);
  };

  it('asks for a phone login first, then holds a free lot for the sales team for the hold time', async () => {
    const [lot] = takeLots(1) as [number];
    const anonymous = await new TestVisitor(test.app).start();
    const refused = await anonymous.post('/api/user_booking/', { property: lot, name: 'Иван', agreement: 'true' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: bookingMessages.login });

    const buyer = await loggedIn();
    const invalid = await buyer.visitor.post('/api/user_booking/', { property: lot, name: 'Ivan Иванов', email: 'nope' });
    expect(invalid.json()).toEqual({
      name: ['Пожалуйста, используйте только одну языковую раскладку'],
      email: ['Введите существующий email'],
      agreement: [bookingMessages.agreement],
    });

    const versionBefore = await catalogueVersion();
    const before = test.ctx.now().getTime();
    const booked = await book(buyer, lot);
    expect(booked.statusCode).toBe(201);
    const created = booked.json<BookingCreated>();
    expect(created).toMatchObject({ property: lot, status: 'new', status_label: 'Ожидает оплаты' });
    const holdUntil = new Date(created.expires_at).getTime();
    expect(holdUntil - before).toBeGreaterThanOrEqual(DAY_MS);
    expect(holdUntil - before).toBeLessThan(DAY_MS + 60_000);
    expect(await lotState(lot)).toEqual({ status: 'booked', held_until: new Date(holdUntil) });
    // the status change is a catalogue change: caches and feeds follow it
    expect(await catalogueVersion()).toBe(versionBefore + 1);
    expect((await anonymous.get(`/api/flats/${lot}/`)).json<LotDetail>().status).toBe('booked');
    const mine = (await buyer.visitor.get('/api/user_booking/')).json<Paginated<Booking>>();
    expect(mine.results.map((item) => [item.property.id, item.phone, item.status, item.expires_at])).toEqual([[lot, buyer.phone, 'new', created.expires_at]]);
    // the sales team hears of it through the outbox, with the hold's end
    const { rows } = await test.db.query<{ payload: LeadMessage }>("select o.payload from outbox o join bookings b on b.uid::text = o.key where b.id = $1 and o.kind = 'lead'", [created.id]);
    expect(rows[0]?.payload).toMatchObject({ type: 'booking', phone: buyer.phone, lot: { id: lot }, booking: { hold_until: created.expires_at } });
  });

  it('answers a retry of a booking under its Idempotency-Key with the booking made, not with the refusal of a second one', async () => {
    const [lot, other] = takeLots(2) as [number, number];
    const buyer = await loggedIn();
    const keyed = (property: number, key: string) =>
      buyer.visitor.request({ method: 'POST', url: '/api/user_booking/', payload: { property, name: 'Анна Петрова', agreement: 'true' }, remoteAddress: buyer.address, headers: { 'idempotency-key': key } });
    const key = crypto.randomUUID();
    // the first request and its retries at once (its answer lost on the way, the form sent it again)
    const answers = await Promise.all([keyed(lot, key), keyed(lot, key), keyed(lot, key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<BookingCreated>().id)).size).toBe(1);
    const later = await keyed(lot, key);
    expect([later.statusCode, later.json(), later.headers['idempotent-replayed']]).toEqual([201, answers[0]!.json(), 'true']);
    // a new submission is held to the rules: one lot at a time
    expect((await keyed(other, crypto.randomUUID())).statusCode).toBe(409);
    expect((await keyed(other, key)).statusCode).toBe(422);
    const { rows } = await test.db.query<{ count: number }>('select count(*)::int as count from bookings where lot_id = $1', [lot]);
    expect(rows[0]!.count).toBe(1);
  });

  it('lets exactly one of two visitors, and one of a hundred, book a lot they try at once', async () => {
    const [lot, crowded] = takeLots(2) as [number, number];
    const pair = await Promise.all([loggedIn(), loggedIn()]);
    const answers = await Promise.all(pair.map((buyer) => book(buyer, lot)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({ property: [bookingMessages.notFree] });

    const crowd: Awaited<ReturnType<typeof loggedIn>>[] = [];
    for (let i = 0; i < 100; i += 1) crowd.push(await loggedIn());
    const started = performance.now();
    const statuses = (await Promise.all(crowd.map((buyer) => book(buyer, crowded)))).map((answer) => answer.statusCode);
    const ms = Math.round(performance.now() - started);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(99);
    const { rows } = await test.db.query<{ count: number }>('select count(*)::int as count from bookings where lot_id = $1', [crowded]);
    expect(rows[0]!.count).toBe(1);
    console.info(`${backend}: 100 visitors booking one lot at once → ${statuses.filter((status) => status === 201).length} × 201, ${statuses.filter((status) => status === 400).length} × 400 in ${ms} ms`);
  });

  it('lets a phone, and a visitor, hold one lot at a time: 12 in a row book one, 100 at once book one', async () => {
    const row = takeLots(12);
    const buyer = await loggedIn();
    const statuses: number[] = [];
    for (const lot of row) statuses.push((await book(buyer, lot)).statusCode);
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    expect((await book(buyer, row[1]!)).json()).toEqual({ detail: bookingMessages.active });
    expect((await Promise.all(row.slice(1).map(lotState))).every((state) => state.status === 'free')).toBe(true);

    // the same phone in another session (after the code's resend interval)
    test.advance(61_000);
    const again = await loggedIn(buyer.phone);
    expect((await book(again, row[2]!)).statusCode).toBe(409);
    // the same visitor with another phone
    await buyer.visitor.post('/api/personal_account/logout/');
    const phone = nextPhone();
    expect((await buyer.visitor.request({ method: 'POST', url: '/api/otp/create/phone/', payload: { phone }, remoteAddress: buyer.address })).statusCode).toBe(201);
    const [message] = (await buyer.visitor.get(`/api/dev/outbox/?phone=${encodeURIComponent(phone)}`)).json<{ code: string }[]>();
    expect((await buyer.visitor.post('/api/personal_account/login_by_phone/', { phone, code: message!.code })).statusCode).toBe(200);
    expect((await book(buyer, row[3]!)).statusCode).toBe(409);

    const many = takeLots(100);
    const parallel = await loggedIn();
    const started = performance.now();
    const answers = (await Promise.all(many.map((lot) => book(parallel, lot)))).map((answer) => answer.statusCode);
    const ms = Math.round(performance.now() - started);
    expect(answers.filter((status) => status === 201)).toHaveLength(1);
    expect(answers.filter((status) => status === 409)).toHaveLength(99);
    const { rows } = await test.db.query<{ count: number }>("select count(*)::int as count from lots where id = any($1::int[]) and status = 'booked'", [many]);
    expect(rows[0]!.count).toBe(1);
    console.info(`${backend}: one phone booking 100 lots at once → ${answers.filter((status) => status === 201).length} × 201, ${answers.filter((status) => status === 409).length} × 409 in ${ms} ms`);
  });

  it('caps the bookings a phone and a client address make in 24 hours', async () => {
    const { booking } = test.ctx.config;
    const activeLimit = booking.activeLimit;
    booking.activeLimit = 100; // so the daily caps are what refuses
    try {
      const buyer = await loggedIn();
      const lots = takeLots(4);
      const statuses: number[] = [];
      for (const lot of lots) statuses.push((await book(buyer, lot)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = (await book(buyer, lots[3]!)).json<{ detail: string; retry_after: number }>();
      expect(refused.detail).toBe(bookingMessages.dailyPhone);
      expect(refused.retry_after).toBeGreaterThan(DAY_MS / 1000 - 120);
      expect(refused.retry_after).toBeLessThanOrEqual(DAY_MS / 1000);

      const office = '192.0.2.77';
      const fromOneAddress: number[] = [];
      for (const lot of takeLots(11)) fromOneAddress.push((await book(await loggedIn(nextPhone(), office), lot)).statusCode);
      expect(fromOneAddress).toEqual([...Array(10).fill(201), 429]);
      // a day later both may book again
      test.advance(DAY_MS + 1000);
      expect((await book(buyer, takeLots(1)[0]!)).statusCode).toBe(201);
      expect((await book(await loggedIn(nextPhone(), office), takeLots(1)[0]!)).statusCode).toBe(201);
    } finally {
      booking.activeLimit = activeLimit;
    }
  });

  it('frees a lot whose hold nobody confirmed, and the phone may book again', async () => {
    test.advance(DAY_MS + 1000); // earlier tests' holds end first
    await releaseExpiredHolds(test.db, test.ctx.now());
    const [lot, next] = takeLots(2) as [number, number];
    const buyer = await loggedIn();
    expect((await book(buyer, lot)).statusCode).toBe(201);
    test.advance(DAY_MS - 60_000);
    expect(await releaseExpiredHolds(test.db, test.ctx.now())).toEqual([]);
    expect((await lotState(lot)).status).toBe('booked');

    test.advance(61_000);
    const versionBefore = await catalogueVersion();
    expect(await releaseExpiredHolds(test.db, test.ctx.now())).toEqual([lot]);
    expect(await lotState(lot)).toEqual({ status: 'free', held_until: null });
    expect(await catalogueVersion()).toBe(versionBefore + 1);
    expect((await buyer.visitor.get(`/api/flats/${lot}/`)).json<LotDetail>().status).toBe('free');
    expect((await buyer.visitor.get('/api/user_booking/')).json<Paginated<Booking>>().results.map((item) => [item.property.id, item.status, item.status_label])).toEqual([
      [lot, 'expired', 'Истекло'],
    ]);
    expect((await book(buyer, next)).statusCode).toBe(201);

    // each API process does it on a timer too
    const logged: object[] = [];
    const timer = startHoldRelease(test.db, { everyMs: 60_000, now: () => new Date(test.ctx.now().getTime() + DAY_MS + 1000), log: { info: (entry) => logged.push(entry), warn: () => undefined } });
    await timer.stop();
    expect(logged).toEqual([{ lots: [next] }]);
    expect((await lotState(next)).status).toBe('free');
  });

  it('keeps the sales system the authority: its "free" waits for the hold to end, any other status ends the hold', async () => {
    test.advance(DAY_MS + 1000);
    await releaseExpiredHolds(test.db, test.ctx.now());
    const [waiting, confirmed, sold] = takeLots(3) as [number, number, number];
    for (const lot of [waiting, confirmed, sold]) expect((await book(await loggedIn(), lot)).statusCode).toBe(201);

    // the sales system has not seen the bookings yet, then confirms one and sells another
    await importPrices([
      [waiting, 'free'],
      [confirmed, 'booked'],
      [sold, 'sold'],
    ]);
    expect((await lotState(waiting)).status).toBe('booked');
    expect((await lotState(waiting)).held_until).not.toBeNull();
    expect(await lotState(confirmed)).toEqual({ status: 'booked', held_until: null });
    expect(await lotState(sold)).toEqual({ status: 'sold', held_until: null });

    test.advance(DAY_MS + 1000);
    expect(await releaseExpiredHolds(test.db, test.ctx.now())).toEqual([waiting]);
    expect((await lotState(waiting)).status).toBe('free');
    expect((await lotState(confirmed)).status).toBe('booked');
    expect((await lotState(sold)).status).toBe('sold');
    // after the hold, what the sales system says decides
    await importPrices([
      [waiting, 'booked'],
      [confirmed, 'free'],
    ]);
    expect(await lotState(waiting)).toEqual({ status: 'booked', held_until: null });
    expect(await lotState(confirmed)).toEqual({ status: 'free', held_until: null });
  });

  it('remembers viewed lots per visitor, newest first', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const { rows } = await test.db.query<{ id: number }>("select id from lots where kind = 'flat' order by id limit 3");
    for (const row of rows) expect((await visitor.post('/api/viewed/', { property: row.id })).statusCode).toBe(201);
    await visitor.post('/api/viewed/', { property: rows[0]!.id });
    const viewed = (await visitor.get('/api/viewed/')).json<Paginated<ViewedLot>>();
    expect(viewed.results.map((lot) => lot.id)).toEqual([rows[0]!.id, rows[2]!.id, rows[1]!.id]);
    expect((await new TestVisitor(test.app).get('/api/viewed/')).json<Paginated<ViewedLot>>().count).toBe(0);
  });
});
