// One lint configuration for the whole repository (each workspace runs `eslint .` against it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const remotes = ['mfe-catalog', 'mfe-press', 'mfe-favorites', 'mfe-forms'];

/** A remote may not import another remote's source: they meet only at runtime, through the shell's contract. */
const remoteBoundaries = remotes.map((remote) => ({
  files: [`${remote}/**/*.{ts,tsx}`, `**/${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: remotes
          .filter((other) => other !== remote)
          .flatMap((other) => [
            { group: [`${other}`, `${other}/*`], message: 'Remotes meet only at runtime through the shell contract.' },
            { group: [`**/${other}/**`], message: 'Remotes meet only at runtime through the shell contract.' },
          ]),
      },
    ],
  },
}));

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
