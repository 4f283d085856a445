// Modules that must exist once on a page: every app (host and remotes) declares them the same way.
// Subpaths are listed explicitly, otherwise they are bundled twice ("Invalid hook call").
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function versionOf(name) {
  return require(`${name}/package.json`).version;
}

const singletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'rxjs',
];

export function sharedModules() {
  const shared = {};
  for (const request of singletons) {
    const pkg = request.split('/')[0];
    const version = versionOf(pkg);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // The contract package: one client, one bus type, one contract version on the page.
  shared['@estate/shared-api'] = { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' };
  return shared;
}
