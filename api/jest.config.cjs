// API tests run in Node: swc turns the TypeScript sources into CommonJS (PGlite, fastify and sharp ship CJS builds).
// One seeded template database is prepared once (global setup) and copied for every test file.
const preset = require('@estate/tooling/jest');

module.exports = {
  ...preset,
  testEnvironment: 'node',
  setupFilesAfterEnv: [],
  globalSetup: '<rootDir>/src/testing/globalSetup.ts',
  globalTeardown: '<rootDir>/src/testing/globalTeardown.ts',
  // sanitize-html's parser (htmlparser2 and friends) ships ES modules only, and PGlite's CommonJS build loads
  // node:fs/promises with import(), as @fastify/cookie does with cookie; jest's sandbox refuses that: let swc make CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(htmlparser2|domhandler|domutils|entities|dom-serializer|domelementtype|@electric-sql/pglite|@fastify/cookie|cookie|typebox|@fastify/static|content-disposition|@seriousme)/)'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
