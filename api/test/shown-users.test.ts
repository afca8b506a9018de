// Each user as the staff lists show them is kept as JSON (users migration shown_users), and the candidate records,
// the subscribers and the users list read it. Whatever is written to users, each kept row must be that user as shown
// in Node (presentUser), every user must have one, and a removed user or a deleted account none. Both databases
// (DATABASE_URL set: PostgreSQL; else PGlite).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { listCandidateRecords, listShownCandidateRecords } from '../src/modules/candidates/repository';
import { listShownSubscribers, listSubscribers } from '../src/modules/subscribers/repository';
import { presentUser } from '../src/modules/users/present';
import { listShownUsers } from '../src/modules/users/repository';
import { presentedJsonOf } from '../src/db/presented-json';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

/** A list's items: as read in Node, or as PostgreSQL wrote them (db/presented-json.ts). */
const itemsOf = <Item>(list: Item[]): Item[] => {
  const json = presentedJsonOf(list);
  return json === undefined ? list : (JSON.parse(json) as Item[]);
};

/** What the triggers kept equals every user as shown in Node, and no one else is kept. */
async function allKept(when: string) {
  // A candidate who deleted their account keeps an emptied row (for the payment records) and nothing else.
  const users = (await t.db.selectFrom('users').selectAll().execute()).filter(
    (user) => !(user.role === 'user' && user.status === 'deleted'),
  );
  const kept = await t.db.selectFrom('shown_users').selectAll().execute();
  assert.deepEqual(
    kept.map((row) => row.user_id).sort(),
    users.map((user) => user.id).sort(),
    `${when}: one kept row per user`,
  );
  const keptOf = new Map(kept.map((row) => [row.user_id, row.shown]));
  for (const user of users) assert.deepEqual(keptOf.get(user.id), presentUser(user), `${when}: ${user.email}`);
}

async function newCandidate(label: string) {
  const row = await t.db
    .insertInto('users')
    .values({ first_name: 'Kept', last_name: label, email: `kept.${label}@shown.test`, role: 'user' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the users kept as the staff lists show them', () => {
  it('are each user as shown in Node through additions, edits, a move, removals and a refresh', async () => {
    await allKept('at the demo seed');
    const admin = await t.db
      .insertInto('users')
      .values({ first_name: 'Kept', last_name: 'Officer', email: 'kept.officer@shown.test', role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const candidates = await t.db
      .insertInto('users')
      .values(
        ['one', 'two', 'three'].map((name, i) => ({
          first_name: `Kept "${name}"`,
          last_name: 'Candidate\\ Ünïcode',
          email: `kept.${name}@shown.test`,
          role: 'user' as const,
          email_verified: i !== 1,
          work_state: i === 0 ? ['Victoria', 'Tasmania'] : [],
          job_title: i === 2 ? ['Welder', 'Fitter'] : [],
          subscription: i === 0 ? 'Gold' : null,
          account_officer: i === 2 ? null : admin.id,
          created_at: new Date(Date.UTC(2026, 0, 1, 23, 59, 59, 999 - i)),
        })),
      )
      .returning('id')
      .execute();
    await allKept('after a staff member and three candidates were added');
    const ids = candidates.map((row) => row.id);

    await t.db
      .updateTable('users')
      .set({
        phone_number: '0412 345 678',
        address: '1 Example St',
        location: 'Hobart',
        experience_level: '7 years above',
        salary_range: '$100k+',
        profile_picture: '/api/user/photo/abc',
        step2: true,
      })
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    await t.db
      .updateTable('users')
      .set({ account_officer: null, status: 'suspended' })
      .where('id', '=', ids[0]!)
      .execute();
    await t.db.updateTable('users').set({ account_officer: admin.id }).where('id', '=', ids[2]!).execute();
    await allKept('after edits, a release and an assignment');
    const deleted = await newCandidate('deleted');
    await t.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', deleted).execute();
    assert.equal(
      (await t.db.selectFrom('shown_users').select('user_id').where('user_id', '=', deleted).execute()).length,
      0,
      'no row is kept for a deleted account',
    );
    await allKept('after an account was deleted');

    // The officer removed: the foreign key empties their candidates' officer, and their kept rows follow.
    await t.db.deleteFrom('users').where('id', '=', admin.id).execute();
    await t.db.deleteFrom('users').where('id', '=', ids[1]!).execute();
    await allKept('after the officer and a candidate were removed');

    // The lists show the kept user: a row gone wrong shows in them, in both ways a page is read.
    const scope = { everyAssigned: true } as const;
    const assigned = await t.db
      .insertInto('users')
      .values({ first_name: 'Listed', last_name: 'Kept', email: 'listed.kept@shown.test', role: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const officer = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ account_officer: officer.id, subscription: 'Silver', created_at: new Date(Date.now() + 60_000) })
      .where('id', '=', assigned.id)
      .execute();
    await sql`update shown_users set shown = json_build_object('_id', user_id, 'firstName', 'Drifted')
               where user_id = ${assigned.id}`.execute(t.db);
    const options = { scope, filter: 'all' as const, page: 1, limit: 1 };
    for (const { records } of [
      await listCandidateRecords(t.db, options),
      await listShownCandidateRecords(t.db, options),
    ])
      assert.equal(itemsOf(records)[0]?.user.firstName, 'Drifted', 'the candidate records read the kept user');
    const subscribers = { filter: 'all' as const, plan: 'all' as const, page: 1, limit: 1 };
    for (const { docs } of [await listSubscribers(t.db, subscribers), await listShownSubscribers(t.db, subscribers)])
      assert.equal(itemsOf(docs)[0]?.user.firstName, 'Drifted', 'the subscribers read the kept user');
    const superAdmin = await t.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('role', '=', 'superAdmin')
      .executeTakeFirstOrThrow();
    const users = await listShownUsers(t.db, { role: 'user', viewer: superAdmin, page: 1, limit: 1 });
    assert.equal(itemsOf(users.docs)[0]?.firstName, 'Drifted', 'the users list reads the kept user');

    // A bulk load that bypasses triggers is written again by the refresh function.
    await sql`delete from shown_users where user_id = ${ids[2]}`.execute(t.db);
    await sql`select refresh_shown_users()`.execute(t.db);
    await allKept('after a refresh');
  });
});
