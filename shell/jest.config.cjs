const preset = require('@estate/tooling/jest');

// the shell's Node server has unit tests of its own next to its code
module.exports = { ...preset, testMatch: [...preset.testMatch, '<rootDir>/server/**/*.test.ts'] };
