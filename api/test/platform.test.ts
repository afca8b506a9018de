import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { migrateToLatest } from '../src/db/migrate';
import { seedDatabase } from '../src/db/seed';
import { bearer, createTestApp, postgresUrl, signIn, type TestApp } from './helpers';
import { sharedMessages } from '@portal/shared/texts';
import { apiMessages } from '../src/texts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

describe('GET /api/health', () => {
  it('reports ok and which database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: postgresUrl ? 'postgresql' : 'pglite' });
  });
});

describe('migrations and seed', () => {
  it('run again without error or duplicates (the app already ran them at build)', async () => {
    assert.deepEqual(await migrateToLatest(t.db), []);
    assert.deepEqual(await migrateToLatest(t.db), []);
    assert.deepEqual(await seedDatabase(t.db, { demoAccounts: true }), { seededAccounts: false });
    // The demo accounts once each (modules' demo seeds add accounts of their own; none is written twice).
    const users = await t.db
      .selectFrom('users')
      .select(['email', 'role', 'email_verified', 'status'])
      // The demo accounts (other modules' seeds add people of their own).
      .where('email', 'in', ['admin@portal.test', 'candidate@portal.test', 'superadmin@portal.test'])
      .orderBy('email')
      .execute();
    const all = await t.db.selectFrom('users').select('email').execute();
    assert.equal(new Set(all.map((user) => user.email)).size, all.length);
    assert.deepEqual(users, [
      { email: 'admin@portal.test', role: 'admin', email_verified: true, status: 'active' },
      { email: 'candidate@portal.test', role: 'user', email_verified: true, status: 'active' },
      { email: 'superadmin@portal.test', role: 'superAdmin', email_verified: true, status: 'active' },
    ]);
  });

  it('seeds the three plans with the limits of spec section 9', async () => {
    const plans = await t.db.selectFrom('subscription_plans').selectAll().orderBy('name').execute();
    const shown = plans.map((plan) => ({
      name: plan.name,
      price: Number(plan.price),
      applications: plan.application_limit,
      platforms: plan.platform_limit,
      billing: plan.billing,
      trialDays: plan.trial_days,
      features: plan.features,
    }));
    assert.deepEqual(shown, [
      { name: 'Free', price: 0, applications: 10, platforms: 1, billing: 'weekly', trialDays: 7, features: [] },
      {
        name: 'Gold',
        price: 20,
        applications: null,
        platforms: 2,
        billing: 'monthly',
        trialDays: 0,
        features: ['CV revamp', 'tailored CV', 'real-time messaging'],
      },
      {
        name: 'Silver',
        price: 120,
        applications: 30,
        platforms: 2,
        billing: 'monthly',
        trialDays: 0,
        features: ['tailored CV'],
      },
    ]);
  });
});

describe('GET /api/notification-count', () => {
  it('answers every signed-in role with its unread count and 401 without a token', async () => {
    for (const email of ['candidate@portal.test', 'admin@portal.test', 'superadmin@portal.test']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/notification-count',
        headers: bearer(await signIn(t.app, email)),
      });
      assert.equal(response.statusCode, 200, email);
      // The demo seed gives each account real notifications; the count is that account's unopened ones.
      const { unread } = await t.db
        .selectFrom('notification_recipients')
        .innerJoin('users', 'users.id', 'notification_recipients.user_id')
        .select((eb) => eb.fn.countAll<string>().as('unread'))
        .where('users.email', '=', email)
        .where('notification_recipients.is_opened', '=', false)
        .executeTakeFirstOrThrow();
      assert.deepEqual(response.json(), { success: true, data: Number(unread) }, email);
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/notification-count' })).statusCode, 401);
  });
});

describe('OpenAPI', () => {
  it('documents every route from its zod schemas at /api/docs/json, with the UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    for (const path of [
      '/api/auth/signup',
      '/api/auth/signin',
      '/api/auth/email-verification',
      '/api/auth/resend-verification-code',
      '/api/auth/forget-password',
      '/api/auth/reset-password',
      '/api/user/me',
      '/api/users',
      '/api/notification-count',
      '/api/health',
    ]) {
      assert.ok(document.paths[path], `${path} documented`);
    }
    const signup = document.paths['/api/auth/signup'].post;
    assert.ok(signup.requestBody.content['application/json'].schema.properties.email);
    assert.ok(signup.responses['409']);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    assert.ok([200, 302].includes(ui.statusCode));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().success, false);
  });
});

describe('hostile input', () => {
  it('refuses NUL characters (which PostgreSQL cannot store) with 400 instead of failing', async () => {
    const token = await signIn(t.app, 'superadmin@portal.test');
    const cases = [
      t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'a\u0000b', password: 'x' } }),
      t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email: 'a\u0000b@example.com' } }),
      t.app.inject({ method: 'GET', url: '/api/users?search=%00', headers: bearer(token) }),
    ];
    for (const response of await Promise.all(cases)) {
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { success: false, message: sharedMessages.invalidCharacters });
    }
  });

  it('answers malformed JSON, a wrong content type and an oversized body with 4xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    assert.deepEqual([malformed.statusCode, malformed.json().message], [400, apiMessages.bodyNotJson]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    assert.deepEqual([empty.statusCode, empty.json().message], [400, apiMessages.invalidBody]);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    assert.deepEqual([text.statusCode, text.json().message], [400, apiMessages.invalidBody]);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    assert.deepEqual([xml.statusCode, xml.json().message], [415, apiMessages.contentTypeNotAccepted]);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'a@b.c', password: 'x'.repeat(2_000_000) },
    });
    assert.deepEqual([huge.statusCode, huge.json().message], [413, apiMessages.bodyTooLarge]);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/auth/signin' });
    assert.deepEqual([noBody.statusCode, noBody.json().message], [400, apiMessages.invalidBody]);
  });

  it("words what no schema words itself, naming the field, and an address the router cannot read, in the portal's envelope", async () => {
    const token = await signIn(t.app, 'superadmin@portal.test');
    const twice = await t.app.inject({
      method: 'GET',
      url: '/api/users?role=user&search=ada&search=bob',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.deepEqual([twice.statusCode, twice.json().message], [400, 'search must be given once.']);
    const unreadable = await t.app.inject({ method: 'GET', url: '/api/document/file/%ff' });
    assert.deepEqual(
      [unreadable.statusCode, unreadable.json()],
      [400, { success: false, message: apiMessages.badAddress }],
    );
  });

  it('refuses a body holding __proto__ or constructor.prototype, saying so, and takes those words as values', async () => {
    const signin = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    for (const payload of [
      '{"email":"a@b.c","password":"x","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.c","password":"x","nested":{"\\u005f_proto__":{}}}',
      '{"email":"a@b.c","password":"x","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const answer = await signin(payload);
      assert.deepEqual([answer.statusCode, answer.json().message], [400, apiMessages.bodyForbiddenKey], payload);
    }
    // The words alone, as values or as a key without a prototype under it, are ordinary text.
    const words = await signin('{"email":"__proto__@b.c","password":"constructor","constructor":"x"}');
    assert.equal(words.statusCode, 401, words.body);
  });

  it('keeps the server body limit for JSON bodies', async () => {
    const huge = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile-details',
      headers: { 'content-type': 'application/json', ...bearer(await signIn(t.app, 'candidate@portal.test')) },
      payload: JSON.stringify({ firstName: 'x'.repeat(2_000_000) }),
    });
    assert.equal(huge.statusCode, 413);
  });
});
