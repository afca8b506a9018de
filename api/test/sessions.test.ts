import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { removeExpiredEndedSessions } from '../src/modules/auth/sessions';
import { authTexts } from '../src/modules/auth/texts';
import { appOn, bearer, createTestApp, latestMail, newCandidate, signIn, type TestApp } from './helpers';

// Issue 11, item 4: sessions end on sign-out, on a password reset, and when the account is suspended or deleted.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
const signOut = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(token) });

/** A verified candidate of this test (signed up and verified in the same browser, so their password holds). */
async function verifiedCandidate(email: string): Promise<string> {
  const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(email) });
  assert.equal(signup.statusCode, 201);
  const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
  const code = /\b(\d{6})\b/.exec((await latestMail(t.db, email)).text)![1];
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/email-verification',
    payload: { email, token: code },
    headers: { cookie },
  });
  assert.equal(verified.statusCode, 200);
  return newCandidate(email).password;
}

describe('POST /api/auth/signout', () => {
  it('ends the token it is called with, and only that one', async () => {
    const first = await signIn(t.app, 'candidate@portal.test');
    const second = await signIn(t.app, 'candidate@portal.test');
    assert.equal((await me(first)).statusCode, 200);

    const answer = await signOut(first);
    assert.equal(answer.statusCode, 200);
    assert.deepEqual(answer.json(), { success: true, message: authTexts.signedOut });
    assert.equal((await me(first)).statusCode, 401);
    assert.equal((await signOut(first)).statusCode, 401, 'a signed-out token cannot sign out again');
    assert.equal((await me(second)).statusCode, 200, 'the other session goes on');
  });

  it('holds across app instances on one database (no memory-only list)', async () => {
    const token = await signIn(t.app, 'admin@portal.test');
    assert.equal((await signOut(token)).statusCode, 200);
    const other = await appOn(t.database);
    try {
      const response = await other.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
      assert.equal(response.statusCode, 401);
    } finally {
      await other.close();
    }
  });

  it('needs a token (401 without one)', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/auth/signout' })).statusCode, 401);
  });

  it('forgets signed-out tokens once they would have expired anyway', async () => {
    const token = await signIn(t.app, 'superadmin@portal.test');
    await signOut(token);
    assert.equal(await removeExpiredEndedSessions(t.db), 0, 'a live token stays listed');
    const dayAndMore = new Date(Date.now() + 25 * 60 * 60 * 1000);
    assert.ok((await removeExpiredEndedSessions(t.db, dayAndMore)) >= 1);
  });
});

describe('a password reset ends every earlier session', () => {
  it('a token issued before the reset answers 401; one issued after works', async () => {
    const email = 'reset.sessions@example.com';
    const password = await verifiedCandidate(email);
    const before1 = await signIn(t.app, email, password);
    const before2 = await signIn(t.app, email, password);
    assert.equal((await me(before1)).statusCode, 200);

    await t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email } });
    const link = /reset-password\?token=([\w-]+)/.exec((await latestMail(t.db, email)).text)![1]!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, password: 'Renewed@2026', token: link },
    });
    assert.equal(reset.statusCode, 200);

    assert.equal((await me(before1)).statusCode, 401);
    assert.equal((await me(before2)).statusCode, 401);
    const after = await signIn(t.app, email, 'Renewed@2026');
    assert.equal((await me(after)).statusCode, 200);
  });
});

describe('a suspended or deleted account', () => {
  for (const status of ['suspended', 'deleted'] as const) {
    it(`its tokens stop working at once when ${status}`, async () => {
      const email = `${status}.sessions@example.com`;
      const password = await verifiedCandidate(email);
      const token = await signIn(t.app, email, password);
      assert.equal((await me(token)).statusCode, 200);
      // Written straight to the database, as another instance or an operator would: heard through the
      // account_changes channel (accountChangesHeard waits until this instance has heard it).
      await t.db.updateTable('users').set({ status }).where('email', '=', email).execute();
      await t.app.accountChangesHeard();
      assert.equal((await me(token)).statusCode, 401);
    });
  }
});

describe('the account a read remembers (auth/account-cache.ts)', () => {
  it('is forgotten on every instance when the account changes on another', async () => {
    const email = 'remembered.elsewhere@example.com';
    const password = await verifiedCandidate(email);
    const token = await signIn(t.app, email, password);
    const other = await appOn(t.database);
    try {
      const read = () => other.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
      assert.equal((await read()).statusCode, 200);
      assert.equal((await read()).statusCode, 200);
      assert.ok(other.accountCache.size >= 1, 'the second read was served by the remembered account');
      // Signed out on the first instance: the other hears it before its next read is decided.
      assert.equal((await signOut(token)).statusCode, 200);
      await other.accountChangesHeard();
      assert.equal((await read()).statusCode, 401);
    } finally {
      await other.close();
    }
  });

  it("a write on this instance is read back at once by its caller's next read", async () => {
    const email = 'remembered.writer@example.com';
    const password = await verifiedCandidate(email);
    const token = await signIn(t.app, email, password);
    assert.equal((await me(token)).json().data.firstName, newCandidate(email).firstName);
    const update = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile-details',
      headers: bearer(token),
      payload: { firstName: 'Renamed', lastName: 'Person', phoneNumber: '+61 412 345 678' },
    });
    assert.equal(update.statusCode, 200, update.body);
    assert.equal((await me(token)).json().data.firstName, 'Renamed');
  });

  it('a write never uses it: it decides on the account as the database has it now', async () => {
    const email = 'remembered.suspended@example.com';
    const password = await verifiedCandidate(email);
    const token = await signIn(t.app, email, password);
    assert.equal((await me(token)).statusCode, 200);
    // Not waited for: even before this instance hears of the suspension, a write is refused.
    await t.db.updateTable('users').set({ status: 'suspended' }).where('email', '=', email).execute();
    assert.equal((await signOut(token)).statusCode, 401);
  });
});

describe('answers to a signed-in caller', () => {
  it('are kept by no cache (private, no-store), and the bearer scheme is read in any case', async () => {
    const token = await signIn(t.app, 'candidate@portal.test');
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `${scheme} ${token}` },
      });
      assert.equal(me.statusCode, 200, scheme);
      assert.equal(me.headers['cache-control'], 'private, no-store', scheme);
    }
    // A public answer (the price list) says nothing of the kind.
    const plans = await t.app.inject({ method: 'GET', url: '/api/subscription-plans' });
    assert.equal(plans.statusCode, 200);
    assert.notEqual(plans.headers['cache-control'], 'private, no-store');
    // Another scheme is no session.
    const refused = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: 'Basic abc' } });
    assert.equal(refused.statusCode, 401);
  });
});

describe('a signed-out caller', () => {
  it('learns only that a session is needed (401), not what the form wants, even with a bad body', async () => {
    for (const [method, url] of [
      ['POST', '/api/document'],
      ['PATCH', '/api/user/update-profile'],
      ['POST', '/api/auth/create-admin'],
      ['POST', '/api/application'],
    ] as const) {
      const refused = await t.app.inject({ method, url, payload: {} });
      assert.equal(refused.statusCode, 401, `${method} ${url}: ${refused.body}`);
    }
  });
});
