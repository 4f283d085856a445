import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findRepoRoot, loadConfig } from '../config';
import { startServer } from '../server';
import { documentFile, documentText, EVERY_ROUTE_ENV, generatedTypes, typesFile } from '../http/openApiDocument';
import { runCli } from './runCli';

// `npm run openapi -w api`: writes the OpenAPI document of every route (api/openapi.json) from a server of its own on
// an empty database and a free port, as it serves it at /api/schema/, and the TypeScript types shared-api's DTOs and
// endpoint map are made of, generated from it by openapi-typescript (shared-api/src/api/openapi.ts).
async function main(): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const env = { ...EVERY_ROUTE_ENV, DATA_DIR: path.join(dataDir, 'pglite'), PORT: '0', SEED_ON_EMPTY: '0', METRICS_PORT: 'off', LOG_LEVEL: 'warn', DRAIN_DELAY_MS: '0' };
  const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
  const server = await startServer(loadConfig({ ...process.env, DATABASE_URL: '', ...env }, repoRoot));
  try {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/schema/`);
    if (!response.ok) throw new Error(`/api/schema/ answered ${response.status}`);
    fs.writeFileSync(documentFile(repoRoot), documentText(await response.json()));
    console.info(`wrote ${path.relative(process.cwd(), documentFile(repoRoot))}`);
    fs.writeFileSync(typesFile(repoRoot), generatedTypes(repoRoot));
    console.info(`wrote ${path.relative(process.cwd(), typesFile(repoRoot))}`);
    return 0;
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runCli(main);
