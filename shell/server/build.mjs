// Bundles the shell server (it shares the route table with the browser app) into dist-server/main.js.
import { build } from 'esbuild';
import { sharedApiSrc } from '@estate/tooling/paths';

await build({
  entryPoints: ['server/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  outfile: 'dist-server/main.js',
  sourcemap: true,
  packages: 'external',
  alias: { '@estate/shared-api': sharedApiSrc },
  logLevel: 'warning',
});
