import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { otpMessages } from './otpMessages';

// Small limits, so 100 parallel requests overrun each; the window is moved past between tests.
const LIMITS = {
  OTP_PER_PHONE_HOURLY: '5',
  OTP_PER_PHONE_NETWORK_HOURLY: '3',
  OTP_PER_SESSION_HOURLY: '5',
  OTP_PER_IP_HOURLY: '20',
  OTP_PER_NETWORK_HOURLY: '30',
  OTP_GLOBAL_HOURLY: '50',
  OTP_OWNER_HOURLY: '3',
};
const PARALLEL = 100;

describe.each(backends())('the limits of one-time codes on %s', (backend) => {
  let test: TestApp;
  let phoneSeq = 0;
  const nextPhone = () => `+7916${String(4_000_000 + phoneSeq++).padStart(7, '0')}`;

  beforeAll(async () => {
    test = await createTestApp(backend, { API_DEV_ENDPOINTS: '1', ...LIMITS });
  });
  afterAll(() => test?.close());
  // every test starts with an empty hour
  beforeEach(() => test.advance(3_601_000));

  const ask = async (visitor: TestVisitor, phone: string, address: string) =>
    visitor.request({ method: 'POST', url: '/api/otp/create/phone/', payload: { phone }, remoteAddress: address });
  const visitors = (count: number) => Promise.all(Array.from({ length: count }, () => new TestVisitor(test.app).start()));
  /** SMS sent to these phones: what the site pays for. */
  const smsTo = async (phones: readonly string[]) =>
    (await test.db.query<{ count: number }>('select count(*)::int as count from sms_outbox where phone = any($1::text[])', [phones])).rows[0]!.count;
  const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

  async function loggedIn(phone: string, address: string): Promise<TestVisitor> {
    const visitor = await new TestVisitor(test.app).start();
    expect((await ask(visitor, phone, address)).statusCode).toBe(201);
    const [message] = (await visitor.get(`/api/dev/outbox/?phone=${encodeURIComponent(phone)}`)).json<{ code: string }[]>();
    expect((await visitor.post('/api/personal_account/login_by_phone/', { phone, code: message!.code })).statusCode).toBe(200);
    return visitor;
  }

  it(`passes no more than the per-address limit of ${PARALLEL} parallel requests from one address (fresh sessions, other phones)`, async () => {
    const phones = Array.from({ length: PARALLEL }, nextPhone);
    const sessions = await visitors(PARALLEL);
    const answers = await Promise.all(sessions.map((visitor, i) => ask(visitor, phones[i]!, '198.51.100.7')));
    expect(statuses(answers)).toEqual([...Array(20).fill(201), ...Array(80).fill(429)]);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toEqual({ detail: otpMessages.tooMany, retry_after: 3600 });
    expect(await smsTo(phones)).toBe(20);
  });

  it(`passes no more than the per-session limit of ${PARALLEL} parallel requests from one session`, async () => {
    const phones = Array.from({ length: PARALLEL }, nextPhone);
    const [visitor] = await visitors(1);
    const answers = await Promise.all(phones.map((phone, i) => ask(visitor!, phone, `10.${i}.0.1`)));
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(5);
    expect(await smsTo(phones)).toBe(5);
  });

  it(`passes no more than the per-network limit (/24, /64) of ${PARALLEL} parallel requests from its addresses`, async () => {
    const v4Phones = Array.from({ length: PARALLEL / 2 }, nextPhone);
    const v4 = await Promise.all((await visitors(PARALLEL / 2)).map((visitor, i) => ask(visitor, v4Phones[i]!, `192.0.2.${i + 1}`)));
    expect(statuses(v4).filter((status) => status === 201)).toHaveLength(30);
    expect(await smsTo(v4Phones)).toBe(30);
    // the /24 is spent, whatever its address; the next /24 is not
    expect((await ask((await visitors(1))[0]!, nextPhone(), '192.0.2.200')).statusCode).toBe(429);
    expect((await ask((await visitors(1))[0]!, nextPhone(), '192.0.3.200')).statusCode).toBe(201);

    test.advance(3_601_000);
    const v6Phones = Array.from({ length: PARALLEL / 2 }, nextPhone);
    const v6 = await Promise.all((await visitors(PARALLEL / 2)).map((visitor, i) => ask(visitor, v6Phones[i]!, `2001:db8:7:7::${(i + 1).toString(16)}`)));
    expect(statuses(v6).filter((status) => status === 201)).toHaveLength(30);
    expect(await smsTo(v6Phones)).toBe(30);
    expect((await ask((await visitors(1))[0]!, nextPhone(), '2001:db8:7:7:ffff::1')).statusCode).toBe(429);
    expect((await ask((await visitors(1))[0]!, nextPhone(), '2001:db8:7:8::1')).statusCode).toBe(201);
  });

  it(`sends one phone one SMS per resend interval and no more than its limit, for ${PARALLEL} parallel requests from strangers everywhere`, async () => {
    const phone = nextPhone();
    const sessions = await visitors(PARALLEL);
    const answers = await Promise.all(sessions.map((visitor, i) => ask(visitor, phone, `100.64.${i}.9`)));
    expect(statuses(answers)).toEqual([201, ...Array(99).fill(429)]);
    const waits = answers.filter((answer) => answer.statusCode === 429).map((answer) => answer.json<{ detail: string; retry_after: number }>());
    expect(waits.every((wait) => wait.retry_after >= 55 && wait.retry_after <= 60 && wait.detail === otpMessages.cooldown(wait.retry_after))).toBe(true);
    // without the interval, the phone's hourly limit holds alone
    const { otp } = test.ctx.config;
    const interval = otp.resendCooldownSeconds;
    otp.resendCooldownSeconds = 0;
    try {
      const again = await Promise.all(sessions.map((visitor, i) => ask(visitor, phone, `100.64.${i}.9`)));
      expect(statuses(again).filter((status) => status === 201)).toHaveLength(4);
    } finally {
      otp.resendCooldownSeconds = interval;
    }
    expect(await smsTo([phone])).toBe(5);
  });

  it(`stops at the global hourly budget for ${PARALLEL} parallel requests from everywhere`, async () => {
    const phones = Array.from({ length: PARALLEL }, nextPhone);
    const sessions = await visitors(PARALLEL);
    const answers = await Promise.all(sessions.map((visitor, i) => ask(visitor, phones[i]!, `172.16.${i}.1`)));
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(50);
    expect(await smsTo(phones)).toBe(50);
  });

  it("never locks the owner out: five sessions from one address asking for the owner's phone pass the phone-per-network share only", async () => {
    const phone = nextPhone();
    const strangers: number[] = [];
    for (const stranger of await visitors(5)) {
      strangers.push((await ask(stranger, phone, '203.0.113.66')).statusCode);
      test.advance(61_000);
    }
    expect(strangers).toEqual([201, 201, 201, 429, 429]);
    // the owner, in a fresh session elsewhere, still gets a code
    const owner = await loggedIn(phone, '198.18.0.5');
    expect((await owner.get('/api/personal_account/')).json()).toEqual({ phone, logged_in: true });
  });

  it('lets a visitor who proved the phone before through its own budget when strangers have spent the phone’s', async () => {
    const phone = nextPhone();
    const owner = await loggedIn(phone, '198.18.1.5');
    test.advance(61_000);
    for (let i = 0; i < 6; i += 1) {
      await ask((await visitors(1))[0]!, phone, `203.0.${i}.66`);
      test.advance(61_000);
    }
    expect(await smsTo([phone])).toBe(5); // the owner's first code and four of the strangers'
    // a fresh session (anyone) is refused, the owner's session is not
    expect((await ask((await visitors(1))[0]!, phone, '198.18.2.5')).statusCode).toBe(429);
    expect((await ask(owner, phone, '198.18.1.5')).statusCode).toBe(201);
    // within a budget of its own: three an hour, one a resend interval
    expect((await ask(owner, phone, '198.18.1.5')).statusCode).toBe(429);
    for (let i = 0; i < 3; i += 1) {
      test.advance(61_000);
      await ask(owner, phone, '198.18.1.5');
    }
    expect(await smsTo([phone])).toBe(5 + 3);
  });
});
