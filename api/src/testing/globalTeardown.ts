import fs from 'node:fs';
import pg from 'pg';
import { PG_TEMPLATE_ENV, TEST_ROOT_ENV } from './testEnv';

/** Removes the temporary directories and every database the run created. */
export default async function globalTeardown(): Promise<void> {
  const root = process.env[TEST_ROOT_ENV];
  if (root) fs.rmSync(root, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[PG_TEMPLATE_ENV];
  if (url && template) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database');
    // The template and the per-file copies (`<template>_t_<id>`) of this run only.
    for (const row of rows.filter((item) => item.datname.startsWith(template))) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  }
}
