// The admin's desk (issue 15): assigned candidates, the audited reveal, the admin's document replacement, applications
// recorded within plan quotas (under a lock), job history and the admin dashboard; every call refused for a candidate
// the admin is not assigned to. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  monthNames,
  type AdminDashboard,
  type Application,
  type CandidateDashboard,
  type CandidateRecord,
  type CredentialView,
  type JobHistoryPage,
  type Page,
} from '@portal/shared/contracts';
import { secondAdmin } from '../src/db/demo-accounts';
import { demoCandidateEmail, freeAtQuota } from '../src/modules/candidates/seed';
import { realPdf } from './fixtures/documents';
import { bearer, createTestApp, multipart, signIn, type TestApp } from './helpers';

let t: TestApp;
const tokens = { admin: '', admin2: '', superAdmin: '', candidate: '' };
const ids = { admin: '', admin2: '', demoCandidate: '' };
const dayMs = 24 * 60 * 60 * 1000;

const idOfEmail = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const candidateEmail = (first: string, last: string) => demoCandidateEmail(first, last);
/** Rows of a table: what a refused call must leave as it was. */
const rowsIn = async (table: 'credential_views' | 'applications') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

before(async () => {
  t = await createTestApp({}, { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', RATE_LIMIT_AUTH_PER_MINUTE: '1000' });
  tokens.admin = await signIn(t.app, 'admin@portal.test');
  tokens.admin2 = await signIn(t.app, secondAdmin.email);
  tokens.superAdmin = await signIn(t.app, 'superadmin@portal.test');
  tokens.candidate = await signIn(t.app, 'candidate@portal.test');
  ids.admin = await idOfEmail('admin@portal.test');
  ids.admin2 = await idOfEmail(secondAdmin.email);
  ids.demoCandidate = await idOfEmail('candidate@portal.test');
});
after(async () => t.close());

async function call<T>(method: 'GET' | 'POST', url: string, token: string, options: object = {}) {
  const answer = await t.app.inject({ method, url, headers: bearer(token), ...options });
  return { status: answer.statusCode, body: answer.json() as { success: boolean; message?: string; data: T } };
}
const assigned = (token: string, query: Record<string, string> = {}) =>
  call<Page<CandidateRecord>>('GET', '/api/assigned-users-with-active-subscription', token, { query });

/** The seeded record of a candidate, as the admin's list gives it. */
async function recordOf(first: string, last: string, token = tokens.admin): Promise<CandidateRecord> {
  const { body } = await assigned(token, { search: candidateEmail(first, last) });
  const record = body.data.docs.find((doc) => doc.user.email === candidateEmail(first, last));
  assert.ok(record, `${first} ${last} is in the list`);
  return record;
}

function applicationFor(record: CandidateRecord, overrides: Record<string, unknown> = {}) {
  const portal = record.userPortals[0]!;
  const resume = record.userDocuments.find((document) => document.category === 'Resume/CV')!;
  return {
    user: record.user._id,
    portalName: portal.name,
    status: 'applied',
    company: 'Atlassian',
    description: 'Support the teams that build Jira.',
    location: 'Sydney NSW',
    title: 'Support Engineer',
    resume: resume._id,
    platform: portal._id,
    details: {
      appliedDate: new Date().toISOString(),
      level: 'Mid Level',
      duration: 'Permanent',
      salary: '$90,000',
      type: 'Full-Time',
      applicationType: 'Quick Apply',
    },
    ...overrides,
  };
}
const apply = (token: string, payload: object) => call<Application>('POST', '/api/application', token, { payload });

describe('GET /api/assigned-users-with-active-subscription', () => {
  it('gives the admin only their own candidates, ten a page, each with documents, platforms and plan name', async () => {
    const { status, body } = await assigned(tokens.admin, { page: '1', limit: '10' });
    assert.equal(status, 200);
    const mine = await t.db
      .selectFrom('users')
      .select('id')
      .where('account_officer', '=', ids.admin)
      .where('role', '=', 'user')
      .execute();
    assert.ok(mine.length >= 21, 'the demo candidate and the 20 seeded ones');
    assert.equal(body.data.totalDocs, mine.length);
    assert.equal(body.data.docs.length, 10);
    assert.equal(body.data.totalPages, Math.ceil(mine.length / 10));
    for (const record of body.data.docs) {
      assert.equal(record.user.accountOfficer, ids.admin);
      assert.ok(['Free', 'Silver', 'Gold'].includes(record.planName));
      for (const portal of record.userPortals) assert.equal('password' in (portal.credential ?? {}), false);
    }
    const olivia = await recordOf('Olivia', 'Brown');
    assert.equal(olivia.planName, 'Silver');
    assert.deepEqual(olivia.userDocuments.map((document) => document.category).sort(), ['Cover Letter', 'Resume/CV']);
    assert.deepEqual(olivia.userPortals.map((portal) => portal.name).sort(), ['LinkedIn', 'Seek']);
  });

  it('searches name and e-mail; an unknown search is an empty page', async () => {
    const { body } = await assigned(tokens.admin, { search: 'walker' });
    assert.deepEqual(
      body.data.docs.map((record) => record.user.lastName),
      ['Walker'],
    );
    const none = await assigned(tokens.admin, { search: 'nobody-by-this-name' });
    assert.equal(none.body.data.totalDocs, 0);
    assert.deepEqual(none.body.data.docs, []);
    // A page past the last match says how many matched (searchedTotal), not its offset (page 5: 40), and so does
    // job history, which searches the same way.
    const past = await assigned(tokens.admin, { search: 'walker', page: '5' });
    assert.deepEqual([past.body.data.docs, past.body.data.totalDocs, past.body.data.hasNextPage], [[], 1, false]);
    const pastHistory = await call<Page<unknown>>('GET', '/api/job-history', tokens.admin, {
      query: { search: 'walker', page: '5' },
    });
    assert.deepEqual([pastHistory.body.data.docs, pastHistory.body.data.totalDocs], [[], 1]);
  });

  it("never lists another admin's candidates, and lists every assigned one for a super admin", async () => {
    const { body } = await assigned(tokens.admin, { search: 'campbell' });
    assert.equal(body.data.totalDocs, 0);
    const theirs = await assigned(tokens.admin2, { search: 'campbell' });
    assert.equal(theirs.body.data.totalDocs, 1);
    const all = await assigned(tokens.superAdmin, { search: 'campbell' });
    assert.equal(all.body.data.totalDocs, 1);
    const unassigned = await assigned(tokens.superAdmin, { search: 'cooper' });
    assert.equal(unassigned.body.data.totalDocs, 0, 'not assigned: not in this list');
  });

  it("gives each candidate's use of their plan's quota: Free per week, Silver per month, Gold unlimited, none expired", async () => {
    assert.deepEqual((await recordOf(freeAtQuota.firstName, freeAtQuota.lastName)).quota, {
      used: 10,
      limit: 10,
      period: 'week',
    });
    assert.deepEqual((await recordOf('William', 'Anderson')).quota, { used: 2, limit: 30, period: 'month' });
    assert.equal((await recordOf('Noah', 'Wilson')).quota?.limit, null);
    assert.equal((await recordOf('Mia', 'White')).quota, null);
  });

  it('filters those at or near their quota and those with no platform', async () => {
    const near = await assigned(tokens.admin, { filter: 'near-quota', limit: '50' });
    const nearNames = near.body.data.docs.map((record) => record.user.lastName).sort();
    assert.deepEqual(nearNames, ['Thompson', 'Walker']);
    const none = await assigned(tokens.admin, { filter: 'no-platform', limit: '50' });
    assert.deepEqual(none.body.data.docs.map((record) => record.user.lastName).sort(), ['Martin', 'Robinson']);
    for (const record of none.body.data.docs) assert.deepEqual(record.userPortals, []);
  });

  it('refuses candidates, and bad queries with 400', async () => {
    assert.equal((await assigned(tokens.candidate)).status, 403);
    assert.equal((await assigned(tokens.admin, { limit: '0' })).status, 400);
    assert.equal((await assigned(tokens.admin, { filter: 'everything' })).status, 400);
  });
});

describe('Reveal of a platform password (audited)', () => {
  it('decrypts for the assigned admin and a super admin, and writes who, when and which platform', async () => {
    const portal = await t.db
      .selectFrom('portals')
      .select(['id', 'name'])
      .where('user_id', '=', ids.demoCandidate)
      .executeTakeFirstOrThrow();
    const before = Date.now();
    const byAdmin = await call<{ platform: string; email: string; password: string }>(
      'POST',
      `/api/portals/${portal.id}/reveal`,
      tokens.admin,
    );
    assert.equal(byAdmin.status, 200);
    assert.deepEqual(byAdmin.body.data, {
      platform: 'Indeed',
      email: 'casey.candidate@example.com',
      password: 'Indeed@Demo2026',
    });
    const bySuper = await call('POST', `/api/portals/${portal.id}/reveal`, tokens.superAdmin);
    assert.equal(bySuper.status, 200);

    const views = await call<Page<CredentialView>>('GET', '/api/credential-views', tokens.candidate);
    assert.equal(views.status, 200);
    const [latest, earlier] = views.body.data.docs;
    assert.equal(latest?.viewer.role, 'superAdmin');
    assert.equal(earlier?.viewer.role, 'admin');
    assert.equal(earlier?.viewer.firstName, 'Alex');
    assert.equal(earlier?.platform, 'Indeed');
    assert.ok(new Date(earlier!.viewedAt).getTime() >= before - 1000);
    const rows = await t.db
      .selectFrom('credential_views')
      .selectAll()
      .where('candidate_id', '=', ids.demoCandidate)
      .execute();
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows.map((row) => row.viewer_id).sort(),
      [ids.admin, await idOfEmail('superadmin@portal.test')].sort(),
    );
  });

  it('refuses an admin the candidate is not assigned to, and the candidate, and writes nothing', async () => {
    const portal = await t.db
      .selectFrom('portals')
      .select('id')
      .where('user_id', '=', ids.demoCandidate)
      .executeTakeFirstOrThrow();
    const count = () => rowsIn('credential_views');
    const before = await count();
    assert.equal((await call('POST', `/api/portals/${portal.id}/reveal`, tokens.admin2)).status, 403);
    assert.equal((await call('POST', `/api/portals/${portal.id}/reveal`, tokens.candidate)).status, 403);
    assert.equal((await call('POST', '/api/portals/not-a-uuid/reveal', tokens.admin)).status, 404);
    assert.equal(
      (await call('POST', '/api/portals/00000000-0000-4000-8000-000000000000/reveal', tokens.admin)).status,
      404,
    );
    assert.equal(await count(), before);
    // Staff read a candidate's log only where they may see the candidate.
    assert.equal(
      (await call('GET', '/api/credential-views', tokens.admin2, { query: { user: ids.demoCandidate } })).status,
      403,
    );
    assert.equal(
      (await call('GET', '/api/credential-views', tokens.admin, { query: { user: ids.demoCandidate } })).status,
      200,
    );
  });
});

describe('POST /api/document/admin-upload', () => {
  async function uploadAs(token: string) {
    const form = multipart([
      { name: 'file', filename: 'New CV.pdf', content: realPdf(), contentType: 'application/pdf' },
    ]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/document/uploads',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    assert.equal(answer.statusCode, 201, answer.body);
    return answer.json().data as { uri: string; title: string; type: 'pdf'; size: number };
  }
  const replacement = (user: string, upload: { uri: string; size: number }, category = 'Resume/CV') => ({
    user,
    type: 'pdf',
    title: 'Olivia Brown CV 2026.pdf',
    uri: upload.uri,
    size: upload.size,
    category,
    default: false,
  });

  it('adds a new version; the application sent before keeps the old file, the new one gets the new', async () => {
    const olivia = await recordOf('Olivia', 'Brown');
    const oldCv = olivia.userDocuments.find((document) => document.category === 'Resume/CV')!;
    const before = await apply(tokens.admin, applicationFor(olivia));
    assert.equal(before.status, 201, JSON.stringify(before.body));
    assert.equal(before.body.data.cvUrl, oldCv.uri);

    const upload = await uploadAs(tokens.admin);
    const answer = await call<{ uri: string; title: string; agree: string }>(
      'POST',
      '/api/document/admin-upload',
      tokens.admin,
      { payload: replacement(olivia.user._id, upload) },
    );
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.message, 'Document updated successfully.');
    assert.equal(answer.body.data.uri, upload.uri);
    assert.equal(answer.body.data.agree, 'true');

    const after = await recordOf('Olivia', 'Brown');
    const newCv = after.userDocuments.find((document) => document.category === 'Resume/CV')!;
    assert.equal(newCv.uri, upload.uri);
    assert.equal(after.userDocuments.filter((document) => document.category === 'Resume/CV').length, 1);
    const next = await apply(tokens.admin, applicationFor(after));
    assert.equal(next.body.data.cvUrl, upload.uri);

    // The earlier application still shows, and serves, the file it was sent with.
    const history = await call<Page<Application>>('GET', '/api/applications', tokens.admin, {
      query: { user: olivia.user._id, limit: '50' },
    });
    const sentBefore = history.body.data.docs.find((application) => application._id === before.body.data._id)!;
    assert.equal(sentBefore.cvUrl, oldCv.uri);
    assert.equal(sentBefore.cvName, oldCv.title);
    const oldFile = await t.app.inject({ method: 'GET', url: oldCv.uri, headers: bearer(tokens.admin) });
    assert.equal(oldFile.statusCode, 200);
    // The candidate reads their new file too (it is theirs now).
    const candidateToken = await signIn(t.app, candidateEmail('Olivia', 'Brown'));
    const newFile = await t.app.inject({ method: 'GET', url: upload.uri, headers: bearer(candidateToken) });
    assert.equal(newFile.statusCode, 200);
  });

  it('refuses without the candidate’s consent, for a candidate not assigned, and with another’s upload', async () => {
    const olivia = await recordOf('Olivia', 'Brown');
    const noah = await recordOf('Noah', 'Wilson');
    const upload = await uploadAs(tokens.admin);
    const documents = async (user: string) =>
      (await t.db.selectFrom('documents').select(['id', 'upload_id']).where('user_id', '=', user).execute()).sort(
        (a, b) => a.id.localeCompare(b.id),
      );
    const noahBefore = await documents(noah.user._id);
    const refused = await call('POST', '/api/document/admin-upload', tokens.admin, {
      payload: replacement(noah.user._id, upload),
    });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, 'The candidate has not agreed to changes of this document.');
    assert.deepEqual(await documents(noah.user._id), noahBefore);

    const ruby = await recordOf('Ruby', 'Campbell', tokens.admin2);
    const rubyBefore = await documents(ruby.user._id);
    assert.equal(
      (await call('POST', '/api/document/admin-upload', tokens.admin, { payload: replacement(ruby.user._id, upload) }))
        .status,
      403,
    );
    assert.deepEqual(await documents(ruby.user._id), rubyBefore);

    const theirs = await uploadAs(tokens.admin2);
    const oliviaBefore = await documents(olivia.user._id);
    assert.equal(
      (
        await call('POST', '/api/document/admin-upload', tokens.admin, {
          payload: replacement(olivia.user._id, theirs),
        })
      ).status,
      404,
    );
    assert.equal(
      (
        await call('POST', '/api/document/admin-upload', tokens.candidate, {
          payload: replacement(olivia.user._id, upload),
        })
      ).status,
      403,
    );
    assert.deepEqual(await documents(olivia.user._id), oliviaBefore);
  });

  it('stores the title on one line and without bidi controls, as the candidate’s own attach does', async () => {
    const olivia = await recordOf('Olivia', 'Brown');
    const upload = await uploadAs(tokens.admin);
    const answer = await call<{ title: string }>('POST', '/api/document/admin-upload', tokens.admin, {
      payload: { ...replacement(olivia.user._id, upload), title: 'Olivia\r\nBrown CV\u202Efdp.exe' },
    });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(answer.body.data.title, 'Olivia Brown CVfdp.exe');
  });
});

describe('POST /api/application: scope, platform, resume', () => {
  it('records for the assigned admin with status applied and the platform chosen', async () => {
    const grace = await recordOf('Grace', 'Clarke');
    const answer = await apply(tokens.admin, applicationFor(grace));
    assert.equal(answer.status, 201);
    assert.equal(answer.body.message, 'Application submitted successfully!');
    assert.equal(answer.body.data.status, 'applied');
    assert.equal(answer.body.data.platform, grace.userPortals[0]!.name);
    const row = await t.db
      .selectFrom('applications')
      .select('recorded_by')
      .where('id', '=', answer.body.data._id)
      .executeTakeFirstOrThrow();
    assert.equal(row.recorded_by, ids.admin);
  });

  it("refuses another admin's candidate, a candidate caller, another's platform or resume, and a future date", async () => {
    const grace = await recordOf('Grace', 'Clarke');
    const ruby = await recordOf('Ruby', 'Campbell', tokens.admin2);
    const count = () => rowsIn('applications');
    const before = await count();
    assert.equal((await apply(tokens.admin, applicationFor(ruby))).status, 403);
    assert.equal((await apply(tokens.candidate, applicationFor(grace))).status, 403);
    const wrongPlatform = await apply(tokens.admin, applicationFor(grace, { platform: ruby.userPortals[0]!._id }));
    assert.equal(wrongPlatform.status, 400);
    assert.equal(wrongPlatform.body.message, "The platform must be one of the candidate's job platforms.");
    const wrongName = await apply(tokens.admin, applicationFor(grace, { portalName: 'Glassdoor' }));
    assert.equal(wrongName.status, 400);
    const cover = grace.userDocuments.find((document) => document.category === 'Cover Letter')!;
    const wrongResume = await apply(tokens.admin, applicationFor(grace, { resume: cover._id }));
    assert.equal(wrongResume.status, 400);
    assert.equal(wrongResume.body.message, "The resume must be the candidate's current Resume/CV.");
    const future = await apply(
      tokens.admin,
      applicationFor(grace, {
        details: { ...applicationFor(grace).details, appliedDate: new Date(Date.now() + 3 * dayMs).toISOString() },
      }),
    );
    assert.equal(future.status, 400);
    // The staff's form checks the same words under the field (sharedMessages, one text for both).
    assert.equal(future.body.message, 'Application Date cannot be in the future.');
    const missing = await apply(tokens.admin, { ...applicationFor(grace), user: undefined });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'User ID is missing');
    const notApplied = await apply(tokens.admin, applicationFor(grace, { status: 'rejected' }));
    assert.equal(notApplied.status, 400);
    assert.equal(await count(), before);
  });
});

describe('POST /api/application: the application date', () => {
  it('refuses a date before 2000 (year 1 is not stored as 2001) and a date that does not exist, each with its reason', async () => {
    const grace = await recordOf('Grace', 'Clarke');
    const before = await rowsIn('applications');
    const dated = (appliedDate: string) =>
      apply(tokens.admin, applicationFor(grace, { details: { ...applicationFor(grace).details, appliedDate } }));
    for (const appliedDate of ['0001-01-01T00:00:00Z', '1900-06-01', '1999-12-31T23:59:59Z']) {
      const answer = await dated(appliedDate);
      assert.equal(answer.status, 400, appliedDate);
      assert.equal(answer.body.message, 'Application Date cannot be before 1 January 2000.', appliedDate);
    }
    for (const appliedDate of ['2026-02-30', 'yesterday', '2026-13-01T00:00:00Z']) {
      const answer = await dated(appliedDate);
      assert.equal(answer.status, 400, appliedDate);
      assert.equal(answer.body.message, 'Application Date must be a date.', appliedDate);
    }
    assert.equal(await rowsIn('applications'), before);
    assert.equal((await dated('2000-01-01')).status, 201);
  });
});

describe('POST /api/application: plan quotas', () => {
  it('refuses the Free candidate at 10 this week, naming the plan and the limit', async () => {
    const liam = await recordOf(freeAtQuota.firstName, freeAtQuota.lastName);
    const answer = await apply(tokens.admin, applicationFor(liam));
    assert.equal(answer.status, 409);
    assert.equal(
      answer.body.message,
      'Quota reached: the Free plan allows 10 applications per week, and this candidate has used all 10.',
    );
  });

  it('refuses it whatever date the new application carries: the last 7 days already hold 10', async () => {
    const liam = await recordOf(freeAtQuota.firstName, freeAtQuota.lastName);
    const details = { ...applicationFor(liam).details, appliedDate: new Date(Date.now() - 8 * dayMs).toISOString() };
    const answer = await apply(tokens.admin, applicationFor(liam, { details }));
    assert.equal(answer.status, 409);
  });

  it('allows the Free candidate with 9 this week one more, then refuses the eleventh', async () => {
    const amelia = await recordOf('Amelia', 'Taylor'); // Free, 3 this week
    for (let index = 0; index < 7; index += 1)
      assert.equal((await apply(tokens.admin, applicationFor(amelia))).status, 201, `application ${index + 4}`);
    const over = await apply(tokens.admin, applicationFor(amelia));
    assert.equal(over.status, 409);
    assert.match(over.body.message!, /Free plan allows 10 applications per week/);
  });

  it('Silver: 30 per 30 days (the candidate with 25 gets 5 more); Gold: unlimited', async () => {
    const jack = await recordOf('Jack', 'Thompson');
    for (let index = 0; index < 5; index += 1)
      assert.equal((await apply(tokens.admin, applicationFor(jack))).status, 201);
    const over = await apply(tokens.admin, applicationFor(jack));
    assert.equal(over.status, 409);
    assert.equal(
      over.body.message,
      'Quota reached: the Silver plan allows 30 applications per month, and this candidate has used all 30.',
    );
    const charlotte = await recordOf('Charlotte', 'Nguyen'); // Gold
    await t.db
      .insertInto('applications')
      .values(
        Array.from({ length: 40 }, () => ({
          user_id: charlotte.user._id,
          platform: 'Seek' as const,
          title: 'Analyst',
          company: 'NAB',
          location: 'Melbourne VIC',
          description: 'Bulk',
          applied_at: new Date(),
          application_type: 'Apply' as const,
          level: 'Mid Level',
          duration: 'Permanent',
          salary: '$90,000',
          job_type: 'Full-Time' as const,
        })),
      )
      .execute();
    assert.equal((await apply(tokens.admin, applicationFor(charlotte))).status, 201);
  });

  it('refuses a candidate whose plan has expired', async () => {
    const mia = await recordOf('Mia', 'White');
    const answer = await apply(tokens.admin, applicationFor(mia));
    assert.equal(answer.status, 409);
    assert.equal(
      answer.body.message,
      "The candidate's Free plan has expired (it allowed 10 applications per week): no applications can be recorded until it is renewed.",
    );
  });

  it('lets only one of several simultaneous last applications through (admin and super admin at once)', async () => {
    const ethan = await recordOf('Ethan', 'Mitchell'); // Free, 1 this week
    for (let index = 0; index < 8; index += 1)
      assert.equal((await apply(tokens.admin, applicationFor(ethan))).status, 201);
    // Six at once for the last place, from the admin and a super admin: exactly one gets it.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        apply(index % 2 ? tokens.superAdmin : tokens.admin, applicationFor(ethan)),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409, 409, 409, 409, 409]);
    const stored = await t.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', ethan.user._id)
      .where('applied_at', '>=', new Date(Date.now() - 7 * dayMs))
      .executeTakeFirstOrThrow();
    assert.equal(Number(stored.n), 10);
  });
});

describe('GET /api/job-history and GET /api/admin/dashboard', () => {
  const history = (token: string, query: Record<string, string> = {}) =>
    call<JobHistoryPage>('GET', '/api/job-history', token, { query });

  it("lists the admin's candidates with plan and this week's applications; search, plan and applied filters work", async () => {
    const all = await history(tokens.admin, { limit: '100' });
    assert.equal(all.status, 200);
    const mine = await t.db
      .selectFrom('users')
      .select('id')
      .where('account_officer', '=', ids.admin)
      .where('role', '=', 'user')
      .execute();
    assert.equal(all.body.data.totalDocs, mine.length);
    const walker = all.body.data.docs.find((doc) => doc.user.lastName === 'Walker')!;
    assert.equal(walker.planName, 'Free');
    assert.equal(walker.appliedThisWeek, 10);

    const gold = await history(tokens.admin, { plan: 'Gold', limit: '100' });
    assert.ok(gold.body.data.docs.length > 0);
    for (const doc of gold.body.data.docs) assert.equal(doc.planName, 'Gold');
    const thisWeek = await history(tokens.admin, { applied: 'this-week', limit: '100' });
    for (const doc of thisWeek.body.data.docs) assert.ok(doc.appliedThisWeek > 0);
    const notThisWeek = await history(tokens.admin, { applied: 'not-this-week', limit: '100' });
    for (const doc of notThisWeek.body.data.docs) assert.equal(doc.appliedThisWeek, 0);
    assert.equal(thisWeek.body.data.totalDocs + notThisWeek.body.data.totalDocs, mine.length);
    const search = await history(tokens.admin, { search: 'olivia.brown' });
    assert.deepEqual(
      search.body.data.docs.map((doc) => doc.user.lastName),
      ['Brown'],
    );
  });

  it('names the admin whose candidates these are: the signed-in admin, or the one a super admin asked for', async () => {
    const nameOf = async (id: string) => {
      const row = await t.db
        .selectFrom('users')
        .select(['id as _id', 'first_name as firstName', 'last_name as lastName'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { ...row };
    };
    assert.deepEqual((await history(tokens.admin)).body.data.admin, await nameOf(ids.admin));
    const bySuper = await history(tokens.superAdmin, { admin: ids.admin2 });
    assert.deepEqual(bySuper.body.data.admin, await nameOf(ids.admin2));
    assert.notDeepEqual(bySuper.body.data.admin, await nameOf(ids.admin));
    const unknown = await history(tokens.superAdmin, { admin: '00000000-0000-4000-8000-000000000000' });
    assert.deepEqual([unknown.status, unknown.body.message], [404, 'This admin was not found.']);
  });

  it("gives another admin's history only to a super admin", async () => {
    assert.equal((await history(tokens.admin, { admin: ids.admin2 })).status, 403);
    assert.equal((await history(tokens.admin, { admin: ids.admin })).status, 200);
    const bySuper = await history(tokens.superAdmin, { admin: ids.admin2, limit: '100' });
    assert.equal(bySuper.status, 200);
    for (const doc of bySuper.body.data.docs) assert.equal(doc.user.accountOfficer, ids.admin2);
    assert.equal((await history(tokens.superAdmin)).status, 400);
    assert.equal((await history(tokens.superAdmin, { admin: ids.demoCandidate })).status, 404);
    assert.equal((await history(tokens.candidate)).status, 403);
  });

  it('gives the admin their figures: assigned, applications this week, near quota, no platform', async () => {
    const answer = await call<AdminDashboard>('GET', '/api/admin/dashboard', tokens.admin);
    assert.equal(answer.status, 200);
    const figures = answer.body.data;
    const mine = await t.db
      .selectFrom('users')
      .select('id')
      .where('account_officer', '=', ids.admin)
      .where('role', '=', 'user')
      .execute();
    assert.equal(figures.assignedCandidates, mine.length);
    const week = await t.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(
        'user_id',
        'in',
        mine.map((row) => row.id),
      )
      .where('applied_at', '>=', new Date(Date.now() - 7 * dayMs))
      .executeTakeFirstOrThrow();
    assert.equal(figures.applicationsThisWeek, Number(week.n));
    const walker = figures.nearQuota.candidates.find((candidate) => candidate.lastName === 'Walker');
    assert.deepEqual(walker && { planName: walker.planName, used: walker.used, limit: walker.limit }, {
      planName: 'Free',
      used: 10,
      limit: 10,
    });
    assert.ok(figures.noPlatform.total >= 2);
    assert.equal((await call('GET', '/api/admin/dashboard', tokens.superAdmin)).status, 403);
  });
});

describe('scope: every call about a candidate not assigned to the admin', () => {
  it('is refused for the second admin, as each is answered for the assigned one', async () => {
    const olivia = await recordOf('Olivia', 'Brown');
    const id = olivia.user._id;
    const portal = olivia.userPortals[0]!;
    const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', `/api/documents?user=${id}`],
      ['GET', `/api/portals?user=${id}`],
      ['GET', `/api/applications?user=${id}`],
      ['GET', `/api/application/user-application-count?user=${id}`],
      ['GET', `/api/credential-views?user=${id}`],
      ['GET', `/api/job-history?admin=${ids.admin}`],
      ['POST', `/api/portals/${portal._id}/reveal`],
      ['POST', '/api/application', applicationFor(olivia)],
    ];
    for (const [method, url, payload] of calls) {
      const refused = await call(method, url, tokens.admin2, payload ? { payload } : {});
      assert.equal(refused.status, 403, `${method} ${url} for another admin`);
      const allowed = await call(method, url, tokens.admin, payload ? { payload } : {});
      assert.ok([200, 201].includes(allowed.status), `${method} ${url} for the assigned admin: ${allowed.status}`);
    }
    const search = await assigned(tokens.admin2, { search: 'olivia.brown' });
    assert.equal(search.body.data.totalDocs, 0);
  });
});

describe('GET /api/users?accountOfficer=', () => {
  it("gives a super admin one admin's candidates and an admin nothing of another admin's", async () => {
    const bySuper = await call<Page<{ accountOfficer: string }>>('GET', '/api/users', tokens.superAdmin, {
      query: { accountOfficer: ids.admin2, role: 'user', page: '1' },
    });
    assert.equal(bySuper.status, 200);
    assert.equal(bySuper.body.data.totalDocs, 12);
    for (const user of bySuper.body.data.docs) assert.equal(user.accountOfficer, ids.admin2);
    const byAdmin = await call<Page<unknown>>('GET', '/api/users', tokens.admin, {
      query: { accountOfficer: ids.admin2, page: '1' },
    });
    assert.equal(byAdmin.status, 200);
    assert.equal(byAdmin.body.data.totalDocs, 0);
  });
});

describe("the candidate's plan now: a paid period before a running Free trial, and a plan that has not started", () => {
  const dashboardPlan = async () =>
    (await call<CandidateDashboard>('GET', '/api/application/dashboard', tokens.candidate)).body.data.plan;

  it('holds a candidate who pays Silver while their Free trial runs to Silver, as staff and the candidate see it', async () => {
    // The demo candidate's Free trial runs from today.
    await t.db
      .updateTable('subscriptions')
      .set({ start_date: new Date(), exp_date: new Date(Date.now() + 7 * dayMs) })
      .where('user_id', '=', ids.demoCandidate)
      .where('kind', '=', 'trial')
      .execute();
    const thisMonth = monthNames[new Date().getUTCMonth()]!;
    const created = await call<{ client_secret: string }>('POST', '/api/create-payment', tokens.candidate, {
      payload: { months: [thisMonth], subscriptionPlanID: 'Silver', tailorCV: true },
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const paid = await call<{ status: string }>('POST', '/api/payments/local/confirm', tokens.candidate, {
      payload: {
        client_secret: created.body.data.client_secret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 34',
        cvc: '123',
      },
    });
    assert.equal(paid.body.data.status, 'succeeded');

    const records = await assigned(tokens.admin, { search: 'candidate@portal.test' });
    const demo = records.body.data.docs.find((record) => record.user._id === ids.demoCandidate)!;
    assert.equal(demo.planName, 'Silver');
    assert.deepEqual(demo.quota && { limit: demo.quota.limit, period: demo.quota.period }, {
      limit: 30,
      period: 'month',
    });
    const history = await call<JobHistoryPage>('GET', '/api/job-history', tokens.admin, {
      query: { search: 'candidate@portal.test' },
    });
    assert.deepEqual(
      history.body.data.docs.map((doc) => doc.planName),
      ['Silver'],
    );
    const plan = await dashboardPlan();
    assert.equal(plan?.name, 'Silver');
    assert.equal(plan?.startsAt, null);
    assert.ok(plan!.daysLeft! >= 1);

    // Free would stop at 10 this week; Silver allows 30 in 30 days.
    const week = await t.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', ids.demoCandidate)
      .where('applied_at', '>=', new Date(Date.now() - 7 * dayMs))
      .executeTakeFirstOrThrow();
    const thisWeek = Number(week.n);
    assert.ok(
      thisWeek <= 10 && demo.quota!.used + 11 - thisWeek <= 30,
      `${thisWeek} this week, ${demo.quota!.used} in 30 days`,
    );
    for (let index = thisWeek; index < 11; index += 1) {
      const answer = await apply(tokens.admin, applicationFor(demo));
      assert.equal(answer.status, 201, `application ${index + 1} this week: ${answer.body.message}`);
    }
    const figures = await call<AdminDashboard>('GET', '/api/admin/dashboard', tokens.admin);
    // 11 of Free's 10 would list them as over; of Silver's 30 they are listed only from 24, as Silver.
    const listed = figures.body.data.nearQuota.candidates.find((candidate) => candidate._id === demo.user._id);
    assert.ok(listed === undefined || (listed.planName === 'Silver' && listed.limit === 30), JSON.stringify(listed));
  });

  it("refuses a candidate whose plan paid for has not started yet, naming the day it starts ('1 Dec 2026')", async () => {
    const james = await recordOf('James', 'Baker'); // Free trial expired
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const silver = await t.db
      .selectFrom('subscription_plans')
      .select('id')
      .where('name', '=', 'Silver')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: james.user._id,
        plan_id: silver.id,
        plan_name: 'Silver',
        kind: 'paid',
        months: [monthNames[start.getUTCMonth()]!],
        start_date: start,
        exp_date: new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)),
      })
      .execute();
    await t.db.updateTable('users').set({ subscription: 'Silver' }).where('id', '=', james.user._id).execute();
    const day = `${start.getUTCDate()} ${start.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${start.getUTCFullYear()}`;
    for (const token of [tokens.superAdmin, tokens.admin]) {
      const answer = await apply(token, applicationFor(james));
      assert.equal(answer.status, 409);
      assert.equal(
        answer.body.message,
        `The candidate's Silver plan starts on ${day}: no applications can be recorded before then.`,
      );
    }
  });
});
