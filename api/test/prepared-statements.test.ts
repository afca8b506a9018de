import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type pg from 'pg';
import { genericPlanMarker, maxPreparedStatements, preparingPool } from '../src/db/prepared-statements';

// The PostgreSQL pool under Kysely (list benchmark, issue 12): parameterised queries go out as named statements,
// the rest as before; a statement whose cached plan went stale is run again unnamed and its connection closed.
// Here against a recording stand-in for node-postgres; every API test on PostgreSQL runs through the real one.
type Call = { text: string; name?: string; values: unknown[] };

function fakePool(failNamedOnce?: { code: string }) {
  const calls: Call[] = [];
  const releases: (boolean | undefined)[] = [];
  let failure = failNamedOnce;
  const client = {
    query(config: string | { name: string; text: string; values: unknown[] }, values?: unknown[]) {
      const call = typeof config === 'string' ? { text: config, values: values ?? [] } : config;
      calls.push(call);
      if ('name' in call && failure) {
        const error = Object.assign(new Error('cached plan must not change result type'), failure);
        failure = undefined;
        return Promise.reject(error);
      }
      return Promise.resolve({ command: 'SELECT', rowCount: 1, rows: [{ ok: 1 }] });
    },
    release(destroy?: boolean) {
      releases.push(destroy);
    },
  };
  const pool = { options: {}, connect: async () => client, end: async () => undefined };
  return { pool: pool as unknown as pg.Pool, calls, releases };
}

describe('prepared statements', () => {
  it('names parameterised queries by their text, the same name each time; others run unnamed', async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    await client.query('select * from users where id = $1', ['a']);
    await client.query('select * from users where id = $1', ['b']);
    await client.query('select * from users where email = $1', ['c']);
    await client.query('create table t (id int); create index on t (id)', []);
    assert.ok(calls[0]!.name);
    assert.equal(calls[1]!.name, calls[0]!.name);
    assert.deepEqual(calls[1]!.values, ['b']);
    assert.notEqual(calls[2]!.name, calls[0]!.name);
    assert.equal(calls[3]!.name, undefined);
  });

  it('runs a text search unnamed, so PostgreSQL plans it for its pattern every time', async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    await client.query('select * from applications where title ilike $1 limit $2', ['%nurse%', 10]);
    await client.query('select * from applications where title ILIKE $1 limit $2', ['%nurse%', 10]);
    await client.query('select * from applications where title = $1', ['nurse']);
    assert.equal(calls[0]!.name, undefined);
    assert.equal(calls[1]!.name, undefined);
    assert.ok(calls[2]!.name);
  });

  it('prepares a text search that starts with the generic-plan marker (its plan does not depend on the pattern)', async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    const search = `${genericPlanMarker}\n with matches as materialized (select id from users where name ilike $1) select id from matches`;
    await client.query(search, ['%nurse%']);
    await client.query(search, ['%smith%']);
    // The marker counts only at the start: inside a statement it is only a comment.
    await client.query(`select * from users where name ilike $1 ${genericPlanMarker}`, ['%nurse%']);
    assert.ok(calls[0]!.name);
    assert.equal(calls[1]!.name, calls[0]!.name);
    assert.deepEqual(calls[1]!.values, ['%smith%']);
    assert.equal(calls[2]!.name, undefined);
  });

  it(`prepares at most ${maxPreparedStatements} distinct statements`, async () => {
    const { pool, calls } = fakePool();
    const client = await preparingPool(pool).connect();
    for (let i = 0; i <= maxPreparedStatements; i++) await client.query(`select $1::int + ${i}`, [i]);
    assert.equal(calls.filter((call) => call.name).length, maxPreparedStatements);
    assert.equal(calls.at(-1)!.name, undefined);
  });

  it('runs a stale statement again unnamed and closes its connection on release; other errors pass', async () => {
    const stale = fakePool({ code: '0A000' });
    const client = await preparingPool(stale.pool).connect();
    const result = (await client.query('select * from users where id = $1', ['a'])) as { rows: unknown[] };
    assert.deepEqual(result.rows, [{ ok: 1 }]);
    assert.deepEqual(
      stale.calls.map((call) => Boolean(call.name)),
      [true, false],
    );
    client.release();
    assert.deepEqual(stale.releases, [true]);

    const failing = fakePool({ code: '23505' });
    const other = await preparingPool(failing.pool).connect();
    await assert.rejects(other.query('insert into users (id) values ($1)', ['a']), /cached plan/);
    other.release();
    assert.deepEqual(failing.releases, [false]);
  });
});
