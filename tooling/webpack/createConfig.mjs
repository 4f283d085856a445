// One webpack configuration for every app: the shell (federation host) and each remote, each in two builds from
// the same sources: the browser build, and a server build the shell server renders with.
// An app's own webpack.config.mjs only says who it is and what it exposes.
//
//   remote: dist/ (browser: mf-manifest.json naming both builds, remoteEntry.<hash>.js, chunks, CSS files)
//           dist/server/ (target async-node: remoteEntry.<hash>.js and chunks, fetched over HTTP by the shell server)
//   shell:  dist/ (browser: assets.json naming the entry's scripts and stylesheets, chunks, CSS files)
//           dist/<page>/ (a page of its own, e.g. the back office's admin: a browser build beside the main one)
//           dist-server/main.js (the Node server, rendering the document with the frame's React components)
//
// Production builds both; development builds the browser side only (`--env server` adds the server build).
// `--env outputPath=<dir>` builds a remote into another folder (its server build into <dir>/server).
import path from 'node:path';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedApiSrc, sharedUiSrc } from '../paths.mjs';
import { sharedModules } from './sharedModules.mjs';
import { moduleRules } from './rules.mjs';
import { SsrManifestPlugin, serverDir } from './ssrManifestPlugin.mjs';
import { AssetsManifestPlugin } from './assetsManifestPlugin.mjs';

const require = createRequire(import.meta.url);

/** The page a remote's standalone development host runs in. */
function standaloneHtml(name) {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} — standalone</title></head><body><div id="root"></div></body></html>`;
}

/** The global variable a remote's entry defines (the manifest tells hosts its name). */
const containerGlobal = (name) => `__remote_${name}`;

const resolve = {
  extensions: ['.tsx', '.ts', '.mjs', '.js'],
  alias: { '@estate/shared-ui': sharedUiSrc, '@estate/shared-api': sharedApiSrc },
};

/**
 * @param {object} app
 * @param {string} app.name        federation name (shell, catalog, press, favorites, forms)
 * @param {string} app.dir         the app's folder
 * @param {number} app.port        development server port
 * @param {Record<string,string>} [app.exposes]  remotes: exposed module → file
 * @param {string[]} [app.runtimePlugins]        host: federation runtime plugins
 * @param {string} [app.publicPath]              host: where its assets are served
 * @param {string} [app.devProxyTarget]          where /api and /img go in development
 * @param {boolean} [app.browserOnly]            remote: no server build (a page the shell server never renders)
 * @param {string[]} [app.unshared]              remote: shared modules it bundles a copy of its own instead
 * @param {Record<string,string>} [app.pages]    host: pages of their own (name → entry file), each a separate browser
 *                                               build into dist/<name>/ (a federation host of its own), so nothing
 *                                               of the main entry's output changes (the back office: admin)
 */
export function createConfig(app) {
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const distDir = env.outputPath ? path.resolve(env.outputPath) : path.join(app.dir, 'dist');
    const builds = [browserConfig(app, production, distDir)];
    for (const [page, file] of Object.entries(app.pages ?? {})) builds.push(pageConfig(app, production, distDir, page, file));
    if ((production || env.server) && !app.browserOnly) builds.push(serverConfig(app, production, distDir));
    return builds;
  };
}

function browserConfig(app, production, distDir) {
  const isHost = !app.exposes;
  const federation = {
    name: app.name,
    shared: sharedModules({ except: app.unshared }),
    dts: false,
    shareStrategy: 'loaded-first',
    ...(isHost
      ? { remotes: {}, runtimePlugins: app.runtimePlugins ?? [] }
      : {
          // content-hashed in production: the manifest the shell server rendered with names exactly the code the
          // browser hydrates with, even when a redeploy lands in between
          filename: production ? 'remoteEntry.[contenthash:8].js' : 'remoteEntry.js',
          // The container's global. Not the bare name: the runtime takes window[name] as an already loaded
          // entry, and an element with id="press" is window.press (named access), which broke every press page
          // reached from a page holding such an element.
          library: { type: 'var', name: containerGlobal(app.name) },
          exposes: app.exposes,
          manifest: true,
        }),
  };

  return {
    name: 'browser',
    // a remote's manifest names its server build, so that build comes first
    dependencies: isHost || !production || app.browserOnly ? [] : ['server'],
    mode: production ? 'production' : 'development',
    context: app.dir,
    // no eval in development either: the document's Content-Security-Policy (no 'unsafe-eval') holds there too
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: isHost ? { main: './src/index.ts' } : { standalone: './src/index.ts' },
    output: {
      path: distDir,
      publicPath: app.publicPath ?? 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.name,
      crossOriginLoading: 'anonymous',
      // the server build's folder, and the host's pages' folders, belong to other builds
      clean: { keep: (file) => [serverDir, ...Object.keys(app.pages ?? {})].some((dir) => file.startsWith(`${dir}/`) || file.startsWith(`${dir}\\`)) },
    },
    resolve,
    module: { rules: moduleRules({ name: app.name, production, target: 'browser' }) },
    plugins: [
      new ModuleFederationPlugin(federation),
      ...(production
        ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })]
        : []),
      ...(isHost
        ? [new AssetsManifestPlugin()]
        : [
            new SsrManifestPlugin({ distDir }),
            // the remote's standalone development host
            new HtmlWebpackPlugin({
              templateContent: standaloneHtml(app.name),
              filename: 'index.html',
              inject: 'body',
              scriptLoading: 'defer',
            }),
          ]),
    ],
    optimization: { runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port: app.port,
      host: '127.0.0.1',
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      allowedHosts: 'all',
      // the shell's page comes from its Node server (:8080), so hot reload must reach this server directly
      client: { webSocketURL: `ws://127.0.0.1:${app.port}/ws`, overlay: { warnings: false } },
      proxy: app.devProxyTarget
        ? [{ context: ['/api', '/img'], target: app.devProxyTarget, changeOrigin: false, xfwd: true }]
        : [],
    },
  };
}

/**
 * A page of the host's own (the back office): its entry in a build of its own, into dist/<page>/ with its own
 * assets.json, a federation host with the same shared modules (on its page it provides them), loading its remotes at
 * run time. Development serves it from the main config's dev server (dist/<page>/ under /assets/<page>/).
 */
function pageConfig(app, production, distDir, page, file) {
  const main = browserConfig(app, production, distDir);
  const publicPath = `${app.publicPath ?? '/'}${page}/`;
  return {
    ...main,
    name: `browser-${page}`,
    entry: { [page]: file },
    output: { ...main.output, path: path.join(distDir, page), publicPath, uniqueName: `${app.name}_${page}`, clean: true },
    plugins: [
      new ModuleFederationPlugin({ name: `${app.name}_${page}`, shared: sharedModules(), dts: false, shareStrategy: 'loaded-first', remotes: {} }),
      ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
      new AssetsManifestPlugin({ entry: page }),
    ],
    devServer: undefined,
  };
}

/** Packages the shell server requires at run time instead of bundling (CSS, which only webpack reads, is bundled). */
function nodeModulesExternal({ request }, callback) {
  if (request && /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@estate/') && !request.endsWith('.css')) {
    return callback(null, `commonjs ${request}`);
  }
  return callback();
}

function serverConfig(app, production, distDir) {
  const isHost = !app.exposes;
  const common = {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: app.dir,
    devtool: 'source-map',
    resolve,
    module: { rules: moduleRules({ name: app.name, production, target: 'server' }) },
    // NODE_ENV is the server process's (set by shell/server/productionMode.ts), not fixed at build time
    optimization: { runtimeChunk: false, minimize: false, nodeEnv: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
  if (isHost) {
    return {
      ...common,
      target: 'node22',
      entry: { main: './server/main.ts' },
      output: {
        path: path.join(app.dir, 'dist-server'),
        filename: '[name].js',
        // the same asset URLs as the browser build
        publicPath: app.publicPath ?? 'auto',
        library: { type: 'commonjs2' },
        clean: true,
      },
      externals: [nodeModulesExternal],
      externalsPresets: { node: true },
      node: { __dirname: false, __filename: false },
    };
  }
  return {
    ...common,
    target: 'async-node',
    entry: {},
    output: {
      path: path.join(distDir, serverDir),
      // no public path: the node runtime plugin resolves chunks next to the server entry's URL
      publicPath: '',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${app.name}_server`,
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.[contenthash:8].js',
        library: { type: 'commonjs-module', name: containerGlobal(app.name) },
        remoteType: 'script',
        exposes: app.exposes,
        shared: sharedModules({ provided: false }),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        dts: false,
        manifest: true,
      }),
    ],
  };
}
