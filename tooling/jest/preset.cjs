// Jest settings shared by every workspace: TypeScript and JSX through swc, CSS modules as class names,
// the shared packages resolved from source like webpack does.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..', '..');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.[cm]?[tj]sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': require.resolve('identity-obj-proxy'),
    '\\.css$': path.join(__dirname, 'emptyStyle.cjs'),
    '\\.(svg|png|jpe?g|webp|woff2?)$': path.join(__dirname, 'fileStub.cjs'),
    '^@estate/shared-ui/(.*)$': path.join(repoRoot, 'shared-ui/src/$1'),
    '^@estate/shared-api$': path.join(repoRoot, 'shared-api/src/index.ts'),
    '^@estate/shared-api/(.*)$': path.join(repoRoot, 'shared-api/src/$1'),
  },
  setupFiles: [path.join(__dirname, 'polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  clearMocks: true,
  // UI suites type whole forms against real HTTP servers: 1–3 s alone, several times that while `npm test` runs
  // the API's suites beside them on two cores, past jest's 5 s default
  testTimeout: 20_000,
};
