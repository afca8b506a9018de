// The lint rules that keep feature folders apart (eslint.config.mjs, eslint-plugin-boundaries) and the one that lets
// browser code take zod's values only in the contract files, run through ESLint's
// API on a small app laid out in a temporary folder under each app's name, so it covers every remote and the shell.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = ['shell', 'mfe-public', 'mfe-onboarding', 'mfe-candidate', 'mfe-staff', 'mfe-payments'];

/** The files every fixture app has: two features, a page, the app's shared components/ and lib/. */
const appFiles = {
  'src/texts.ts': `export const messages = { hello: 'Hello' };\n`,
  'src/lib/notify.ts': `export function notify(text: string): string {\n  return text;\n}\n`,
  'src/components/Frame.tsx': `import type { ReactNode } from 'react';\n\nexport function Frame({ children }: { children: ReactNode }) {\n  return <section>{children}</section>;\n}\n`,
  'src/features/alpha/api/alpha.ts': `export const alphaPath = '/alpha';\n`,
  'src/features/alpha/components/Alpha.tsx': `export function Alpha() {\n  return <p>alpha</p>;\n}\n`,
  'src/features/alpha/index.ts': `export { Alpha } from './components/Alpha';\n`,
  'src/features/beta/components/Beta.tsx': `export function Beta() {\n  return <p>beta</p>;\n}\n`,
  'src/features/beta/index.ts': `export { Beta } from './components/Beta';\n`,
  'src/pages/Home.tsx': `import { Alpha } from '../features/alpha';\n\nexport default function Home() {\n  return <Alpha />;\n}\n`,
};

/** One importing file: where it stands, what it imports, and whether the rule must refuse it. */
const cases = [
  // Allowed.
  [
    'a feature uses its own api, the app components, lib and texts',
    'src/features/alpha/components/Uses.tsx',
    ['../api/alpha', '../../../components/Frame', '../../../lib/notify', '../../../texts'],
    false,
  ],
  [
    'a page composes two features through their index',
    'src/pages/Both.tsx',
    ['../features/alpha', '../features/beta'],
    false,
  ],
  [
    "a page's test reads a feature's internals",
    'src/pages/__tests__/Home.test.tsx',
    ['../../features/alpha/components/Alpha'],
    false,
  ],
  [
    "a feature's test reads its own internals",
    'src/features/alpha/components/__tests__/Alpha.test.tsx',
    ['../Alpha', '../../api/alpha'],
    false,
  ],
  // Refused.
  [
    "a feature imports another feature's component",
    'src/features/alpha/components/Reach.tsx',
    ['../../beta/components/Beta'],
    true,
  ],
  ["a feature imports another feature's index", 'src/features/alpha/components/Index.tsx', ['../../beta'], true],
  [
    "a feature's test imports another feature",
    'src/features/alpha/components/__tests__/Other.test.tsx',
    ['../../../beta/components/Beta'],
    true,
  ],
  ["a page imports a feature's internals", 'src/pages/Deep.tsx', ['../features/alpha/components/Alpha'], true],
  ['a feature imports a page', 'src/features/alpha/components/Up.tsx', ['../../../pages/Home'], true],
  ['the app components import a feature', 'src/components/Wrong.tsx', ['../features/alpha'], true],
  ['the app lib imports a feature', 'src/lib/wrong.ts', ['../features/beta/components/Beta'], true],
];

function importing(sources) {
  return (
    sources.map((source, index) => `import * as imported${index} from '${source}';`).join('\n') +
    `\n\nexport const used = [${sources.map((_, index) => `imported${index}`).join(', ')}];\n`
  );
}

/**
 * zod in browser code: its values only in the contract files (each imports zod-config first, so every bundle that
 * keeps a contract keeps the CSP setting); contract files may be imported directly; zod's types anywhere.
 */
const sharedCases = [
  [
    'a value through the contracts index',
    'shared/src/ui/Index.tsx',
    "import { platforms } from '../contracts';",
    false,
  ],
  [
    'a value from a contract file',
    'shared/src/ui/Direct.tsx',
    "import { platforms } from '../contracts/portals';",
    false,
  ],
  ['zod in a contract file', 'shared/src/contracts/uses.ts', "import { z } from 'zod';", false],
  ['a type from zod', 'shared/src/ui/ZodType.tsx', "import type { ZodType } from 'zod';", false],
  ['zod itself in a shared UI piece', 'shared/src/ui/candidate-profile/Deep.tsx', "import { z } from 'zod';", true],
  ...apps.map((app) => [`zod itself in ${app}`, `${app}/src/lib/parse.ts`, "import { z } from 'zod';", true]),
];

let fixture;
let results;

before(async () => {
  fixture = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), text);
  };
  for (const app of apps) {
    for (const [path, text] of Object.entries(appFiles)) write(`${app}/${path}`, text);
    for (const [, path, sources] of cases) write(`${app}/${path}`, importing(sources));
  }
  for (const [, path, source] of sharedCases) write(path, `${source}\n`);
  const eslint = new ESLint({ cwd: fixture, overrideConfigFile: join(root, 'eslint.config.mjs') });
  results = new Map(
    (await eslint.lintFiles([...apps.map((app) => `${app}/src`), 'shared/src'])).map((result) => [
      result.filePath,
      result.messages,
    ]),
  );
});

after(() => rmSync(fixture, { recursive: true, force: true }));

for (const app of apps) {
  describe(`feature folders in ${app}`, () => {
    for (const [title, path, sources, refused] of cases) {
      it(`${refused ? 'refuses' : 'allows'}: ${title}`, () => {
        const messages = results.get(join(fixture, app, path));
        assert.ok(messages, `${app}/${path} was linted`);
        const boundaryErrors = messages.filter((message) => message.ruleId === 'boundaries/dependencies');
        const otherErrors = messages.filter((message) => message.ruleId !== 'boundaries/dependencies');
        assert.deepEqual(otherErrors, [], 'no other lint problem hides the result');
        if (refused) assert.equal(boundaryErrors.length, sources.length, JSON.stringify(messages));
        else assert.deepEqual(boundaryErrors, []);
      });
    }
    it('the fixture app itself is clean', () => {
      for (const path of Object.keys(appFiles)) assert.deepEqual(results.get(join(fixture, app, path)), [], path);
    });
  });
}

describe('zod in browser code', () => {
  for (const [title, path, , refused] of sharedCases) {
    it(`${refused ? 'refuses' : 'allows'}: ${title}`, () => {
      const messages = results.get(join(fixture, path));
      assert.ok(messages, `${path} was linted`);
      const restricted = messages.filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports');
      assert.equal(restricted.length, refused ? 1 : 0, JSON.stringify(messages));
    });
  }
});
