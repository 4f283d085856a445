// Names a remote's server build in its browser manifest: `metaData.ssrRemoteEntry`, which the federation runtime
// takes instead of `remoteEntry` when it runs on a server. One manifest URL per remote stays the only runtime
// configuration, and one manifest names both builds of the same deploy.
import fs from 'node:fs';
import path from 'node:path';

export const serverDir = 'server';

export class SsrManifestPlugin {
  /** @param {{distDir: string}} options */
  constructor({ distDir }) {
    this.serverManifest = path.join(distDir, serverDir, 'mf-manifest.json');
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SsrManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset || !fs.existsSync(this.serverManifest)) return; // no server build (development): browser only
          const server = JSON.parse(fs.readFileSync(this.serverManifest, 'utf8'));
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.ssrRemoteEntry = {
            name: server.metaData.remoteEntry.name,
            path: serverDir,
            type: 'commonjs-module',
          };
          compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
