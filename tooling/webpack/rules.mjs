// Module rules every build shares: TypeScript through swc, CSS modules with the same class names in every build
// (the browser build extracts or injects the CSS, a server build keeps only the class names), and assets.
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

/**
 * @param {object} options
 * @param {string} options.name          the app's name, the prefix of its CSS class names
 * @param {boolean} options.production
 * @param {'browser'|'server'} options.target
 */
export function moduleRules({ name, production, target }) {
  const server = target === 'server';
  const cssModules = {
    auto: /\.module\.css$/,
    localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[name]__[local]`,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    exportOnlyLocals: server,
  };
  // a server build needs no url() of a stylesheet (its class names only)
  const cssLoader = { loader: 'css-loader', options: { modules: cssModules, url: !server } };
  return [
    {
      test: /\.[cm]?tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            target: server ? 'es2022' : 'es2020',
          },
        },
      },
    },
    {
      test: /\.css$/,
      // a server build renders class names only; production browser builds link CSS files, development injects
      use: server ? [cssLoader] : [production ? MiniCssExtractPlugin.loader : 'style-loader', cssLoader],
    },
    // the same file names in every build (content hash), so markup rendered on the server names the browser's files
    { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: !server } },
  ];
}
