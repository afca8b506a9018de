/** Component tests: React 19 + antd 6 in jsdom, compiled by swc (TOOLCHAIN.md "Tests"). */
module.exports = {
  // jsdom plus Node's own fetch, Request, Response and AbortController, so the real ky client runs.
  testEnvironment: 'jest-fixed-jsdom',
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
  moduleNameMapper: { '\\.css$': '<rootDir>/test/style-stub.cjs' },
  setupFiles: ['<rootDir>/test/setup-environment.cjs'],
  setupFilesAfterEnv: ['@testing-library/jest-dom'],
  testTimeout: 15000,
};
