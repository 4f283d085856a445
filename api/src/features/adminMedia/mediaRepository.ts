import type { Db, Queryable } from '../../db/db';

/** What else the storing transaction writes (the audit entry). */
export type AlsoInTransaction = (tx: Queryable) => Promise<void>;

/** A re-encoded image under its content's path (the same image uploaded twice is stored once). */
export async function storeImage(
  db: Db,
  image: { path: string; mime: string; width: number; height: number; hash: string; data: Buffer },
  alsoInTransaction: AlsoInTransaction,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into images (path, mime, width, height, hash, data) values ($1, $2, $3, $4, $5, $6) on conflict (path) do nothing', [
      image.path, image.mime, image.width, image.height, image.hash, image.data,
    ]);
    await alsoInTransaction(tx);
  });
}

/** A checked PDF under its content's path. */
export async function storeDocument(db: Db, file: { path: string; name: string; hash: string; data: Buffer }, alsoInTransaction: AlsoInTransaction): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('insert into files (path, mime, name, size, hash, data) values ($1, $2, $3, $4, $5, $6) on conflict (path) do nothing', [
      file.path, 'application/pdf', file.name, file.data.length, file.hash, file.data,
    ]);
    await alsoInTransaction(tx);
  });
}
