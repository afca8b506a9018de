/**
 * The Jest set-up every browser package shares (TOOLCHAIN.md "Tests"): React 19 + antd 6 in jsdom,
 * compiled by swc. A package's jest.config.cjs calls this and overrides what it needs.
 */
const path = require('node:path');

module.exports = function portalJestConfig(overrides = {}) {
  return {
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
        },
      ],
    },
    // ky ships ESM only; let it (and only it) through to swc, also under pnpm's node_modules/.pnpm layout.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/ky@[^/]+/node_modules/)?ky/)'],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
    setupFiles: [path.join(__dirname, 'setup-environment.cjs')],
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
    testTimeout: 15000,
    ...overrides,
  };
};
