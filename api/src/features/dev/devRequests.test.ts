import type { DevStoredLead } from '@estate/shared-api/dto/dev';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { multipart, TestVisitor } from '../../testing/testVisitor';

describe.each(backends())('GET /api/dev/requests/ on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { API_DEV_ENDPOINTS: '1' });
  });
  afterAll(() => test?.close());

  const send = async (visitor: TestVisitor, fields: Record<string, string>): Promise<number> => {
    const form = multipart(fields);
    const response = await visitor.post('/api/requests/?token=t', form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const storedFor = async (visitor: TestVisitor, query: string) => {
    const response = await visitor.get(`/api/dev/requests/?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<DevStoredLead[]>();
  };

  it('reads back the footer lead as stored: city, page url, utm JSON and ym_uid, newest first, for that phone only', async () => {
    const visitor = await new TestVisitor(test.app, 'http://tula.localhost:8080').start();
    const utm = JSON.stringify({ utm_source: 'yandex', utm_campaign: 'spring' });
    const footer = { type: 'questions', url: 'http://tula.localhost:8080/press', site_city: 'tula', ym_uid: '1700000000123456789', utm };
    const first = await send(visitor, { ...footer, phone: '79160001122' });
    const second = await send(visitor, { ...footer, phone: '+7 916 000-11-22', ym_uid: '', utm: '' });
    await send(visitor, { ...footer, phone: '79160003344' });

    const leads = await storedFor(visitor, 'phone=79160001122');
    expect(leads.map((lead) => lead.id)).toEqual([second, first]);
    expect(leads[1]).toEqual({
      id: first,
      type: 'questions',
      phone: '+79160001122',
      url: 'http://tula.localhost:8080/press',
      site_city: 'tula',
      ym_uid: '1700000000123456789',
      utm,
      name: null,
      email: null,
      comment: null,
      date: null,
      time: null,
      excursion: null,
      office: null,
      property: null,
      captcha_status: 'off',
      consent_version: '2025-09-01',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(JSON.parse(leads[1]?.utm ?? '{}')).toEqual({ utm_source: 'yandex', utm_campaign: 'spring' });
    expect(leads[0]).toMatchObject({ ym_uid: null, utm: null });

    // any Russian phone format names the same number; limit keeps the newest
    expect((await storedFor(visitor, `phone=${encodeURIComponent('+7 (916) 000-11-22')}`)).map((lead) => lead.id)).toEqual([second, first]);
    expect((await storedFor(visitor, 'phone=89160001122&limit=1')).map((lead) => lead.id)).toEqual([second]);
  });

  it('shows the details of excursion and consultation leads', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const { rows: excursions } = await test.db.query<{ id: number; office_id: number }>('select id, office_id from excursions order by id limit 1');
    const { rows: lots } = await test.db.query<{ id: number }>('select id from lots order by id limit 1');
    const excursion = excursions[0]!;
    let days = 1;
    const moscow = (offset: number) => new Date(test.ctx.now().getTime() + 3 * 3600_000 + offset * 86_400_000);
    while (moscow(days).getUTCDay() % 6 === 0) days += 1;
    const day = moscow(days);
    const pad = (n: number) => String(n).padStart(2, '0');
    const base = { url: 'http://localhost:8080/excursions', site_city: 'moskva', phone: '79160005566' };

    const booked = await send(visitor, {
      ...base,
      type: 'excursion',
      name: 'Анна Петрова',
      date: `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`,
      time: '12:30',
      excursion: String(excursion.id),
      comment: 'С детьми',
    });
    const consulted = await send(visitor, { ...base, type: 'consultation', name: 'Анна', email: 'anna@example.ru', property: String(lots[0]!.id) });

    const [consultation, visit] = await storedFor(visitor, 'phone=79160005566');
    expect(visit).toMatchObject({
      id: booked,
      type: 'excursion',
      name: 'Анна Петрова',
      comment: 'С детьми',
      date: `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`,
      time: '12:30',
      excursion: excursion.id,
      office: excursion.office_id,
      property: null,
    });
    expect(consultation).toMatchObject({ id: consulted, type: 'consultation', name: 'Анна', email: 'anna@example.ru', property: lots[0]!.id, excursion: null, date: null });
  });

  it('lists every phone without the filter and refuses a malformed phone or limit with 400', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const all = await storedFor(visitor, 'limit=100');
    expect(new Set(all.map((lead) => lead.phone)).size).toBeGreaterThan(1);
    expect(all.map((lead) => lead.id)).toEqual([...all.map((lead) => lead.id)].sort((a, b) => b - a));

    const badLimit = await visitor.get('/api/dev/requests/?phone=7916&limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json()).toEqual({ limit: ['Убедитесь, что это значение больше либо равно 1.'] });
    const badPhone = await visitor.get('/api/dev/requests/?phone=7916');
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toEqual({ phone: ['Номер телефона содержит 11 цифр'] });
  });
});
