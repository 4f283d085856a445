import type { OtpCreated, PersonalAccount } from './otpSchemas';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { otpMessages } from './otpMessages';

describe.each(backends())('one-time codes and phone login on %s', (backend) => {
  let test: TestApp;
  let phoneSeq = 0;
  const nextPhone = () => `+7 916 555 ${String(10 + phoneSeq++).padStart(2, '0')} 00`;
  const normalized = (phone: string) => `+7${phone.replace(/\D/g, '').slice(1)}`;

  beforeAll(async () => {
    test = await createTestApp(backend, { API_DEV_ENDPOINTS: '1' });
  });
  afterAll(() => test?.close());

  /** The code as the development SMS transport wrote it, read through the dev outbox endpoint. */
  const lastCode = async (visitor: TestVisitor, phone: string): Promise<string> => {
    const response = await visitor.get(`/api/dev/outbox/?phone=${encodeURIComponent(phone)}`);
    const [message] = response.json<{ code: string; text: string }[]>();
    expect(message?.text).toMatch(/^Код подтверждения: \d{6}\./);
    return message!.code;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');

  it('sends a code to the outbox, and the right code logs the visitor in (once)', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const phone = nextPhone();
    const created = await visitor.post('/api/otp/create/phone/', { phone });
    expect(created.statusCode).toBe(201);
    expect(created.json<OtpCreated>()).toEqual({ phone: normalized(phone), code_length: 6, expires_in: 300, resend_in: 60 });
    const code = await lastCode(visitor, phone);
    const { rows } = await test.db.query<{ code_hash: string }>('select code_hash from otp_codes where phone = $1', [normalized(phone)]);
    expect(rows[0]?.code_hash).not.toContain(code);

    expect((await visitor.post('/api/otp/validate/phone/', { phone, code })).json()).toMatchObject({ valid: true });
    const login = await visitor.post('/api/personal_account/login_by_phone/', { phone, code });
    expect(login.statusCode).toBe(200);
    expect(login.json<PersonalAccount>()).toEqual({ phone: normalized(phone), logged_in: true });
    expect((await visitor.get('/api/personal_account/')).json<PersonalAccount>()).toEqual({ phone: normalized(phone), logged_in: true });
    expect((await new TestVisitor(test.app).get('/api/personal_account/')).json<PersonalAccount>().logged_in).toBe(false);

    const reused = await visitor.post('/api/personal_account/login_by_phone/', { phone, code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: [otpMessages.noCode] });
  });

  it('says a wrong code is wrong and how many tries are left', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const phone = nextPhone();
    await visitor.post('/api/otp/create/phone/', { phone });
    const code = await lastCode(visitor, phone);
    const wrong = await visitor.post('/api/personal_account/login_by_phone/', { phone, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: [otpMessages.wrong(4)] });
    expect((await visitor.get('/api/personal_account/')).json<PersonalAccount>().logged_in).toBe(false);
  });

  it('refuses an expired code', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const phone = nextPhone();
    await visitor.post('/api/otp/create/phone/', { phone });
    const code = await lastCode(visitor, phone);
    test.advance(301_000);
    const late = await visitor.post('/api/personal_account/login_by_phone/', { phone, code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ code: [otpMessages.expired] });
  });

  it('locks the code after too many attempts, even for the right code', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const phone = nextPhone();
    await visitor.post('/api/otp/create/phone/', { phone });
    const code = await lastCode(visitor, phone);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await visitor.post('/api/otp/validate/phone/', { phone, code: wrongCode(code) })).json<{ code: string[] }>().code[0]!);
    }
    expect(messages).toEqual([otpMessages.wrong(4), otpMessages.wrong(3), otpMessages.wrong(2), otpMessages.wrong(1), otpMessages.attempts]);
    const right = await visitor.post('/api/personal_account/login_by_phone/', { phone, code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ code: [otpMessages.attempts] });
  });

  it("binds a code to the session that asked: another session's wrong guesses never lock the owner out", async () => {
    const owner = await new TestVisitor(test.app).start();
    const phone = nextPhone();
    await owner.post('/api/otp/create/phone/', { phone });
    const code = await lastCode(owner, phone);
    for (let i = 0; i < 6; i += 1) {
      const attacker = await new TestVisitor(test.app).start();
      const guess = await attacker.request({ method: 'POST', url: '/api/otp/validate/phone/', payload: { phone, code: wrongCode(code) }, remoteAddress: `203.0.113.${i}` });
      expect(guess.json()).toEqual({ code: [otpMessages.noCode] });
      // even the right code is of no use in another session
      expect((await attacker.post('/api/personal_account/login_by_phone/', { phone, code })).json()).toEqual({ code: [otpMessages.noCode] });
    }
    expect((await owner.post('/api/personal_account/login_by_phone/', { phone, code })).statusCode).toBe(200);
  });

  it('limits codes per session and per client address in an hour', async () => {
    const visitor = await new TestVisitor(test.app).start();
    for (let i = 0; i < 5; i += 1) expect((await visitor.post('/api/otp/create/phone/', { phone: nextPhone() })).statusCode).toBe(201);
    const sixth = await visitor.post('/api/otp/create/phone/', { phone: nextPhone() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ detail: otpMessages.tooMany });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const client = await new TestVisitor(test.app).start();
      statuses.push((await client.request({ method: 'POST', url: '/api/otp/create/phone/', payload: { phone: nextPhone() }, remoteAddress: '198.51.100.7' })).statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a resend inside the cool-down with 429, and allows it after', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const phone = nextPhone();
    expect((await visitor.post('/api/otp/create/phone/', { phone })).statusCode).toBe(201);
    test.advance(20_000);
    const early = await visitor.post('/api/otp/create/phone/', { phone });
    expect(early.statusCode).toBe(429);
    const { retry_after: wait } = early.json<{ retry_after: number }>();
    expect(wait).toBeGreaterThanOrEqual(38);
    expect(wait).toBeLessThanOrEqual(40);
    expect(early.json()).toEqual({ detail: otpMessages.cooldown(wait), retry_after: wait });
    expect(early.headers['retry-after']).toBe(String(wait));
    test.advance(41_000);
    expect((await visitor.post('/api/otp/create/phone/', { phone })).statusCode).toBe(201);
  });

  it('validates the phone with the product messages', async () => {
    const visitor = await new TestVisitor(test.app).start();
    expect((await visitor.post('/api/otp/create/phone/', { phone: '+7 916 12' })).json()).toEqual({ phone: ['Номер телефона содержит 11 цифр'] });
    expect((await visitor.post('/api/otp/create/phone/', { phone: 'позвоните мне' })).json()).toEqual({ phone: ['Некорректный номер телефона'] });
    expect((await visitor.post('/api/otp/create/phone/', {})).json()).toEqual({ phone: ['Это обязательное поле'] });
  });
});
