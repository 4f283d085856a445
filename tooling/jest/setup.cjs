// DOM matchers for @testing-library; only where a DOM exists (node-environment suites skip them).
if (typeof document !== 'undefined') {
  require('@testing-library/jest-dom');
  // findBy*/waitFor give up after 1 s by default: too short for an answer from a real server on a loaded machine
  require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
}
