// The production API (api/dist/main.js) as the throughput rows start it: one process on a port of its own, nothing
// balancing in front of it (no drain to wait for when it is stopped).
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/apps.mjs';

export function apiSpec(name: string, port: number, env: Record<string, string>) {
  if (!fs.existsSync(path.join(repoRoot, 'api/dist/main.js'))) throw new Error('build the API first: npm run build -w api');
  return {
    name,
    command: process.execPath,
    args: ['dist/main.js'],
    cwd: 'api',
    env: { PORT: String(port), LOG_LEVEL: 'warn', DRAIN_DELAY_MS: '0', ...env },
    ready: `http://127.0.0.1:${port}/api/health`,
  };
}
