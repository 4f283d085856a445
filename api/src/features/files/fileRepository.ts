import type { Queryable } from '../../db/db';

export interface StoredFile {
  mime: string;
  name: string;
  data: Buffer | Uint8Array;
}

export async function findFile(db: Queryable, stored: string): Promise<StoredFile | undefined> {
  const { rows } = await db.query<StoredFile>('select mime, name, data from files where path = $1', [stored]);
  return rows[0];
}
