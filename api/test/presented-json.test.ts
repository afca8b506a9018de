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
import { listCandidateRecords, listShownCandidateRecords } from '../src/modules/candidates/repository';
import { shownDocument } from '../src/modules/documents/present';
import { shownPortal } from '../src/modules/portals/routes';
import {
  createNotification,
  listInbox,
  listShownInbox,
  markNotificationRead,
} from '../src/modules/notifications/repository';
import { listShownSubscribers, listSubscribers } from '../src/modules/subscribers/repository';
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
  table: 'users' | 'applications' | 'documents' | 'portals',
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

  describe('records with documents, platforms, a plan and an officer', () => {
    let portalIds: string[];
    let documentId: string;
    before(async () => {
      await t.db.updateTable('users').set({ subscription: 'Gold' }).where('id', 'in', candidates).execute();
      const upload = await t.db
        .insertInto('uploads')
        .values({
          user_id: candidates[0]!,
          storage_key: 'presented/letter.pdf',
          type: 'pdf',
          size: 2048,
          original_name: 'Letter.pdf',
          category: 'Cover Letter',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      documentId = (
        await t.db
          .insertInto('documents')
          .values({
            user_id: candidates[0]!,
            upload_id: upload.id,
            type: 'pdf',
            title: 'Letter "final".pdf',
            size: 2048,
            category: 'Cover Letter',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      portalIds = [];
      for (const [user_id, name, credential_email] of [
        [candidates[0]!, 'Seek', 'pat@seek.test'],
        [candidates[0]!, 'LinkedIn', null],
        [candidates[1]!, 'Jora', ''],
      ] as const)
        portalIds.push(
          (
            await t.db
              .insertInto('portals')
              .values({
                user_id,
                name,
                had_an_account: credential_email !== null,
                agreed: credential_email === null,
                credential_email,
                credential_password_encrypted: credential_email === null ? null : 'v1:sealed',
              })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id,
        );
    });

    it('a document and a platform: the same JSON both ways, a login e-mail or no credential', async () => {
      for (const { inNode, byDatabase } of await bothWays(t.db, 'documents', [documentId], shownDocument))
        assert.deepEqual(byDatabase, inNode);
      const portals = await bothWays(t.db, 'portals', portalIds, shownPortal);
      for (const { inNode, byDatabase } of portals) assert.deepEqual(byDatabase, inNode);
      assert.deepEqual(
        portals.map(({ byDatabase }) => (byDatabase as { credential: unknown }).credential).sort(),
        [{ email: 'pat@seek.test', platform: 'Seek' }, null, null].sort(),
      );
    });

    it('subscribers and candidate records: each page written by the database is the page shown in Node, searched too', async () => {
      let compared = 0;
      let searched = 0;
      for (const filter of ['all', 'assigned', 'unassigned'] as const)
        for (const [page, search] of [[1], [2], [3], [4], [1, 'presented'], [2, 'presented']] as const) {
          const options = { filter, plan: 'all' as const, page, limit: 2, search };
          const inNode = await listSubscribers(t.db, options);
          const written = await listShownSubscribers(t.db, options);
          assert.deepEqual(JSON.parse(presentedJsonOf(written.docs)!), inNode.docs, `${filter} page ${page}`);
          assert.equal(written.total, inNode.total);
          compared += inNode.docs.length;
          if (search) searched += inNode.docs.length;
        }
      for (const scope of [{ adminId: officer }, { everyAssigned: true as const }])
        for (const filter of ['all', 'no-platform'] as const)
          for (const [page, search] of [[1], [2], [1, 'presented'], [1, 'pat0@presented']] as const) {
            const options = { scope, filter, page, limit: 2, search };
            const inNode = await listCandidateRecords(t.db, options);
            const written = await listShownCandidateRecords(t.db, options);
            assert.deepEqual(JSON.parse(presentedJsonOf(written.records)!), inNode.records);
            assert.equal(written.total, inNode.total);
            compared += inNode.records.length;
            if (search) searched += inNode.records.length;
          }
      // The candidate with documents and platforms is among them, shown whole.
      const mine = await listShownCandidateRecords(t.db, {
        scope: { adminId: officer },
        filter: 'all',
        page: 1,
        limit: 10,
      });
      const record = (
        JSON.parse(presentedJsonOf(mine.records)!) as {
          user: { _id: string };
          userDocuments: unknown[];
          userPortals: unknown[];
          planName: string;
        }[]
      ).find((one) => one.user._id === candidates[0])!;
      assert.deepEqual([record.userDocuments.length, record.userPortals.length, record.planName], [1, 2, 'Gold']);
      assert.ok(compared >= 6);
      assert.ok(searched >= 4, `searched pages held ${searched} rows`);
    });
  });

  it("an inbox page written by the database is the page shown in Node: a sender or none, read or not, the reader's copy", async () => {
    const reader = candidates[2]!;
    const sent: string[] = [];
    for (const [index, sender] of [officer, null, officer, officer, null].entries())
      sent.push(
        await createNotification(t.db, {
          title: `Presented ${index} "quoted"`,
          message: `<p>Message ${index} &amp; more</p>`,
          type: 'info',
          sender,
          recipients: [reader],
        }),
      );
    await markNotificationRead(t.db, reader, sent[1]!);
    for (const query of [
      { page: 1, limit: 2 },
      { page: 2, limit: 2 },
      { page: 3, limit: 2 },
      { page: 9, limit: 2 },
      { page: 1, limit: 3, search: 'presented' },
    ]) {
      const inNode = await listInbox(t.db, reader, query);
      const written = await listShownInbox(t.db, reader, query);
      assert.deepEqual(JSON.parse(presentedJsonOf(written.docs)!), inNode.docs, JSON.stringify(query));
      assert.deepEqual([written.totalDocs, written.hasNextPage], [inNode.totalDocs, inNode.hasNextPage]);
    }
    const all = await listInbox(t.db, reader, { page: 1, limit: 10 });
    assert.equal(all.docs.length, 5);
    assert.deepEqual(
      all.docs.map((one) => [one.sender?._id ?? null, one.isOpened, one.recipients]),
      [officer, null, officer, officer, null]
        .map((sender, index) => [sender, index === 1, [{ user: reader, isOpened: index === 1 }]])
        .reverse(),
    );
  });
});
