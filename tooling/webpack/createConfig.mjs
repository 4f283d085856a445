// One webpack configuration for every app: the shell (federation host) and each remote.
// An app's own webpack.config.mjs only says who it is and what it exposes.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedApiSrc, sharedUiSrc } from '../paths.mjs';
import { sharedModules } from './sharedModules.mjs';

/** The page a remote's standalone development host runs in. */
function standaloneHtml(name) {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name} — standalone</title></head><body><div id="root"></div></body></html>`;
}

/**
 * @param {object} app
 * @param {string} app.name        federation name (shell, catalog, press, favorites, forms)
 * @param {string} app.dir         the app's folder
 * @param {number} app.port        development server port
 * @param {Record<string,string>} [app.exposes]  remotes: exposed module → file
 * @param {string[]} [app.runtimePlugins]        host: federation runtime plugins
 * @param {string} [app.publicPath]              host: where its assets are served
 * @param {string} [app.devProxyTarget]          where /api and /img go in development
 */
/** The global variable a remote's entry defines (the manifest tells hosts its name). */
const containerGlobal = (name) => `__remote_${name}`;

export function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isHost = !app.exposes;
    const federation = {
      name: app.name,
      shared: sharedModules(),
      dts: false,
      shareStrategy: 'loaded-first',
      ...(isHost
        ? { remotes: {}, runtimePlugins: app.runtimePlugins ?? [] }
        : {
            filename: 'remoteEntry.js',
            // The container's global. Not the bare name: the runtime takes window[name] as an already loaded
            // entry, and an element with id="press" is window.press (named access), which broke every press page
            // reached from a page holding such an element.
            library: { type: 'var', name: containerGlobal(app.name) },
            exposes: app.exposes,
            manifest: true,
          }),
    };

    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: isHost ? { main: './src/index.ts' } : { standalone: './src/index.ts' },
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: app.publicPath ?? 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: { '@estate/shared-ui': sharedUiSrc, '@estate/shared-api': sharedApiSrc },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: /\.module\.css$/,
                    localIdentName: production
                      ? `${app.name}_[hash:base64:6]`
                      : `${app.name}_[name]__[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        new HtmlWebpackPlugin({
          // the shell's document template is its own; a remote's page only hosts its standalone development host
          ...(isHost ? { template: path.join(app.dir, 'src', 'index.html') } : { templateContent: standaloneHtml(app.name) }),
          filename: 'index.html',
          inject: 'body',
          scriptLoading: 'defer',
          // the shell server fills the <!--app-head--> and <!--app-state--> markers
          minify: production ? { collapseWhitespace: true, removeComments: false } : false,
        }),
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
  };
}
