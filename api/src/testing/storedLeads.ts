import type { TestDatabase } from './testDatabase';

/** The stored phone of each of the given lead ids (those not stored are absent), read with a fresh connection. */
export async function storedLeads(database: TestDatabase, ids: number[]): Promise<Map<number, string>> {
  const db = await database.open();
  try {
    const { rows } = await db.query<{ id: number; phone: string }>('select id, phone from requests where id = any($1::bigint[])', [ids]);
    return new Map(rows.map((row) => [Number(row.id), row.phone]));
  } finally {
    await db.close();
  }
}
