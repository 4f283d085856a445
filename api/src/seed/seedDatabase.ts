import type { Db } from '../db/db';
import { generateSeedData, SEED } from './seedData';
import { writeSeed } from './writeSeed';
import { imageCatalog } from './images/imageCatalog';
import { renderImages } from './images/renderImages';

const SEED_LOCK = 72_002;

export interface SeedReport {
  lots: number;
  images: number;
  ms: number;
}

/** Generates the data and images and writes them in one transaction (replacing any content). */
export async function seedDatabase(db: Db): Promise<SeedReport> {
  const started = Date.now();
  const tables = generateSeedData(SEED);
  const images = await renderImages(imageCatalog(SEED));
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    await writeSeed(tx, tables, images);
  });
  const lots = tables.find(([table]) => table === 'lots')?.[1].length ?? 0;
  return { lots, images: images.length, ms: Date.now() - started };
}

export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ seeded: boolean }>('select exists (select 1 from cities) as seeded');
  return !rows[0]?.seeded;
}

/** Seeds once: when the content tables are empty (checked again under the lock, so two instances seed once). */
export async function seedIfEmpty(db: Db): Promise<SeedReport | null> {
  if (!(await isEmpty(db))) return null;
  const started = Date.now();
  const tables = generateSeedData(SEED);
  const images = await renderImages(imageCatalog(SEED));
  const seeded = await db.transaction(async (tx) => {
    // a second process waits here while the first seeds: longer than a request's statement may take
    await tx.exec('set local statement_timeout = 0');
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const { rows } = await tx.query<{ seeded: boolean }>('select exists (select 1 from cities) as seeded');
    if (rows[0]?.seeded) return false;
    await writeSeed(tx, tables, images);
    return true;
  });
  if (!seeded) return null;
  const lots = tables.find(([table]) => table === 'lots')?.[1].length ?? 0;
  return { lots, images: images.length, ms: Date.now() - started };
}
