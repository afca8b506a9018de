const portalJestConfig = require('@portal/shared/jest/config.cjs');

module.exports = portalJestConfig({
  // jsdom plus Node's own fetch, Request, Response and AbortController, so the real ky client runs.
  testEnvironment: 'jest-fixed-jsdom',
});
