// DOM matchers for @testing-library; only where a DOM exists (node-environment suites skip them).
if (typeof document !== 'undefined') require('@testing-library/jest-dom');
