// One lint configuration for the whole repository (each workspace runs `eslint .` against it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as routerShared from './tooling/webpack/shared/react-router-dom.mjs';
import * as rxjsShared from './tooling/webpack/shared/rxjs.mjs';

const root = import.meta.dirname;
const remotes = ['mfe-catalog', 'mfe-press', 'mfe-favorites', 'mfe-forms', 'mfe-admin'];

/**
 * The browser builds share only some names of react-router-dom and rxjs (tooling/webpack/shared): the apps' code
 * imports only those, or the name is missing on the page.
 */
const trimmedSharedImports = [
  ['react-router-dom', routerShared],
  ['rxjs', rxjsShared],
].map(([name, shared]) => ({
  name,
  allowImportNames: Object.keys(shared),
  message: `The browser builds share only some of ${name}: add the name to tooling/webpack/shared/${name}.mjs.`,
}));
const sourceOf = (app) => [`${app}/src/**/*.{ts,tsx}`, `**/${app}/src/**/*.{ts,tsx}`];
/** Tests and their helpers run on the whole packages (jest), not on the shared builds. */
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/testFrame.tsx'];

/** A remote may not import another remote's source: they meet only at runtime, through the shell's contract. */
const remoteBoundaries = remotes.flatMap((remote) => {
  const patterns = remotes
    .filter((other) => other !== remote)
    .flatMap((other) => [
      { group: [`${other}`, `${other}/*`], message: 'Remotes meet only at runtime through the shell contract.' },
      { group: [`**/${other}/**`], message: 'Remotes meet only at runtime through the shell contract.' },
    ]);
  return [
    {
      files: [`${remote}/**/*.{ts,tsx}`, `**/${remote}/src/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    },
    {
      files: sourceOf(remote),
      ignores: testFiles,
      rules: { 'no-restricted-imports': ['error', { patterns, paths: trimmedSharedImports }] },
    },
  ];
});

/**
 * Features are leaves: `<app>/src/features/<a>` may not import `<app>/src/features/<b>`. Code several features use lives
 * in the app's `src/shared` (or another top-level folder); the app's entry folders (`app`, `routes`, `exposes`, …;
 * the API's `app.ts` and `server.ts`) compose features.
 */
const apps = ['shell', ...remotes, 'api'];
const featureZones = apps.flatMap((app) => {
  const features = path.join(root, app, 'src/features');
  if (!existsSync(features)) return [];
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: path.join(features, name),
      from: features,
      except: [`./${name}`],
      message: 'A feature may not import another feature: move what both use to src/shared (or compose them above).',
    }));
});

/**
 * Strings and props that have one owner, each its own rule (ESLint's no-restricted-syntax under three names, so each
 * is turned off only where it belongs and a report names what it is about).
 */
const restrictedSyntax = builtinRules.get('no-restricted-syntax');
const site = {
  rules: { 'no-api-paths': restrictedSyntax, 'no-page-paths': restrictedSyntax, 'no-raw-html': restrictedSyntax },
};
const literal = (pattern, message) => [
  { selector: `Literal[value=${pattern}]`, message },
  { selector: `TemplateElement[value.raw=${pattern}]`, message },
];
/** Data goes through shared-api's typed endpoint map (paths encoded once), not hand-built '/api/…' strings. */
const apiLiterals = literal(
  '/^\\/api\\//',
  "Use shared-api's endpoint map (endpoints.…) instead of an '/api/…' string.",
);
/** Links to the site's pages go through shared-api's sitePaths (slugs encoded once, one spelling of each page). */
const pageLiterals = literal(
  '/^\\/(about|commercials|comparison|contacts|excursions|favorites|flats|personal-data-processing-policy|press|projects|purchase|selections)([\\/?#]|$)/',
  "Link through shared-api's sitePaths (sitePaths.…) instead of a page path string.",
);
/** Raw HTML reaches the page only through the few reviewed places allowed below. */
const rawHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: "No raw HTML: editorial HTML through shared-ui's EditorialHtml (React elements), JSX otherwise.",
  },
  {
    // the same prop spelled as an object (createElement, spread props)
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: "No raw HTML: editorial HTML through shared-ui's EditorialHtml (React elements), JSX otherwise.",
  },
];
/** Code that talks to the site from outside, as a client would: tests, the e2e suite and the bench spell the wire. */
const outsideClients = ['e2e/**', '**/e2e/**', 'bench/**', '**/bench/src/**', ...testFiles];
/** Where '/api/…' strings belong: shared-api (the endpoint map, the client), the API itself, and the outside clients. */
const apiPathOwners = ['shared-api/**', '**/shared-api/**', 'api/**', '**/api/src/**', ...outsideClients];
/**
 * Where page paths are spelled: the map itself, the route tables (patterns, not links: the shell's and each remote's
 * standalone host's), the seed (links an editor typed into the CMS) and the outside clients.
 */
const pagePathOwners = [
  'shared-api/src/links/sitePaths.ts',
  'shell/src/routes/routeTable.ts',
  ...remotes.map((remote) => `${remote}/src/bootstrap.tsx`),
  'api/src/seed/**',
  ...outsideClients,
];
/** The only places that may inject raw HTML, each for a reason. */
const rawHtmlOwners = [
  // the shell's server document frame: the initial state as JSON (serializeInitialState escapes '<', so it cannot
  // close its <script>), and in the browser the very text it found, so hydration matches
  'shell/src/app/Document.tsx',
  // JSON-LD: serializeJsonLd escapes '<' so the data cannot close the <script>
  'shared-api/src/head/JsonLd.tsx',
];
const anywhere = (files) => files.flatMap((file) => (file.startsWith('**/') ? [file] : [file, `**/${file}`]));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      '**/.tools/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.tmp/**',
      // generated from api/openapi.json by `npm run openapi -w api`
      'shared-api/src/api/openapi.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['*/tsconfig.json', 'shell/server/tsconfig.json'].map((config) => path.join(root, config)),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { site },
    rules: {
      'site/no-api-paths': ['error', ...apiLiterals],
      'site/no-page-paths': ['error', ...pageLiterals],
      'site/no-raw-html': ['error', ...rawHtml],
    },
  },
  { files: anywhere(apiPathOwners), rules: { 'site/no-api-paths': 'off' } },
  { files: anywhere(pagePathOwners), rules: { 'site/no-page-paths': 'off' } },
  { files: anywhere(rawHtmlOwners), rules: { 'site/no-raw-html': 'off' } },
  {
    // type-aware: a promise is awaited, returned, or handed to something that handles its rejection
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // the standalone host and the asset declarations belong to every app, so to no tsconfig of their own
          allowDefaultProject: ['tooling/standalone/*.tsx', 'tooling/types/*.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: root,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['**/*.{mjs,cjs,js}'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly', Buffer: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      ...['shell', 'shared-ui', 'shared-api'].flatMap(sourceOf),
      'tooling/standalone/**/*.{ts,tsx}',
      '**/tooling/standalone/**/*.{ts,tsx}',
    ],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { paths: trimmedSharedImports }] },
  },
  ...remoteBoundaries,
  {
    // every spec runs under the suite's fixture that fails on Content-Security-Policy violations
    files: ['e2e/tests/**/*.spec.ts', '**/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import `test` from the harness (e2e/harness/test): it checks every page for CSP violations.",
            },
          ],
        },
      ],
    },
  },
);
