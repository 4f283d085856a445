const preset = require('@estate/tooling/jest');

// the shell's Node server has unit tests of its own next to its code; light-my-request (Fastify's inject) loads the
// cookie package, which ships ES modules only: let swc make CommonJS of it
module.exports = {
  ...preset,
  testMatch: [...preset.testMatch, '<rootDir>/server/**/*.test.ts'],
  transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
};
