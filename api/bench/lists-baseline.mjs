#!/usr/bin/env node
// The list benchmark's baseline: a bare Fastify + node-postgres server answering one primary-key query, with the
// API's pool size (10). `node api/bench/lists-baseline.mjs <port>` with DATABASE_URL; GET /row?id=<uuid>.
// GET /page?officer=<uuid> is a reference, not the baseline: a bare list page (one admin's ten newest candidates, the
// columns a staff list shows, as a prepared statement), with no token, no count and nothing joined, so the benchmark
// can print what a page of ten rows costs on this stack before the API adds anything.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../package.json', import.meta.url));
const Fastify = require('fastify');
const pg = require('pg');

const port = Number(process.argv[2] ?? 3199);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/row', async (request, reply) => {
  const { rows } = await pool.query('select id, email, first_name, last_name from users where id = $1', [
    request.query.id,
  ]);
  if (!rows[0]) return reply.code(404).send({ success: false });
  return { success: true, data: rows[0] };
});
// The columns the API's staff lists show of a user (api/src/modules/users/present.ts, shownUserColumns).
const shownColumns = `id, first_name, last_name, email, role, email_verified, phone_number, address, location, work_state,
  job_title, experience_level, salary_range, profile_picture, status, account_officer, subscription, step2, step3, step4,
  step5, created_at`;
app.get('/page', async (request) => {
  const { rows } = await pool.query({
    name: 'page',
    text: `select ${shownColumns} from users where role = 'user' and account_officer = $1
            order by created_at desc, id limit 10`,
    values: [request.query.officer],
  });
  return { success: true, data: rows };
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on ${port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
