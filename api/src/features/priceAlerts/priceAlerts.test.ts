import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { startFakeSmtp, type FakeSmtp } from '@estate/tooling/smtp';
import { createDeliveryWorker, type DeliveryWorker } from '../../shared/outbox/deliveryWorker';
import { ALERT_EMAIL_KIND, alertEmailTarget } from '../../shared/priceAlerts/alertEmail';

const TOKEN = 'test-admin-token-price-alerts';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const LINK = /https?:\/\/\S+\/api\/price_alerts\/(confirm|unsubscribe)\/\?token=[0-9a-f-]{36}/g;

describe.each(backends())('price-drop alerts on %s', (backend) => {
  let test: TestApp;
  let smtp: FakeSmtp;
  let worker: DeliveryWorker;
  let lot: { id: number; external_id: string; price: number };

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    test = await createTestApp(backend, { ADMIN_TOKEN: TOKEN, LEADS_PER_IP_LIMIT: '3', TRUST_PROXY: 'loopback' });
    const target = alertEmailTarget({ smtpUrl: smtp.url, from: 'noreply@localhost', timeoutMs: 5_000, domain: 'localhost' });
    worker = createDeliveryWorker({ db: test.db, routes: { [ALERT_EMAIL_KIND]: [target] }, now: () => new Date(), log: silent, timeoutMs: 5_000 });
    const { rows } = await test.db.query<typeof lot>("select id, external_id, price from lots where kind = 'flat' and status = 'free' order by id limit 1");
    lot = rows[0]!;
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });

  const importPrice = async (price: number) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/admin/catalogue/import',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/csv' },
      payload: `external_id;price;old_price;status\n${lot.external_id};${price};;free\n`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ alerts_queued: number }>().alerts_queued;
  };
  const linksOf = (text: string) => Object.fromEntries([...text.matchAll(LINK)].map((match) => [match[1], match[0]]));

  it('subscribes with consent, confirms by the letter, and mails each confirmed subscriber once per drop', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const url = `/api/flats/${lot.id}/price_alerts/`;
    const refused = await visitor.post(url, { email: 'not-an-address' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ email: ['Введите существующий email'], agreement: ['Это обязательное поле'] });
    expect((await visitor.post(`/api/parking/${lot.id}/price_alerts/`, { email: 'a@example.ru', agreement: true })).statusCode).toBe(404);

    const shell = { headers: { 'x-forwarded-host': 'tula.localhost:8080' } };
    const created = await visitor.post(url, { email: 'Buyer@Example.ru', agreement: true, url: `http://tula.localhost:8080/flats/${lot.id}` }, shell);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ detail: 'Мы отправили письмо на buyer@example.ru. Перейдите по ссылке из него, чтобы подтвердить подписку.' });
    // A double click sends one letter; a made-up host never reaches a letter.
    expect((await visitor.post(url, { email: 'buyer@example.ru', agreement: true }, { headers: { 'x-forwarded-host': 'evil.example' } })).statusCode).toBe(201);
    expect((await visitor.post(url, { email: 'other@example.ru', agreement: true }, { headers: { 'x-forwarded-host': 'evil.example' } })).statusCode).toBe(201);
    const stored = await test.db.query('select consent_text, consent_ip, confirmed_at from price_alerts where email = $1', ['buyer@example.ru']);
    expect(stored.rows).toEqual([{ consent_text: expect.stringMatching(/^Я принимаю политику/), consent_ip: '127.0.0.1', confirmed_at: null }]);

    // Not confirmed yet: a drop mails nobody.
    expect(await importPrice(lot.price - 10_000)).toBe(0);
    await worker.deliverDue();
    expect(smtp.mails).toHaveLength(2);
    const [confirmation, other] = [...smtp.mails].sort((a, b) => a.to.localeCompare(b.to));
    expect(other?.text).toContain('http://localhost:8080/api/price_alerts/confirm/');
    smtp.mails.splice(0, 2, confirmation!);
    expect(confirmation).toMatchObject({ to: 'buyer@example.ru', subject: expect.stringMatching(/^Подтвердите подписку на снижение цены: /) });
    const links = linksOf(confirmation!.text);
    expect(links.confirm).toMatch(/^http:\/\/tula\.localhost:8080\//);
    expect(links.unsubscribe).toBeDefined();

    const confirmed = await test.app.inject({ url: links.confirm!.replace(/^https?:\/\/[^/]+/, '') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Подписка подтверждена');
    expect(confirmed.body).toContain(`href="http://tula.localhost:8080/flats/${lot.id}"`);

    expect(await importPrice(lot.price - 20_000)).toBe(1);
    expect(await importPrice(lot.price - 20_000)).toBe(0); // the same list again: no change, no letter
    expect(await importPrice(lot.price)).toBe(0); // a rise
    await worker.deliverDue();
    expect(smtp.mails).toHaveLength(2);
    const drop = smtp.mails[1]!;
    expect(drop.subject).toMatch(/^Цена снижена: /);
    expect(drop.text).toContain(`Было: ${(lot.price - 10_000).toLocaleString('ru-RU')} ₽`);
    expect(drop.text).toContain(`Стало: ${(lot.price - 20_000).toLocaleString('ru-RU')} ₽`);
    expect(linksOf(drop.text).unsubscribe).toBe(links.unsubscribe);

    const unsubscribed = await test.app.inject({ url: links.unsubscribe!.replace(/^https?:\/\/[^/]+/, '') });
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.body).toContain('Вы отписались');
    expect(await importPrice(lot.price - 50_000)).toBe(0);
    expect((await test.app.inject({ url: '/api/price_alerts/confirm/?token=nonsense' })).statusCode).toBe(404);

    // The lead limit per IP holds for subscriptions too (two so far from this address).
    expect((await visitor.post(url, { email: 'third@example.ru', agreement: true })).statusCode).toBe(201);
    const limited = await visitor.post(url, { email: 'fourth@example.ru', agreement: true });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ detail: 'Слишком много подписок с вашего адреса. Пожалуйста, попробуйте позже' });
  });
});
