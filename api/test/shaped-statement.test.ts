import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { rowLimit } from '../src/db/page-with-total';
import { maxShapesPerStatement, shapedStatement, trustShapedStatements } from '../src/db/shaped-statement';
import type { DatabaseHandle } from '../src/db/database';
import { freshDatabase } from './helpers';

// Statements built once per shape (db/shaped-statement.ts, list benchmark): each call's values go into the statement
// built for its shape, and outside production every call is checked against a fresh build. Every staff list of the
// API tests runs through them, on both databases; here the rules themselves.
describe('shaped statements', () => {
  let handle: DatabaseHandle;
  before(async () => {
    handle = await freshDatabase();
    await sql`create table shaped_rows (id int primary key, owner text not null, kind text not null)`.execute(
      handle.db,
    );
    await sql`insert into shaped_rows
      select n, 'owner-' || (n % 3), case when n % 2 = 0 then 'even' else 'odd' end from generate_series(1, 30) n`.execute(
      handle.db,
    );
  });
  after(() => handle.close());

  const ownersRows = shapedStatement(
    (db, shape: { kind: 'even' | 'odd' | 'any'; limit: number }, values: { owner: string; from: number }) => {
      let query = db
        .selectFrom(sql<{ id: number; owner: string; kind: string }>`shaped_rows`.as('r'))
        .select(['r.id', 'r.owner', 'r.kind'])
        .where('r.owner', '=', values.owner)
        .where('r.id', '>=', values.from);
      if (shape.kind !== 'any') query = query.where('r.kind', '=', shape.kind);
      return query.orderBy('r.id').limit(rowLimit(shape.limit));
    },
  );

  it('runs each call with its own values in the statement built for its shape', async () => {
    const first = await ownersRows(handle.db, { kind: 'even', limit: 3 }, { owner: 'owner-1', from: 1 });
    assert.deepEqual(
      first.map((row) => row.id),
      [4, 10, 16],
    );
    const second = await ownersRows(handle.db, { kind: 'even', limit: 3 }, { owner: 'owner-2', from: 10 });
    assert.deepEqual(
      second.map((row) => row.id),
      [14, 20, 26],
    );
    const otherShape = await ownersRows(handle.db, { kind: 'any', limit: 2 }, { owner: 'owner-0', from: 1 });
    assert.deepEqual(
      otherShape.map((row) => row.id),
      [3, 6],
    );
  });

  it('outside production, a shape that misses an input fails instead of running the wrong statement', async () => {
    // The page size is read from outside the shape: the second call's statement would keep the first call's limit.
    let limit = 2;
    const leaky = shapedStatement((db, _shape: { kind: 'any' }, values: { owner: string }) =>
      db
        .selectFrom(sql<{ id: number; owner: string }>`shaped_rows`.as('r'))
        .select('r.id')
        .where('r.owner', '=', values.owner)
        .orderBy('r.id')
        .limit(rowLimit(limit)),
    );
    assert.equal((await leaky(handle.db, { kind: 'any' }, { owner: 'owner-1' })).length, 2);
    limit = 5;
    await assert.rejects(leaky(handle.db, { kind: 'any' }, { owner: 'owner-1' }), /misses an input/);
  });

  it('outside production, a value used as more than a parameter fails', async () => {
    const computed = shapedStatement((db, _shape: { kind: 'any' }, values: { from: number }) =>
      db
        .selectFrom(sql<{ id: number }>`shaped_rows`.as('r'))
        .select('r.id')
        .where('r.id', '>=', values.from + 1),
    );
    await assert.rejects(computed(handle.db, { kind: 'any' }, { from: 3 }), /misses an input|more than a parameter/);
  });

  it('keeps a bounded number of shapes; past them each call is built for itself and still answers', async () => {
    const db = handle.db;
    const byLimit = shapedStatement((query, shape: { limit: number }, values: { owner: string }) =>
      query
        .selectFrom(sql<{ id: number; owner: string }>`shaped_rows`.as('r'))
        .select('r.id')
        .where('r.owner', '=', values.owner)
        .orderBy('r.id')
        .limit(rowLimit(shape.limit)),
    );
    for (let limit = 1; limit <= maxShapesPerStatement + 5; limit += 1) {
      const rows = await byLimit(db, { limit }, { owner: 'owner-0' });
      assert.equal(rows.length, Math.min(limit, 10));
    }
  });

  it('in production (trusted) the built statement runs without the fresh build', async () => {
    const other = await freshDatabase();
    try {
      trustShapedStatements(other.db);
      let builds = 0;
      const counted = shapedStatement((db, _shape: { kind: 'any' }, values: { n: number }) => {
        builds += 1;
        return db.selectNoFrom(sql<number>`${values.n}::int`.as('n'));
      });
      for (const n of [1, 2, 3]) assert.deepEqual(await counted(other.db, { kind: 'any' }, { n }), [{ n }]);
      assert.equal(builds, 1);
    } finally {
      await other.close();
    }
  });
});
