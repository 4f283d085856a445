import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import { backends } from '../../testing/testEnv';
import type { Db } from '../../db/db';
import { CODE_RETENTION_MS, pruneOldCodes } from './codeRetention';

describe.each(backends())('login codes past their retention (%s)', (backend) => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = await database.open();
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('deletes codes and outbox messages older than a day, keeps the rest', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const at = (msAgo: number) => new Date(now.getTime() - msAgo);
    for (const [phone, created] of [
      ['+79160000001', at(CODE_RETENTION_MS + 60_000)],
      ['+79160000002', at(CODE_RETENTION_MS - 60_000)],
    ] as const) {
      await db.query(
        "insert into otp_codes (phone, code_hash, ip, network, created_at, expires_at) values ($1, 'hash', '203.0.113.5', '203.0.113.0/24', $2, $2)",
        [phone, created],
      );
      await db.query("insert into sms_outbox (phone, text, transport, created_at) values ($1, 'Код', 'outbox', $2)", [phone, created]);
    }
    expect(await pruneOldCodes(db, now)).toEqual({ codes: 1, messages: 1 });
    const left = async (table: string) =>
      (await db.query<{ phone: string }>(`select phone from ${table} where phone like '+7916000000%' order by phone`)).rows.map((row) => row.phone);
    expect(await left('otp_codes')).toEqual(['+79160000002']);
    expect(await left('sms_outbox')).toEqual(['+79160000002']);
  });
});
