const path = require('node:path');

module.exports = {
  ...require('@estate/tooling/jest'),
  setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
};
