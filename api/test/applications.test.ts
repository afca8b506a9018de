// Applications: the lists and counts of GET /applications and /application/user-application-count, who may see
// whose, and the CV each application keeps when the candidate replaces theirs.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Application, Page } from '@portal/shared/contracts';
import { sql } from 'kysely';
import { removeExpiredUploads, unattachedUploadLifetimeMs } from '../src/modules/documents/unattached';
import {
  appliedByEveryoneSince,
  listApplications,
  type ApplicationScope,
} from '../src/modules/applications/repository';
import { escapeLikePattern } from '../src/modules/users/repository';
import { realPdf } from './fixtures/documents';
import { bearer, createTestApp, multipart, planIdOf, signIn, trialWithSilverPaidAhead, type TestApp } from './helpers';

let t: TestApp;
const tokens = { candidate: '', other: '', admin: '', otherAdmin: '', superAdmin: '' };
let candidateId: string;
const dayMs = 24 * 60 * 60 * 1000;

before(async () => {
  t = await createTestApp();
  const demo = await t.db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', 'candidate@portal.test')
    .executeTakeFirstOrThrow();
  candidateId = demo.id;
  const account = (email: string, role: 'user' | 'admin') => ({
    first_name: 'Test',
    last_name: 'Person',
    email,
    role,
    email_verified: true,
    password_hash: demo.password_hash,
  });
  await t.db
    .insertInto('users')
    .values([account('other@example.com', 'user'), account('other.admin@portal.test', 'admin')])
    .execute();
  tokens.candidate = await signIn(t.app, 'candidate@portal.test');
  tokens.other = await signIn(t.app, 'other@example.com');
  tokens.admin = await signIn(t.app, 'admin@portal.test');
  tokens.otherAdmin = await signIn(t.app, 'other.admin@portal.test');
  tokens.superAdmin = await signIn(t.app, 'superadmin@portal.test');
});
after(async () => t.close());

async function list(token: string, query: Record<string, string> = {}) {
  const answer = await t.app.inject({ method: 'GET', url: '/api/applications', query, headers: bearer(token) });
  return { status: answer.statusCode, body: answer.json() as { message?: string; data: Page<Application> } };
}
async function counts(token: string, query: Record<string, string> = {}) {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/application/user-application-count',
    query,
    headers: bearer(token),
  });
  return { status: answer.statusCode, body: answer.json() as { message?: string; data: string[] } };
}
const countIn = (label: string) => Number(/\((\d+)\)$/.exec(label)?.[1]);

describe('GET /api/applications', () => {
  it('gives the demo candidate their seeded applications, ten a page, newest first', async () => {
    const first = await list(tokens.candidate);
    assert.equal(first.status, 200);
    assert.equal(first.body.data.totalDocs, 30);
    assert.equal(first.body.data.totalPages, 3);
    assert.equal(first.body.data.docs.length, 10);
    assert.equal(first.body.data.hasNextPage, true);
    const third = await list(tokens.candidate, { page: '3' });
    assert.equal(third.body.data.docs.length, 10);
    assert.equal(third.body.data.hasNextPage, false);
    const dates = [...first.body.data.docs, ...third.body.data.docs].map((a) => Date.parse(a.details.appliedDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const application = first.body.data.docs[0]!;
    assert.equal(application.user, candidateId);
    assert.ok(application.company && application.location && application.description && application.title);
    assert.ok(['Quick Apply', 'Apply'].includes(application.details.applicationType));
  });

  it('seeds five platforms, both types, several companies, and older ones sent with an earlier CV', async () => {
    const all = await list(tokens.candidate, { limit: '100' });
    const docs = all.body.data.docs;
    assert.equal(new Set(docs.map((a) => a.platform)).size, 5);
    assert.equal(new Set(docs.map((a) => a.details.applicationType)).size, 2);
    assert.ok(new Set(docs.map((a) => a.company)).size >= 5);
    const cvs = new Set(docs.map((a) => a.cvUrl));
    assert.equal(cvs.size, 2, 'the current CV and the earlier one');
    const recorder = await t.db
      .selectFrom('applications')
      .innerJoin('users', 'users.id', 'applications.recorded_by')
      .select('users.email')
      .where('applications.user_id', '=', candidateId)
      .distinct()
      .execute();
    assert.deepEqual(
      recorder.map((row) => row.email),
      ['admin@portal.test'],
    );
  });

  it('filters by tab: week and month by date, quick and apply by type', async () => {
    const now = Date.now();
    for (const [filter, days] of [
      ['week', 7],
      ['month', 30],
    ] as const) {
      const page = await list(tokens.candidate, { filter, limit: '100' });
      assert.equal(page.status, 200);
      assert.ok(page.body.data.totalDocs > 0 && page.body.data.totalDocs < 30);
      for (const application of page.body.data.docs)
        assert.ok(now - Date.parse(application.details.appliedDate) <= days * dayMs + 60_000, filter);
    }
    const quick = await list(tokens.candidate, { filter: 'quick', limit: '100' });
    const apply = await list(tokens.candidate, { filter: 'apply', limit: '100' });
    assert.ok(quick.body.data.docs.every((a) => a.details.applicationType === 'Quick Apply'));
    assert.ok(apply.body.data.docs.every((a) => a.details.applicationType === 'Apply'));
    assert.equal(quick.body.data.totalDocs + apply.body.data.totalDocs, 30);
  });

  it('searches title, company and location, case-insensitively, with % and _ taken literally', async () => {
    const atlassian = await list(tokens.candidate, { search: 'atlassian' });
    assert.ok(atlassian.body.data.totalDocs > 0);
    assert.ok(atlassian.body.data.docs.every((a) => a.company === 'Atlassian'));
    const perth = await list(tokens.candidate, { search: 'Perth' });
    assert.ok(perth.body.data.docs.length > 0 && perth.body.data.docs.every((a) => a.location.includes('Perth')));
    const title = await list(tokens.candidate, { search: 'graduate software' });
    assert.ok(title.body.data.docs.every((a) => a.title === 'Graduate Software Engineer'));
    assert.equal((await list(tokens.candidate, { search: '%' })).body.data.totalDocs, 0);
    assert.equal((await list(tokens.candidate, { search: 'zzz-nothing' })).body.data.totalDocs, 0);
    const both = await list(tokens.candidate, { search: 'melbourne', filter: 'apply', limit: '100' });
    assert.ok(
      both.body.data.docs.every((a) => a.location.includes('Melbourne') && a.details.applicationType === 'Apply'),
    );
  });

  it('refuses bad queries with 400 and a clear message', async () => {
    const queries: Record<string, string>[] = [
      { page: '0' },
      { page: 'two' },
      { limit: '101' },
      { filter: 'yesterday' },
      { user: 'not-an-id' },
      { search: 'x'.repeat(101) },
    ];
    for (const query of queries) {
      const answer = await list(tokens.candidate, query);
      assert.equal(answer.status, 400, JSON.stringify(query));
      assert.ok(answer.body.message, JSON.stringify(query));
    }
  });

  it('shows another candidate none of the demo candidate’s records', async () => {
    assert.equal((await list(tokens.other, { user: candidateId })).status, 403);
    const own = await list(tokens.other);
    assert.equal(own.status, 200);
    assert.equal(own.body.data.totalDocs, 0);
    assert.equal((await list(tokens.other, { search: 'atlassian' })).body.data.totalDocs, 0);
    assert.equal((await counts(tokens.other, { user: candidateId })).status, 403);
  });

  it('shows staff only the candidates they may see', async () => {
    assert.equal((await list(tokens.admin, { user: candidateId })).body.data.totalDocs, 30);
    // Every application of the candidates assigned to the demo admin (the seeds give several of them some).
    const applicationsCount = async (officer?: string) => {
      let query = t.db
        .selectFrom('applications')
        .innerJoin('users', 'users.id', 'applications.user_id')
        .select((eb) => eb.fn.countAll<string>().as('n'));
      if (officer)
        query = query.where('users.account_officer', '=', (eb) =>
          eb.selectFrom('users').select('id').where('email', '=', officer),
        );
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    assert.equal(
      (await list(tokens.admin)).body.data.totalDocs,
      await applicationsCount('admin@portal.test'),
      'the assigned candidates’',
    );
    assert.equal((await list(tokens.otherAdmin, { user: candidateId })).status, 403);
    assert.equal((await list(tokens.otherAdmin)).body.data.totalDocs, 0);
    assert.equal((await list(tokens.superAdmin)).body.data.totalDocs, await applicationsCount());
    assert.equal((await list(tokens.superAdmin, { user: candidateId })).body.data.totalDocs, 30);
    assert.equal((await list(tokens.superAdmin, { user: '00000000-0000-4000-8000-000000000000' })).status, 404);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/applications' })).statusCode, 401);
  });
});

describe('GET /api/application/user-application-count', () => {
  it("answers 'Label (n)' per tab, matching the lists", async () => {
    const answer = await counts(tokens.candidate);
    assert.equal(answer.status, 200);
    assert.deepEqual(
      answer.body.data.map((label) => label.replace(/ \(\d+\)$/, '')),
      ['All', 'This Week', 'This Month', 'Quick Apply', 'Apply'],
    );
    const filters = ['all', 'week', 'month', 'quick', 'apply'];
    for (const [index, filter] of filters.entries()) {
      const page = await list(tokens.candidate, { filter });
      assert.equal(countIn(answer.body.data[index]!), page.body.data.totalDocs, filter);
    }
    assert.equal(countIn(answer.body.data[0]!), 30);
  });

  it('gives staff the counts of a candidate they may see, and a new candidate zeros', async () => {
    assert.deepEqual(
      (await counts(tokens.admin, { user: candidateId })).body.data,
      (await counts(tokens.candidate)).body.data,
    );
    assert.equal((await counts(tokens.otherAdmin, { user: candidateId })).status, 403);
    assert.deepEqual((await counts(tokens.other)).body.data, [
      'All (0)',
      'This Week (0)',
      'This Month (0)',
      'Quick Apply (0)',
      'Apply (0)',
    ]);
    assert.equal((await counts(tokens.candidate, { user: 'x' })).status, 400);
  });
});

describe('an application keeps the CV it was sent with', () => {
  const file = async (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('serves the earlier CV of older applications to the candidate and their staff, not to others', async () => {
    const all = (await list(tokens.candidate, { limit: '100' })).body.data.docs;
    const oldest = all.at(-1)!;
    assert.equal(oldest.cvName, 'Casey Candidate CV 2025.pdf');
    for (const token of [tokens.candidate, tokens.admin, tokens.superAdmin]) {
      const answer = await file(token, oldest.cvUrl!);
      assert.equal(answer.statusCode, 200);
      assert.match(answer.body, /2025 edition/);
    }
    assert.equal((await file(tokens.other, oldest.cvUrl!)).statusCode, 403);
    assert.equal((await file(tokens.otherAdmin, oldest.cvUrl!)).statusCode, 403);
  });

  it('still shows the sent file after the candidate replaces their CV, and the sweep leaves it', async () => {
    const newest = (await list(tokens.candidate)).body.data.docs[0]!;
    const before = await file(tokens.candidate, newest.cvUrl!);
    assert.equal(before.statusCode, 200);
    const body = multipart([
      { name: 'file', filename: 'new-cv.pdf', content: realPdf(), contentType: 'application/pdf' },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/document/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.candidate) },
    });
    assert.equal(upload.statusCode, 201, upload.body);
    const attach = await t.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: bearer(tokens.candidate),
      payload: {
        type: 'pdf',
        title: 'New CV.pdf',
        uri: upload.json().data.uri,
        size: realPdf().length,
        category: 'Resume/CV',
      },
    });
    assert.equal(attach.statusCode, 201, attach.body);
    const after = (await list(tokens.candidate)).body.data.docs[0]!;
    assert.equal(after.cvUrl, newest.cvUrl);
    assert.equal(after.cvName, newest.cvName);
    assert.notEqual(after.cvName, 'New CV.pdf');
    for (const token of [tokens.candidate, tokens.admin]) {
      const answer = await file(token, after.cvUrl!);
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.body, before.body);
    }
    // The replaced upload is no longer attached; the sweep of unattached uploads must still keep it.
    await removeExpiredUploads(
      t.db,
      t.app.documentStorage,
      t.app.log,
      new Date(Date.now() + 2 * unattachedUploadLifetimeMs),
    );
    assert.equal((await file(tokens.candidate, after.cvUrl!)).statusCode, 200);
    assert.equal((await file(tokens.admin, after.cvUrl!)).statusCode, 200);
  });
});

describe('GET /api/application/dashboard', () => {
  type Dashboard = {
    applications: { week: number; month: number; total: number };
    plan: {
      name: string;
      applicationLimit: number | null;
      billing: string;
      startsAt: string | null;
      expiresAt: string;
      daysLeft: number | null;
    } | null;
    quota: { limit: number | null; period: 'week' | 'month' } | null;
    accountOfficer: { firstName: string; lastName: string } | null;
    latest: Application[];
  };
  /** A new candidate with the demo candidate's password, signed in; `subscription` is the plan they last chose. */
  const signedInCandidate = async (firstName: string, lastName: string, subscription: string | null) => {
    const demo = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', candidateId)
      .executeTakeFirstOrThrow();
    const email = `${firstName}.${lastName}@example.com`.toLowerCase();
    const row = await t.db
      .insertInto('users')
      .values({
        first_name: firstName,
        last_name: lastName,
        email,
        role: 'user',
        email_verified: true,
        password_hash: demo.password_hash,
        subscription,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, token: await signIn(t.app, email) };
  };
  const dashboard = async (token: string) => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/application/dashboard', headers: bearer(token) });
    return { status: answer.statusCode, data: (answer.json() as { data: Dashboard }).data };
  };

  it("gives the candidate's figures: counts, plan and days left, account officer, five latest", async () => {
    const answer = await dashboard(tokens.candidate);
    assert.equal(answer.status, 200);
    const tabs = (await counts(tokens.candidate)).body.data.map(countIn);
    assert.deepEqual(answer.data.applications, { week: tabs[1], month: tabs[2], total: tabs[0] });
    assert.equal(answer.data.plan?.name, 'Free');
    assert.equal(answer.data.plan?.applicationLimit, 10);
    assert.equal(answer.data.plan?.billing, 'weekly');
    assert.equal(answer.data.plan?.startsAt, null);
    assert.ok(answer.data.plan!.daysLeft! >= 1 && answer.data.plan!.daysLeft! <= 7);
    assert.deepEqual(answer.data.quota, { limit: 10, period: 'week' });
    assert.deepEqual(answer.data.accountOfficer, { firstName: 'Alex', lastName: 'Admin', email: 'admin@portal.test' });
    const firstPage = (await list(tokens.candidate)).body.data.docs.slice(0, 5);
    assert.deepEqual(
      answer.data.latest.map((a) => a._id),
      firstPage.map((a) => a._id),
    );
  });

  it('gives a new candidate zeros, no plan and no officer; staff are refused', async () => {
    const answer = await dashboard(tokens.other);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.data, {
      applications: { week: 0, month: 0, total: 0 },
      plan: null,
      quota: null,
      accountOfficer: null,
      latest: [],
    });
    assert.equal((await dashboard(tokens.admin)).status, 403);
    assert.equal((await dashboard(tokens.superAdmin)).status, 403);
  });

  it('gives a plan paid for but not yet started with the day it starts, and no days counted before then', async () => {
    const payer = await signedInCandidate('Dana', 'December', 'Silver');
    const silverId = await planIdOf(t.db, 'Silver');
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: payer.id,
        plan_id: silverId,
        plan_name: 'Silver',
        kind: 'paid',
        start_date: start,
        exp_date: end,
      })
      .execute();
    const answer = await dashboard(payer.token);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.data.plan, {
      name: 'Silver',
      applicationLimit: 30,
      billing: 'monthly',
      startsAt: start.toISOString(),
      expiresAt: end.toISOString(),
      daysLeft: null,
    });
    assert.equal(answer.data.quota, null);
  });

  it("counts against a running trial's quota, not the plan paid for next month", async () => {
    const payer = await signedInCandidate('Tia', 'Trial', null);
    await trialWithSilverPaidAhead(t.db, payer.id);
    const answer = await dashboard(payer.token);
    assert.equal(answer.status, 200);
    assert.deepEqual(
      [answer.data.plan?.name, answer.data.plan?.startsAt, answer.data.quota],
      ['Free', null, { limit: 10, period: 'week' }],
    );
  });
});

/** The second candidate (other@example.com), whose applications a test may add and remove. */
const otherCandidate = () =>
  t.db.selectFrom('users').select('id').where('email', '=', 'other@example.com').executeTakeFirstOrThrow();

describe('GET /api/applications counts', () => {
  it('counts a plain list (up to 10 000) but not a search, which runs to the next page only', async () => {
    const owner = await otherCandidate();
    await sql`
      insert into applications (user_id, platform, title, company, location, description, applied_at,
                                application_type, level, duration, salary, job_type)
      select ${owner.id}::uuid, 'Seek', 'Zebra keeper ' || n, 'Zoo', 'Dubbo NSW', 'Feeding.',
             now() - make_interval(mins => n), 'Apply', 'Entry Level', 'Permanent', '$1', 'Full-Time'
      from generate_series(1, 1005) n`.execute(t.db);
    const all = await list(tokens.other, { page: '1', limit: '10' });
    assert.equal(all.body.data.totalDocs, 1005);
    assert.equal(all.body.data.totalPages, 101);
    const searched = await list(tokens.other, { page: '1', limit: '10', search: 'zebra' });
    assert.equal(searched.body.data.docs.length, 10);
    assert.equal(searched.body.data.docs[0]!.title, 'Zebra keeper 1');
    assert.deepEqual(
      [searched.body.data.totalDocs, searched.body.data.totalPages, searched.body.data.hasNextPage],
      [11, 2, true],
    );
    const hundredth = await list(tokens.other, { page: '100', limit: '10', search: 'zebra' });
    assert.deepEqual(
      hundredth.body.data.docs.map((doc) => doc.title),
      Array.from({ length: 10 }, (_, i) => `Zebra keeper ${991 + i}`),
    );
    assert.equal(hundredth.body.data.hasNextPage, true);
    const last = await list(tokens.other, { page: '101', limit: '10', search: 'zebra' });
    assert.deepEqual(
      [last.body.data.docs.length, last.body.data.totalDocs, last.body.data.totalPages, last.body.data.hasNextPage],
      [5, 1005, 101, false],
    );
    // Past the last match a page holds none: it says how many there are (up to 1 000), not its own offset.
    const pastTheEnd = async (query: Record<string, string>) => {
      const { data } = (await list(tokens.other, { limit: '10', ...query })).body;
      return [data.docs.length, data.totalDocs, data.totalPages, data.hasNextPage];
    };
    // 'zebra keeper 100' is in 7 titles (100 and 1000 to 1005).
    assert.deepEqual(await pastTheEnd({ page: '1', search: 'zebra keeper 100' }), [7, 7, 1, false]);
    assert.deepEqual(await pastTheEnd({ page: '5', search: 'zebra keeper 100' }), [0, 7, 1, false]);
    assert.deepEqual(await pastTheEnd({ page: '102', search: 'zebra' }), [0, 1000, 100, false]);
    await t.db.deleteFrom('applications').where('user_id', '=', owner.id).execute();
  });
});

describe('GET /api/applications search, walked or from the trigram index', () => {
  it('finds the same pages, in the same order, by walking the latest applications as from the index', async () => {
    const owner = await otherCandidate();
    // Thirty applications, some applied at the same minute (the id orders those), a third of them zebra keepers.
    await sql`
      insert into applications (user_id, platform, title, company, location, description, applied_at,
                                application_type, level, duration, salary, job_type)
      select ${owner.id}::uuid, 'Seek', case when n % 3 = 0 then 'Zebra keeper ' || n else 'Lion tamer' end,
             'Zoo', 'Dubbo NSW', 'Feeding.', now() - make_interval(mins => n / 2),
             case when n % 2 = 0 then 'Apply' else 'Quick Apply' end, 'Entry Level', 'Permanent', '$1', 'Full-Time'
      from generate_series(1, 30) n`.execute(t.db);
    const scopes: ApplicationScope[] = [{ kind: 'candidate', userId: owner.id }, { kind: 'all' }];
    for (const scope of scopes)
      for (const filter of ['all', 'apply'] as const)
        for (const search of ['zebra', 'TAMER', 'keeper 1', 'zoo dubbo', '%', 'no such job'])
          for (const page of [1, 2, 4]) {
            let reference = t.db
              .selectFrom('applications')
              .select('id')
              .where(
                sql<string>`title || ' ' || company || ' ' || location`,
                'ilike',
                `%${escapeLikePattern(search)}%`,
              );
            if (scope.kind === 'candidate') reference = reference.where('user_id', '=', scope.userId);
            if (filter === 'apply') reference = reference.where('application_type', '=', 'Apply');
            const everyMatch = (await reference.execute()).length;
            const expected = (
              await reference
                .orderBy('applied_at', 'desc')
                .orderBy('id', 'desc')
                .limit(4)
                .offset((page - 1) * 3)
                .execute()
            ).map((row) => row.id);
            // The default walk, a short one and none (the trigram index alone).
            for (const searchWalk of [undefined, 5, 0]) {
              const label = `${scope.kind} ${filter} '${search}' page ${page} walk ${searchWalk}`;
              const { rows, total } = await listApplications(
                t.db,
                { scope, filter, search, page, limit: 3 },
                { searchWalk },
              );
              assert.deepEqual(
                rows.map((row) => row.id),
                expected.slice(0, 3),
                label,
              );
              // Counted up to this page; a page past the last match counts them all (searchedTotal).
              assert.equal(
                total,
                expected.length > 0 || page === 1 ? (page - 1) * 3 + expected.length : everyMatch,
                label,
              );
            }
          }
    await t.db.deleteFrom('applications').where('user_id', '=', owner.id).execute();
  });
});

describe('kept application counts', () => {
  /** The counts as the rows give them, per candidate and for everyone, and as the kept tables hold them. */
  async function countedAndKept() {
    const counted = await sql<{ user_id: string; quick: number; apply: number }>`
      select user_id, count(*) filter (where application_type = 'Quick Apply')::int as quick,
             count(*) filter (where application_type = 'Apply')::int as apply
        from applications group by user_id order by user_id`.execute(t.db);
    const kept = await sql<{ user_id: string; quick: number; apply: number }>`
      select user_id, quick, apply from application_counts where quick + apply > 0 order by user_id`.execute(t.db);
    const totals = await sql<{ quick: string; apply: string; counted: string }>`
      select quick::text, apply::text, (select count(*) from applications)::text as counted
        from application_totals`.execute(t.db);
    return { counted: counted.rows, kept: kept.rows, totals: totals.rows };
  }

  it('follow every insert, type change, move, delete and account deletion, and match a refresh', async () => {
    const insert = (userId: string, type: string, title: string) =>
      sql`
      insert into applications (user_id, platform, title, company, location, description, applied_at,
                                application_type, level, duration, salary, job_type)
      values (${userId}::uuid, 'Seek', ${title}, 'Kept Co', 'Dubbo NSW', 'Kept.', now(), ${type}, 'Entry Level',
              'Permanent', '$1', 'Full-Time')`.execute(t.db);
    const { password_hash: demoPasswordHash } = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'candidate@portal.test')
      .executeTakeFirstOrThrow();
    const [first, second] = await t.db
      .insertInto('users')
      .values(
        ['kept.one@example.com', 'kept.two@example.com'].map((email) => ({
          first_name: 'Kept',
          last_name: 'Count',
          email,
          role: 'user' as const,
          email_verified: true,
          password_hash: demoPasswordHash,
        })),
      )
      .returning('id')
      .execute();
    await insert(first!.id, 'Apply', 'Kept one');
    await insert(first!.id, 'Quick Apply', 'Kept two');
    await insert(first!.id, 'Quick Apply', 'Kept three');
    await insert(second!.id, 'Apply', 'Kept four');
    await t.db.updateTable('applications').set({ application_type: 'Apply' }).where('title', '=', 'Kept two').execute();
    await t.db.updateTable('applications').set({ user_id: second!.id }).where('title', '=', 'Kept three').execute();
    await t.db.deleteFrom('applications').where('title', '=', 'Kept four').execute();

    const secondToken = await signIn(t.app, 'kept.two@example.com');
    const tabs = (await counts(secondToken)).body.data.map(countIn);
    assert.deepEqual(tabs, [1, 1, 1, 1, 0], 'all, week, month, quick, apply of the second candidate');
    const listed = await list(secondToken, { filter: 'quick' });
    assert.equal(listed.body.data.totalDocs, 1);

    const before = await countedAndKept();
    assert.deepEqual(before.kept, before.counted);
    assert.equal(Number(before.totals[0]!.quick) + Number(before.totals[0]!.apply), Number(before.totals[0]!.counted));
    const everyone = await list(tokens.superAdmin);
    assert.equal(everyone.body.data.totalDocs, Number(before.totals[0]!.counted));

    await t.db.deleteFrom('users').where('id', 'in', [first!.id, second!.id]).execute();
    const after = await countedAndKept();
    assert.deepEqual(after.kept, after.counted);
    assert.equal(Number(after.totals[0]!.quick) + Number(after.totals[0]!.apply), Number(after.totals[0]!.counted));
    assert.equal(Number(after.totals[0]!.counted), Number(before.totals[0]!.counted) - 3);

    await sql`select refresh_application_counts()`.execute(t.db);
    assert.deepEqual(await countedAndKept(), after);
  });

  it("count the week and month tabs exactly around the windows' start, as the rows say", async () => {
    const { password_hash: demoPasswordHash } = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'candidate@portal.test')
      .executeTakeFirstOrThrow();
    const windowed = await t.db
      .insertInto('users')
      .values({
        first_name: 'Window',
        last_name: 'Count',
        email: 'window.count@example.com',
        role: 'user',
        email_verified: true,
        password_hash: demoPasswordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Minutes before now: either side of 7 and 30 days, inside the hour each window starts in, and a future one.
    const minutes = [1, 59, 61, 7 * 1440 - 90, 7 * 1440 - 30, 7 * 1440 - 1, 7 * 1440 + 1, 7 * 1440 + 30, 7 * 1440 + 90];
    minutes.push(30 * 1440 - 45, 30 * 1440 - 2, 30 * 1440 + 2, 30 * 1440 + 45, 45 * 1440, -120);
    // A minute either side of the end of the UTC day each window starts in (whole days after it are counted from the
    // kept days, the rest of that day from the kept hours), unless that is within minutes of the window's start.
    const dayMinutes = 1440;
    for (const windowDays of [7, 30]) {
      const start = Date.now() - windowDays * dayMs;
      const minutesAgo = Math.round((Date.now() - (Math.floor(start / dayMs) + 1) * dayMs) / 60_000);
      if (minutesAgo > 5 && minutesAgo < windowDays * dayMinutes - 5) minutes.push(minutesAgo - 1, minutesAgo + 1);
    }
    await sql`
      insert into applications (user_id, platform, title, company, location, description, applied_at,
                                application_type, level, duration, salary, job_type)
      select ${windowed.id}::uuid, 'Seek', 'Window ' || m, 'Window Co', 'Dubbo NSW', 'Window.',
             now() - make_interval(mins => m), 'Apply', 'Entry Level', 'Permanent', '$1', 'Full-Time'
        from unnest(${minutes}::int[]) m`.execute(t.db);
    const token = await signIn(t.app, 'window.count@example.com');
    const expected = minutes.filter((m) => m <= 7 * 1440 - 1).length;
    const expectedMonth = minutes.filter((m) => m <= 30 * 1440 - 2).length;
    const tabs = (await counts(token)).body.data.map(countIn);
    assert.deepEqual(tabs, [minutes.length, expected, expectedMonth, 0, minutes.length]);
    assert.equal((await list(token, { filter: 'week' })).body.data.totalDocs, expected);
    assert.equal((await list(token, { filter: 'month' })).body.data.totalDocs, expectedMonth);

    // One moved out of the week, one deleted: the kept hours follow, and match a refresh.
    await sql`update applications set applied_at = now() - interval '40 days'
               where user_id = ${windowed.id} and title = 'Window 61'`.execute(t.db);
    await sql`delete from applications where user_id = ${windowed.id} and title = 'Window 1'`.execute(t.db);
    const after = (await counts(token)).body.data.map(countIn);
    assert.deepEqual(after, [minutes.length - 1, expected - 2, expectedMonth - 2, 0, minutes.length - 1]);
    const hours = async () =>
      (
        await sql<{ user_id: string; hour: Date; applications: number }>`
          select user_id, hour, applications from application_hours where applications > 0
           order by user_id, hour`.execute(t.db)
      ).rows;
    const kept = await hours();
    await sql`select refresh_application_hours()`.execute(t.db);
    assert.deepEqual(await hours(), kept);

    // Everyone's hours (the super admin's week figure) follow too, and the week counted from them is the rows'.
    const everyonesHours = async () =>
      (
        await sql<{ hour: Date; applications: number }>`select hour, applications from application_hours_all
                                                           order by hour`.execute(t.db)
      ).rows;
    const everyonesWeek = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from applications
                                    where applied_at >= now() - make_interval(days => 7)`.execute(t.db)
        ).rows[0]!.n,
      );
    for (const when of ['after the move and the deletion', 'after the candidate was removed']) {
      if (when === 'after the candidate was removed')
        await t.db.deleteFrom('users').where('id', '=', windowed.id).execute();
      const { applied } = await t.db.selectNoFrom(appliedByEveryoneSince(7).as('applied')).executeTakeFirstOrThrow();
      assert.equal(Number(applied), await everyonesWeek(), when);
      const keptForEveryone = await everyonesHours();
      await sql`select refresh_application_hours_all()`.execute(t.db);
      assert.deepEqual(await everyonesHours(), keptForEveryone, when);
    }
  });
});
