import http from 'node:http';
import { PHONE_CASES } from '@estate/shared-api/validation/testing/phoneCases';
import type { AddressInfo } from 'node:net';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { multipart, TestVisitor } from '../../testing/testVisitor';
import { csrfMessages } from '../../shared/session/csrf';
import { leadMessages } from './requestRepository';
import { captchaFailed } from './requestRoutes';

const footerLead = (phone = '79991234567') => ({
  type: 'questions',
  url: 'http://localhost:8080/projects/beregovoy',
  phone,
  site_city: 'moskva',
  ym_uid: '1700000000123456789',
  utm: 'utm_source=yandex&utm_medium=cpc',
});

async function leadCount(test: TestApp): Promise<number> {
  const { rows } = await test.db.query<{ count: number }>('select count(*)::int as count from requests');
  return rows[0]?.count ?? 0;
}

describe.each(backends())('POST /api/requests/ on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { LEADS_PER_IP_LIMIT: '4', LEADS_PER_PHONE_LIMIT: '2', TRUST_PROXY: '1' });
  });
  afterAll(() => test?.close());

  it('refuses a post without the CSRF header with 403 and stores nothing', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const before = await leadCount(test);
    const form = multipart(footerLead());
    const response = await visitor.post('/api/requests/', form.payload, { csrf: false, headers: form.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: csrfMessages.token });
    expect(await leadCount(test)).toBe(before);
  });

  it('refuses a post from a foreign origin even with the token', async () => {
    const visitor = await new TestVisitor(test.app, 'https://evil.example').start();
    const before = await leadCount(test);
    const form = multipart(footerLead());
    const response = await visitor.post('/api/requests/', form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: csrfMessages.origin });
    expect(await leadCount(test)).toBe(before);
  });

  it('accepts the footer form from a city subdomain and has the lead with consent evidence in the database at the 201', async () => {
    const visitor = await new TestVisitor(test.app, 'http://tula.localhost:8080').start();
    const form = multipart({ ...footerLead('+7 (912) 345-67-89'), site_city: 'tula' });
    const response = await visitor.post('/api/requests/?token=captcha-token', form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; type: string }>();
    expect(body.type).toBe('questions');
    const { rows } = await test.db.query<Record<string, unknown>>('select * from requests where id = $1', [body.id]);
    expect(rows[0]).toMatchObject({
      type: 'questions',
      phone: '+79123456789',
      site_city: 'tula',
      url: 'http://localhost:8080/projects/beregovoy',
      ym_uid: '1700000000123456789',
      utm: 'utm_source=yandex&utm_medium=cpc',
      ip: '127.0.0.1',
      consent_version: '2025-09-01',
      consent_text: 'Я принимаю политику конфиденциальности и даю согласие на обработку персональных данных',
      captcha_status: 'off',
    });
    expect(rows[0]?.consent_at).toBeTruthy();
  });

  it('answers a malformed phone with 400 and the product message under phone', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const short = multipart(footerLead('7999123'));
    const shortResponse = await visitor.post('/api/requests/', short.payload, { headers: short.headers });
    expect(shortResponse.statusCode).toBe(400);
    expect(shortResponse.json()).toEqual({ phone: ['Номер телефона содержит 11 цифр'] });

    // every phone the forms' rule refuses, the API refuses with the same message
    for (const [phone, message] of PHONE_CASES.filter(([, message]) => message)) {
      const form = multipart(footerLead(phone));
      const response = await visitor.post('/api/requests/', form.payload, { headers: form.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ phone: [message] });
    }
  });

  it('validates required fields, the type, the city and lengths', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const form = multipart({ type: 'spam', url: 'x'.repeat(3000), phone: '', site_city: 'paris' });
    const response = await visitor.post('/api/requests/', form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: ['Выберите корректный вариант. spam нет среди допустимых значений.'],
      phone: ['Это обязательное поле'],
      url: ['Превышено максимальное число символов'],
      site_city: ['Выберите корректный вариант. paris нет среди допустимых значений.'],
    });
  });

  it('validates excursion leads: name, date window, office hours', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const { rows } = await test.db.query<{ id: number }>('select id from excursions order by id limit 1');
    const excursion = String(rows[0]?.id);
    const inDays = (days: number) => {
      const date = new Date(test.ctx.now().getTime() + 3 * 3600_000 + days * 86_400_000);
      return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
    };
    let weekday = 1;
    while (new Date(test.ctx.now().getTime() + 3 * 3600_000 + weekday * 86_400_000).getUTCDay() % 6 === 0) weekday += 1;
    const base = { ...footerLead('79161112233'), type: 'excursion', excursion, name: 'Анна Петрова', time: '12:30' };

    const bad = multipart({ ...base, name: 'Anna Петрова', date: inDays(40), time: '21:30' });
    const badResponse = await visitor.post('/api/requests/', bad.payload, { headers: bad.headers });
    expect(badResponse.statusCode).toBe(400);
    expect(badResponse.json()).toEqual({
      name: ['Пожалуйста, используйте только одну языковую раскладку'],
      date: ['Запись доступна на месяц вперед'],
    });

    const late = multipart({ ...base, date: inDays(weekday), time: '21:30' });
    const lateResponse = await visitor.post('/api/requests/', late.payload, { headers: late.headers });
    expect(lateResponse.json()).toEqual({ time: ['Наш офис работает в будни с 09:00 до 20:00'] });

    const good = multipart({ ...base, date: inDays(weekday) });
    const goodResponse = await visitor.post('/api/requests/', good.payload, { headers: good.headers });
    expect(goodResponse.statusCode).toBe(201);
    const stored = await test.db.query<{ details: Record<string, unknown>; name: string }>('select details, name from requests where id = $1', [
      goodResponse.json<{ id: number }>().id,
    ]);
    expect(stored.rows[0]).toMatchObject({ name: 'Анна Петрова', details: { excursion: Number(excursion), time: '12:30' } });
  });

  it('takes a viewing of a lot: its own lead type, the lot required and on sale, the time within its office hours, through the outbox', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const lot = await test.db.query<{ id: number }>("select id from lots where kind = 'flat' and status = 'free' order by id limit 1");
    const sold = await test.db.query<{ id: number }>("select id from lots where status = 'sold' order by id limit 1");
    const property = String(lot.rows[0]?.id);
    const office = (await test.app.inject({ url: `/api/offices/viewing/?property=${property}` })).json<{ id: number; hours: unknown[] }>();
    expect(office.hours.length).toBeGreaterThan(0);
    expect((await test.app.inject({ url: `/api/offices/viewing/?property=${String(sold.rows[0]?.id)}` })).statusCode).toBe(404);
    expect((await test.app.inject({ url: '/api/offices/viewing/' })).json()).toEqual({ property: ['Это обязательное поле'] });
    let weekday = 1;
    while (new Date(test.ctx.now().getTime() + 3 * 3600_000 + weekday * 86_400_000).getUTCDay() % 6 === 0) weekday += 1;
    const day = new Date(test.ctx.now().getTime() + 3 * 3600_000 + weekday * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}.${String(day.getUTCMonth() + 1).padStart(2, '0')}.${day.getUTCFullYear()}`;
    const base = { ...footerLead('79161112244'), type: 'viewing', name: 'Анна Петрова', date, time: '12:30' };
    const send = async (fields: Record<string, string>) => {
      const form = multipart(fields);
      return visitor.post('/api/requests/', form.payload, { headers: form.headers });
    };

    expect((await send(base)).json()).toEqual({ property: ['Это обязательное поле'] });
    expect((await send({ ...base, property: String(sold.rows[0]?.id) })).json()).toEqual({ property: ['Этот объект уже не продаётся — выберите другой'] });
    expect((await send({ ...base, property, name: '', time: '21:30' })).json()).toEqual({
      name: ['Это обязательное поле'],
      time: ['Наш офис работает в будни с 09:00 до 20:00'],
    });

    const good = await send({ ...base, property });
    expect(good.statusCode).toBe(201);
    const id = good.json<{ id: number; type: string }>().id;
    expect(good.json<{ type: string }>().type).toBe('viewing');
    const stored = await test.db.query<Record<string, unknown>>('select type, name, details, consent_text, consent_version, ip from requests where id = $1', [id]);
    expect(stored.rows[0]).toMatchObject({
      type: 'viewing',
      name: 'Анна Петрова',
      details: { property: Number(property), date: expect.any(String), time: '12:30', office: office.id },
      consent_text: 'Я принимаю политику конфиденциальности и даю согласие на обработку персональных данных',
    });
    const outbox = await test.db.query<{ payload: Record<string, unknown> }>("select o.payload from outbox o join requests r on r.uid::text = o.key where r.id = $1", [id]);
    expect(outbox.rows[0]?.payload).toMatchObject({
      type: 'viewing',
      form: 'Запись на просмотр объекта',
      lot: { id: Number(property) },
      excursion: { time: '12:30', excursion_id: null, office_id: office.id },
    });
  });

  it('limits leads per phone and per IP with 429 and a Russian message', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const send = (phone: string, ip: string) => {
      const form = multipart(footerLead(phone));
      return visitor.post('/api/requests/', form.payload, { headers: { ...form.headers, 'x-forwarded-for': ip } });
    };
    expect((await send('79031110001', '10.0.0.1')).statusCode).toBe(201);
    expect((await send('79031110001', '10.0.0.2')).statusCode).toBe(201);
    const byPhone = await send('79031110001', '10.0.0.3');
    expect(byPhone.statusCode).toBe(429);
    expect(byPhone.json()).toMatchObject({ detail: leadMessages.perPhone });

    for (const phone of ['79031110002', '79031110003', '79031110004', '79031110005']) expect((await send(phone, '10.0.0.9')).statusCode).toBe(201);
    const byIp = await send('79031110006', '10.0.0.9');
    expect(byIp.statusCode).toBe(429);
    expect(byIp.json()).toMatchObject({ detail: leadMessages.perIp });
    expect(byIp.headers['retry-after']).toBeDefined();
  });
});

describe('SmartCaptcha verification', () => {
  let server: http.Server;
  let answer: { status: number; body: string };
  const seen: URLSearchParams[] = [];
  let test: TestApp;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push(new URLSearchParams(body));
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    test = await createTestApp('pglite', { SMARTCAPTCHA_SERVER_KEY: 'server-secret', SMARTCAPTCHA_VALIDATE_URL: `http://127.0.0.1:${port}/validate` });
  });
  afterAll(async () => {
    await test?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = async (token: string) => {
    const visitor = await new TestVisitor(test.app).start();
    const form = multipart(footerLead(`7916${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`));
    return visitor.post(`/api/requests/?token=${token}`, form.payload, { headers: form.headers });
  };

  it('sends secret, token and ip; a failed check is a 400 under token', async () => {
    answer = { status: 200, body: JSON.stringify({ status: 'failed', message: 'Invalid token.' }) };
    const response = await post('bad-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: [captchaFailed] });
    const last = seen[seen.length - 1];
    expect(last?.get('secret')).toBe('server-secret');
    expect(last?.get('token')).toBe('bad-token');
    expect(last?.get('ip')).toBe('127.0.0.1');
  });

  it('accepts a passed check, and treats a non-200 answer from Yandex as passed', async () => {
    answer = { status: 200, body: JSON.stringify({ status: 'ok', message: '' }) };
    expect((await post('good-token')).statusCode).toBe(201);
    answer = { status: 500, body: 'oops' };
    const response = await post('any-token');
    expect(response.statusCode).toBe(201);
    const { rows } = await test.db.query<{ captcha_status: string }>('select captcha_status from requests where id = $1', [response.json<{ id: number }>().id]);
    expect(rows[0]?.captcha_status).toBe('unavailable');
  });
});
