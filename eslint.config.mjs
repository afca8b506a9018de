// One lint setup for the whole tree.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

const apps = ['shell', 'mfe-public', 'mfe-onboarding', 'mfe-candidate', 'mfe-staff', 'mfe-payments'];

/** The layers inside an app (see the last two blocks); a feature's name is its folder, src/features/<feature>. */
const layerPolicies = [
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
    message:
      "A feature does not import another feature ({{ to.element.captured.feature }}): compose them in a page, or move what both need to the app's components/ or lib/.",
  },
  {
    from: { element: { types: { anyOf: ['feature', 'shared'] } } },
    disallow: { to: { element: { type: 'page' } } },
    message: 'Pages are the top: nothing imports a page.',
  },
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { type: 'feature' } } },
    message: "The app's shared components/ and lib/ do not import features: features use them, not the other way.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      'data/**',
      '.reports/**',
      '**/test-results/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Code left outside JSX braces is shown to users as text: /selectplatform once rendered both branches of a
      // condition with "step === 'done' ? (" between them. JSX text never holds a comparison or a branch.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/===|!==|&&|\\|\\||=>|\\?\\s*\\(\\s*$|\\)\\s*:\\s*\\(/]',
          message: 'This is code shown as text: put the expression inside { }.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Browser code uses zod only in the contract files, each of which imports zod-config first (no eval probe, which
  // the CSP blocks; shared/src/contracts/zod-config.test.ts): any bundle that keeps a contract keeps the setting.
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/contracts/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message:
                'Use zod in a contract file (shared/src/contracts), after its zod-config import, which sets zod up for the CSP.',
            },
          ],
        },
      ],
    },
  },
  // Apps depend on @portal/shared only, never on each other: a remote is deployed on its own.
  ...apps.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: apps
            .filter((other) => other !== app)
            .flatMap((other) => [`@portal/${other}`, `@portal/${other}/*`, `**/${other}/src/**`]),
        },
      ],
    },
  })),
  // Inside an app, as bulletproof-react: features do not import each other (pages compose them), dependencies run one
  // way (pages, then features, then the app's shared components/ and lib/), and a page reaches a feature only through
  // its index.ts. Test support (testing/, stories/) is no layer; tests may read their own feature's internals.
  {
    files: apps.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'page', pattern: 'src/pages' },
        { type: 'shared', pattern: 'src/{components,hooks,lib,utils,types,stores}' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] } },
    },
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: layerPolicies }] },
  },
  {
    files: apps.map((app) => `${app}/src/pages/*.{ts,tsx}`),
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...layerPolicies,
            {
              from: { element: { type: 'page' } },
              disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
              message: 'A page imports a feature through its index.ts (its public entry), not its internals.',
            },
          ],
        },
      ],
    },
  },
);
