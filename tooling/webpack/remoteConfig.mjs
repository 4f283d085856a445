// A remote's build: it exposes files of its src/exposes/ under their names; in development /api and /img go to
// API_URL (the local API by default).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from './createConfig.mjs';

/**
 * @param {string} configUrl  the webpack config's `import.meta.url` (its folder is the app's)
 * @param {object} remote
 * @param {string} remote.name         federation name
 * @param {number} remote.port         development server port
 * @param {string[]} remote.exposes    files of src/exposes/ ('HomePage.tsx' is exposed as './HomePage')
 * @param {boolean} [remote.browserOnly] no server build
 * @param {string[]} [remote.unshared]   shared modules it bundles itself
 */
export function remoteConfig(configUrl, { name, port, exposes, browserOnly, unshared }) {
  return createConfig({
    name,
    browserOnly,
    unshared,
    dir: path.dirname(fileURLToPath(configUrl)),
    port,
    devProxyTarget: process.env.API_URL ?? 'http://127.0.0.1:4000',
    exposes: Object.fromEntries(
      exposes.map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/exposes/${file}`]),
    ),
  });
}
