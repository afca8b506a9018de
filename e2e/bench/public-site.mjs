// The quality bars of the public site (issue 3) and of /login (issue 10), printed against a running `npm start`:
//   node e2e/bench/public-site.mjs [baseURL]        (default http://localhost:3000)
// (a) Lighthouse, mobile preset (its default: Moto G class device, simulated slow 4G), median of
//     BENCH_RUNS (3) runs on BENCH_ROUTE (/): performance, accessibility, best practices, SEO, CLS;
// (b) the JavaScript the landing route transfers as the server sends it (compressed), vs 250 KiB;
// plus the landing's critical request chain (what the first paint waited for) to spot avoidable round trips.
// Exits 1 when a bar is missed. A benchmark: not part of `npm test`.
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '');
const route = process.env.BENCH_ROUTE ?? '/';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromium = createRequire(import.meta.url)('../chromium.json');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The bars per route (issues 3 and 10): every category ≥ 95 on the public pages; /login, the page every
 *  returning user opens first, performance ≥ 90 and accessibility 100. */
const routeBars = {
  '/login': { scores: { performance: 90, accessibility: 100 }, jsBudgetKiB: 250 },
};
const { scores: minimumScores, jsBudgetKiB } = routeBars[route] ?? {
  scores: Object.fromEntries(categories.map((id) => [id, 95])),
  jsBudgetKiB: 250,
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function lighthouseRun(url) {
  // A fresh browser (and profile) per run: nothing cached between runs, like a first visit.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
    chromeFlags: chromium.flags,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const url = base + route;
console.log(`Lighthouse ${runs}× on ${url} (mobile preset, simulated throttling)`);
const reports = [];
for (let run = 1; run <= runs; run += 1) {
  const lhr = await lighthouseRun(url);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  reports.push(lhr);
  const scores = categories.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  console.log(
    `  run ${run}: ${categories.map((id, i) => `${id} ${scores[i]}`).join(', ')}; ` +
      `FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s, LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s, ` +
      `TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
  );
}

const rows = [];
const bar = (label, value, text, passes, barText) => rows.push({ label, text, passes, barText, value });
for (const id of categories) {
  const score = Math.round(median(reports.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)));
  const minimum = minimumScores[id];
  if (minimum === undefined) console.log(`  (no bar) Lighthouse ${id} ${score}`);
  else bar(`Lighthouse ${id}`, score, String(score), score >= minimum, minimum === 100 ? '100' : `≥ ${minimum}`);
}
const cls = median(reports.map((lhr) => lhr.audits['cumulative-layout-shift']?.numericValue ?? Infinity));
bar('Cumulative layout shift', cls, cls.toFixed(3), cls <= 0.05, '≤ 0.05');

// JavaScript as transferred on the wire (compressed, headers included), from the median-performance run.
const byPerformance = [...reports].sort(
  (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
);
const middleRun = byPerformance[Math.floor(byPerformance.length / 2)];
const requests = middleRun.audits['network-requests']?.details?.items ?? [];
const scripts = requests.filter((request) => request.resourceType === 'Script');
const jsBytes = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
bar(
  `JavaScript transferred on ${route}`,
  jsBytes,
  `${(jsBytes / 1024).toFixed(1)} KiB in ${scripts.length} files`,
  jsBytes <= jsBudgetKiB * 1024,
  `≤ ${jsBudgetKiB} KiB`,
);

console.log('\nScripts (bytes on the wire):');
for (const request of [...scripts].sort((a, b) => b.transferSize - a.transferSize))
  console.log(`  ${((request.transferSize ?? 0) / 1024).toFixed(1).padStart(7)} KiB  ${new URL(request.url).pathname}`);

// When each script and data request ran, against the paints: a request that starts only after another
// ends is a round trip the first paint may have waited for.
const metric = (id) => middleRun.audits[id]?.numericValue ?? NaN;
console.log(
  `\nTimeline of the median run (unthrottled load; FCP ${Math.round(metric('first-contentful-paint'))} ms, ` +
    `LCP ${Math.round(metric('largest-contentful-paint'))} ms simulated):`,
);
const origin = Math.min(...requests.map((request) => request.networkRequestTime ?? Infinity));
for (const request of requests.filter((item) => ['Document', 'Script', 'Fetch', 'XHR'].includes(item.resourceType)))
  console.log(
    `  ${String(Math.round(request.networkRequestTime - origin)).padStart(5)}-${String(Math.round(request.networkEndTime - origin)).padEnd(5)} ms  ${request.resourceType.padEnd(8)} ${new URL(request.url).pathname}`,
  );

// Where the main thread went (Lighthouse's bootup-time audit, with its 4x CPU slowdown applied).
const bootup = middleRun.audits['bootup-time']?.details?.items ?? [];
console.log(`\nMain-thread time by script (TBT ${Math.round(metric('total-blocking-time'))} ms):`);
for (const item of bootup.slice(0, 8))
  console.log(
    `  ${String(Math.round(item.total)).padStart(5)} ms total, ${String(Math.round(item.scripting)).padStart(5)} ms scripting, ${String(Math.round(item.scriptParseCompile)).padStart(4)} ms compile  ${item.url.startsWith('http') ? new URL(item.url).pathname : item.url}`,
  );

// What moved and what the largest paint was: the elements to fix for CLS and LCP.
const shifts = middleRun.audits['layout-shifts']?.details?.items ?? [];
if (shifts.length > 0) console.log('\nLayout shifts (median run):');
for (const shift of shifts.slice(0, 6))
  console.log(
    `  ${(shift.score ?? 0).toFixed(3)}  ${shift.node?.selector ?? ''}  ${(shift.node?.snippet ?? '').slice(0, 100)}`,
  );
const lcpElement = middleRun.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
if (lcpElement)
  console.log(`\nLargest contentful paint: ${lcpElement.selector}  ${(lcpElement.snippet ?? '').slice(0, 100)}`);

console.log('\nBars:');
for (const row of rows)
  console.log(`  ${row.passes ? 'PASS' : 'FAIL'}  ${row.label.padEnd(34)} ${row.text.padEnd(26)} bar ${row.barText}`);
process.exitCode = rows.every((row) => row.passes) ? 0 : 1;
