import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createStaff, signIn, type TestStaff } from '../../testing/testStaff';
import { TestVisitor } from '../../testing/testVisitor';
import { totpCode } from '../../shared/staff/totp';
import { signInMessages } from './signInLimits';

/** A stranger's attempt at the account from an address of its own (the test app trusts X-Forwarded-For). */
async function strangerTries(test: TestApp, staff: TestStaff, ip: string, password = 'не тот пароль') {
  const browser = await new TestVisitor(test.app).start();
  return browser.post('/api/admin/session/', { email: staff.email, password, code: '000000' }, { headers: { 'x-forwarded-for': ip } });
}

describe.each(backends())('staff sign-in under abuse on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { TRUST_PROXY: 'loopback' });
  });
  afterAll(() => test?.close());

  it('signs in with password and TOTP, rotates the session, and refuses the old one after sign-out', async () => {
    const staff = await createStaff(test.db, 'editor');
    const browser = await new TestVisitor(test.app).start();
    browser.cookies.set('staff_session', 'planted-before-sign-in');
    const { response } = await signIn(test, staff, browser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: staff.email, role: 'editor', permissions: ['editorial', 'promo', 'media'] });
    const cookie = response.cookies.find((item) => item.name === 'staff_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/' });
    expect(cookie.value).not.toBe('planted-before-sign-in');
    const session = cookie.value;
    expect((await browser.get('/api/admin/session/')).statusCode).toBe(200);

    expect((await browser.delete('/api/admin/session/')).statusCode).toBe(204);
    // the same cookie replayed after sign-out (a copy an attacker kept) is worth nothing
    const replay = await new TestVisitor(test.app).start();
    replay.cookies.set('staff_session', session);
    expect((await replay.get('/api/admin/session/')).statusCode).toBe(401);
    expect((await replay.get('/api/admin/content/publications/')).statusCode).toBe(401);
  });

  it('refuses a wrong TOTP code, and a right code used twice', async () => {
    const staff = await createStaff(test.db, 'sales');
    const browser = await new TestVisitor(test.app).start();
    test.advance(30_000);
    const wrong = await browser.post('/api/admin/session/', { email: staff.email, password: staff.password, code: '123456' === totpCode(staff.secret, test.ctx.now()) ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: signInMessages.failed });
    const code = totpCode(staff.secret, test.ctx.now());
    expect((await browser.post('/api/admin/session/', { email: staff.email, password: staff.password, code })).statusCode).toBe(200);
    const again = await new TestVisitor(test.app).start();
    expect((await again.post('/api/admin/session/', { email: staff.email, password: staff.password, code })).statusCode).toBe(401);
    const badPassword = await again.post('/api/admin/session/', { email: staff.email, password: 'wrong', code: totpCode(staff.secret, new Date(test.ctx.now().getTime() + 30_000)) });
    expect(badPassword.json()).toEqual({ detail: signInMessages.failed });
  });

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const staff = await createStaff(test.db, 'sales');
    const idle = (await signIn(test, staff)).browser;
    test.advance(31 * 60_000);
    expect((await idle.get('/api/admin/session/')).statusCode).toBe(401);

    const busy = (await signIn(test, staff)).browser;
    // used every 20 minutes: alive for 11 h 40 min, ended past 12 hours however busy
    for (let step = 0; step < 35; step += 1) {
      test.advance(20 * 60_000);
      expect((await busy.get('/api/admin/session/')).statusCode).toBe(200);
    }
    test.advance(21 * 60_000);
    expect((await busy.get('/api/admin/session/')).statusCode).toBe(401);
  });

  it('wrong passwords from many addresses lock strangers out of the account, never its owner on a known device', async () => {
    const staff = await createStaff(test.db, 'admin');
    // the owner signed in from this browser before
    const owner = (await signIn(test, staff, undefined, { 'x-forwarded-for': '198.51.100.7' })).browser;
    await owner.delete('/api/admin/session/');

    // a botnet: one wrong password from each of 40 addresses in 40 networks
    const answers = [];
    for (let index = 0; index < 40; index += 1) answers.push((await strangerTries(test, staff, `203.0.${index}.9`)).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(answers.slice(10).every((status) => status === 429)).toBe(true);
    // a stranger with the right password (stolen) is still refused from a new device: the account's limit holds
    test.advance(30_000);
    const stolen = await new TestVisitor(test.app).start();
    const refused = await stolen.post('/api/admin/session/', { email: staff.email, password: staff.password, code: totpCode(staff.secret, test.ctx.now()) }, { headers: { 'x-forwarded-for': '192.0.2.50' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: signInMessages.tooMany });

    // the owner, on the device that signed in before, gets in at once
    const { response } = await signIn(test, staff, owner, { 'x-forwarded-for': '198.51.100.7' });
    expect(response.statusCode).toBe(200);
  });

  it('limits one address guessing across accounts, and its network', async () => {
    const accounts = await Promise.all([1, 2, 3].map(() => createStaff(test.db, 'sales')));
    const statuses = [];
    for (let index = 0; index < 12; index += 1) statuses.push((await strangerTries(test, accounts[index % 3]!, '192.0.2.77')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // its neighbours share the network's budget (30)
    const neighbours = [];
    for (let index = 0; index < 25; index += 1) neighbours.push((await strangerTries(test, accounts[index % 3]!, `192.0.2.${100 + index}`)).statusCode);
    expect(neighbours.filter((status) => status === 429).length).toBeGreaterThan(0);
    // another network is not affected
    expect((await strangerTries(test, await createStaff(test.db, 'sales'), '100.64.9.9')).statusCode).toBe(401);
  });

  it('never says whether an e-mail has an account', async () => {
    const browser = await new TestVisitor(test.app).start();
    const unknown = await browser.post('/api/admin/session/', { email: 'nobody@example.ru', password: 'whatever', code: '123456' }, { headers: { 'x-forwarded-for': '100.65.0.1' } });
    const staff = await createStaff(test.db, 'sales');
    const known = await browser.post('/api/admin/session/', { email: staff.email, password: 'whatever', code: '123456' }, { headers: { 'x-forwarded-for': '100.65.0.1' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
  });

  it('refuses a sign-in without the CSRF token or from another site', async () => {
    const staff = await createStaff(test.db, 'sales');
    const browser = await new TestVisitor(test.app).start();
    expect((await browser.post('/api/admin/session/', { email: staff.email, password: staff.password, code: '000000' }, { csrf: false })).statusCode).toBe(403);
    const foreign = await new TestVisitor(test.app, 'https://evil.example').start();
    expect((await foreign.post('/api/admin/session/', { email: staff.email, password: staff.password, code: '000000' })).statusCode).toBe(403);
  });
});
