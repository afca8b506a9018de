// @ts-check
/** One Jest setup for every front-end package: swc transform, jsdom, ky let through under pnpm's layout. */
const path = require('node:path');
const { createRequire } = require('node:module');

/** Packages that ship ESM only (`@ant-design/colors` arrives through @ant-design/icons). */
const ESM_ONLY = [
  'ky',
  '@ant-design/colors',
  '@ant-design/fast-color',
  'eventsource',
  'eventsource-parser',
  // The staff editor's Quill 2 and what it imports.
  'quill',
  'parchment',
  'lodash-es',
];

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
    // ESM-only packages are compiled too; under pnpm their real path is node_modules/.pnpm/<name>@x/node_modules/<name>.
    transformIgnorePatterns: [
      `/node_modules/(?!\\.pnpm/|${ESM_ONLY.map((name) => `${name}/`).join('|')})`,
      `/node_modules/\\.pnpm/(?!${ESM_ONLY.map((name) => `${name.replace('/', '\\+')}@`).join('|')})`,
    ],
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
