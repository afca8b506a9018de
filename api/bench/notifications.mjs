#!/usr/bin/env node
// Live notifications under load: holds STREAMS open event streams on one API instance (spread over USERS bench
// candidates), has the super admin send one notification to all users, and prints how long until 99 % of the
// streams had it (bar: ≤ 2 s on PostgreSQL) and the server's memory per open stream.
//
//   DATABASE_URL=postgres://… RATE_LIMIT_AUTH_PER_MINUTE=100000 PORT=3141 npm start     (the server under test)
//   DATABASE_URL=postgres://… SERVER_PID=<its pid> node api/bench/notifications.mjs http://127.0.0.1:3141
//
// DATABASE_URL (the server's) is used to create the bench candidates in one statement; SERVER_PID, when given,
// lets the bench read the server's resident memory before and after the streams open. STREAMS (2000) and
// USERS (200) change the load.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../package.json', import.meta.url));
const pg = require('pg');

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const streamsWanted = Number(process.env.STREAMS ?? 2000);
const usersWanted = Number(process.env.USERS ?? 200);
const databaseUrl = process.env.DATABASE_URL;
const serverPid = process.env.SERVER_PID;
if (!databaseUrl) throw new Error('DATABASE_URL (the server’s database) is needed to create the bench candidates.');

const rssKiB = () =>
  serverPid ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))?.[1] ?? NaN) : NaN;

async function signIn(email) {
  const answer = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Portal@2026' }),
  });
  if (!answer.ok) throw new Error(`Sign-in of ${email}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data.token;
}

// 1. Bench candidates with the demo password, made once.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await client.query(
  `insert into users (first_name, last_name, email, role, email_verified, password_hash)
   select 'Bench', 'Reader ' || n, 'bench.reader.' || n || '@example.com', 'user', true,
          (select password_hash from users where email = 'candidate@portal.test')
   from generate_series(1, $1::int) n
   on conflict (email) do nothing`,
  [usersWanted],
);
const totalUsers = Number((await client.query(`select count(*) from users where role = 'user'`)).rows[0].count);
await client.end();

const tokens = [];
for (let n = 1; n <= usersWanted; n += 20)
  tokens.push(
    ...(await Promise.all(
      Array.from({ length: Math.min(20, usersWanted - n + 1) }, (_, i) => signIn(`bench.reader.${n + i}@example.com`)),
    )),
  );
console.log(`${tokens.length} bench readers signed in (${totalUsers} candidates in all)`);

// 2. Open the streams; each resolves `ready` on its first count and records when a given notification arrives.
const rssBefore = rssKiB();
const streams = [];
const decoder = new TextDecoder();
function openStream(token) {
  const controller = new AbortController();
  const stream = { controller, ready: null, arrivals: new Map() };
  stream.ready = new Promise((resolve, reject) => {
    fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`stream ${response.status}`);
        let buffer = '';
        for await (const chunk of response.body) {
          buffer += decoder.decode(chunk, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!data || !/^event: unread$/m.test(block)) continue;
            const event = JSON.parse(data);
            if (event.notification) stream.arrivals.set(event.notification, performance.now());
            resolve();
          }
        }
      })
      .catch((error) => {
        if (!controller.signal.aborted) reject(error);
      });
  });
  return stream;
}
const openStarted = performance.now();
for (let i = 0; i < streamsWanted; i++) {
  streams.push(openStream(tokens[i % tokens.length]));
  if (i % 200 === 199) await Promise.all(streams.slice(-200).map((stream) => stream.ready));
}
await Promise.all(streams.map((stream) => stream.ready));
const rssAfter = rssKiB();
console.log(`${streams.length} streams open in ${Math.round(performance.now() - openStarted)} ms`);

// 3. One notification to all users; time until 99 % of the streams had it.
const superToken = await signIn('superadmin@portal.test');
const sentAt = performance.now();
const answer = await fetch(`${base}/api/notification`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${superToken}` },
  body: JSON.stringify({ title: 'Bench', message: '<p>To everyone</p>', allUser: true, type: 'info' }),
});
const sendMs = performance.now() - sentAt;
if (answer.status !== 201) throw new Error(`send: ${answer.status} ${await answer.text()}`);
const { _id: id, recipients } = (await answer.json()).data;
const needed = Math.ceil(streams.length * 0.99);
const deadline = Date.now() + 30_000;
while (streams.filter((stream) => stream.arrivals.has(id)).length < needed && Date.now() < deadline)
  await new Promise((resolve) => setTimeout(resolve, 10));
const delays = streams
  .map((stream) => stream.arrivals.get(id))
  .filter((at) => at !== undefined)
  .map((at) => at - sentAt)
  .sort((a, b) => a - b);
const p99 = delays.length >= needed ? delays[needed - 1] : Infinity;
console.log(`send to all users: ${recipients} recipients stored in ${Math.round(sendMs)} ms (the POST)`);
console.log(
  `received by ${delays.length}/${streams.length} streams; 99 % within ${Math.round(p99)} ms (bar ≤ 2000 ms)`,
);
if (serverPid)
  console.log(
    `server memory: ${Math.round(rssBefore / 1024)} MiB before, ${Math.round(rssAfter / 1024)} MiB with the streams: ` +
      `${Math.round(((rssAfter - rssBefore) / streams.length) * 10) / 10} KiB per stream`,
  );
else console.log('server memory: give SERVER_PID to measure it');
for (const stream of streams) stream.controller.abort();
console.log(p99 <= 2000 ? 'PASS' : 'FAIL');
process.exit(p99 <= 2000 ? 0 : 1);
