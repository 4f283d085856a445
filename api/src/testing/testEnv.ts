import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves the seeded templates for the test files (shared through environment variables). */
export const TEST_ROOT_ENV = 'API_TEST_ROOT';
export const PG_TEMPLATE_ENV = 'API_TEST_PG_TEMPLATE';

export type Backend = 'pglite' | 'postgres';

export function testRoot(): string {
  const root = process.env[TEST_ROOT_ENV];
  if (!root) throw new Error(`${TEST_ROOT_ENV} is not set: run the API tests through jest (global setup prepares it)`);
  return root;
}

export const templateDir = (root: string) => path.join(root, 'template', 'pglite');
export const newTestRoot = () => path.join(os.tmpdir(), `estate-api-test-${process.pid}-${Date.now()}`);

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
