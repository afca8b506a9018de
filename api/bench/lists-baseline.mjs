#!/usr/bin/env node
// The list benchmark's baseline: a bare Fastify + node-postgres server answering one primary-key query, with the
// API's pool size (10). `node api/bench/lists-baseline.mjs <port>` with DATABASE_URL; GET /row?id=<uuid>.
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
await app.listen({ port, host: '127.0.0.1' });
console.log(`baseline listening on ${port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
