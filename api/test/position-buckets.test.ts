// Deep pages from kept position buckets (db/position-buckets.ts): a candidate's applications (application_days),
// everyone's (application_hours_all), a reader's inbox (inbox_days), every assigned candidate (assigned_weeks over assigned_days), the
// subscribers in all and per plan (subscriber_days, subscriber_plan_days) and those held by an officer
// (subscriber_officer_days). Every page read from its bucket must be the
// page of the plain ordered list, through inserts, moves, deletions and a removed account, and what the triggers
// kept must be what a recount gives. Both databases (DATABASE_URL set: PostgreSQL; else PGlite).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { listApplications, type ApplicationScope } from '../src/modules/applications/repository';
import { listCandidateRecords } from '../src/modules/candidates/repository';
import { listInbox } from '../src/modules/notifications/repository';
import { listSubscribers } from '../src/modules/subscribers/repository';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

const day = 24 * 60 * 60 * 1000;
/** Over fifteen days: several at the same instant, and some a millisecond either side of midnight UTC. */
const spread = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const midnight = Math.floor(Date.now() / day) * day - Math.floor(i / 3) * day * 1.4;
    return new Date(midnight + (i % 3 === 2 ? -1 : i % 3 === 1 ? 0 : 1));
  });

async function newCandidate(label: string) {
  return t.db
    .insertInto('users')
    .values({
      first_name: 'Bucket',
      last_name: label,
      email: `${label}@buckets.test`,
      role: 'user',
      email_verified: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The rows of a kept bucket table, and the same after its refresh function recounted them. */
async function keptAndRecounted(table: string) {
  const rows = async () =>
    (await sql<{ key: string }>`select row(t.*)::text as key from ${sql.table(table)} t order by 1`.execute(t.db)).rows;
  const kept = await rows();
  await sql`select ${sql.raw(`refresh_${table}`)}()`.execute(t.db);
  return { kept, recounted: await rows() };
}

describe('applications: a deep page starts at its bucket', () => {
  async function pagesAgree(scope: ApplicationScope, when: string) {
    let reference = t.db.selectFrom('applications').select('id');
    if (scope.kind === 'candidate') reference = reference.where('user_id', '=', scope.userId);
    const expected = (await reference.orderBy('applied_at', 'desc').orderBy('id', 'desc').execute()).map((r) => r.id);
    assert.ok(expected.length > 0, when);
    for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
      const options = { scope, filter: 'all' as const, page, limit: 4 };
      const { rows, total } = await listApplications(t.db, options, { bucketedFrom: 0 });
      const label = `${scope.kind} page ${page} ${when}`;
      assert.deepEqual(
        rows.map((row) => row.id),
        expected.slice((page - 1) * 4, page * 4),
        label,
      );
      assert.equal(total, expected.length, label);
    }
  }

  /** Applications of this candidate applied at these times, 'Bucket role <i>' each. */
  async function recordApplications(userId: string, times: Date[]) {
    await t.db
      .insertInto('applications')
      .values(
        times.map((appliedAt, i) => ({
          user_id: userId,
          platform: 'Seek',
          title: `Bucket role ${i}`,
          company: 'Bucket Co',
          location: 'Hobart TAS',
          description: 'A role.',
          applied_at: appliedAt,
          application_type: i % 2 ? 'Apply' : 'Quick Apply',
          level: 'Mid Level',
          duration: 'Permanent',
          salary: '$90,000',
          job_type: 'Full-Time',
        })),
      )
      .execute();
  }

  it("gives a candidate's and everyone's pages of the plain ordered list, and keeps what a recount gives", async () => {
    const candidate = await newCandidate('applications');
    const other = await newCandidate('other');
    const times = spread(40);
    await recordApplications(candidate.id, times);
    const mine: ApplicationScope = { kind: 'candidate', userId: candidate.id };
    await pagesAgree(mine, 'as recorded');
    await pagesAgree({ kind: 'all' }, 'as recorded');

    // Moved to another day, moved to another candidate, deleted.
    await sql`update applications set applied_at = applied_at - interval '9 days'
               where user_id = ${candidate.id} and title in ('Bucket role 1', 'Bucket role 2', 'Bucket role 3')`.execute(
      t.db,
    );
    await sql`update applications set user_id = ${other.id}
               where user_id = ${candidate.id} and title in ('Bucket role 4', 'Bucket role 5')`.execute(t.db);
    await sql`delete from applications where user_id = ${candidate.id} and title like 'Bucket role 1_'`.execute(t.db);
    await pagesAgree(mine, 'after moves and deletions');
    await pagesAgree({ kind: 'candidate', userId: other.id }, 'of the other candidate');
    await pagesAgree({ kind: 'all' }, 'after moves and deletions');

    for (const table of ['application_days', 'application_hours_all']) {
      const { kept, recounted } = await keptAndRecounted(table);
      assert.deepEqual(kept, recounted, table);
    }
    // A removed account leaves no bucket naming it.
    await t.db.deleteFrom('users').where('id', '=', candidate.id).execute();
    const left = await sql`select 1 from application_days where user_id = ${candidate.id}`.execute(t.db);
    assert.equal(left.rows.length, 0);
    await pagesAgree({ kind: 'all' }, 'after the candidate was removed');
    const { kept, recounted } = await keptAndRecounted('application_days');
    assert.deepEqual(kept, recounted, 'application_days after the removal');
  });

  it("starts a candidate's deep page at its hour within its day (application_hours), through moves and deletions", async () => {
    const candidate = await newCandidate('hours');
    // Three days of many hours each: several in the same hour, and some a millisecond either side of an hour.
    const hour = 60 * 60 * 1000;
    const today = Math.floor(Date.now() / day) * day;
    const times = Array.from({ length: 60 }, (_, i) => {
      const at = today - Math.floor(i / 20) * day - (i % 20) * 0.7 * hour;
      return new Date(Math.floor(at / hour) * hour + (i % 3 === 2 ? -1 : i % 3 === 1 ? 0 : 1));
    });
    await recordApplications(candidate.id, times);
    const mine: ApplicationScope = { kind: 'candidate', userId: candidate.id };
    await pagesAgree(mine, 'over hours');

    await sql`update applications set applied_at = applied_at - interval '2 hours'
               where user_id = ${candidate.id} and title in ('Bucket role 3', 'Bucket role 7', 'Bucket role 21')`.execute(
      t.db,
    );
    await sql`delete from applications where user_id = ${candidate.id} and title like 'Bucket role 4_'`.execute(t.db);
    await pagesAgree(mine, 'over hours after moves and deletions');
    for (const table of ['application_days', 'application_hours']) {
      const { kept, recounted } = await keptAndRecounted(table);
      assert.deepEqual(kept, recounted, table);
    }
  });
});

describe('the inbox: a deep page starts at its day', () => {
  async function pagesAgree(reader: string, when: string) {
    const expected = (
      await t.db
        .selectFrom('notification_recipients')
        .select(['notification_id', 'is_opened'])
        .where('user_id', '=', reader)
        .orderBy('created_at', 'desc')
        .orderBy('notification_id', 'desc')
        .execute()
    ).map((row) => `${row.notification_id} ${row.is_opened}`);
    for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
      const inbox = await listInbox(t.db, reader, { page, limit: 4 }, { bucketedFrom: 0 });
      const label = `page ${page} ${when}`;
      assert.deepEqual(
        inbox.docs.map((doc) => `${doc._id} ${doc.isOpened}`),
        expected.slice((page - 1) * 4, page * 4),
        label,
      );
      assert.equal(inbox.totalDocs, expected.length, label);
      assert.equal(inbox.hasNextPage, expected.length > page * 4, label);
    }
  }

  it("gives a reader's pages of the plain ordered inbox, read or not, and keeps what a recount gives", async () => {
    const reader = await newCandidate('reader');
    const times = spread(30);
    const sent = await t.db
      .insertInto('notifications')
      .values(
        times.map((createdAt, i) => ({
          title: `Bucket notice ${i}`,
          message: `<p>Notice ${i}</p>`,
          message_text: `Notice ${i}`,
          type: 'info',
          created_at: createdAt,
        })),
      )
      .returning(['id', 'created_at'])
      .execute();
    await t.db
      .insertInto('notification_recipients')
      .values(
        sent.map((notification, i) => ({
          notification_id: notification.id,
          user_id: reader.id,
          is_opened: i % 4 === 0,
          created_at: notification.created_at,
        })),
      )
      .execute();
    await pagesAgree(reader.id, 'as sent');

    await sql`update notification_recipients set is_opened = true where user_id = ${reader.id}`.execute(t.db);
    await sql`update notification_recipients set created_at = created_at - interval '6 days'
               where notification_id in (${sql.join(sent.slice(0, 3).map((n) => n.id))})`.execute(t.db);
    await sql`delete from notification_recipients
               where notification_id in (${sql.join(sent.slice(10, 14).map((n) => n.id))})`.execute(t.db);
    await pagesAgree(reader.id, 'after reading, moves and deletions');
    const { kept, recounted } = await keptAndRecounted('inbox_days');
    assert.deepEqual(kept, recounted);

    await t.db.deleteFrom('users').where('id', '=', reader.id).execute();
    const left = await sql`select 1 from inbox_days where user_id = ${reader.id}`.execute(t.db);
    assert.equal(left.rows.length, 0);
  });
});

describe("the super admin's assigned candidates: a deep page starts at its week, then its day", () => {
  async function pagesAgree(when: string) {
    const expected = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'user')
        .where('account_officer', 'is not', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    assert.ok(expected.length > 20, when);
    for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
      const { records, total } = await listCandidateRecords(t.db, {
        scope: { everyAssigned: true },
        filter: 'all',
        page,
        limit: 4,
        bucketedFrom: 0,
      });
      const label = `page ${page} ${when}`;
      assert.deepEqual(
        records.map((record) => record.user._id),
        expected.slice((page - 1) * 4, page * 4),
        label,
      );
      assert.equal(total, expected.length, label);
    }
  }

  it('gives the pages of the plain ordered list through assignment, release and removal, and keeps a recount', async () => {
    const admin = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow();
    const times = spread(24);
    const assigned = await t.db
      .insertInto('users')
      .values(
        times.map((createdAt, i) => ({
          first_name: 'Assigned',
          last_name: `Day ${i}`,
          email: `assigned.day.${i}@buckets.test`,
          role: 'user' as const,
          account_officer: i % 5 === 4 ? null : admin.id,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    await pagesAgree('as signed up');
    const ids = assigned.map((row) => row.id);
    await t.db.updateTable('users').set({ account_officer: admin.id }).where('id', 'in', ids.slice(0, 10)).execute();
    await t.db.updateTable('users').set({ account_officer: null }).where('id', 'in', ids.slice(10, 13)).execute();
    await t.db.deleteFrom('users').where('id', 'in', ids.slice(13, 16)).execute();
    await pagesAgree('after assignment, release and removal');
    for (const table of ['assigned_days', 'assigned_weeks']) {
      const { kept, recounted } = await keptAndRecounted(table);
      assert.deepEqual(kept, recounted, table);
    }
  });
});

describe('the subscribers, in all and per plan: a deep page starts at its day', () => {
  async function pagesAgree(plan: 'all' | 'Free' | 'Silver' | 'Gold', when: string) {
    let reference = t.db.selectFrom('users').select('id').where('role', '=', 'user');
    reference =
      plan === 'all' ? reference.where('subscription', 'is not', null) : reference.where('subscription', '=', plan);
    const expected = (await reference.orderBy('created_at', 'desc').orderBy('id').execute()).map((row) => row.id);
    assert.ok(expected.length > 4, `${plan} ${when}`);
    for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
      const { docs, total } = await listSubscribers(t.db, { filter: 'all', plan, page, limit: 4 }, { bucketedFrom: 0 });
      const label = `${plan} page ${page} ${when}`;
      assert.deepEqual(
        docs.map((doc) => doc.user._id),
        expected.slice((page - 1) * 4, page * 4),
        label,
      );
      assert.equal(total, expected.length, label);
    }
  }
  const plans = ['all', 'Free', 'Silver', 'Gold'] as const;

  it('gives the pages of the plain ordered list through plan changes, unsubscribing and removal, and keeps a recount', async () => {
    const times = spread(30);
    const subscribers = await t.db
      .insertInto('users')
      .values(
        times.map((createdAt, i) => ({
          first_name: 'Subscriber',
          last_name: `Day ${i}`,
          email: `subscriber.day.${i}@buckets.test`,
          role: 'user' as const,
          subscription: ['Free', 'Silver', 'Gold'][i % 3]!,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    for (const plan of plans) await pagesAgree(plan, 'as subscribed');
    const ids = subscribers.map((row) => row.id);
    await t.db.updateTable('users').set({ subscription: 'Gold' }).where('id', 'in', ids.slice(0, 7)).execute();
    await t.db.updateTable('users').set({ subscription: null }).where('id', 'in', ids.slice(7, 10)).execute();
    await t.db.deleteFrom('users').where('id', 'in', ids.slice(10, 13)).execute();
    for (const plan of plans) await pagesAgree(plan, 'after plan changes, unsubscribing and removal');
    for (const table of ['subscriber_days', 'subscriber_plan_days']) {
      const { kept, recounted } = await keptAndRecounted(table);
      assert.deepEqual(kept, recounted, table);
    }
  });
});

describe('the subscribers held by an officer: a deep page starts at its day while no officer is released', () => {
  /** The held subscribers as the list orders them: an officer who is an active or pending admin. */
  async function pagesAgree(when: string) {
    const expected = (
      await t.db
        .selectFrom('users as u')
        .innerJoin('users as o', 'o.id', 'u.account_officer')
        .select('u.id')
        .where('u.role', '=', 'user')
        .where('u.subscription', 'is not', null)
        .where('o.role', '=', 'admin')
        .where('o.status', 'in', ['active', 'pending'])
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id')
        .execute()
    ).map((row) => row.id);
    assert.ok(expected.length > 4, when);
    for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
      const { docs, total } = await listSubscribers(
        t.db,
        { filter: 'assigned', plan: 'all', page, limit: 4 },
        { bucketedFrom: 0 },
      );
      const label = `page ${page} ${when}`;
      assert.deepEqual(
        docs.map((doc) => doc.user._id),
        expected.slice((page - 1) * 4, page * 4),
        label,
      );
      assert.equal(total, expected.length, label);
    }
  }

  it('gives the pages of the plain ordered list through assignment, a suspended and a reinstated officer, and removal, and keeps a recount', async () => {
    const [first, second] = await t.db
      .insertInto('users')
      .values(
        ['first', 'second'].map((name) => ({
          first_name: 'Officer',
          last_name: name,
          email: `officer.${name}@held.buckets.test`,
          role: 'admin' as const,
          status: 'active' as const,
          email_verified: true,
        })),
      )
      .returning('id')
      .execute();
    // The app's seed has a suspended admin: reinstated here, so no officer is released and the pages come from the days.
    const released = await t.db
      .updateTable('users')
      .set({ status: 'active' })
      .where('role', '=', 'admin')
      .where('status', 'in', ['suspended', 'deleted'])
      .returning(['id', 'status'])
      .execute();
    const times = spread(30);
    const held = await t.db
      .insertInto('users')
      .values(
        times.map((createdAt, i) => ({
          first_name: 'Held',
          last_name: `Day ${i}`,
          email: `held.day.${i}@buckets.test`,
          role: 'user' as const,
          subscription: ['Free', 'Silver', 'Gold'][i % 3]!,
          account_officer: i % 4 === 3 ? null : i % 2 === 0 ? first!.id : second!.id,
          created_at: createdAt,
        })),
      )
      .returning('id')
      .execute();
    await pagesAgree('as assigned');
    const ids = held.map((row) => row.id);
    await t.db.updateTable('users').set({ account_officer: second!.id }).where('id', 'in', ids.slice(0, 6)).execute();
    await t.db.updateTable('users').set({ account_officer: null }).where('id', 'in', ids.slice(6, 9)).execute();
    await pagesAgree('after assignment and release');
    await t.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', second!.id).execute();
    await pagesAgree('while the second officer is suspended (their candidates count as unassigned)');
    await t.db.updateTable('users').set({ status: 'active' }).where('id', '=', second!.id).execute();
    await t.db.updateTable('users').set({ subscription: null }).where('id', 'in', ids.slice(9, 11)).execute();
    await t.db.deleteFrom('users').where('id', 'in', ids.slice(11, 14)).execute();
    await pagesAgree('after the officer was reinstated, unsubscribing and removal');
    const { kept, recounted } = await keptAndRecounted('subscriber_officer_days');
    assert.deepEqual(kept, recounted);
    for (const admin of released)
      await t.db.updateTable('users').set({ status: admin.status }).where('id', '=', admin.id).execute();
  });
});
