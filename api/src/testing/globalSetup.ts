import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { openDb } from '../db/openDb';
import { migrate } from '../db/migrate';
import { seedDatabase } from '../seed/seedDatabase';
import { newTestRoot, PG_TEMPLATE_ENV, templateDir, TEST_ROOT_ENV, withDatabase } from './testEnv';

/**
 * Seeds once, so each test file can start from a copy: a PGlite data directory, and with TEST_DATABASE_URL a
 * PostgreSQL template database (test files create theirs with `create database … template …`).
 */
export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const root = newTestRoot();
  fs.mkdirSync(root, { recursive: true });
  process.env[TEST_ROOT_ENV] = root;

  const db = await openDb({ databaseUrl: null, dataDir: templateDir(root) });
  try {
    await migrate(db);
    const report = await seedDatabase(db);
    console.info(`[api tests] PGlite template seeded: ${report.lots} lots, ${report.images} images in ${report.ms} ms`);
  } finally {
    await db.close();
  }

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // A random part too: runs in other pid namespaces share the server, and teardown drops every name with this prefix.
    const template = `estate_api_template_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const pgDb = await openDb({ databaseUrl: withDatabase(url, template), dataDir: '' });
    try {
      await migrate(pgDb);
      const report = await seedDatabase(pgDb);
      console.info(`[api tests] PostgreSQL template ${template} seeded in ${report.ms} ms`);
    } finally {
      await pgDb.close();
    }
    process.env[PG_TEMPLATE_ENV] = template;
  }
  console.info(`[api tests] global setup took ${Date.now() - started} ms`);
}
