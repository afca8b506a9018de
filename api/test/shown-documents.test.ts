// The documents and platforms the staff lists show are kept as JSON for each candidate (documents and portals
// migrations, shown_documents and shown_portals). Whatever is written to documents or portals, each kept row must be
// the candidate's rows as shown in Node (presentDocument, presentPortal), in the lists' orders, and a candidate with
// none has no kept row. Both databases (DATABASE_URL set: PostgreSQL; else PGlite).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { presentDocument } from '../src/modules/documents/present';
import { presentPortal } from '../src/modules/portals/routes';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

/** Sorts by these keys in turn (strings compared as PostgreSQL's C-like byte order for ASCII, times as times). */
const by =
  <Row>(...keys: ((row: Row) => string | number)[]) =>
  (a: Row, b: Row) => {
    for (const key of keys) {
      const [x, y] = [key(a), key(b)];
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  };

/** What the triggers kept equals the rows shown in Node, for every candidate. */
async function allKept(when: string) {
  const documents = await t.db.selectFrom('documents').selectAll().execute();
  const portals = await t.db.selectFrom('portals').selectAll().execute();
  const grouped = <Row extends { user_id: string }>(rows: Row[]) => {
    const groups = new Map<string, Row[]>();
    for (const row of rows) groups.set(row.user_id, [...(groups.get(row.user_id) ?? []), row]);
    return groups;
  };
  const keptDocuments = await t.db.selectFrom('shown_documents').selectAll().execute();
  const documentsOf = grouped(documents);
  assert.deepEqual(keptDocuments.map((row) => row.user_id).sort(), [...documentsOf.keys()].sort(), when);
  for (const kept of keptDocuments) {
    const rows = documentsOf.get(kept.user_id)!;
    const time = (row: (typeof rows)[number]) => new Date(row.created_at).getTime();
    assert.deepEqual(
      kept.by_category,
      [...rows]
        .sort(
          by(
            (row) => row.category,
            (row) => row.id,
          ),
        )
        .map(presentDocument),
      `${when}: by category`,
    );
    assert.deepEqual(kept.by_date, [...rows].sort(by(time, (row) => row.id)).map(presentDocument), `${when}: by date`);
  }
  const keptPortals = await t.db.selectFrom('shown_portals').selectAll().execute();
  const portalsOf = grouped(portals);
  assert.deepEqual(keptPortals.map((row) => row.user_id).sort(), [...portalsOf.keys()].sort(), when);
  for (const kept of keptPortals) {
    const rows = portalsOf.get(kept.user_id)!;
    const time = (row: (typeof rows)[number]) => new Date(row.created_at).getTime();
    assert.deepEqual(kept.portals, [...rows].sort(by(time, (row) => row.id)).map(presentPortal), `${when}: platforms`);
  }
  return { documents: keptDocuments.length, portals: keptPortals.length };
}

describe('the documents and platforms kept for the staff lists', () => {
  let candidates: string[];
  const upload = async (user: string, category: 'Resume/CV' | 'Cover Letter', name: string) =>
    (
      await t.db
        .insertInto('uploads')
        .values({ user_id: user, storage_key: `kept/${name}`, type: 'pdf', size: 1000, original_name: name, category })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const attach = async (user: string, category: 'Resume/CV' | 'Cover Letter', name: string, createdAt: string) =>
    (
      await t.db
        .insertInto('documents')
        .values({
          user_id: user,
          upload_id: await upload(user, category, name),
          type: 'pdf',
          title: name,
          size: 1000,
          category,
          created_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  before(async () => {
    candidates = [];
    for (const index of [0, 1, 2])
      candidates.push(
        (
          await t.db
            .insertInto('users')
            .values({ first_name: 'Kim', last_name: `Kept ${index}`, email: `kim${index}@kept.test`, role: 'user' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
  });

  it("are each candidate's rows as shown in Node, through every kind of write, and a refresh keeps the same", async () => {
    await allKept('as migrated and seeded');
    const [first, second, third] = candidates as [string, string, string];
    // Both at the same instant (as onboarding may leave them): the id breaks the tie in both orders.
    const letter = await attach(first, 'Cover Letter', 'Letter "final".pdf', '2026-03-05T09:00:00.123456Z');
    const cv = await attach(first, 'Resume/CV', 'Kim_CV.pdf', '2026-03-05T09:00:00.123456Z');
    await attach(second, 'Resume/CV', 'Second_CV.pdf', '2026-02-01T00:00:00Z');
    await t.db
      .insertInto('portals')
      .values([
        {
          user_id: first,
          name: 'Seek',
          had_an_account: true,
          credential_email: 'kim@seek.test',
          credential_password_encrypted: 'v1:sealed',
        },
        { user_id: first, name: 'LinkedIn', had_an_account: false, agreed: true, credential_email: null },
        {
          user_id: second,
          name: 'Jora',
          had_an_account: true,
          credential_email: '',
          credential_password_encrypted: 'v1:sealed',
        },
      ])
      .execute();
    const counted = await allKept('after documents and platforms were added');
    assert.ok(counted.documents >= 2 && counted.portals >= 2);

    await t.db
      .updateTable('documents')
      .set({ title: 'Kim CV (2026).pdf', is_default: true })
      .where('id', '=', cv)
      .execute();
    await t.db
      .updateTable('portals')
      .set({ credential_email: 'kim.new@seek.test' })
      .where('name', '=', 'Seek')
      .where('user_id', '=', first)
      .execute();
    await allKept('after a title, a default and a login changed');

    // A CV replaced: the old row goes, a new one comes, in one statement each.
    await t.db.deleteFrom('documents').where('id', '=', cv).execute();
    await attach(first, 'Resume/CV', 'Kim_CV_v2.pdf', '2026-04-01T10:00:00Z');
    await allKept('after a CV was replaced');

    // A row moved from one candidate to another changes both.
    await t.db.updateTable('documents').set({ user_id: third }).where('id', '=', letter).execute();
    await t.db.updateTable('portals').set({ user_id: third }).where('user_id', '=', second).execute();
    await allKept('after a document and a platform moved to another candidate');

    // The last platform of a candidate gone: no kept row; a candidate removed: none of theirs either.
    await t.db.deleteFrom('portals').where('user_id', '=', third).execute();
    await t.db.deleteFrom('users').where('id', '=', first).execute();
    await allKept('after a last platform and a candidate were removed');

    // A refresh (after a bulk load that bypassed the triggers) writes the same rows.
    const keptBefore = await t.db.selectFrom('shown_documents').selectAll().orderBy('user_id').execute();
    await sql`select refresh_shown_documents(), refresh_shown_portals()`.execute(t.db);
    assert.deepEqual(await t.db.selectFrom('shown_documents').selectAll().orderBy('user_id').execute(), keptBefore);
    await allKept('after a refresh');

    await sql`truncate portals cascade`.execute(t.db);
    assert.equal((await allKept('after the platforms were emptied')).portals, 0);
  });
});
