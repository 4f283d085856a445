// Writes assets.json: an entry's scripts (the host's main, or a page's own), and the stylesheets of the entry and of
// the chunks it loads at once (the app behind its async boundary), which the shell server links into the document it renders with React
// (there is no HTML template), so the frame is styled before any script runs.
export class AssetsManifestPlugin {
  /** @param {{entry?: string}} [options] the entry whose files it names (`main`; a page's own build names its own) */
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const entry = compilation.entrypoints.get(this.entry);
          const files = entry?.getFiles() ?? [];
          const behindBoundary = (entry?.getChildren() ?? []).flatMap((group) => group.getFiles());
          const url = (file) => `${publicPath}${file}`;
          const assets = {
            scripts: files.filter((file) => file.endsWith('.js')).map(url),
            stylesheets: [...new Set([...files, ...behindBoundary])].filter((file) => file.endsWith('.css')).map(url),
          };
          compilation.emitAsset('assets.json', new sources.RawSource(JSON.stringify(assets, null, 2)));
        },
      );
    });
  }
}
