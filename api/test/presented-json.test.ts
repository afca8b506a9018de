// Rows PostgreSQL writes as the API shows them (db/presented-json.ts): for the same rows, the JSON a presentation has
// the database write must be what its Node form shows, field for field (a timestamp's microseconds, a null officer,
// arrays, a CV left out or present). And the pages the lists send that way are their rows, in order, with their
// totals, as the rows read and shown in Node. Both databases (DATABASE_URL set: PostgreSQL; else PGlite).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/database-types';
import { presentedJsonOf, type Presentation } from '../src/db/presented-json';
import { shownApplication } from '../src/modules/applications/present';
import { listApplications, listShownApplications } from '../src/modules/applications/repository';
import { presentUser, shownUser } from '../src/modules/users/present';
import { listShownUsers, listUsers } from '../src/modules/users/repository';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

/** Each row of `table` with these ids shown in Node and as the database writes it, by id. */
async function bothWays<Row extends { id: string }, Shown>(
  db: Kysely<Database>,
  table: 'users' | 'applications',
  ids: string[],
  shown: Presentation<Row, Shown>,
) {
  const rows = (await db.selectFrom(table).selectAll().where('id', 'in', ids).execute()) as unknown as Row[];
  const written = await sql<{ id: string; shown: string }>`
    select r.id, ${shown.jsonText('r')} as shown from ${sql.table(table)} as r where r.id in (${sql.join(ids)})`.execute(
    db,
  );
  assert.equal(rows.length, ids.length);
  assert.equal(written.rows.length, ids.length);
  return rows.map((row) => ({
    inNode: shown.present(row),
    byDatabase: JSON.parse(written.rows.find((one) => one.id === row.id)!.shown) as unknown,
  }));
}

describe('presentations written by the database', () => {
  let officer: string;
  let candidates: string[];
  before(async () => {
    officer = (
      await t.db
        .insertInto('users')
        .values({ first_name: 'Olga', last_name: 'Officer', email: 'olga@presented.test', role: 'admin' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    candidates = [];
    for (const [index, values] of [
      { account_officer: officer, work_state: ['Victoria', 'New South Wales'], job_title: ['Data Analyst'] },
      { address: '1 Quote "Lane", O\'Connor', phone_number: '0400000000', experience_level: '2-4 years' },
      { first_name: 'Zoë', profile_picture: '/api/user/photo/x', subscription: 'Gold', email_verified: true },
    ].entries()) {
      const { id } = await t.db
        .insertInto('users')
        .values({
          first_name: 'Pat',
          last_name: `Presented ${index}`,
          email: `pat${index}@presented.test`,
          role: 'user',
          // Microseconds, and one a hair before a whole second: both are cut to milliseconds, as `new Date` cuts them.
          created_at:
            sql`${['2026-03-05 09:07:01.123456+00', '2026-03-05 23:59:59.9999+00', '2026-03-05 00:00:00+00'][index]}::timestamptz` as never,
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      candidates.push(id);
    }
  });

  it('a user: the same JSON as presentUser, an officer or false, arrays, quotes and times', async () => {
    for (const { inNode, byDatabase } of await bothWays(t.db, 'users', [officer, ...candidates], shownUser))
      assert.deepEqual(byDatabase, inNode);
    const [first] = await bothWays(t.db, 'users', [candidates[1]!], shownUser);
    assert.equal((first!.byDatabase as { createdAt: string }).createdAt, '2026-03-05T23:59:59.999Z');
    assert.equal((first!.byDatabase as { accountOfficer: unknown }).accountOfficer, false);
  });

  it('an application: the CV left out when none was sent (null or empty), its name and address when one was', async () => {
    const { id: upload } = await t.db
      .insertInto('uploads')
      .values({
        user_id: candidates[0]!,
        storage_key: 'presented/cv.pdf',
        type: 'pdf',
        size: 1024,
        original_name: 'Pat CV.pdf',
        category: 'Resume/CV',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (const [cv_upload_id, cv_name] of [
      [null, null],
      [null, ''],
      [upload, 'Pat CV.pdf'],
      [upload, null],
    ] as const) {
      const { id } = await t.db
        .insertInto('applications')
        .values({
          user_id: candidates[0]!,
          platform: 'Seek',
          title: 'Data "Analyst"',
          company: 'Canva',
          location: 'Sydney NSW',
          description: 'Line one\nline two',
          applied_at: '2026-03-05T10:11:12.345678Z',
          application_type: 'Quick Apply',
          level: 'Mid',
          duration: 'Permanent',
          salary: '$100k',
          job_type: 'Full-Time',
          cv_upload_id,
          cv_name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(id);
    }
    const shown = await bothWays(t.db, 'applications', ids, shownApplication);
    for (const { inNode, byDatabase } of shown) assert.deepEqual(byDatabase, inNode);
    const byId = (id: string) => shown.find((one) => (one.inNode as { _id: string })._id === id)!.byDatabase;
    assert.equal('cvName' in (byId(ids[0]!) as object) || 'cvUrl' in (byId(ids[0]!) as object), false);
    assert.equal('cvName' in (byId(ids[1]!) as object), false);
    assert.deepEqual(
      [(byId(ids[2]!) as { cvName: string }).cvName, (byId(ids[2]!) as { cvUrl: string }).cvUrl],
      ['Pat CV.pdf', `/api/document/file/${upload}`],
    );
    assert.equal(
      (byId(ids[3]!) as { details: { appliedDate: string } }).details.appliedDate,
      '2026-03-05T10:11:12.345Z',
    );
  });

  it('a page the list sends as the database wrote it is the page shown in Node, page by page, past the end too', async () => {
    const viewer = await t.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'superAdmin')
      .executeTakeFirstOrThrow();
    const filter = { viewer, role: 'user' as const, limit: 2 };
    const { total } = await listUsers(t.db, { ...filter, page: 1 });
    assert.ok(total >= 3);
    for (let page = 1; page <= Math.ceil(total / 2) + 1; page++) {
      const inNode = await listUsers(t.db, { ...filter, page });
      const written = await listShownUsers(t.db, { ...filter, page });
      const json = presentedJsonOf(written.docs);
      assert.ok(json !== undefined, 'an unsearched page is sent as the database wrote it');
      assert.deepEqual(JSON.parse(json), inNode.rows.map(presentUser), `page ${page}`);
      assert.equal(written.total, inNode.total);
    }
    // A searched page is found first, then shown in Node.
    const searched = await listShownUsers(t.db, { ...filter, page: 1, search: 'presented' });
    assert.equal(presentedJsonOf(searched.docs), undefined);
    assert.equal(searched.docs.length, 2);

    const scope = { kind: 'candidate' as const, userId: candidates[0]! };
    for (const page of [1, 2, 3]) {
      const options = { scope, filter: 'all' as const, page, limit: 3 };
      const inNode = await listApplications(t.db, options);
      const written = await listShownApplications(t.db, options);
      assert.deepEqual(JSON.parse(presentedJsonOf(written.docs)!), inNode.rows.map(shownApplication.present));
      assert.equal(written.total, inNode.total);
    }
  });
});
