// @ts-check
/** One Jest setup for every front-end package: swc transform, jsdom, ky let through under pnpm's layout. */
const path = require('node:path');
const { createRequire } = require('node:module');

/**
 * @param {string} rootDir the package directory (pass `__dirname`)
 * @param {Record<string, unknown>} [overrides]
 */
function createJestConfig(rootDir, overrides = {}) {
  const packageRequire = createRequire(path.join(rootDir, 'package.json'));
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        packageRequire.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ky ships ESM only; under pnpm its real path is node_modules/.pnpm/ky@x/node_modules/ky.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/|ky/)', '/node_modules/\\.pnpm/(?!ky@)'],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '\\.(png|svg|jpe?g|gif|webp)$': path.join(__dirname, 'file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'setup.cjs')],
    setupFilesAfterEnv: [packageRequire.resolve('@testing-library/jest-dom')],
    testTimeout: 15000,
    ...overrides,
  };
}

module.exports = { createJestConfig };
