module.exports = {
  ...require('@estate/tooling/jest'),
  testEnvironment: require.resolve('./jest.environment.cjs'),
};
