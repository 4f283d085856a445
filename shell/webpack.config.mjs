// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '@estate/tooling/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createConfig({
  name: 'shell',
  dir,
  port: 8081,
  publicPath: '/assets/',
  // the back office's page: a build of its own, so the public pages' scripts stay exactly as they are
  pages: { admin: './src/admin/index.ts' },
  runtimePlugins: [path.join(dir, 'src/federation/resiliencePlugin.ts')],
});
