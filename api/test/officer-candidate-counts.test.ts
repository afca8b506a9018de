// How many candidates each account officer holds is kept as users are written (candidates migration
// officer_candidate_counts), and an officer's unfiltered /assigned list, job-history table and dashboard read their
// total from it. Whatever is written to users (candidates added, moved between officers, released, made staff,
// removed, their officer removed), the kept counts must be a recount of the rows, an officer with none must have no
// row, and each list must say the count. Both databases (DATABASE_URL set: PostgreSQL; else PGlite).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  adminDashboardOf,
  listCandidateRecords,
  listJobHistoryCandidates,
  listShownCandidateRecords,
} from '../src/modules/candidates/repository';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

/** Each officer's candidates, counted from the rows. */
async function recounted(): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('users')
    .select(['account_officer', (eb) => eb.fn.countAll<string>().as('total')])
    .where('role', '=', 'user')
    .where('account_officer', 'is not', null)
    .groupBy('account_officer')
    .execute();
  return new Map(rows.map((row) => [row.account_officer!, Number(row.total)]));
}

/** The kept counts equal a recount, and every list of these officers says its officer's count. */
async function countsAgree(officers: string[], when: string) {
  const expected = await recounted();
  const kept = await t.db.selectFrom('officer_candidate_counts').selectAll().execute();
  assert.deepEqual(
    new Map(kept.map((row) => [row.account_officer, row.total])),
    expected,
    `${when}: the kept counts are a recount`,
  );
  for (const adminId of officers) {
    const count = expected.get(adminId) ?? 0;
    const label = `${when}: officer ${officers.indexOf(adminId)}`;
    const options = { scope: { adminId }, filter: 'all' as const, page: 1, limit: 4 };
    assert.equal((await listCandidateRecords(t.db, options)).total, count, `${label}, /assigned`);
    assert.equal((await listShownCandidateRecords(t.db, options)).total, count, `${label}, /assigned as sent`);
    assert.equal((await listJobHistoryCandidates(t.db, options)).total, count, `${label}, job history`);
    assert.equal((await adminDashboardOf(t.db, adminId)).assigned, count, `${label}, dashboard`);
  }
}

async function newUsers(label: string, count: number, role: 'user' | 'admin', officer: string | null = null) {
  const rows = await t.db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        first_name: 'Counted',
        last_name: `${label} ${i}`,
        email: `${label}.${i}@officer-counts.test`,
        role,
        email_verified: true,
        account_officer: officer,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

describe("each officer's kept count of candidates", () => {
  it('is a recount through additions, moves, releases, a role change and removals, and each list says it', async () => {
    const [first, second, idle] = await newUsers('admin', 3, 'admin');
    const officers = [first!, second!, idle!];
    await countsAgree(officers, 'at the demo seed');

    const ofFirst = await newUsers('first', 6, 'user', first);
    const ofSecond = await newUsers('second', 3, 'user', second);
    const unassigned = await newUsers('none', 2, 'user');
    await countsAgree(officers, 'after candidates were added');
    assert.equal((await recounted()).get(first!), 6);
    assert.equal(
      (await t.db.selectFrom('officer_candidate_counts').select('total').where('account_officer', '=', idle!).execute())
        .length,
      0,
      'an officer with no candidates has no row',
    );

    // One statement moving candidates both ways, assigning and releasing at once.
    await t.db
      .updateTable('users')
      .set({
        account_officer: sql`case when id in (${sql.join(ofFirst.slice(0, 2))}) then ${second}::uuid
                                  when id in (${sql.join(unassigned)}) then ${first}::uuid else null end`,
      })
      .where('id', 'in', [...ofFirst.slice(0, 2), ...unassigned, ofSecond[0]!])
      .execute();
    await countsAgree(officers, 'after a move, an assignment and a release in one statement');

    // An edit that changes no officer leaves the counts; a candidate made staff leaves their officer's.
    await t.db
      .updateTable('users')
      .set({ job_title: ['Welder'] })
      .where('id', 'in', ofFirst)
      .execute();
    await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', ofFirst[2]!).execute();
    await countsAgree(officers, 'after an edit and a role change');

    await t.db.deleteFrom('users').where('id', '=', ofFirst[3]!).execute();
    await countsAgree(officers, 'after a candidate was removed');

    // The officer removed: their candidates' officer is set to null by the foreign key, and their row goes.
    await t.db.deleteFrom('users').where('id', '=', second!).execute();
    await countsAgree(officers, "after the second officer's removal");
    assert.equal((await recounted()).has(second!), false);

    // The lists read the kept count, not the rows (a count gone wrong shows in them), and a bulk load that bypasses
    // triggers is recounted by the refresh function.
    await sql`update officer_candidate_counts set total = total + 7`.execute(t.db);
    const shifted = ((await recounted()).get(first!) ?? 0) + 7;
    const page = await listShownCandidateRecords(t.db, {
      scope: { adminId: first! },
      filter: 'all',
      page: 1,
      limit: 4,
    });
    assert.equal(page.total, shifted, 'the /assigned total is the kept count');
    await sql`select refresh_officer_candidate_counts()`.execute(t.db);
    await countsAgree(officers, 'after a refresh');
  });
});
