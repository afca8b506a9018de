#!/usr/bin/env node
// The list benchmark (issue 12): big lists on PostgreSQL against a bare baseline measured in the same run.
//
//   node api/bench/lists.mjs                 (PostgreSQL at postgres://postgres@127.0.0.1:5432; about 5 minutes)
//
// 1. Creates a throw-away database (bench_lists_<pid>) on PG_URL, starts the API on it (NODE_ENV=production, so
//    migrations and plans run, no demo seeds; logs at LOG_LEVEL, default info, thrown away), and seeds it with
//    generate_series SQL: 1 super admin, 200 admins, 100 000 candidates (varied names, e-mails, states, titles,
//    experience, verified or not, 95 % spread over the 200 admins as account officers, one subscription each,
//    a third also an expired earlier one), 1 000 000 applications and about 1 000 000 notification recipients.
//    Each `api/bench/lists/*.mjs` may add its own seed (export `seed(client, fixture)`).
// 2. Starts the baseline (`lists-baseline.mjs`: bare Fastify + node-postgres, one primary-key query).
// 3. For every endpoint of every `api/bench/lists/*.mjs` (export `endpoints`, see ListEndpoint below), signs in as
//    its account and loads its first page, page 1000 and a search of 3+ characters with autocannon at CONNECTIONS
//    (50) for DURATION seconds (10) each, and, for reference without bars, the same search for a term no one matches
//    (`missTerm`: every match comes from the trigram index, after the newest rows were read in vain); a search that
//    finds no row, or a miss that finds one, fails the run. It prints requests/s, p50 and p99 next to the baseline's as ratios, then
//    the bars, PASS or FAIL each:
//      pages (and single-figure endpoints): ≥ 40 % of the baseline's requests/s, p99 ≤ 2 × the baseline's;
//      searches: ≥ 20 % of its requests/s, p99 ≤ 4 × its p99;
//      the deep page no slower than 1.5 × the first: its mean latency (50 connections / requests/s) ≤ 1.5 × the
//      first page's.
//    The baseline is measured before the first endpoint and again after each; an endpoint's rows are read against the
//    mean of the two measurements around them (printed as `base`), since this machine's speed drifts within a run.
//    Next to it, a bare list page (`lists-baseline.mjs` /page: ten rows, no token, no count) is printed for reference,
//    without bars, and every row shows the CPU per request of the server and of PostgreSQL (from /proc, where the
//    server is local).
//    Then each area's `timedWrites` (e.g. a notification sent to all 100 000 candidates) run once, timed.
// 4. Drops the database (KEEP_DB=1 keeps it and prints its URL). Exit code 1 when any bar fails.
//
// Environment: PG_URL (server, no database name), DURATION, CONNECTIONS, ONLY (a regular expression on endpoint
// names), KEEP_DB, REUSE_DB (a kept database: no seeding), LOG_LEVEL.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(apiDir, 'package.json'));
const pg = require('pg');
const autocannon = require('autocannon');
const { hash } = require('@node-rs/argon2');

const pgUrl = (process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const only = process.env.ONLY ? new RegExp(process.env.ONLY, 'i') : null;
/** REUSE_DB=<name>: measure a database a KEEP_DB run left (no seeding, not dropped). */
const reuse = process.env.REUSE_DB;
const databaseName = reuse ?? `bench_lists_${process.pid}`;
const databaseUrl = `${pgUrl}/${databaseName}`;
const apiPort = 3190 + (process.pid % 5);
const baselinePort = apiPort + 5;
export const benchPassword = 'Bench@2026';

/**
 * One list endpoint of an area file (`api/bench/lists/<area>.mjs` exports `endpoints: ListEndpoint[]`).
 * @typedef {object} ListEndpoint
 * @property {string} name         printed, and matched by ONLY
 * @property {string} as           whose session: an account key of the fixture (superAdmin, admin, heavyCandidate,
 *                                 candidate) or an e-mail whose password is benchPassword
 * @property {string} first        the first page (or the only figure)
 * @property {string} [deep]       page 1000
 * @property {string} [search]     a search of 3+ characters
 */

/**
 * A write an area file times once, after its lists (`export timedWrites: TimedWrite[]`): its time is printed.
 * @typedef {object} TimedWrite
 * @property {string} name                printed, and matched by ONLY
 * @property {string} as                    whose session, as for ListEndpoint
 * @property {'POST' | 'PATCH'} method
 * @property {string} path
 * @property {unknown} body                 sent as JSON
 * @property {(answer: any) => string} [describe]  what to print of the answer
 */

/** The accounts the core seed makes; ids are md5-derived, so SQL can name them without a lookup. */
export const fixture = {
  superAdmin: 'bench.superadmin@bench.test',
  /** Admin 1: about 475 assigned candidates. */
  admin: 'bench.admin.1@bench.test',
  /** Candidate 1: 20 000 applications, about 20 000 notifications (assigned to admin 1). */
  heavyCandidate: 'bench.candidate.1@bench.test',
  /** Candidate 12345: a typical candidate (about 10 applications, 10 notifications). */
  candidate: 'bench.candidate.12345@bench.test',
  candidates: 100_000,
  admins: 200,
  applications: 1_000_000,
  heavyApplications: 20_000,
};

const log = (...parts) => console.log(...parts);
/** The id the seed gives an account: md5(key) as a uuid, e.g. benchId('bench-candidate-1'). */
export const benchId = (key) => {
  const hex = crypto.createHash('md5').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
/** A search term no seeded name, e-mail, title, company or notification holds (the `miss` rows). */
const missTerm = 'qxzj';

/** How many rows a list answer holds: its data, or the first array among its data's fields. */
async function rowsFound(url, token) {
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const { data } = await answer.json();
  const rows = Array.isArray(data) ? data : Object.values(data ?? {}).find((value) => Array.isArray(value));
  return rows?.length ?? 0;
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(url, child, what) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before answering`);
    try {
      const answer = await fetch(url);
      if (answer.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${what} did not answer ${url} within 120 s`);
}

/** Drops the non-constraint indexes of these tables, runs `fill`, then builds them again from their definitions. */
async function withIndexesRebuilt(client, tables, fill) {
  const { rows } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  await fill();
  for (const { definition } of rows) await client.query(definition);
}

const firstNames = `Olivia Noah Charlotte Oliver Amelia William Isla Jack Mia Henry Ava Leo Grace Thomas Chloe James
  Sophie Lucas Ella Lachlan Zoe Ethan Harper Liam Ruby Mason Matilda Hudson Evie Harrison Sienna Archie Ivy Cooper
  Willow Xavier Aria Hugo Priya Wei`.split(/\s+/);
const lastNames = `Smith Jones Williams Brown Wilson Taylor Johnson White Martin Anderson Thompson Nguyen Thomas Walker
  Harris Lee Ryan Robinson Kelly King Davis Wright Evans Roberts Green Hall Wood Jackson Clarke Patel Khan Lewis
  James Phillips Mitchell Turner Chen Singh Murphy Campbell OBrien Young Scott Baker Kennedy Morris Ward Li Wang Cook`.split(
  /\s+/,
);
const workStates = [
  'New South Wales',
  'Victoria',
  'Queensland',
  'South Australia',
  'Western Australia',
  'Tasmania',
  'Northern Territory',
  'Australian Capital Territory',
];
const cities = [
  'Sydney NSW',
  'Melbourne VIC',
  'Brisbane QLD',
  'Adelaide SA',
  'Perth WA',
  'Hobart TAS',
  'Darwin NT',
  'Canberra ACT',
];
const jobTitles =
  `Software Engineer|Frontend Developer|Data Analyst|Project Manager|Business Analyst|Accountant|Registered Nurse|
  Customer Service Officer|Marketing Coordinator|Graphic Designer|Warehouse Supervisor|Electrician|Teacher|Sales Representative|
  Administration Officer|DevOps Engineer|Full Stack Developer|Payroll Officer|Civil Engineer|Pharmacist`
    .split('|')
    .map((title) => title.trim());
const companies =
  `Atlassian Canva Telstra Seek Xero Woolworths Coles Bunnings Qantas Optus Westpac ANZ NAB Medibank Deloitte KPMG
  Accenture BHP Rio-Tinto Fortescue Wesfarmers Officeworks REA-Group Culture-Amp Afterpay Zip Domain Nine Iress Linktree`
    .split(/\s+/)
    .map((company) => company.replace(/-/g, ' '));
const sqlArray = (values) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

/** The core data: accounts, subscriptions, applications, notifications. */
async function seedCore(client) {
  const passwordHash = await hash(benchPassword);
  await client.query('set session_replication_role = replica'); // no FK triggers while loading
  await client.query("set maintenance_work_mem = '256MB'");
  const plans = Object.fromEntries(
    (await client.query('select name, id from subscription_plans')).rows.map((row) => [row.name, row.id]),
  );
  await withIndexesRebuilt(client, ['users', 'subscriptions'], async () => {
    await client.query(
      `insert into users (id, first_name, last_name, email, password_hash, role, email_verified, status, step2, step3, step4, step5)
       values (md5('bench-superadmin')::uuid, 'Bench', 'Super', $1, $2, 'superAdmin', true, 'active', true, true, true, true)`,
      [fixture.superAdmin, passwordHash],
    );
    await client.query(
      `insert into users (id, first_name, last_name, email, password_hash, role, email_verified, status, created_at)
       select md5('bench-admin-' || k)::uuid, (${sqlArray(firstNames)})[1 + k % ${firstNames.length}],
              'Officer ' || k, 'bench.admin.' || k || '@bench.test', $1, 'admin', true, 'active',
              now() - make_interval(days => k)
         from generate_series(1, $2::int) k`,
      [passwordHash, fixture.admins],
    );
    await client.query(
      `insert into users (id, first_name, last_name, email, password_hash, role, email_verified, phone_number, location,
                          work_state, job_title, experience_level, salary_range, status, account_officer, subscription,
                          step2, step3, step4, step5, created_at, updated_at)
       select md5('bench-candidate-' || n)::uuid,
              -- Names from a hash of n, so that they fall independently of the residues of n that decide the
              -- rest (a name picked by n % 40 made every Olivia unverified and unassigned: the searches for
              -- 'olivia' in the registered and assigned lists matched no one).
              (${sqlArray(firstNames)})[1 + abs(hashint4(n)) % ${firstNames.length}],
              (${sqlArray(lastNames)})[1 + abs(hashint4(n + 1000003)) % ${lastNames.length}],
              'bench.candidate.' || n || '@bench.test', $1, 'user', n % 5 <> 0,
              '+614' || lpad(((n * 7919) % 100000000)::text, 8, '0'),
              (${sqlArray(cities)})[1 + n % ${cities.length}],
              array[(${sqlArray(workStates)})[1 + n % ${workStates.length}],
                    (${sqlArray(workStates)})[1 + (n / 7) % ${workStates.length}]],
              array[(${sqlArray(jobTitles)})[1 + n % ${jobTitles.length}]],
              (array['0-1 years','2-4 years','5-6 years','7 years above'])[1 + n % 4],
              (array['under-80k','80k-120k','120k-plus'])[1 + n % 3],
              case when n % 97 = 0 then 'suspended' when n % 50 = 0 then 'pending' else 'active' end,
              -- Every 20th has none; the rest go to the admins in runs of 19, so each admin has about 475.
              case when n % 20 = 0 then null else md5('bench-admin-' || (1 + (n / 20) % $2::int))::uuid end,
              (array['Free','Silver','Gold'])[1 + n % 3],
              n % 9 <> 0, n % 9 <> 0, n % 11 <> 0, n % 13 <> 0,
              now() - make_interval(mins => n * 5), now() - make_interval(mins => n * 3)
         from generate_series(1, $3::int) n`,
      [passwordHash, fixture.admins, fixture.candidates],
    );
    // One subscription each (Free = the trial, Silver/Gold paid), half of them still running; a third of the
    // candidates also an earlier, expired paid one.
    await client.query(
      `insert into subscriptions (user_id, plan_id, plan_name, kind, months, start_date, exp_date, active, created_at)
       select md5('bench-candidate-' || n)::uuid, p.id, p.name, case when p.name = 'Free' then 'trial' else 'paid' end,
              '{}', now() - make_interval(days => n % 60), now() - make_interval(days => n % 60) + interval '30 days',
              true, now() - make_interval(days => n % 60)
         from generate_series(1, $1::int) n
         join subscription_plans p on p.name = (array['Free','Silver','Gold'])[1 + n % 3]`,
      [fixture.candidates],
    );
    await client.query(
      `insert into subscriptions (user_id, plan_id, plan_name, kind, months, start_date, exp_date, active, created_at)
       select md5('bench-candidate-' || n)::uuid, $2::uuid, 'Silver', 'paid', '{}', now() - interval '200 days',
              now() - interval '170 days', false, now() - interval '200 days'
         from generate_series(3, $1::int, 3) n`,
      [fixture.candidates, plans.Silver],
    );
  });
  log('  accounts and subscriptions');

  // Applications: 20 000 for candidate 1, the rest spread over the others, over the last year.
  await withIndexesRebuilt(client, ['applications'], async () => {
    await client.query(
      `insert into applications (user_id, recorded_by, platform, title, company, location, description, applied_at,
                                 application_type, level, duration, salary, job_type, created_at)
       select case when i <= $2::int then md5('bench-candidate-1')::uuid
                   else md5('bench-candidate-' || (2 + i % ($3::int - 1)))::uuid end,
              md5('bench-admin-' || (1 + i % $4::int))::uuid,
              (array['Seek','Indeed','Jora','LinkedIn','Glassdoor'])[1 + i % 5],
              (${sqlArray(jobTitles)})[1 + (i / 7) % ${jobTitles.length}] ||
                case when i % 4 = 0 then ' II' when i % 4 = 1 then '' else ' (' || i % 1000 || ')' end,
              (${sqlArray(companies)})[1 + (i / 3) % ${companies.length}],
              (${sqlArray(cities)})[1 + (i / 11) % ${cities.length}],
              'Role number ' || i || ': a position with a team that values care and clear writing.',
              now() - make_interval(secs => (i * 31.5)::int % 31536000),
              case when i % 3 = 0 then 'Apply' else 'Quick Apply' end,
              (array['Entry Level','Mid Level','Senior Level'])[1 + i % 3],
              'Permanent', '$' || (60 + i % 90) || ',000',
              (array['Full-Time','Part-Time','Contract'])[1 + i % 3],
              now() - make_interval(secs => (i * 31.5)::int % 31536000)
         from generate_series(1, $1::int) i`,
      [fixture.applications, fixture.heavyApplications, fixture.candidates, fixture.admins],
    );
  });
  log('  applications');

  // Notifications: 20 000 to candidate 1 (from their officer), 100 to 1 000 candidates each, 9 to every candidate:
  // about 1 020 000 recipient rows; nine in ten read.
  await withIndexesRebuilt(client, ['notifications', 'notification_recipients'], async () => {
    await client.query(
      `insert into notifications (id, title, message, message_text, type, sender, created_at)
       select md5('bench-notification-' || k)::uuid,
              (array['Application sent','Interview tips','Your CV was updated','Plan renewal','New job match'])[1 + k % 5]
                || ' #' || k,
              '<p>Message ' || k || ' about your job search.</p>', 'Message ' || k || ' about your job search.',
              (array['info','success','warning'])[1 + k % 3],
              case when k <= 20109 then md5('bench-admin-1')::uuid else md5('bench-superadmin')::uuid end,
              now() - make_interval(mins => k)
         from generate_series(1, 20118) k`,
    );
    // 1..20000: candidate 1; 20001..20100: 1 000 candidates each; 20101..20109 (minus sender rule): all candidates.
    await client.query(
      `insert into notification_recipients (notification_id, user_id, is_opened, opened_at, created_at)
       select md5('bench-notification-' || k)::uuid, md5('bench-candidate-1')::uuid, k % 20 <> 0, null,
              now() - make_interval(mins => k)
         from generate_series(1, 20000) k`,
    );
    await client.query(
      `insert into notification_recipients (notification_id, user_id, is_opened, created_at)
       select md5('bench-notification-' || k)::uuid, md5('bench-candidate-' || (2 + ((k - 20001) * 1000 + j) % ($1::int - 1)))::uuid,
              j % 10 <> 0, now() - make_interval(mins => k)
         from generate_series(20001, 20100) k, generate_series(0, 999) j`,
      [fixture.candidates],
    );
    await client.query(
      `insert into notification_recipients (notification_id, user_id, is_opened, created_at)
       select md5('bench-notification-' || k)::uuid, md5('bench-candidate-' || n)::uuid, n % 10 <> 0,
              now() - make_interval(mins => k)
         from generate_series(20110, 20118) k, generate_series(1, $1::int) n`,
      [fixture.candidates],
    );
  });
  log('  notifications');
  // Loaded with triggers off: the users as the staff lists show them (shown_users) are written from the rows.
  await client.query('select refresh_shown_users()');
  await client.query('set session_replication_role = origin');
}

/** CPU time (user + system) a process has used, in ms, from /proc (null where there is no /proc). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}
/** /proc's clock ticks per second (USER_HZ): 100 on Linux. */
const clockTicks = 100;

/** CPU used so far by each PostgreSQL process of this machine, in ms by pid (empty when none is visible). */
function postgresCpuMs() {
  const used = new Map();
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!fs.readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue;
    }
    const ms = cpuMs(entry);
    if (ms !== null) used.set(entry, ms);
  }
  return used;
}

/**
 * PostgreSQL's CPU between two `postgresCpuMs` readings: each process's growth, a process started in between counted
 * from zero (one that ended in between is lost: an idle connection closing). NaN when no process was visible.
 */
function postgresCpuBetween(before, after) {
  if (after.size === 0) return NaN;
  let total = 0;
  for (const [pid, ms] of after) total += Math.max(0, ms - (before.get(pid) ?? 0));
  return total;
}

/**
 * Loads `url` at `connections` for `duration` s after a 2 s warm-up. With `serverPid`, also the CPU per request of
 * that server and of PostgreSQL (both on this 2-core machine with autocannon): where a request's cost sits.
 */
async function measure(url, token, serverPid) {
  const options = {
    url,
    connections,
    duration,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
  await autocannon({ ...options, duration: 2 }); // warm-up: plans cached, pool full
  const serverBefore = serverPid ? cpuMs(serverPid) : null;
  const postgresBefore = postgresCpuMs();
  const result = await autocannon(options);
  const serverAfter = serverPid ? cpuMs(serverPid) : null;
  const postgresAfter = postgresCpuMs();
  const perRequest = (used) => (used === null || !result.requests.total ? NaN : used / result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    bad: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    serverCpu: perRequest(serverBefore === null || serverAfter === null ? null : serverAfter - serverBefore),
    postgresCpu: perRequest(postgresCpuBetween(postgresBefore, postgresAfter)),
  };
}

/** The mean of several baseline measurements, figure by figure (requests/s, latencies, CPU per request). */
const meanOf = (measured) =>
  Object.fromEntries(
    ['rps', 'p50', 'p99', 'mean', 'serverCpu', 'postgresCpu'].map((key) => [
      key,
      measured.reduce((sum, figures) => sum + figures[key], 0) / measured.length,
    ]),
  );

const fmt = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : String(value));
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

async function main() {
  const listsDir = path.join(apiDir, 'bench', 'lists');
  const areas = [];
  for (const file of fs
    .readdirSync(listsDir)
    .filter((name) => name.endsWith('.mjs'))
    .sort()) {
    const area = await import(pathToFileURL(path.join(listsDir, file)).href);
    areas.push({ file, endpoints: area.endpoints ?? [], seed: area.seed, timedWrites: area.timedWrites ?? [] });
  }
  const endpoints = areas.flatMap((area) => area.endpoints).filter((endpoint) => !only || only.test(endpoint.name));
  log(`${endpoints.length} endpoints from ${areas.map((area) => area.file).join(', ')}`);

  const admin = new pg.Client({ connectionString: `${pgUrl}/postgres` });
  await admin.connect();
  if (!reuse) {
    await admin.query(`create database ${databaseName}`);
    log(`database ${databaseName} created`);
  }
  const children = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lists-'));
  const cleanUp = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null)),
    );
    if (process.env.KEEP_DB || reuse) log(`kept ${databaseUrl}`);
    else {
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      log(`database ${databaseName} dropped`);
    }
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

  let failed = false;
  try {
    const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      },
    });
    children.push(api);
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api, 'the API');
    log(`API on :${apiPort} (migrated)`);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const seedStarted = performance.now();
    log('seeding…');
    if (!reuse) {
      await seedCore(client);
      for (const area of areas)
        if (area.seed) {
          await area.seed(client, fixture);
          log(`  ${area.file}`);
        }
      await client.query('vacuum analyze');
      await client.query('checkpoint');
    }
    const counts = (
      await client.query(`select (select count(*) from users where role = 'user') as candidates,
                                 (select count(*) from applications) as applications,
                                 (select count(*) from notification_recipients) as recipients`)
    ).rows[0];
    await client.end();
    log(
      `seeded in ${Math.round((performance.now() - seedStarted) / 1000)} s: ${counts.candidates} candidates, ` +
        `${counts.applications} applications, ${counts.recipients} notification recipients`,
    );

    const baseline = spawn(process.execPath, [path.join(apiDir, 'bench', 'lists-baseline.mjs'), String(baselinePort)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    children.push(baseline);
    await waitFor(`http://127.0.0.1:${baselinePort}/row?id=${benchId('none')}`, baseline, 'the baseline');
    const rowUrl = `http://127.0.0.1:${baselinePort}/row?id=${benchId('bench-candidate-12345')}`;
    const pageUrl = `http://127.0.0.1:${baselinePort}/page?officer=${benchId('bench-admin-1')}`;

    const tokens = new Map();
    async function tokenFor(as) {
      const email = fixture[as] && typeof fixture[as] === 'string' ? fixture[as] : as;
      if (!tokens.has(email)) {
        const answer = await fetch(`http://127.0.0.1:${apiPort}/api/auth/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: benchPassword }),
        });
        if (!answer.ok) throw new Error(`sign-in of ${email}: ${answer.status} ${await answer.text()}`);
        tokens.set(email, (await answer.json()).data.token);
      }
      return tokens.get(email);
    }

    log(
      `\nbaseline (bare Fastify + node-postgres, one primary-key query), ${connections} connections, ${duration} s each`,
    );
    const before = await measure(rowUrl, undefined, baseline.pid);
    log(`  before: ${fmt(before.rps)} req/s, p50 ${before.p50} ms, p99 ${before.p99} ms`);
    // The reference: a bare page of ten rows on the same server, to read the endpoints' figures against.
    const barePage = await measure(pageUrl, undefined, baseline.pid);
    log(`  bare list page (reference): ${fmt(barePage.rps)} req/s, p50 ${barePage.p50} ms, p99 ${barePage.p99} ms`);

    // The baseline is measured again after each endpoint's rows, and each row is read against the mean of the two
    // measurements around its endpoint: this machine's speed drifts by a quarter within minutes (seen: 9 700 req/s
    // before the endpoints, 7 600 after), so one baseline for the whole run judged late rows on a stale figure.
    const baselines = [before];
    const results = [];
    for (const endpoint of endpoints) {
      const token = await tokenFor(endpoint.as);
      const baseBefore = baselines[baselines.length - 1];
      const routes = { ...endpoint, miss: endpoint.search?.replace(/search=[^&]*/, `search=${missTerm}`) };
      for (const kind of ['first', 'deep', 'search', 'miss']) {
        const route = routes[kind];
        if (!route) continue;
        if (kind === 'search' || kind === 'miss') {
          const found = await rowsFound(`http://127.0.0.1:${apiPort}${route}`, token);
          if ((kind === 'search') !== found > 0) {
            failed = true;
            log(
              `  ${endpoint.name} [${kind}] ${route} found ${found} rows: FAIL (a search must find rows, a miss none)`,
            );
          }
        }
        const figures = await measure(`http://127.0.0.1:${apiPort}${route}`, token, api.pid);
        results.push({ endpoint, kind, route, figures });
        log(
          `  ${endpoint.name} [${kind}] ${route}: ${fmt(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
            (figures.bad ? `, ${figures.bad} failed requests` : ''),
        );
      }
      const baseAfter = await measure(rowUrl, undefined, baseline.pid);
      baselines.push(baseAfter);
      for (const result of results) if (result.endpoint === endpoint) result.base = meanOf([baseBefore, baseAfter]);
      log(`  baseline: ${fmt(baseAfter.rps)} req/s, p50 ${baseAfter.p50} ms, p99 ${baseAfter.p99} ms`);
    }
    // One-off writes an area times once, after the lists (they add rows the lists would then count).
    for (const area of areas)
      for (const write of area.timedWrites.filter((candidate) => !only || only.test(candidate.name))) {
        const token = await tokenFor(write.as);
        const started = performance.now();
        const answer = await fetch(`http://127.0.0.1:${apiPort}${write.path}`, {
          method: write.method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(write.body),
        });
        const took = performance.now() - started;
        const text = await answer.text();
        if (!answer.ok) failed = true;
        log(
          `  ${write.name}: ${answer.ok ? `${fmt(took)} ms` : `FAIL ${answer.status}`}` +
            (write.describe && answer.ok ? `, ${write.describe(JSON.parse(text))}` : answer.ok ? '' : ` ${text}`),
        );
      }
    const base = meanOf(baselines);

    const referenceName = 'bare list page (reference: ten rows, no token, no count)';
    const nameWidth = Math.max(referenceName.length, ...results.map((result) => result.endpoint.name.length)) + 2;
    /** One row of the table: req/s and p99 with their ratios to the baseline, CPU per request (ms), then the bars. */
    const row = (name, kind, figures, bars, against = base) =>
      `${pad(name, nameWidth)}${pad(kind, 8)}${padStart(fmt(against.rps), 7)}${padStart(fmt(figures.rps), 8)}` +
      `${padStart(fmt(figures.rps / against.rps, 2), 7)}${padStart(fmt(figures.p50), 6)}${padStart(fmt(figures.p99), 6)}` +
      `${padStart(fmt(figures.p99 / against.p99, 2), 7)}` +
      `${padStart(fmt(figures.serverCpu, 3), 8)}${padStart(fmt(figures.postgresCpu, 3), 8)}  ${bars}`;
    log(
      `\n${pad('endpoint', nameWidth)}${pad('kind', 8)}${padStart('base', 7)}${padStart('req/s', 8)}${padStart('×base', 7)}` +
        `${padStart('p50', 6)}` +
        `${padStart('p99', 6)}${padStart('×base', 7)}${padStart('srv ms', 8)}${padStart('pg ms', 8)}  bars`,
    );
    log(row(`baseline (mean of its ${baselines.length} measurements)`, 'pk', base, ''));
    log(row(referenceName, 'ref', barePage, 'no bars', before));
    for (const result of results) {
      const { figures, kind, endpoint } = result;
      const rpsRatio = figures.rps / result.base.rps;
      const p99Ratio = figures.p99 / result.base.p99;
      const bars = [];
      if (figures.bad) bars.push({ text: `${figures.bad} non-2xx/errors`, ok: false });
      if (kind === 'miss') {
        log(
          row(
            endpoint.name,
            kind,
            figures,
            [...bars.map((bar) => `FAIL ${bar.text}`), 'reference: no bars'].join('; '),
            result.base,
          ),
        );
        if (bars.length) failed = true;
        continue;
      }
      if (kind === 'search') {
        bars.push({ text: 'req/s ≥ 20 %', ok: rpsRatio >= 0.2 });
        bars.push({ text: 'p99 ≤ 4×', ok: p99Ratio <= 4 });
      } else {
        bars.push({ text: 'req/s ≥ 40 %', ok: rpsRatio >= 0.4 });
        bars.push({ text: 'p99 ≤ 2×', ok: p99Ratio <= 2 });
      }
      if (kind === 'deep') {
        const first = results.find((other) => other.endpoint === endpoint && other.kind === 'first');
        const slower = first ? figures.mean / first.figures.mean : NaN;
        bars.push({ text: `≤ 1.5× first (${fmt(slower, 2)}×)`, ok: slower <= 1.5 });
      }
      for (const bar of bars) if (!bar.ok) failed = true;
      log(
        row(
          endpoint.name,
          kind,
          figures,
          bars.map((bar) => `${bar.ok ? 'PASS' : 'FAIL'} ${bar.text}`).join('; '),
          result.base,
        ),
      );
    }
    log(
      '\nsrv ms, pg ms: CPU time per request (user + system, from /proc) of the server answering (the API, or the ' +
        'bare server) and of every PostgreSQL process; autocannon shares the same cores.',
    );
    log(failed ? '\nFAIL: some bars missed' : '\nPASS: every bar met');
  } finally {
    await cleanUp();
  }
  process.exit(failed ? 1 : 0);
}

await main();
