import type { Paginated } from '@estate/shared-api/dto/common';
import type { Booking } from '@estate/shared-api/dto/booking';
import type { ViewedLot } from '@estate/shared-api/dto/viewed';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { bookingMessages } from './bookingRoutes';

describe('booking and viewed lots', () => {
  let test: TestApp;
  let freeLot: number;

  beforeAll(async () => {
    test = await createTestApp('pglite', { API_DEV_ENDPOINTS: '1' });
    const { rows } = await test.db.query<{ id: number }>("select id from lots where kind = 'flat' and status = 'free' order by id limit 1");
    freeLot = rows[0]!.id;
  });
  afterAll(() => test?.close());

  async function loggedIn(phone: string): Promise<TestVisitor> {
    const visitor = await new TestVisitor(test.app).start();
    await visitor.post('/api/otp/create/phone/', { phone });
    const [message] = (await visitor.get(`/api/dev/outbox/?phone=${encodeURIComponent(phone)}`)).json<{ code: string }[]>();
    expect((await visitor.post('/api/personal_account/login_by_phone/', { phone, code: message!.code })).statusCode).toBe(200);
    return visitor;
  }

  it('asks for a phone login first, then books a free lot once', async () => {
    const anonymous = await new TestVisitor(test.app).start();
    const refused = await anonymous.post('/api/user_booking/', { property: freeLot, name: 'Иван', agreement: 'true' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: bookingMessages.login });

    const buyer = await loggedIn('+79167770011');
    const invalid = await buyer.post('/api/user_booking/', { property: freeLot, name: 'Ivan Иванов', email: 'nope' });
    expect(invalid.json()).toEqual({
      name: ['Пожалуйста, используйте только одну языковую раскладку'],
      email: ['Введите существующий email'],
      agreement: [bookingMessages.agreement],
    });

    const catalogueVersion = async () =>
      (await test.db.query<{ version: number }>("select version from data_versions where scope = 'catalogue'")).rows[0]?.version;
    const versionBefore = await catalogueVersion();
    const booked = await buyer.post('/api/user_booking/', { property: freeLot, name: 'Иван Иванов', email: 'ivan@example.ru', agreement: 'true' });
    expect(booked.statusCode).toBe(201);
    const { rows } = await test.db.query<{ status: string; changed: boolean }>('select status, updated_at > created_at as changed from lots where id = $1', [freeLot]);
    expect(rows[0]).toEqual({ status: 'booked', changed: true });
    // the status change is a catalogue change: caches and feeds follow it
    expect(await catalogueVersion()).toBe((versionBefore ?? 0) + 1);
    const mine = (await buyer.get('/api/user_booking/')).json<Paginated<Booking>>();
    expect(mine.results.map((booking) => [booking.property.id, booking.phone, booking.status])).toEqual([[freeLot, '+79167770011', 'new']]);

    const rival = await loggedIn('+79167770022');
    const taken = await rival.post('/api/user_booking/', { property: freeLot, name: 'Пётр', agreement: 'true' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ property: [bookingMessages.notFree] });
    expect(await catalogueVersion()).toBe((versionBefore ?? 0) + 1);
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
