import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../db/db';
import { openDb, type OpenDbOptions } from '../db/openDb';
import { PG_TEMPLATE_ENV, templateDir, testRoot, withDatabase, type Backend } from './testEnv';

export interface TestDatabase {
  /** For a child server: DATA_DIR (pglite) or DATABASE_URL (postgres). */
  dataDir: string;
  databaseUrl: string | null;
  /** A directory of its own for this database (image cache, logs). */
  workDir: string;
  /** Opens it; `options` as the server sets them (pool size, timeouts, PGlite's queue), by default a tool's. */
  open(options?: Pick<OpenDbOptions, 'postgres' | 'pglite'>): Promise<Db>;
  drop(): Promise<void>;
}

/** A fresh copy of the seeded template: a copied PGlite directory, or a PostgreSQL database made from the template. */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  const id = crypto.randomBytes(4).toString('hex');
  const workDir = path.join(testRoot(), `db-${id}`);
  fs.mkdirSync(workDir, { recursive: true });
  if (backend === 'pglite') {
    const dataDir = path.join(workDir, 'pglite');
    await fs.promises.cp(templateDir(testRoot()), dataDir, { recursive: true });
    return {
      dataDir,
      databaseUrl: null,
      workDir,
      open: (options) => openDb({ ...options, databaseUrl: null, dataDir }),
      drop: async () => fs.promises.rm(workDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[PG_TEMPLATE_ENV];
  if (!url || !template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL (global setup makes the template)');
  const name = `${template}_t_${id}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const databaseUrl = withDatabase(url, name);
  return {
    dataDir: path.join(workDir, 'unused'),
    databaseUrl,
    workDir,
    open: (options) => openDb({ ...options, databaseUrl, dataDir: '' }),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await fs.promises.rm(workDir, { recursive: true, force: true });
    },
  };
}
