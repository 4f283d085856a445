import type { PersonalAccount } from '@estate/shared-api/dto/otp';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';

describe('session ids', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite', { API_DEV_ENDPOINTS: '1' });
  });
  afterAll(() => test?.close());

  const lotId = async () => (await test.db.query<{ id: number }>("select id from lots where status = 'free' order by id limit 1")).rows[0]!.id;
  const codeFor = async (visitor: TestVisitor, phone: string) => {
    const [message] = (await visitor.get(`/api/dev/outbox/?phone=${encodeURIComponent(phone)}`)).json<{ code: string }[]>();
    return message!.code;
  };

  it('refuses an id the server did not issue: a planted one is replaced by a fresh one in the response', async () => {
    const planted = 'a'.repeat(64);
    const victim = new TestVisitor(test.app);
    victim.cookies.set('sessionid', planted);
    const response = await victim.get('/api/session/');
    const issued = victim.cookies.get('sessionid');
    expect(response.cookies.map((cookie) => cookie.name)).toContain('sessionid');
    expect(issued).not.toBe(planted);
    await victim.post('/api/favorites/', { property: await lotId() });
    // whoever planted the id sees nothing of the victim's
    const attacker = new TestVisitor(test.app);
    attacker.cookies.set('sessionid', planted);
    expect((await attacker.get('/api/favorites/statistics/?city=moskva')).json<{ property_ids: number[] }>().property_ids).toEqual([]);
    // an issued id with its signature tampered with is no better
    const tampered = new TestVisitor(test.app);
    tampered.cookies.set('sessionid', `${issued!.slice(0, -1)}${issued!.endsWith('A') ? 'B' : 'A'}`);
    await tampered.get('/api/session/');
    expect(tampered.cookies.get('sessionid')).not.toBe(issued);
  });

  it('login and logout rotate the id; the old id is not logged in, favourites follow the visitor', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const lot = await lotId();
    await visitor.post('/api/favorites/', { property: lot });
    const before = visitor.cookies.get('sessionid')!;
    const phone = '+7 916 700 00 01';
    await visitor.post('/api/otp/create/phone/', { phone });
    const login = await visitor.post('/api/personal_account/login_by_phone/', { phone, code: await codeFor(visitor, phone) });
    expect(login.statusCode).toBe(200);
    const afterLogin = visitor.cookies.get('sessionid')!;
    expect(afterLogin).not.toBe(before);
    expect((await visitor.get('/api/personal_account/')).json<PersonalAccount>().logged_in).toBe(true);
    expect((await visitor.get('/api/favorites/statistics/?city=moskva')).json<{ property_ids: number[] }>().property_ids).toContain(lot);
    const stale = new TestVisitor(test.app);
    stale.cookies.set('sessionid', before);
    expect((await stale.get('/api/personal_account/')).json<PersonalAccount>().logged_in).toBe(false);

    expect((await visitor.post('/api/personal_account/logout/')).statusCode).toBe(204);
    expect(visitor.cookies.get('sessionid')).not.toBe(afterLogin);
    expect((await visitor.get('/api/personal_account/')).json<PersonalAccount>().logged_in).toBe(false);
    const loggedOut = new TestVisitor(test.app);
    loggedOut.cookies.set('sessionid', afterLogin);
    expect((await loggedOut.get('/api/personal_account/')).json<PersonalAccount>().logged_in).toBe(false);
  });
});
