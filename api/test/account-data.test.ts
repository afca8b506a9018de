// The candidate's own data: GET /api/user/my-data (a zip of everything held, documents included) and
// POST /api/user/delete-account (password-confirmed; nothing personal left, payment records kept anonymised,
// sessions ended, staff lists without the account, the address free to sign up again).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import yauzl from 'yauzl';
import { accountDataMessages } from '../src/modules/account-data/texts';
import { assertPasswordChecksWait, bearer, createTestApp, newCandidate, signIn, type TestApp } from './helpers';

let t: TestApp;
const demoEmail = 'candidate@portal.test';

/** A staff member (Avery Auditor, admin) viewed the candidate's first platform login; answers its platform. */
async function recordPlatformLoginView(candidateId: string): Promise<string> {
  const portal = await t.db
    .selectFrom('portals')
    .select(['id', 'name'])
    .where('user_id', '=', candidateId)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('credential_views')
    .values({
      candidate_id: candidateId,
      viewer_id: null,
      viewer_first_name: 'Avery',
      viewer_last_name: 'Auditor',
      viewer_role: 'admin',
      portal_id: portal.id,
      platform: portal.name,
    })
    .execute();
  return portal.name;
}
let candidateId: string;

before(async () => {
  t = await createTestApp();
  candidateId = (await t.db.selectFrom('users').select('id').where('email', '=', demoEmail).executeTakeFirstOrThrow())
    .id;
});
after(async () => t.close());

/** The entries of a zip: name → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Rows of every table that name this account by a user column or by its e-mail. */
async function personalRows(userId: string, email: string): Promise<Record<string, number>> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema()
      and (column_name in ('user_id', 'sender', 'recorded_by', 'account_officer', 'email', 'to', 'new_email', 'credential_email')
           or (table_name = 'users' and column_name = 'id'))`.execute(t.db);
  const found: Record<string, number> = {};
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const value = type === 'uuid' ? userId : email;
    const { rows } = await sql<{ count: string | number }>`
      select count(*) as count from ${sql.table(table)} where ${sql.ref(column)}::text = ${value}`.execute(t.db);
    const count = Number(rows[0]!.count);
    if (count > 0) found[`${table}.${column}`] = count;
  }
  return found;
}

describe('GET /api/user/my-data', () => {
  it('names each stored file in the zip by its own type, whatever its name claimed', async () => {
    const upload = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('user_id', '=', candidateId)
      .where('type', '=', 'pdf')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('uploads').set({ original_name: 'cover.docx' }).where('id', '=', upload.id).execute();
    try {
      const token = await signIn(t.app, demoEmail);
      const answer = await t.app.inject({ method: 'GET', url: '/api/user/my-data', headers: bearer(token) });
      const entries = await unzip(answer.rawPayload);
      assert.ok(entries.has(`documents/${upload.id.slice(0, 8)}-cover.docx.pdf`), [...entries.keys()].join(', '));
    } finally {
      await t.db
        .updateTable('uploads')
        .set({ original_name: upload.original_name })
        .where('id', '=', upload.id)
        .execute();
    }
  });

  it('gives the candidate a zip of their data as JSON and every stored document, without secrets', async () => {
    const token = await signIn(t.app, demoEmail);
    const answer = await t.app.inject({ method: 'GET', url: '/api/user/my-data', headers: bearer(token) });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.headers['content-type'], 'application/zip');
    assert.match(
      String(answer.headers['content-disposition']),
      /attachment; filename="career-portal-my-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = await unzip(answer.rawPayload);
    const json = entries.get('my-data.json')!.toString();
    const data = JSON.parse(json) as {
      account: { email: string; firstName: string };
      files: { name: string; file: string; size: number }[];
      documents: { title: string; file: string | null }[];
      applications: unknown[];
      notifications: unknown[];
      platformLogins: { name: string; credential_email: string | null }[];
    };
    assert.equal(data.account.email, demoEmail);
    const uploads = await t.db.selectFrom('uploads').selectAll().where('user_id', '=', candidateId).execute();
    assert.ok(uploads.length >= 2, 'the demo candidate has stored files');
    assert.equal(data.files.length, uploads.length);
    for (const file of data.files) {
      const bytes = entries.get(file.file);
      assert.ok(bytes, `${file.file} in the zip`);
      assert.equal(bytes.length, file.size);
      const upload = uploads.find((each) => each.original_name === file.name)!;
      assert.ok(file.file.endsWith(`.${upload.type}`), `${file.file} ends in its own type`);
      const stored = await t.app.documentStorage.open(upload.storage_key);
      assert.ok(stored);
      const chunks: Buffer[] = [];
      for await (const chunk of stored) chunks.push(chunk as Buffer);
      assert.ok(Buffer.concat(chunks).equals(bytes), `${file.file} is the stored file`);
    }
    for (const document of data.documents) assert.ok(document.file && entries.has(document.file), document.title);
    const applications = await t.db
      .selectFrom('applications')
      .select('id')
      .where('user_id', '=', candidateId)
      .execute();
    assert.equal(data.applications.length, applications.length);
    assert.ok(data.notifications.length > 0);
    assert.ok(!json.includes('$argon2'), 'no password hash');
    const portals = await t.db.selectFrom('portals').selectAll().where('user_id', '=', candidateId).execute();
    for (const portal of portals)
      if (portal.credential_password_encrypted) assert.ok(!json.includes(portal.credential_password_encrypted));
  });

  it("includes who viewed the candidate's platform logins, as their own page shows it", async () => {
    const platform = await recordPlatformLoginView(candidateId);
    const token = await signIn(t.app, demoEmail);
    const answer = await t.app.inject({ method: 'GET', url: '/api/user/my-data', headers: bearer(token) });
    assert.equal(answer.statusCode, 200, answer.body);
    const data = JSON.parse((await unzip(answer.rawPayload)).get('my-data.json')!.toString()) as {
      platformLoginViews?: { platform: string; viewer: { firstName: string; lastName: string; role: string } }[];
    };
    const views = await t.db
      .selectFrom('credential_views')
      .select('id')
      .where('candidate_id', '=', candidateId)
      .execute();
    assert.equal(data.platformLoginViews?.length, views.length);
    assert.ok(
      (data.platformLoginViews ?? []).some(
        (view) =>
          view.platform === platform &&
          view.viewer.firstName === 'Avery' &&
          view.viewer.lastName === 'Auditor' &&
          view.viewer.role === 'admin',
      ),
    );
  });

  it('is for candidates only', async () => {
    const admin = await signIn(t.app, 'admin@portal.test');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/my-data', headers: bearer(admin) })).statusCode,
      403,
    );
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/user/my-data' })).statusCode, 401);
  });
});

describe('POST /api/user/delete-account', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const token = await signIn(t.app, demoEmail);
    const before = await personalRows(candidateId, demoEmail);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', candidateId).executeTakeFirstOrThrow();
    for (const payload of [{ password: 'Wrong@2026' }, { password: '' }, {}]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/delete-account',
        payload,
        headers: bearer(token),
      });
      assert.equal(answer.statusCode, 400, answer.body);
      if ('password' in payload && payload.password)
        assert.equal((answer.json() as { message: string }).message, accountDataMessages.passwordIncorrect);
    }
    assert.deepEqual(await personalRows(candidateId, demoEmail), before);
    assert.deepEqual(
      await t.db.selectFrom('users').selectAll().where('id', '=', candidateId).executeTakeFirstOrThrow(),
      user,
    );
    const still = await t.app.inject({ method: 'GET', url: '/api/application/dashboard', headers: bearer(token) });
    assert.equal(still.statusCode, 200);
  });

  it('counts wrong passwords with the account’s sign-ins: after five, even the right one waits', async () => {
    const email = 'delete.guess@example.com';
    const demo = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', candidateId)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({
        first_name: 'Gus',
        last_name: 'Guess',
        email,
        role: 'user',
        email_verified: true,
        password_hash: demo.password_hash,
      })
      .execute();
    const token = await signIn(t.app, email);
    const deleteAccount = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/delete-account', payload: { password }, headers: bearer(token) });
    for (let i = 0; i < 5; i++) assert.equal((await deleteAccount(`Wrong@20${i}0`)).statusCode, 400);
    await assertPasswordChecksWait(t.app, email, await deleteAccount('Portal@2026'));
    const row = await t.db.selectFrom('users').select('status').where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(row.status, 'active');
  });

  it('is for candidates only', async () => {
    const admin = await signIn(t.app, 'admin@portal.test');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      payload: { password: 'Portal@2026' },
      headers: bearer(admin),
    });
    assert.equal(answer.statusCode, 403);
  });

  it('leaves nothing personal, keeps the payment records anonymised, ends every session and frees the address', async () => {
    const tokens = [await signIn(t.app, demoEmail), await signIn(t.app, demoEmail)];
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', candidateId).executeTakeFirstOrThrow();
    const keys = (
      await t.db.selectFrom('uploads').select('storage_key').where('user_id', '=', candidateId).execute()
    ).map((row) => row.storage_key);
    assert.ok(keys.length >= 2);
    // A paid order and a job alert and a contact message under the address, to see what stays and what goes.
    const plan = await t.db
      .selectFrom('subscription_plans')
      .select(['id', 'name'])
      .where('name', '=', 'Silver')
      .executeTakeFirstOrThrow();
    const order = await t.db
      .insertInto('payment_orders')
      .values({
        user_id: candidateId,
        plan_id: plan.id,
        plan_name: plan.name,
        year: 2026,
        months: ['Mar'],
        tailor_cv: false,
        monthly_price: 12000,
        plan_amount: 12000,
        cv_amount: 0,
        total: 12000,
        gst: 1091,
        provider: 'local',
        status: 'succeeded',
        card_last4: '4242',
        paid_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('contact_messages')
      .values({ name: 'Casey', email: demoEmail, phone: null, subject: 'Hi', message: 'A question.' })
      .execute();
    await t.db
      .insertInto('job_alerts')
      .values({ email: demoEmail, experience: '3-5', locations: ['Sydney'], salary_range: '80k-120k' })
      .execute();
    // A record of a staff member viewing the platform logins.
    await recordPlatformLoginView(candidateId);

    // A subscriber with an admin: after the deletion they are in neither's list and cannot be assigned again.
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@portal.test')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ subscription: 'Silver', account_officer: admin.id })
      .where('id', '=', candidateId)
      .execute();

    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/delete-account',
      payload: { password: 'Portal@2026' },
      headers: bearer(tokens[0]!),
    });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json(), { success: true, message: accountDataMessages.deleted });

    // Only the account row (by id) and the payment records (with their subscriptions) still name it.
    const left = await personalRows(candidateId, demoEmail);
    for (const place of Object.keys(left))
      assert.ok(
        ['users.id', 'payment_orders.user_id', 'subscriptions.user_id'].includes(place),
        `${place} still names the account: ${JSON.stringify(left)}`,
      );
    assert.ok((left['payment_orders.user_id'] ?? 0) >= 1);
    // Who viewed the platform logins goes with them (the account row stays, so no cascade removes it).
    assert.deepEqual(
      await t.db.selectFrom('credential_views').select('id').where('candidate_id', '=', candidateId).execute(),
      [],
    );
    const order2 = await t.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    assert.equal(order2.total, 12000);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', candidateId).executeTakeFirstOrThrow();
    assert.equal(row.status, 'deleted');
    assert.equal(row.password_hash, null);
    for (const value of [
      row.phone_number,
      row.address,
      row.location,
      row.experience_level,
      row.salary_range,
      row.profile_picture,
    ])
      assert.equal(value, null);
    assert.deepEqual([row.work_state, row.job_title], [[], []]);
    assert.ok(!row.email.includes(demoEmail.split('@')[0]!) && row.email.endsWith('@deleted.invalid'));
    assert.ok(![user.first_name, user.last_name].includes(row.first_name));
    assert.ok(!JSON.stringify(row).includes(user.last_name));
    // The stored files are gone from the storage provider.
    for (const key of keys) assert.equal(await t.app.documentStorage.open(key), null, key);

    // Every session ended; the address no longer signs in, and can sign up again.
    for (const token of tokens)
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/notification-count', headers: bearer(token) })).statusCode,
        401,
      );
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: demoEmail, password: 'Portal@2026' },
    });
    assert.ok(signin.statusCode >= 400 && signin.statusCode < 500, signin.body);

    // Staff lists no longer show it.
    const superAdmin = await signIn(t.app, 'superadmin@portal.test');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      query: { role: 'user', limit: '100', page: '1' },
      headers: bearer(superAdmin),
    });
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(!list.body.includes(candidateId), 'no staff list shows the deleted account');
    for (const filter of ['all', 'unassigned']) {
      const subscribers = await t.app.inject({
        method: 'GET',
        url: '/api/subscribe-users',
        query: { filter, limit: '100', page: '1' },
        headers: bearer(superAdmin),
      });
      assert.equal(subscribers.statusCode, 200, subscribers.body);
      assert.ok(!subscribers.body.includes(candidateId), `the ${filter} subscribers do not show the deleted account`);
    }
    const assigned = await t.app.inject({
      method: 'GET',
      url: '/api/assigned-users-with-active-subscription',
      query: { limit: '100', page: '1' },
      headers: bearer(await signIn(t.app, 'admin@portal.test')),
    });
    assert.equal(assigned.statusCode, 200, assigned.body);
    assert.ok(!assigned.body.includes(candidateId), "the admin's list does not show the deleted account");
    const assign = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/assign-account-officer',
      payload: { user: candidateId, accountOfficer: admin.id },
      headers: bearer(superAdmin),
    });
    assert.equal(assign.statusCode, 409, assign.body);

    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(demoEmail) });
    assert.equal(signup.statusCode, 201, signup.body);
  });
});
