import { backends } from '../../testing/testEnv';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { startChildServer, type ChildServer } from '../../testing/childServer';
import { siteHeaders } from '../../testing/siteClient';
import { until } from '../../testing/until';
import type { Db } from '../../db/db';

const postgres = backends().includes('postgres') ? describe : describe.skip;

const PARALLEL = 100;
const LIMITS = { perPhone: 5, perSession: 5, perIp: 20, global: 60 };

// SMS pumping against two API processes on one PostgreSQL: 100 parallel requests, half to each process, per attack;
// the limits are counted in the database, so neither process lets more through than the limit allows.
postgres('SMS pumping against two API processes on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  let servers: ChildServer[] = [];
  let phoneSeq = 0;
  const nextPhone = () => `+7925${String(1_000_000 + phoneSeq++).padStart(7, '0')}`;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const env = {
      API_DEV_ENDPOINTS: '1',
      // the client address comes from X-Forwarded-For, as behind the shell
      TRUST_PROXY: 'loopback',
      // no resend interval: the hourly limits alone decide
      OTP_RESEND_SECONDS: '0',
      OTP_PER_PHONE_HOURLY: String(LIMITS.perPhone),
      OTP_PER_SESSION_HOURLY: String(LIMITS.perSession),
      OTP_PER_IP_HOURLY: String(LIMITS.perIp),
      OTP_GLOBAL_HOURLY: String(LIMITS.global),
    };
    servers = await Promise.all([startChildServer(database, env), startChildServer(database, env)]);
    db = await database.open();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    for (const server of servers) server.process.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await database?.drop();
  });

  const base = (i: number) => servers[i % 2]!.base;
  const sessions = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => siteHeaders(base(i))));
  async function ask(i: number, headers: Record<string, string>, phone: string, address: string): Promise<number> {
    const response = await fetch(`${base(i)}/api/otp/create/phone/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ phone }),
    });
    await response.arrayBuffer();
    return response.status;
  }
  const passed = (statuses: number[]) => statuses.filter((status) => status === 201).length;
  const smsTo = async (phones: readonly string[]) =>
    (await db.query<{ count: number }>('select count(*)::int as count from sms_outbox where phone = any($1::text[])', [phones])).rows[0]!.count;

  it(`issues no more codes than each limit allows, in any process, and the owner still gets one`, async () => {
    const started = performance.now();
    // the owner of a phone proves it before the attacks
    const ownerPhone = nextPhone();
    const owner = await siteHeaders(base(0));
    expect(await ask(0, owner, ownerPhone, '198.18.0.1')).toBe(201);
    const [message] = (await (await fetch(`${base(0)}/api/dev/outbox/?phone=${encodeURIComponent(ownerPhone)}`)).json()) as { code: string }[];
    const login = await fetch(`${base(0)}/api/personal_account/login_by_phone/`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.1' },
      body: JSON.stringify({ phone: ownerPhone, code: message!.code }),
    });
    expect(login.status).toBe(200);
    // login gives the session a new id
    const jar = new Map(owner.cookie!.split('; ').map((cookie) => cookie.split('=') as [string, string]));
    for (const cookie of login.headers.getSetCookie()) jar.set(cookie.split('=')[0]!, cookie.split(';')[0]!.split('=')[1]!);
    owner.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

    // one address, fresh sessions, other phones
    const oneAddressPhones = Array.from({ length: PARALLEL }, nextPhone);
    const fresh = await sessions(PARALLEL);
    const oneAddress = passed(await Promise.all(fresh.map((headers, i) => ask(i, headers, oneAddressPhones[i]!, '198.51.100.7'))));
    expect(oneAddress).toBe(LIMITS.perIp);
    expect(await smsTo(oneAddressPhones)).toBe(LIMITS.perIp);

    // one session (its cookie in both processes), other phones and addresses
    const [single] = await sessions(1);
    const oneSessionPhones = Array.from({ length: PARALLEL }, nextPhone);
    const oneSession = passed(await Promise.all(oneSessionPhones.map((phone, i) => ask(i, single!, phone, `10.${i}.0.1`))));
    expect(oneSession).toBe(LIMITS.perSession);

    // one phone (the victim's), from strangers everywhere
    const victim = nextPhone();
    const strangers = await sessions(PARALLEL);
    const onePhone = passed(await Promise.all(strangers.map((headers, i) => ask(i, headers, victim, `100.64.${i}.9`))));
    expect(onePhone).toBe(LIMITS.perPhone);
    expect(await smsTo([victim])).toBe(LIMITS.perPhone);

    // everywhere: the site's hourly budget
    const spentBefore = 1 + oneAddress + oneSession + onePhone;
    const everywherePhones = Array.from({ length: PARALLEL }, nextPhone);
    const everywhere = passed(await Promise.all((await sessions(PARALLEL)).map((headers, i) => ask(i, headers, everywherePhones[i]!, `172.16.${i}.1`))));
    expect(everywhere).toBe(LIMITS.global - spentBefore);
    const { rows } = await db.query<{ general: number }>('select count(*) filter (where not owner)::int as general from otp_codes');
    expect(rows[0]!.general).toBe(LIMITS.global);
    const alerted = () => servers.some((server) => server.output().includes('"alert":"sms_budget"'));
    await until(alerted, { everyMs: 100, timeoutMs: 5000 });

    // the budget is spent for everyone but the phone's owner
    expect(await ask(1, (await sessions(1))[0]!, nextPhone(), '192.0.2.1')).toBe(429);
    expect(await ask(1, owner, ownerPhone, '198.18.0.1')).toBe(201);
    console.info(
      `${PARALLEL} parallel code requests at two API processes: one address → ${oneAddress} codes (limit ${LIMITS.perIp}), ` +
        `one session → ${oneSession} (${LIMITS.perSession}), one phone → ${onePhone} (${LIMITS.perPhone}), ` +
        `everywhere → ${everywhere} (the hour's budget of ${LIMITS.global} less ${spentBefore} spent); the owner still got a code; ` +
        `${Math.round(performance.now() - started)} ms`,
    );
  }, 120_000);
});
