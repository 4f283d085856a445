// Writes assets.json: the host entry's scripts (and those of its other entries, by name), and the stylesheets of the entry and of the chunks it loads at once
// (the app behind its async boundary), which the shell server links into the document it renders with React
// (there is no HTML template), so the frame is styled before any script runs.
export class AssetsManifestPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetsManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const url = (file) => `${publicPath}${file}`;
          const assetsOf = (name) => {
            const entry = compilation.entrypoints.get(name);
            const files = entry?.getFiles() ?? [];
            const behindBoundary = (entry?.getChildren() ?? []).flatMap((group) => group.getFiles());
            return {
              scripts: files.filter((file) => file.endsWith('.js')).map(url),
              stylesheets: [...new Set([...files, ...behindBoundary])].filter((file) => file.endsWith('.css')).map(url),
            };
          };
          // the main entry's, and every other entry's by its name (the back office's page: `admin`)
          const others = [...compilation.entrypoints.keys()].filter((name) => name !== 'main');
          const assets = { ...assetsOf('main'), ...Object.fromEntries(others.map((name) => [name, assetsOf(name)])) };
          compilation.emitAsset('assets.json', new sources.RawSource(JSON.stringify(assets, null, 2)));
        },
      );
    });
  }
}
