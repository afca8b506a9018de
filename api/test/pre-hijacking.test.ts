import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sharedMessages } from '@portal/shared/texts';
import { authMessages } from '../src/modules/auth/texts';
import { authTexts } from '../src/modules/auth/texts';
import { bearer, createTestApp, latestMail, type TestApp } from './helpers';

// Issue 11, item 7: an attacker registers the victim's address first with a password of their own.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

const attackerPassword = 'Attacker@2026';
const ownerPassword = 'OwnerOwn@2026';
const signupOf = (email: string, password: string, firstName: string) => ({
  firstName,
  lastName: 'Person',
  email,
  password,
  agreed: true,
});

/** One browser: keeps the cookies the server sets, as a real one does. */
function browser() {
  let cookie = '';
  return async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    const set = response.headers['set-cookie'];
    if (set) cookie = String(set).split(';')[0]!;
    return response;
  };
}

const codeIn = async (email: string) => /\b(\d{6})\b/.exec((await latestMail(t.db, email)).text)![1]!;
const signin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });

describe('pre-hijacking', () => {
  it('the owner signing up after the attacker replaces the pending details: only the owner’s password works', async () => {
    const email = 'victim.one@example.com';
    const attacker = browser();
    const owner = browser();
    assert.equal((await attacker('/auth/signup', signupOf(email, attackerPassword, 'Mallory'))).statusCode, 201);

    const ownerSignup = await owner('/auth/signup', signupOf(email, ownerPassword, 'Olivia'));
    assert.equal(ownerSignup.statusCode, 201, 'answered like a fresh sign-up, not 409');
    assert.deepEqual(ownerSignup.json(), { success: true, message: authMessages.signupDone });
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(user.first_name, 'Olivia');

    const verified = await owner('/auth/email-verification', { email, token: await codeIn(email) });
    assert.equal(verified.statusCode, 200);
    assert.equal(verified.json().message, sharedMessages.emailVerified);
    assert.equal((await signin(email, attackerPassword)).statusCode, 401);
    assert.equal((await signin(email, ownerPassword)).statusCode, 200);
  });

  it('the attack of the report: the owner uses resend and verifies; the attacker’s password stops working', async () => {
    const email = 'victim.two@example.com';
    const attacker = browser();
    const owner = browser();
    assert.equal((await attacker('/auth/signup', signupOf(email, attackerPassword, 'Mallory'))).statusCode, 201);

    assert.equal((await owner('/auth/resend-verification-code', { email })).statusCode, 200);
    const verified = await owner('/auth/email-verification', { email, token: await codeIn(email) });
    assert.equal(verified.statusCode, 200, 'the inbox is proven: the owner is signed in');
    const session = verified.json().data.token as string;
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(session) });
    assert.equal(me.statusCode, 200);

    // The password nobody proved is gone, and the owner is asked (by e-mail) to choose one.
    assert.equal((await signin(email, attackerPassword)).statusCode, 401);
    const mail = await latestMail(t.db, email);
    assert.equal(mail.subject, authTexts.choosePasswordSubject);
    const link = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;
    const chosen = await owner('/auth/reset-password', { email, password: ownerPassword, token: link });
    assert.equal(chosen.statusCode, 200);
    assert.equal((await signin(email, ownerPassword)).statusCode, 200);
    assert.equal((await signin(email, attackerPassword)).statusCode, 401);
  });

  it('an attacker signing up again while the owner verifies does not get their password kept', async () => {
    const email = 'victim.three@example.com';
    const attacker = browser();
    const owner = browser();
    assert.equal((await owner('/auth/signup', signupOf(email, ownerPassword, 'Olivia'))).statusCode, 201);
    assert.equal((await attacker('/auth/signup', signupOf(email, attackerPassword, 'Mallory'))).statusCode, 201);
    // The newest code (sent by the attacker's sign-up) reaches the owner's inbox; the owner types it.
    const verified = await owner('/auth/email-verification', { email, token: await codeIn(email) });
    assert.equal(verified.statusCode, 200);
    assert.equal((await signin(email, attackerPassword)).statusCode, 401);
    assert.equal((await latestMail(t.db, email)).subject, authTexts.choosePasswordSubject);
  });

  it('a verified address is still taken (409)', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupOf('candidate@portal.test', attackerPassword, 'Mallory'),
    });
    assert.equal(taken.statusCode, 409);
    assert.equal((await signin('candidate@portal.test', 'Portal@2026')).statusCode, 200);
  });
});
