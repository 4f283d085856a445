// Modules that must exist once on a page: every app (host and remotes) declares them the same way.
// Subpaths are listed explicitly, otherwise they are bundled twice ("Invalid hook call").
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Shared modules whose browser builds share only what the apps use (`shared/<name>.mjs`), so webpack can drop the
 * rest: a shared module is otherwise bundled whole. The server keeps the whole package (shell/server/federation).
 */
export const trimmedShared = {
  'react-router-dom': path.join(dir, 'shared/react-router-dom.mjs'),
  rxjs: path.join(dir, 'shared/rxjs.mjs'),
};

function versionOf(name) {
  return require(`${name}/package.json`).version;
}

export const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'rxjs',
  '@tanstack/react-query',
];

/**
 * @param {{provided?: boolean, except?: string[]}} [options] provided: false for a remote's server build, which takes
 *   every shared module from the shell server and bundles no copy of its own (one React in the server process);
 *   except: modules a remote bundles itself (the back office needs all of react-router, not the trimmed share)
 */
export function sharedModules({ provided = true, except = [] } = {}) {
  const shared = {};
  for (const request of singletons.filter((name) => !except.includes(name))) {
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
    const version = versionOf(pkg);
    shared[request] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(provided ? (trimmedShared[request] ? { import: trimmedShared[request] } : {}) : { import: false }),
    };
  }
  // The contract package: one client, one bus type, one contract version on the page.
  shared['@estate/shared-api'] = {
    singleton: true,
    requiredVersion: '^1.0.0',
    version: '1.0.0',
    ...(provided ? {} : { import: false }),
  };
  return shared;
}
