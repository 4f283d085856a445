// One lint configuration for the whole repository (each workspace runs `eslint .` against it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import * as routerShared from './tooling/webpack/shared/react-router-dom.mjs';
import * as rxjsShared from './tooling/webpack/shared/rxjs.mjs';

const remotes = ['mfe-catalog', 'mfe-press', 'mfe-favorites', 'mfe-forms'];

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
