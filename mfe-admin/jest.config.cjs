// react-hotkeys-hook (through react-admin) ships ES modules only: swc makes CommonJS of it for jest.
module.exports = { ...require('@estate/tooling/jest'), transformIgnorePatterns: ['/node_modules/(?!(react-hotkeys-hook)/)'] };
