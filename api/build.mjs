// Bundles the server into one ES module (dist/main.js); dependencies stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/seed/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
