import crypto from 'node:crypto';
import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { startChildServer, type ServerProcess } from '../testing/childServer';
import { siteHeaders } from '../testing/siteClient';
import { multipart, TestVisitor } from '../testing/testVisitor';
import { idempotencyMessages } from './idempotency';

let phones = 0;
/** A footer lead of a phone of its own. */
const footerLead = () => ({ type: 'questions', url: 'http://localhost:8080/', phone: `7927${String(1_000_000 + phones++).padStart(7, '0')}`, site_city: 'moskva' });

describe.each(backends())('Idempotency-Key on leads on %s', (backend) => {
  let test: TestApp;
  let visitor: TestVisitor;

  beforeAll(async () => {
    test = await createTestApp(backend, { LEADS_PER_IP_LIMIT: '1000', LEADS_PER_PHONE_LIMIT: '1000' });
    visitor = await new TestVisitor(test.app).start();
  });
  afterAll(() => test?.close());

  const send = (fields: Record<string, string>, key?: string) => {
    const form = multipart(fields);
    return visitor.post('/api/requests/', form.payload, { headers: { ...form.headers, ...(key !== undefined && { 'idempotency-key': key }) } });
  };
  const stored = async (phone: string) => {
    const { rows } = await test.db.query<{ id: number }>('select id from requests where phone = $1', [`+${phone}`]);
    const messages = await test.db.query<{ count: number }>("select count(*)::int as count from outbox o join requests r on r.uid::text = o.key where r.phone = $1", [`+${phone}`]);
    return { leads: rows.map((row) => Number(row.id)), messages: messages.rows[0]?.count };
  };

  it('answers a retry under the same key like the first (201, the same lead) and stores the lead once', async () => {
    const lead = footerLead();
    const key = crypto.randomUUID();
    const first = await send(lead, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await send(lead, `"${key}"`); // the header's structured-field spelling is the same key
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stored(lead.phone)).toEqual({ leads: [first.json<{ id: number }>().id], messages: 1 });
    // a new submission (a new key) of the same form is a new lead
    expect((await send(lead, crypto.randomUUID())).statusCode).toBe(201);
    expect((await stored(lead.phone)).leads).toHaveLength(2);
  });

  it('refuses the key with another body (422) and a malformed key (400), storing nothing', async () => {
    const lead = footerLead();
    const key = crypto.randomUUID();
    expect((await send(lead, key)).statusCode).toBe(201);
    const other = footerLead();
    const reused = await send(other, key);
    expect([reused.statusCode, reused.json()]).toEqual([422, { detail: idempotencyMessages.reused }]);
    for (const malformed of ['short', 'x'.repeat(129), 'with space here', '"unterminated', ''])
      expect([malformed, (await send(other, malformed)).json()]).toEqual([malformed, { detail: idempotencyMessages.malformed }]);
    expect((await stored(other.phone)).leads).toEqual([]);
  });

  it('stores parallel duplicates once: every one answers 201 with the same lead', async () => {
    const lead = footerLead();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(lead, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await stored(lead.phone)).toEqual({ leads: [...ids], messages: 1 });
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('Idempotency-Key across two API processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    servers = await Promise.all([startChildServer(database), startChildServer(database)]);
  });
  afterAll(async () => {
    for (const server of servers) server.process.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.drop();
  });

  it('stores each submission once when its duplicates reach both processes at once', async () => {
    const SUBMISSIONS = 20;
    const COPIES = 3;
    const headers = await siteHeaders(servers[0]!.base);
    const post = async (base: string, fields: Record<string, string>, key: string) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const response = await fetch(`${base}/api/requests/`, { method: 'POST', body, headers: { ...headers, 'idempotency-key': key } });
      return { status: response.status, id: ((await response.json()) as { id?: number }).id };
    };
    const submissions = Array.from({ length: SUBMISSIONS }, () => ({ lead: footerLead(), key: crypto.randomUUID() }));
    const answers = await Promise.all(
      submissions.flatMap(({ lead, key }) => servers.flatMap((server) => Array.from({ length: COPIES }, () => post(server.base, lead, key).then((answer) => ({ key, ...answer }))))),
    );
    const db = await database.open();
    try {
      const { rows } = await db.query<{ phone: string; count: number }>('select phone, count(*)::int as count from requests where phone = any($1::text[]) group by phone', [
        submissions.map(({ lead }) => `+${lead.phone}`),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(Array(SUBMISSIONS * 2 * COPIES).fill(201));
      for (const { key } of submissions) expect(new Set(answers.filter((answer) => answer.key === key).map((answer) => answer.id)).size).toBe(1);
      expect(rows).toHaveLength(SUBMISSIONS);
      for (const row of rows) expect(row.count).toBe(1);
    } finally {
      await db.close();
    }
  });
});
