// `npm test`: install what is missing, then run every suite of the repository and total them:
// type checks, lint (and a test of its feature-folder rule), formatting, the OpenAPI document's lint, Jest in each front-end package, the API suite (PGlite, and PostgreSQL too
// when DATABASE_URL is set), Storybook's static build, and the Playwright suite in Chromium against the production build and
// that Storybook build (every story rendered and checked with axe).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, pnpm, root } from './workspace.mjs';

const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Runs a pnpm command, streaming its output, and returns { status, output }. */
function runPnpm(args, env = {}) {
  const [command, ...rest] = [...pnpm(), ...args];
  return new Promise((resolve) => {
    const child = spawn(command, rest, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk, stream) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

const results = [];
const flaky = [];
function record(suite, passed, failed, status) {
  // A runner that exits non-zero without a failing test (crash, compile error) still counts as a failure.
  if (status !== 0 && failed === 0) failed = 1;
  results.push({ suite, passed, failed });
  console.log(`\n── ${suite}: ${passed} passed, ${failed} failed\n`);
}

async function check(suite, args) {
  const { status } = await runPnpm(args);
  record(suite, status === 0 ? 1 : 0, status === 0 ? 0 : 1, status);
}

function jestPackages() {
  return ['shared', 'shell', 'mfe-public', 'mfe-onboarding', 'mfe-candidate', 'mfe-staff', 'mfe-payments'].filter(
    (pkg) =>
      ['jest.config.js', 'jest.config.cjs', 'jest.config.mjs', 'jest.config.ts'].some((file) =>
        existsSync(join(root, pkg, file)),
      ),
  );
}

/** Runs a package's Jest suite and returns its counts (recorded by the caller, in package order). */
async function jest(pkg) {
  const outputFile = join(reports, `jest-${pkg}.json`);
  const { status } = await runPnpm([
    '--filter',
    `@portal/${pkg}`,
    'exec',
    'jest',
    '--ci',
    '--json',
    `--outputFile=${outputFile}`,
  ]);
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  return { suite: `jest ${pkg}`, passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0, status };
}

/** `run` over `items`, at most `width` at a time; the results in the items' order. */
async function inParallel(items, width, run) {
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

function nodeTestCounts(output) {
  const pick = (name) => {
    const matches = [...output.matchAll(new RegExp(`^(?:# |ℹ )${name} (\\d+)$`, 'gm'))];
    return matches.length ? Number(matches[matches.length - 1][1]) : 0;
  };
  return { passed: pick('pass'), failed: pick('fail') + pick('cancelled') };
}

async function apiSuite(label, env) {
  const { status, output } = await runPnpm(['--filter', '@portal/api', 'run', 'test'], env);
  const { passed, failed } = nodeTestCounts(output);
  record(`api (${label})`, passed, failed, status);
}

/** A suite of Node's own test runner, counted by its summary lines. */
async function nodeSuite(suite, file) {
  const { status, output } = await runPnpm(['exec', 'node', '--test', file]);
  const { passed, failed } = nodeTestCounts(output);
  record(suite, passed, failed, status);
}

async function e2e() {
  const outputFile = join(reports, 'playwright.json');
  const { status } = await runPnpm(['--filter', '@portal/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile,
    DATABASE_URL: '',
  });
  const report = existsSync(outputFile) ? JSON.parse(readFileSync(outputFile, 'utf8')) : null;
  const stats = report?.stats ?? null;
  // A test that passed only on its retry is counted as passed, but named here and totalled as flaky.
  for (const title of flakyTests(report)) {
    flaky.push(title);
    console.log(`flaky (passed on retry): ${title}`);
  }
  record('e2e (Chromium)', (stats?.expected ?? 0) + (stats?.flaky ?? 0), stats?.unexpected ?? 0, status);
}

/** Titles of the tests Playwright's JSON report marks flaky (failed, then passed on a retry). */
function flakyTests(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') titles.push([...path, spec.title].filter(Boolean).join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

ensureInstalled();
// The type checks and Storybook's static build beside the other checks: each leaves much of this 2-core machine idle
// on its own. The Playwright suite checks every story of that build.
await Promise.all([
  check('typecheck', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']),
  check('storybook build', ['--filter', '@portal/storybook', 'run', 'build']),
  (async () => {
    await check('lint', ['exec', 'eslint', '.']);
    // The lint rule that keeps feature folders apart, shown refusing bad imports and allowing good ones in every app.
    await nodeSuite('feature boundaries', '.tools/test/feature-boundaries.test.mjs');
    await check('format', ['exec', 'prettier', '--check', '.']);
    // The API's OpenAPI document, linted by a third-party linter (Redocly, recommended rules): 0 errors.
    await check('openapi lint', ['--filter', '@portal/api', 'run', 'lint:openapi']);
  })(),
]);
// Two packages' Jest suites at a time: each runs its tests in one worker on this 2-core machine (Jest's default
// there), so two keep both cores busy (CI: 84 → 56 s for the seven packages).
for (const { suite, passed, failed, status } of await inParallel(jestPackages(), 2, jest))
  record(suite, passed, failed, status);
// The API suite on both databases at once (each keeps its own databases and data folders; each is counted from its
// own output): about 4 minutes each, one after the other.
await Promise.all([
  apiSuite('PGlite', { DATABASE_URL: '' }),
  ...(process.env.DATABASE_URL ? [apiSuite('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL })] : []),
]);
ensureBuilt();
await e2e();

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
writeFileSync(join(reports, 'summary.json'), JSON.stringify({ passed, failed, flaky, results }, null, 2));
console.log('\nSuites:');
for (const r of results) console.log(`  ${r.suite.padEnd(24)} ${r.passed} passed, ${r.failed} failed`);
for (const title of flaky) console.log(`flaky: ${title}`);
console.log(`${flaky.length} flaky`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
