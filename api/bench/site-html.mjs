// Requests per second and latency of the HTML the server composes per navigation (shell page, preloads,
// pre-rendered page), against a running production server: node api/bench/site-html.mjs http://127.0.0.1:3000
// BENCH_SECONDS (10) per route, BENCH_CONNECTIONS (10). A benchmark, not a test: run it on a quiet machine.
import autocannon from 'autocannon';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const routes = ['/', '/about', '/services', '/login'];

const check = await fetch(`${origin}/`, { headers: { accept: 'text/html' } });
if (!check.ok) {
  console.error(`${origin}/ answered ${check.status}: start the server first.`);
  process.exit(1);
}

console.log(`HTML per navigation, ${connections} connections, ${seconds} s per route, gzip accepted:`);
for (const route of routes) {
  const result = await autocannon({
    url: `${origin}${route}`,
    connections,
    duration: seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `  ${route.padEnd(10)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms   ` +
      `${(result.throughput.average / 1024).toFixed(0)} KiB/s${errors ? `   ${errors} errors` : ''}`,
  );
}
