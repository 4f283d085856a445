import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { startChildServer } from '../../testing/childServer';
import { siteHeaders } from '../../testing/siteClient';
import type { Db } from '../../db/db';
import { maskPhone, outboxTransport } from './smsTransport';

const TEXT = 'Код подтверждения: 4821. Никому не сообщайте его.';

describe('the development SMS transport', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  const logOf = async (showCodes: boolean) => {
    const entries: Array<{ object: object; message: string }> = [];
    await outboxTransport(db, { info: (object: object, message?: string) => entries.push({ object, message: message ?? '' }) }, { showCodes }).send('+79161234567', TEXT);
    return entries;
  };

  it('keeps the text in its outbox and logs a masked notice: no code, the phone but its last two digits hidden', async () => {
    const entries = await logOf(false);
    expect(entries).toEqual([{ object: { phone: '+*********67', sms: 'Код подтверждения: ****. Никому не сообщайте его.' }, message: 'sms written to outbox' }]);
    expect(JSON.stringify(entries)).not.toContain('4821');
    const { rows } = await db.query<{ text: string }>('select text from sms_outbox where phone = $1', ['+79161234567']);
    expect(rows.map((row) => row.text)).toContain(TEXT);
  });

  it('shows the code in the log only when configuration says so (development)', async () => {
    expect(await logOf(true)).toEqual([{ object: { phone: '+79161234567', sms: TEXT }, message: 'sms written to outbox' }]);
    expect(maskPhone('+7 916 123-45-67')).toBe('+* *** ***-**-67');
  });
});

describe('login codes in a production start', () => {
  it('never reach the log', async () => {
    const database = await createTestDatabase('pglite');
    const server = await startChildServer(database);
    try {
      const headers = await siteHeaders(server.base);
      const notice = server.logged((entry) => entry.msg === 'sms written to outbox');
      const created = await fetch(`${server.base}/api/otp/create/phone/`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '+7 916 555 01 02' }),
      });
      expect(created.status).toBe(201);
      await notice;
      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const db = await database.open();
      const { rows } = await db.query<{ text: string }>('select text from sms_outbox where phone = $1', ['+79165550102']);
      await db.close();
      const code = /Код подтверждения: (\d{4})/.exec(rows[0]!.text)![1]!;
      const lines = server.output().split('\n').filter((line) => line.includes('sms written to outbox'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain(code);
      expect(server.output()).not.toContain(`Код подтверждения: ${code}`);
    } finally {
      if (server.process.exitCode === null) server.process.kill('SIGKILL');
      await database.drop();
    }
  });
});
