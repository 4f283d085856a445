// Bundles the server into one ES module (dist/main.js); dependencies stay external and load from node_modules, the
// workspace's shared sources (@estate/shared-api's validation rules) are bundled in.
import { build } from 'esbuild';

/** Every bare import but @estate/* stays an import of node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@estate/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/cli/seed.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: 'info',
});
