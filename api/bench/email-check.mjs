// How long the e-mail check of every form takes on the ReDoS input of issue 11 (bar: 20 ms for 64 KB), and on
// 1 MB and on the longest value it accepts. A benchmark, not a test: it prints figures.
// Run from api/: node --import tsx bench/email-check.mjs   (add --old to time the pattern it replaced, ~seconds)
import { performance } from 'node:perf_hooks';
import { emailMaxLength, emailPattern, forgetPasswordRequest } from '@portal/shared/contracts';

const runs = Number(process.env.BENCH_RUNS ?? 50);

/** Median and worst of `runs` calls, in milliseconds. */
function time(check) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    check();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)], worst: samples[samples.length - 1] };
}

const cases = [
  ['64 KB ReDoS case ("a@" + "a.".repeat(32000) + "@")', 'a@' + 'a.'.repeat(32000) + '@'],
  ['1 MB ReDoS case ("a@" + "a.".repeat(524288) + "@")', 'a@' + 'a.'.repeat(524288) + '@'],
  [
    `${emailMaxLength}-character ReDoS case (the longest length that reaches the pattern)`,
    'a@' + 'a.'.repeat(125) + '@',
  ],
];

console.log(`E-mail check (forget-password contract: trim, lower-case, length, pattern), ${runs} runs each:`);
for (const [label, email] of cases) {
  const { median, worst } = time(() => forgetPasswordRequest.safeParse({ email }));
  console.log(`  ${label}: median ${median.toFixed(3)} ms, worst ${worst.toFixed(3)} ms`);
}
const { median } = time(() => emailPattern.test('a@' + 'a.'.repeat(32000) + '@'));
console.log(`  the pattern alone on the 64 KB case (no length check in front): median ${median.toFixed(3)} ms`);

if (process.argv.includes('--old')) {
  const old = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  const start = performance.now();
  old.test('a@' + 'a.'.repeat(32000) + '@');
  console.log(`  the pattern it replaced, once on the 64 KB case: ${(performance.now() - start).toFixed(0)} ms`);
}
