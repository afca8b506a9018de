import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../src/db/database-types';
import { listUsers } from '../src/modules/users/repository';
import { bearer, createTestApp, signIn, type TestApp } from './helpers';
import { apiMessages } from '../src/texts';
import { sharedMessages } from '@portal/shared/texts';

let t: TestApp;
let tokens: { candidate: string; admin: string; superAdmin: string; otherAdmin: string };
let adminId: string;
let otherAdminId: string;
/** What the demo seeds wrote before this suite's own rows (other modules' seeds add candidates and admins). */
let seeded: { candidates: number; verified: number; admins: number; demoAdminsCandidates: number };

const countUsers = async (filter: { role: 'user' | 'admin'; verified?: boolean; officer?: string }) => {
  let query = t.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', filter.role);
  if (filter.verified !== undefined) query = query.where('email_verified', '=', filter.verified);
  if (filter.officer) query = query.where('account_officer', '=', filter.officer);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

before(async () => {
  t = await createTestApp();
  const admin = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@portal.test')
    .executeTakeFirstOrThrow();
  adminId = admin.id;
  seeded = {
    candidates: await countUsers({ role: 'user' }),
    verified: await countUsers({ role: 'user', verified: true }),
    admins: await countUsers({ role: 'admin' }),
    demoAdminsCandidates: await countUsers({ role: 'user', officer: adminId }),
  };
  const other = await t.db
    .insertInto('users')
    .values({
      first_name: 'Olive',
      last_name: 'Other',
      email: 'other.admin@portal.test',
      role: 'admin',
      email_verified: true,
      password_hash: (
        await t.db.selectFrom('users').select('password_hash').where('id', '=', adminId).executeTakeFirstOrThrow()
      ).password_hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  otherAdminId = other.id;
  // Twelve more candidates: five assigned to the demo admin, four to the other admin, three unassigned and unverified.
  const candidates = Array.from({ length: 12 }, (_, index) => ({
    first_name: index === 0 ? 'Percy_Percent' : `Cand${String.fromCharCode(65 + index)}`,
    last_name: 'Seeker',
    email: `seeker${index}@example.com`,
    role: 'user' as const,
    email_verified: index < 9,
    account_officer: index < 5 ? adminId : index < 9 ? otherAdminId : null,
  }));
  await t.db.insertInto('users').values(candidates).execute();
  tokens = {
    candidate: await signIn(t.app, 'candidate@portal.test'),
    admin: await signIn(t.app, 'admin@portal.test'),
    superAdmin: await signIn(t.app, 'superadmin@portal.test'),
    otherAdmin: await signIn(t.app, 'other.admin@portal.test'),
  };
});
after(async () => t.close());

/** `listUsers` as the super admin, with the statements it ran recorded on their way to the database. */
async function listRecorded(filter: Omit<Parameters<typeof listUsers>[1], 'viewer' | 'page'>) {
  const statements: CompiledQuery[] = [];
  const recording = new Proxy(t.db, {
    get(target, key) {
      if (key === 'executeQuery')
        return (query: CompiledQuery) => {
          statements.push(query);
          return target.executeQuery(query);
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as Kysely<Database>;
  const viewer = await t.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', 'superadmin@portal.test')
    .executeTakeFirstOrThrow();
  const found = await listUsers(recording, { ...filter, viewer, page: 1 });
  return { found, statements };
}

/** The plan of a recorded statement, with these ways of reading (`enable_<way>`) turned off. */
async function planWithout(statement: CompiledQuery, ways: readonly string[]): Promise<string> {
  // Costed as on a database in use: counted rows, and pages marked all-visible (an index alone can then answer).
  await t.db.executeQuery(CompiledQuery.raw('vacuum analyze users'));
  const plan = await t.db.transaction().execute(async (trx) => {
    for (const way of ways) await trx.executeQuery(CompiledQuery.raw(`set local enable_${way} = off`));
    return trx.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
    );
  });
  return plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
}

const list = (query: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: token ? bearer(token) : {} });

describe('GET /api/user/me', () => {
  it('returns the signed-in user without secrets, and 401 without or with a bad token', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(tokens.candidate) });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().data.email, 'candidate@portal.test');
    assert.equal(me.json().data.accountOfficer, adminId);
    assert.ok(!('password_hash' in me.json().data) && !('passwordHash' in me.json().data));
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/user/me' });
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(anonymous.json(), { success: false, message: apiMessages.unauthorized });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(`${tokens.candidate.slice(0, -4)}AAAA`),
    });
    assert.equal(forged.statusCode, 401);
  });
});

describe('GET /api/users', () => {
  it('answers 401 to anonymous callers and 403 to candidates', async () => {
    assert.equal((await list('?role=user')).statusCode, 401);
    const candidate = await list('?role=user', tokens.candidate);
    assert.equal(candidate.statusCode, 403);
    assert.deepEqual(candidate.json(), { success: false, message: apiMessages.forbidden });
  });

  it('shows a super admin every candidate, ten to a page', async () => {
    const total = seeded.candidates + 12;
    const first = await list('?role=user', tokens.superAdmin);
    assert.equal(first.statusCode, 200);
    const page = first.json().data;
    assert.equal(page.totalDocs, total);
    assert.equal(page.docs.length, 10);
    assert.equal(page.limit, 10);
    assert.equal(page.totalPages, Math.ceil(total / 10));
    assert.equal(page.hasNextPage, true);
    const last = (await list(`?role=user&page=${page.totalPages}`, tokens.superAdmin)).json().data;
    assert.equal(last.docs.length, total - (page.totalPages - 1) * 10);
    assert.equal(last.hasNextPage, false);
    const second = (await list('?role=user&page=2', tokens.superAdmin)).json().data;
    const ids = new Set([...page.docs, ...second.docs].map((user: { _id: string }) => user._id));
    assert.equal(ids.size, page.docs.length + second.docs.length);
  });

  it('shows an admin only the candidates assigned to them', async () => {
    const mine = (await list('?role=user', tokens.admin)).json().data;
    assert.equal(mine.totalDocs, seeded.demoAdminsCandidates + 5); // five seekers and the seeded ones
    assert.ok(mine.docs.every((user: { accountOfficer: string }) => user.accountOfficer === adminId));
    const theirs = (await list('?role=user', tokens.otherAdmin)).json().data;
    assert.equal(theirs.totalDocs, 4);
    assert.ok(theirs.docs.every((user: { accountOfficer: string }) => user.accountOfficer === otherAdminId));
    // Asking for another admin's candidates gives nothing, not their list.
    const peek = (await list(`?accountOfficer=${otherAdminId}`, tokens.admin)).json().data;
    assert.equal(peek.totalDocs, 0);
    // Admins are not listed to admins.
    assert.equal((await list('?role=admin', tokens.admin)).json().data.totalDocs, 0);
  });

  it('filters by accountOfficer, verified, role and search (wildcards typed literally)', async () => {
    const byOfficer = (await list(`?accountOfficer=${otherAdminId}`, tokens.superAdmin)).json().data;
    assert.equal(byOfficer.totalDocs, 4);
    const verified = (await list('?role=user&verified=true', tokens.superAdmin)).json().data;
    assert.equal(verified.totalDocs, seeded.verified + 9);
    const admins = (await list('?role=admin', tokens.superAdmin)).json().data;
    assert.equal(admins.totalDocs, seeded.admins + 1);
    const byEmail = (await list('?search=SEEKER1', tokens.superAdmin)).json().data;
    assert.deepEqual(byEmail.docs.map((user: { email: string }) => user.email).sort(), [
      'seeker10@example.com',
      'seeker11@example.com',
      'seeker1@example.com',
    ]);
    const fullName = (await list('?search=casey%20cand', tokens.superAdmin)).json().data;
    assert.equal(fullName.totalDocs, 1);
    const underscore = (await list('?search=y_p', tokens.superAdmin)).json().data;
    assert.deepEqual(
      underscore.docs.map((user: { firstName: string }) => user.firstName),
      ['Percy_Percent'],
    );
    const percent = (await list('?search=%25', tokens.superAdmin)).json().data;
    assert.equal(percent.totalDocs, 0);
  });

  it("walks a search over index entries: the registered candidates' walk can be read from their index alone", async () => {
    const { found, statements } = await listRecorded({ role: 'user', verified: true, search: 'seeker', limit: 2 });
    assert.equal(found.rows.length, 2, 'the walk found the page');
    const walk = statements.find((statement) => statement.sql.includes('strpos'));
    assert.ok(walk, statements.map((statement) => statement.sql).join('\n'));
    // Only index walks in the list's order left (on these few rows the planner would as soon read them all and
    // sort): the walk's is then read from the registered candidates' index alone.
    const plan = await planWithout(walk, ['seqscan', 'bitmapscan', 'sort', 'incremental_sort']);
    assert.match(plan, /Index Only Scan using users_registered_idx on users users_1/, plan);
  });

  it("reads an officer's page and count from the officer's index alone", async () => {
    const { found, statements } = await listRecorded({ accountOfficer: otherAdminId, limit: 2 });
    assert.equal(found.total, 4);
    const [page] = statements;
    assert.ok(page && statements.length === 1, statements.map((statement) => statement.sql).join('\n'));
    const plan = await planWithout(page, ['seqscan', 'bitmapscan']);
    assert.doesNotMatch(plan, /Index Scan using \w+ on users users_2/, `the count reads no table row\n${plan}`);
    assert.match(plan, /Index Only Scan using users_officer_candidates_idx on users users_2/, plan);
  });

  it('answers bad queries with 400 and a message', async () => {
    for (const query of [
      '?role=boss',
      '?page=0',
      '?page=abc',
      '?limit=1000',
      '?verified=maybe',
      '?accountOfficer=not-a-uuid',
    ]) {
      const response = await list(query, tokens.superAdmin);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().success, false);
      assert.equal(typeof response.json().message, 'string');
    }
    assert.equal(
      (await list('?accountOfficer=not-a-uuid', tokens.superAdmin)).json().message,
      sharedMessages.invalidUserId,
    );
    assert.equal(
      (await list(`?search=${'a'.repeat(3000)}`, tokens.superAdmin)).json().message,
      'search may be at most 100 characters.',
    );
  });
});
