// API tests run in Node: swc turns the TypeScript sources into CommonJS (PGlite, fastify and sharp ship CJS builds).
// One seeded template database is prepared once (global setup) and copied for every test file.
const fs = require('node:fs');
const path = require('node:path');
const preset = require('@estate/tooling/jest');

/** Where node would find the package (its exports may hide package.json from require.resolve). */
const packageDir = (name) => require.resolve.paths(name).map((dir) => path.join(dir, name)).find((dir) => fs.existsSync(dir));

module.exports = {
  ...preset,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
  // sanitize-html's parser (htmlparser2 and friends) ships ES modules only, and PGlite's CommonJS build loads
  // node:fs/promises with import(), as @fastify/cookie does with cookie; jest's sandbox refuses that: let swc make CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(htmlparser2|domhandler|domutils|entities|dom-serializer|domelementtype|@electric-sql/pglite|@fastify/cookie|cookie|typebox|@fastify/static|content-disposition|@seriousme|json-schema-faker)/)'],
  // json-schema-faker exports its ES module build to `import` only (no `require` condition): point jest at it
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^json-schema-faker$': path.join(packageDir('json-schema-faker'), 'dist/index.js'),
  },
  testTimeout: 60_000,
  maxWorkers: 2,
};
