import type { Queryable } from '../db/db';
import type { SeedTables } from './seedData';
import type { StoredImage } from './images/renderImages';
import { bumpDataVersion } from '../db/dataVersion';

/** Every table the seed owns; visitor data referencing lots (favourites, comparisons, viewed, bookings) goes with them. */
export const CONTENT_TABLES = [
  'images',
  'infra_points',
  'infra_categories',
  'selection_cards',
  'promos',
  'excursions',
  'offices',
  'publications',
  'documents',
  'progress_reports',
  'installment_programs',
  'mortgage_programs',
  'finishes',
  'lots',
  'layouts',
  'floors',
  'sections',
  'buildings',
  'projects',
  'purchase_methods',
  'personal_data_agreements',
  'content_blocks',
  'main_pages',
  'base_pages',
  'cities',
] as const;

const CHUNK = 1000;

/** Seeded rows get the external ids a catalogue import matches them by (migration 8 gave existing rows the same). */
const SEED_EXTERNAL_IDS = `
update cities set external_id = slug;
update projects set external_id = slug;
update buildings set external_id = 'building-' || id;
update sections set external_id = 'section-' || id;
update floors set external_id = 'floor-' || id;
update lots set external_id = 'lot-' || id;`;

/** Inserts plain objects as rows, letting PostgreSQL turn one JSON parameter into typed columns. */
export async function insertRows(tx: Queryable, table: string, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).join(', ');
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await tx.query(`insert into ${table} (${columns}) select ${columns} from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [
      JSON.stringify(chunk),
    ]);
  }
}

async function insertImages(tx: Queryable, images: readonly StoredImage[]): Promise<void> {
  for (let start = 0; start < images.length; start += 10) {
    const chunk = images.slice(start, start + 10);
    const params: unknown[] = [];
    const values = chunk.map((image) => {
      params.push(image.path, image.mime, image.width, image.height, image.hash, image.data);
      const n = params.length;
      return `($${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
    });
    await tx.query(`insert into images (path, mime, width, height, hash, data) values ${values.join(', ')}`, params);
  }
}

/** Replaces all content in one transaction; leads, visitors, codes and the SMS outbox are kept. */
export async function writeSeed(tx: Queryable, tables: SeedTables, images: readonly StoredImage[]): Promise<void> {
  await tx.exec(`truncate ${CONTENT_TABLES.join(', ')} cascade`);
  for (const [table, rows] of tables) {
    // the lots' trigger recorded each at its price of today; the seed brings their whole history instead
    if (table === 'lot_price_history') await tx.exec('delete from lot_price_history');
    await insertRows(tx, table, rows);
  }
  await tx.exec(SEED_EXTERNAL_IDS);
  await insertImages(tx, images);
  await bumpDataVersion(tx, 'catalogue');
  await bumpDataVersion(tx, 'content');
}
