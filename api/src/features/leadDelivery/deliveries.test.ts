import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { createDeliveryWorker, type DeliveryWorker } from '../../shared/outbox/deliveryWorker';
import { claimDue } from '../../shared/outbox/outboxQueue';
import { backlogOf, resend } from '../../shared/outbox/outboxReport';
import { DEAD_LETTER_AFTER_MS } from '../../shared/outbox/retrySchedule';
import { crmWebhookTarget } from './crmWebhook';
import { LEAD_KIND, type LeadMessage } from '../../shared/leads/leadMessage';
import { leadTargets } from './leadTargets';
import { startFakeBitrix24, type FakeBitrix24 } from './testing/fakeBitrix24';
import { until } from '../../testing/until';
import { startFakeCrm, type FakeCrm } from './testing/fakeCrm';
import { startFakeSmtp, type FakeSmtp } from '@estate/tooling/smtp';

const SECRET = 'crm-shared-secret';
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const UNLIMITED = { LEADS_PER_IP_LIMIT: '100000', LEADS_PER_PHONE_LIMIT: '100000' };

interface OutboxRow {
  id: number;
  key: string;
  status: string;
  attempts: number;
  delivered_to: string[];
  failing_since: Date | null;
  next_attempt_at: Date;
  payload: LeadMessage;
}

async function outboxRows(test: TestApp): Promise<OutboxRow[]> {
  const { rows } = await test.db.query<OutboxRow>(
    "select id, key, status, attempts, delivered_to, failing_since, next_attempt_at, payload from outbox where kind = 'lead' order by id",
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

async function postLead(visitor: TestVisitor, fields: Record<string, string>): Promise<number> {
  const response = await visitor.post('/api/requests/', { url: 'http://localhost:8080/projects/beregovoy', site_city: 'moskva', ...fields });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

/** A weekday 1–7 days ahead (Moscow time) as dd.mm.yyyy. */
function nextWeekday(now: Date): string {
  for (let days = 1; ; days++) {
    const date = new Date(now.getTime() + 3 * 3600_000 + days * 86_400_000);
    if (date.getUTCDay() % 6 !== 0) return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
  }
}

describe.each(backends())('lead delivery on %s', (backend) => {
  describe('to a CRM webhook failing at first, a slow Bitrix24 and an SMTP server down for a while', () => {
    let test: TestApp;
    let crm: FakeCrm;
    let bitrix: FakeBitrix24;
    let smtp: FakeSmtp;
    let worker: DeliveryWorker;
    let closeTargets: () => void;

    beforeAll(async () => {
      crm = await startFakeCrm({ secret: SECRET });
      bitrix = await startFakeBitrix24({ slowMs: 300, behave: () => 'slow' });
      smtp = await startFakeSmtp();
      await smtp.down();
      test = await createTestApp(backend, {
        ...UNLIMITED,
        API_DEV_ENDPOINTS: '1', // the one-time code of the booking visitor
        CRM_WEBHOOK_URL: crm.url,
        CRM_WEBHOOK_SECRET: SECRET,
        BITRIX24_WEBHOOK_URL: bitrix.baseUrl,
        LEADS_EMAIL_TO: 'sales@example.ru',
        SMTP_URL: smtp.url,
        LEADS_DELIVERY_TIMEOUT_MS: '3000',
      });
      const targets = leadTargets(test.ctx.config.leadDelivery, test.ctx.config.siteDomain);
      closeTargets = targets.close;
      worker = createDeliveryWorker({ db: test.db, routes: { [LEAD_KIND]: targets.targets }, now: test.ctx.now, log: silent, timeoutMs: 3000 });
    });
    afterAll(async () => {
      closeTargets?.();
      await test?.close();
      await Promise.all([crm?.close(), bitrix?.close(), smtp?.close()]);
    });

    it('delivers every kind of lead to every target, each under its one key, and records every attempt', async () => {
      const visitor = await new TestVisitor(test.app).start();
      const { rows: lots } = await test.db.query<{ id: number }>("select id from lots where kind = 'flat' and status = 'free' order by id limit 2");
      const { rows: excursions } = await test.db.query<{ id: number }>('select id from excursions order by id limit 1');
      await postLead(visitor, { type: 'questions', phone: '79161230001', utm: '{"utm_source":"yandex","utm_medium":"cpc","yclid":"42"}', ym_uid: '1700000000123' });
      await postLead(visitor, { type: 'callback', phone: '+7 (916) 123-00-02', name: 'Анна', comment: 'Перезвоните после 18:00' });
      await postLead(visitor, { type: 'consultation', phone: '89161230003', email: 'buyer@example.ru', property: String(lots[0]!.id) });
      await postLead(visitor, { type: 'excursion', phone: '79161230004', name: 'Борис', date: nextWeekday(test.ctx.now()), time: '12:30', excursion: String(excursions[0]!.id) });
      // A booking: the visitor logs in by phone first.
      await visitor.post('/api/otp/create/phone/', { phone: '79161230005' });
      const [sms] = (await visitor.get('/api/dev/outbox/?phone=79161230005')).json<{ code: string }[]>();
      expect((await visitor.post('/api/personal_account/login_by_phone/', { phone: '79161230005', code: sms!.code })).statusCode).toBe(200);
      const booked = await visitor.post('/api/user_booking/', { property: lots[1]!.id, name: 'Вера', agreement: 'true' }, { headers: { referer: 'http://localhost:8080/flats/1' } });
      expect(booked.statusCode).toBe(201);

      const queued = await outboxRows(test);
      expect(queued.map((row) => [row.payload.type, row.status])).toEqual([
        ['questions', 'pending'],
        ['callback', 'pending'],
        ['consultation', 'pending'],
        ['excursion', 'pending'],
        ['booking', 'pending'],
      ]);
      const { rows: uids } = await test.db.query<{ uid: string }>('select uid from requests order by id');
      const { rows: bookingUids } = await test.db.query<{ uid: string }>('select uid from bookings order by id');
      expect(queued.map((row) => row.key)).toEqual([...uids, ...bookingUids].map((row) => row.uid));

      // First round: the CRM refuses the first two leads once, Bitrix24 the first one (200 with an error), and the
      // SMTP server is down.
      const keys = queued.map((row) => row.key);
      const refusingOnce = (refuse: readonly string[]) => {
        const refused = new Set<string>();
        return (key: unknown) => typeof key === 'string' && refuse.includes(key) && !refused.has(key) && Boolean(refused.add(key));
      };
      const crmRefuses = refusingOnce(keys.slice(0, 2));
      const bitrixRefuses = refusingOnce(keys.slice(0, 1));
      crm.behave = (_request, key) => (crmRefuses(key) ? 'error' : 'ok');
      bitrix.behave = (_add, fields) => (bitrixRefuses(fields.ORIGIN_ID) ? 'error' : 'slow');
      expect(await worker.deliverDue()).toBe(5);
      const afterFirst = await outboxRows(test);
      expect(afterFirst.every((row) => row.status === 'pending' && row.failing_since !== null)).toBe(true);
      for (const row of afterFirst) {
        const wait = new Date(row.next_attempt_at).getTime() - test.ctx.now().getTime();
        expect(wait).toBeGreaterThan(3_000);
        expect(wait).toBeLessThanOrEqual(5_000);
      }
      expect(await worker.deliverDue()).toBe(0);

      await smtp.up();
      test.advance(5_000);
      expect(await worker.deliverDue()).toBe(5);
      const delivered = await outboxRows(test);
      expect(delivered.map((row) => [row.status, [...row.delivered_to].sort()])).toEqual(delivered.map(() => ['delivered', ['bitrix24', 'crm_webhook', 'email']]));

      // The CRM: one copy per lead, under the lead's id, signed over the exact bytes.
      expect([...crm.copiesPerKey()].sort()).toEqual(keys.map((key) => [key, 1]).sort());
      expect(crm.copies.every((copy) => copy.signatureOk && copy.bodyId === copy.key)).toBe(true);
      const footer = crm.copies.find((copy) => copy.key === keys[0])!.body;
      expect(footer).toMatchObject({
        id: keys[0],
        source: 'request',
        type: 'questions',
        form: 'Обратный звонок (форма в подвале)',
        phone: '+79161230001',
        page_url: 'http://localhost:8080/projects/beregovoy',
        city: 'moskva',
        city_name: 'Москва',
        utm: { utm_source: 'yandex', utm_medium: 'cpc', yclid: '42' },
        metrica_client_id: '1700000000123',
        consent: { ip: '127.0.0.1', version: '2025-09-01', page_url: 'http://localhost:8080/projects/beregovoy' },
      });
      const consultation = crm.copies.find((copy) => copy.key === keys[2])!.body as unknown as LeadMessage;
      expect(consultation).toMatchObject({ phone: '+79161230003', email: 'buyer@example.ru', lot: { id: lots[0]!.id, kind: 'flat' } });
      const excursion = crm.copies.find((copy) => copy.key === keys[3])!.body as unknown as LeadMessage;
      expect(excursion.excursion).toMatchObject({ time: '12:30', excursion_id: excursions[0]!.id, title: expect.any(String), office: expect.any(String) });
      const booking = crm.copies.find((copy) => copy.key === keys[4])!.body as unknown as LeadMessage;
      expect(booking).toMatchObject({ source: 'booking', type: 'booking', phone: '+79161230005', name: 'Вера', page_url: 'http://localhost:8080/flats/1', lot: { id: lots[1]!.id } });

      // Bitrix24: six adds (one refused), five leads, one per ORIGIN_ID.
      expect(bitrix.adds).toBe(6);
      expect(bitrix.leads.map((lead) => lead.fields.ORIGIN_ID).sort()).toEqual([...keys].sort());
      const bitrixFooter = bitrix.leads.find((lead) => lead.fields.ORIGIN_ID === keys[0])!.fields;
      expect(bitrixFooter).toMatchObject({
        TITLE: 'Обратный звонок (форма в подвале) — Москва',
        PHONE: [{ VALUE: '+79161230001', VALUE_TYPE: 'WORK' }],
        SOURCE_DESCRIPTION: 'http://localhost:8080/projects/beregovoy',
        UTM_SOURCE: 'yandex',
        UTM_MEDIUM: 'cpc',
        ORIGINATOR_ID: 'site',
      });
      expect(bitrix.leads.find((lead) => lead.fields.ORIGIN_ID === keys[2])!.fields).toMatchObject({ EMAIL: [{ VALUE: 'buyer@example.ru', VALUE_TYPE: 'WORK' }] });

      // E-mail: one message per lead, its Message-ID made of the lead's id.
      expect(smtp.mails.map((mail) => mail.messageId).sort()).toEqual(keys.map((key) => `<${key}@localhost>`).sort());
      const callbackMail = smtp.mails.find((mail) => mail.leadId === keys[1])!;
      expect(callbackMail).toMatchObject({ to: 'sales@example.ru', from: 'noreply@localhost', subject: 'Заявка с сайта: Обратный звонок — Москва — +79161230002' });
      expect(callbackMail.text).toContain('Имя: Анна');
      expect(callbackMail.text).toContain('Комментарий: Перезвоните после 18:00');

      // The attempts: the CRM's 503, Bitrix24's error, the refused SMTP connection, then the rest.
      const attemptsOf = async (id: number) =>
        (
          await test.db.query<{ target: string; outcome: string; status: string | null; error: string | null }>(
            'select target, outcome, status, error from outbox_attempts where outbox_id = $1 order by id',
            [id],
          )
        ).rows;
      const refusedMail = { target: 'email', outcome: 'failed', status: 'ESOCKET', error: expect.stringContaining('ECONNREFUSED') };
      const deliveredTo = (target: string, status: unknown) => ({ target, outcome: 'delivered', status, error: null });
      expect(await attemptsOf(queued[0]!.id)).toEqual([
        { target: 'crm_webhook', outcome: 'failed', status: '503', error: expect.stringContaining('HTTP 503') },
        { target: 'bitrix24', outcome: 'failed', status: 'QUERY_LIMIT_EXCEEDED', error: expect.stringContaining('Too many requests') },
        refusedMail,
        deliveredTo('crm_webhook', '200'),
        deliveredTo('bitrix24', expect.stringMatching(/^200 lead \d+$/)),
        deliveredTo('email', '250'),
      ]);
      expect(await attemptsOf(queued[2]!.id)).toEqual([
        deliveredTo('crm_webhook', '200'),
        deliveredTo('bitrix24', expect.stringMatching(/^200 lead \d+$/)),
        refusedMail,
        deliveredTo('email', '250'),
      ]);
    });

    it('gives up on a target that does not answer after the timeout, delivers to the others, and tries it again later', async () => {
      const targets = leadTargets({ ...test.ctx.config.leadDelivery, timeoutMs: 1_000 }, 'localhost');
      const quick = createDeliveryWorker({ db: test.db, routes: { [LEAD_KIND]: targets.targets }, now: test.ctx.now, log: silent, timeoutMs: 1_000 });
      crm.behave = () => 'hang';
      bitrix.behave = () => 'ok';
      const visitor = await new TestVisitor(test.app).start();
      await postLead(visitor, { type: 'questions', phone: '79161230011' });
      const started = Date.now();
      expect(await quick.deliverDue()).toBe(1);
      expect(Date.now() - started).toBeLessThan(3_000);
      const [row] = (await outboxRows(test)).slice(-1);
      expect(row).toMatchObject({ status: 'pending', delivered_to: expect.arrayContaining(['bitrix24', 'email']) });
      expect(row!.delivered_to).not.toContain('crm_webhook');
      const { rows: attempts } = await test.db.query<{ status: string; error: string }>("select status, error from outbox_attempts where outbox_id = $1 and target = 'crm_webhook'", [row!.id]);
      expect(attempts).toEqual([{ status: 'timeout', error: 'no answer in 1000 ms' }]);

      crm.behave = () => 'ok';
      const mailsBefore = smtp.mails.length;
      test.advance(5_000);
      expect(await quick.deliverDue()).toBe(1);
      expect((await outboxRows(test)).slice(-1)[0]).toMatchObject({ status: 'delivered' });
      // Only the CRM was tried again: the others had it.
      expect(smtp.mails.length).toBe(mailsBefore);
      targets.close();
    });
    it('stops cleanly: a send in flight is cut short, recorded as failed and left due again, not leased', async () => {
      crm.behave = () => 'hang';
      const requestsBefore = crm.requests;
      await postLead(await new TestVisitor(test.app).start(), { type: 'questions', phone: '79161230012' });
      const running = createDeliveryWorker({ db: test.db, routes: { [LEAD_KIND]: [crmWebhookTarget({ url: crm.url, secret: SECRET })] }, now: test.ctx.now, log: silent, timeoutMs: 20_000 });
      running.start();
      await until(() => crm.requests !== requestsBefore, { everyMs: 20, timeoutMs: 5_000 });
      expect(crm.requests).toBe(requestsBefore + 1);
      const stopping = Date.now();
      await running.stop();
      expect(Date.now() - stopping).toBeLessThan(1_000);
      const { rows } = await test.db.query<{ id: number; status: string; lease_owner: string | null }>("select id, status, lease_owner from outbox order by id desc limit 1");
      expect(rows[0]).toMatchObject({ status: 'pending', lease_owner: null });
      const { rows: attempts } = await test.db.query('select target, outcome, status from outbox_attempts where outbox_id = $1', [rows[0]!.id]);
      expect(attempts).toEqual([{ target: 'crm_webhook', outcome: 'failed', status: 'stopped' }]);
      crm.behave = () => 'ok';
    });
  });

  describe('retries and dead letters', () => {
    let test: TestApp;
    let crm: FakeCrm;

    beforeAll(async () => {
      crm = await startFakeCrm({ secret: SECRET, behave: () => 'error' });
      test = await createTestApp(backend, UNLIMITED);
    });
    afterAll(async () => {
      await test?.close();
      await crm?.close();
    });

    // The worker's clock, moved by hand.
    let clock = 0;
    const now = () => new Date(clock);
    const workerFor = (db = test.db) => createDeliveryWorker({ db, routes: { [LEAD_KIND]: [crmWebhookTarget({ url: crm.url, secret: SECRET })] }, now, log: silent, timeoutMs: 2000 });

    it('retries 5 s after the first failure, doubling up to 10 minutes, dead-letters after 24 h, and sends again when told', async () => {
      const worker = workerFor();
      await postLead(await new TestVisitor(test.app).start(), { type: 'questions', phone: '79161230021' });
      clock = Date.now() + 1_000;
      const [queued] = await outboxRows(test);
      const firstFailure = clock;
      const delays: number[] = [];
      for (;;) {
        expect(await worker.deliverDue()).toBe(1);
        const [row] = await outboxRows(test);
        if (row!.status === 'dead') break;
        const delay = new Date(row!.next_attempt_at).getTime() - clock;
        delays.push(delay);
        clock += delay - 1;
        expect(await worker.deliverDue()).toBe(0);
        clock += 1;
      }
      expect(delays.slice(0, 9)).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 600_000, 600_000]);
      expect(new Set(delays.slice(7))).toEqual(new Set([600_000]));
      expect(clock - firstFailure).toBeGreaterThanOrEqual(DEAD_LETTER_AFTER_MS);
      expect(clock - firstFailure).toBeLessThan(DEAD_LETTER_AFTER_MS + 600_000);
      expect(crm.requests).toBe(delays.length + 1);

      // Dead letters stay put, and show in the backlog (the metrics' outbox_messages).
      clock += 3_600_000;
      expect(await worker.deliverDue()).toBe(0);
      expect(await backlogOf(test.db, LEAD_KIND, now())).toMatchObject({ undelivered: 1, pending: 0, failing: 0, dead_letter: 1 });
      expect((await backlogOf(test.db, LEAD_KIND, now())).oldest_undelivered_seconds).toBeGreaterThan(25 * 3600);

      crm.behave = () => 'ok';
      expect(await resend(test.db, queued!.id, now())).toBe(true);
      expect(await worker.deliverDue()).toBe(1);
      expect((await outboxRows(test))[0]).toMatchObject({ status: 'delivered', delivered_to: ['crm_webhook'] });
      expect(crm.copies.map((copy) => copy.key)).toEqual([queued!.key]);
      expect(await backlogOf(test.db, LEAD_KIND, now())).toEqual({ undelivered: 0, pending: 0, failing: 0, dead_letter: 0, oldest_undelivered_seconds: null });
      expect(await resend(test.db, queued!.id, now())).toBe(false);
    });

    it("takes over a row whose worker died once the lease runs out, not before", async () => {
      crm.behave = () => 'ok';
      await postLead(await new TestVisitor(test.app).start(), { type: 'questions', phone: '79161230022' });
      clock = Date.now() + 1_000;
      const [claimed] = await claimDue(test.db, { owner: 'a worker killed mid-send', kinds: [LEAD_KIND], limit: 10, now: now(), leaseMs: 6_000 });
      expect(claimed).toBeDefined();
      const worker = workerFor();
      clock += 5_999;
      expect(await worker.deliverDue()).toBe(0);
      clock += 1;
      expect(await worker.deliverDue()).toBe(1);
      expect(crm.copies.filter((copy) => copy.key === claimed!.key)).toHaveLength(1);
    });

    it('records why a target could not be reached, and delivers once it is back', async () => {
      crm.behave = () => 'ok';
      await crm.down();
      await postLead(await new TestVisitor(test.app).start(), { type: 'questions', phone: '79161230023' });
      clock = Date.now() + 1_000;
      const worker = workerFor();
      expect(await worker.deliverDue()).toBe(1);
      const { rows } = await test.db.query<{ outbox_id: number; status: string; error: string }>('select outbox_id, status, error from outbox_attempts order by id desc limit 1');
      expect(rows[0]).toMatchObject({ status: 'ECONNREFUSED', error: expect.stringMatching(/^fetch failed: connect ECONNREFUSED 127\.0\.0\.1:\d+$/) });
      await crm.up();
      clock += 5_000;
      expect(await worker.deliverDue()).toBe(1);
      const { rows: row } = await test.db.query('select status from outbox where id = $1', [rows[0]!.outbox_id]);
      expect(row).toEqual([{ status: 'delivered' }]);
    });

    if (backend === 'postgres') {
      it('lets two workers with their own connections share the queue without ever sending one row twice', async () => {
        crm.behave = () => 'slow';
        const visitor = await new TestVisitor(test.app).start();
        for (let i = 0; i < 30; i++) await postLead(visitor, { type: 'questions', phone: `7916124${String(i).padStart(4, '0')}` });
        clock = Date.now() + 1_000;
        const otherDb = await test.database.open();
        try {
          const before = crm.copies.length;
          const [first, second] = await Promise.all([workerFor().deliverDue(), workerFor(otherDb).deliverDue()]);
          expect(first + second).toBe(30);
          expect(first).toBeGreaterThan(0);
          expect(second).toBeGreaterThan(0);
          const fresh = crm.copies.slice(before);
          expect(new Set(fresh.map((copy) => copy.key)).size).toBe(30);
          expect(fresh).toHaveLength(30);
          expect(crm.overlaps).toBe(0);
        } finally {
          await otherDb.close();
        }
      });
    }
  });

  describe('with no target configured', () => {
    let test: TestApp;

    beforeAll(async () => {
      test = await createTestApp(backend, { LEADS_PER_PHONE_LIMIT: '1' });
    });
    afterAll(() => test?.close());

    it('stores the lead with its waiting outbox row in one transaction, and a refused lead leaves neither', async () => {
      expect(test.ctx.config.leadDelivery).toMatchObject({ crmWebhook: null, bitrix24: null, email: null });
      const visitor = await new TestVisitor(test.app).start();
      await postLead(visitor, { type: 'questions', phone: '79161230031' });
      const refused = await visitor.post('/api/requests/', { type: 'questions', phone: '79161230031', url: 'http://localhost:8080/', site_city: 'moskva' });
      expect(refused.statusCode).toBe(429);
      const rows = await outboxRows(test);
      expect(rows.map((row) => row.status)).toEqual(['pending']);
      const { rows: leads } = await test.db.query<{ uid: string }>('select uid from requests');
      expect(leads.map((lead) => lead.uid)).toEqual([rows[0]!.key]);

      const idle = createDeliveryWorker({ db: test.db, routes: { [LEAD_KIND]: [] }, now: test.ctx.now, log: silent, timeoutMs: 1000 });
      expect(await idle.deliverDue()).toBe(0);
      test.advance(90_000);
      const backlog = await backlogOf(test.db, LEAD_KIND, test.ctx.now());
      expect(backlog).toMatchObject({ undelivered: 1, pending: 1, dead_letter: 0 });
      expect(backlog.oldest_undelivered_seconds).toBeGreaterThanOrEqual(90);
    });
  });
});
