// The processes that make up the site (ARCHITECTURE §2), for `npm start`, `npm run dev` and the e2e harness.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const remotes = [
  { name: 'catalog', dir: 'mfe-catalog', port: 3001 },
  { name: 'press', dir: 'mfe-press', port: 3002 },
  { name: 'favorites', dir: 'mfe-favorites', port: 3003 },
  { name: 'forms', dir: 'mfe-forms', port: 3004 },
  { name: 'admin', dir: 'mfe-admin', port: 3005 },
];

const serveCli = path.join(repoRoot, 'tooling/serve/cli.mjs');

/** Production processes: built apps served by their own servers. */
export function productionProcesses() {
  return [
    {
      name: 'api',
      command: process.execPath,
      args: ['dist/main.js'],
      cwd: 'api',
      // the shell is the one proxy in front: the address it saw is the client's; nothing balances between several
      // APIs, so a stop has nobody to drain for
      env: { TRUST_PROXY: '1', DRAIN_DELAY_MS: '0' },
      ready: 'http://127.0.0.1:4000/readyz',
    },
    ...remotes.map((remote) => ({
      name: remote.name,
      command: process.execPath,
      args: [serveCli, 'dist', String(remote.port)],
      cwd: remote.dir,
      ready: `http://127.0.0.1:${remote.port}/mf-manifest.json`,
    })),
    {
      name: 'shell',
      command: process.execPath,
      args: ['dist-server/main.js'],
      cwd: 'shell',
      // nothing balances in front of it either
      env: { DRAIN_DELAY_MS: '0' },
      // its first documents need the API: it starts once the API is ready
      after: ['api'],
      ready: 'http://127.0.0.1:8080/readyz',
    },
  ];
}

/** Development processes: watch, rebuild and hot reload. */
export function developmentProcesses() {
  const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
  return [
    {
      name: 'api',
      command: bin('tsx'),
      args: ['watch', 'src/main.ts'],
      cwd: 'api',
      env: { TRUST_PROXY: '1', DRAIN_DELAY_MS: '0' },
      ready: 'http://127.0.0.1:4000/readyz',
    },
    ...remotes.map((remote) => ({
      name: remote.name,
      command: bin('webpack'),
      args: ['serve', '--mode', 'development'],
      cwd: remote.dir,
      ready: `http://127.0.0.1:${remote.port}/mf-manifest.json`,
    })),
    {
      name: 'shell-assets',
      command: bin('webpack'),
      args: ['serve', '--mode', 'development'],
      cwd: 'shell',
      ready: 'http://127.0.0.1:8081/assets/assets.json',
    },
    {
      // the server rebuilt and restarted on every change; remote pages render in the browser in development
      name: 'shell',
      command: process.execPath,
      args: ['server/dev.mjs'],
      cwd: 'shell',
      env: { SHELL_DEV_ASSETS_URL: 'http://127.0.0.1:8081', DRAIN_DELAY_MS: '0' },
      after: ['api'],
      ready: 'http://127.0.0.1:8080/readyz',
    },
  ];
}
