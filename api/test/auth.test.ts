import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { digest } from '../src/security/link-tokens';
import { createTestApp, latestMail, latestVerificationCode, newCandidate, signIn, type TestApp } from './helpers';
import { authMessages } from '../src/modules/auth/texts';
import { sharedMessages } from '@portal/shared/texts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });

describe('POST /api/auth/signup', () => {
  it('creates an unverified candidate and mails a six-digit code stored only as a digest', async () => {
    const response = await post('/auth/signup', newCandidate('New.Person@Example.com'));
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), { success: true, message: authMessages.signupDone });
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'new.person@example.com')
      .executeTakeFirstOrThrow();
    assert.equal(user.email_verified, false);
    assert.equal(user.role, 'user');
    assert.notEqual(user.password_hash, 'Seeker@2026');
    const code = await latestVerificationCode(t.db, 'new.person@example.com');
    const stored = await t.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(stored.code_hash, code);
    assert.ok(!stored.code_hash.includes(code));
    // Keyed with the server's secret: trying all million codes against a leaked row finds nothing.
    assert.notEqual(stored.code_hash, digest(`${user.id}:${code}`));
    const minutes = (new Date(stored.expires_at).getTime() - Date.now()) / 60000;
    assert.ok(minutes > 14 && minutes <= 15, `expires in ${minutes} minutes`);
  });

  // An unverified address is not taken: a new sign-up replaces it (test/pre-hijacking.test.ts).
  it('refuses an e-mail of a verified account (any case) with 409', async () => {
    const response = await post('/auth/signup', newCandidate('CANDIDATE@portal.test'));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { success: false, message: sharedMessages.emailInUse });
  });

  it('refuses a role other than user and creates nothing', async () => {
    for (const role of ['admin', 'superAdmin']) {
      const response = await post('/auth/signup', { ...newCandidate(`climber-${role}@example.com`), role });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, sharedMessages.signupRoleRefused);
      const row = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `climber-${role.toLowerCase()}@example.com`)
        .executeTakeFirst();
      assert.equal(row, undefined);
    }
  });

  it('answers bad payloads with 400 and the spec message', async () => {
    const cases: [object, string][] = [
      [{ ...newCandidate('a@example.com'), firstName: 'J4mie' }, sharedMessages.lettersOnly],
      [{ ...newCandidate('not-an-email') }, sharedMessages.validEmail],
      [{ ...newCandidate('b@example.com'), password: 'short' }, sharedMessages.passwordRule],
      [{ ...newCandidate('c@example.com'), password: 'NoSpecial123' }, sharedMessages.passwordRule],
      [{ ...newCandidate('d@example.com'), agreed: false }, sharedMessages.agreeToTerms],
      [{ ...newCandidate('e@example.com'), lastName: undefined }, sharedMessages.lettersOnly],
      [{ ...newCandidate('f@example.com'), lastName: 'L'.repeat(61) }, sharedMessages.nameTooLong],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/auth/signup', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { success: false, message });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops"',
    });
    assert.equal(broken.statusCode, 400);
    assert.equal(broken.json().success, false);
  });
});

describe('POST /api/auth/email-verification', () => {
  const email = 'verify.me@example.com';
  before(async () => {
    assert.equal((await post('/auth/signup', newCandidate(email))).statusCode, 201);
  });

  it('refuses a wrong code with 400 and counts the attempt', async () => {
    const code = await latestVerificationCode(t.db, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post('/auth/email-verification', { email, token: wrong });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { success: false, message: authMessages.codeInvalid });
    const stored = await t.db
      .selectFrom('one_time_codes')
      .select('attempts')
      .where('consumed_at', 'is', null)
      .innerJoin('users', 'users.id', 'one_time_codes.user_id')
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(stored.attempts, 1);
  });

  it('refuses an empty or malformed code with the spec message', async () => {
    const empty = await post('/auth/email-verification', { email, token: '' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, sharedMessages.codeRequired);
    const letters = await post('/auth/email-verification', { email, token: 'abcdef' });
    assert.equal(letters.statusCode, 400);
  });

  it('answers 404 for an unknown e-mail', async () => {
    const response = await post('/auth/email-verification', { email: 'nobody@example.com', token: '123456' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().message, authMessages.emailNotFound);
  });

  it('refuses an expired code', async () => {
    const code = await latestVerificationCode(t.db, email);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const response = await post('/auth/email-verification', { email, token: code });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, authMessages.codeExpired);
  });

  it('resend replaces the code: the old one stops working, the new one verifies and returns a session', async () => {
    const oldCode = await latestVerificationCode(t.db, email);
    const resend = await post('/auth/resend-verification-code', { email });
    assert.equal(resend.statusCode, 200);
    assert.deepEqual(resend.json(), { success: true, message: sharedMessages.resendSent });
    const newCode = await latestVerificationCode(t.db, email);
    if (newCode !== oldCode) {
      const stale = await post('/auth/email-verification', { email, token: oldCode });
      assert.equal(stale.statusCode, 400);
    }
    const response = await post('/auth/email-verification', { email, token: newCode });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.message, sharedMessages.emailVerified);
    assert.equal(body.data.email, email);
    assert.equal(body.data.role, 'user');
    assert.equal(body.data.emailVerified, true);
    assert.equal(typeof body.data._id, 'string');
    assert.equal(body.data.password_hash, undefined);
    const claims = decodeJwt(body.data.token);
    assert.equal(claims.sub, body.data._id);
    assert.equal(claims.role, 'user');

    const count = await t.app.inject({
      method: 'GET',
      url: '/api/notification-count',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    assert.equal(count.statusCode, 200);
    assert.deepEqual(count.json(), { success: true, data: 1 });
  });

  it('refuses to verify twice (409) and the used code cannot be reused', async () => {
    const response = await post('/auth/email-verification', { email, token: '123456' });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, authMessages.alreadyVerified);
    const resend = await post('/auth/resend-verification-code', { email });
    assert.equal(resend.statusCode, 409);
  });

  it('kills a code after five wrong attempts, even for the right code', async () => {
    const victim = 'guessed@example.com';
    await post('/auth/signup', newCandidate(victim));
    const code = await latestVerificationCode(t.db, victim);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('/auth/email-verification', { email: victim, token: wrong });
      assert.equal(response.statusCode, 400, `attempt ${attempt}`);
    }
    const blocked = await post('/auth/email-verification', { email: victim, token: code });
    assert.equal(blocked.statusCode, 429);
    assert.equal(blocked.json().message, authMessages.codeTooManyAttempts);
    const user = await t.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', victim)
      .executeTakeFirstOrThrow();
    assert.equal(user.email_verified, false);
  });
});

describe('POST /api/auth/resend-verification-code', () => {
  it('answers 404 for an unknown e-mail and 400 for an empty one', async () => {
    const unknown = await post('/auth/resend-verification-code', { email: 'ghost@example.com' });
    assert.equal(unknown.statusCode, 404);
    const empty = await post('/auth/resend-verification-code', { email: '' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, sharedMessages.resendEmailRequired);
  });
});

describe('POST /api/auth/signin', () => {
  it('signs in the demo candidate with a one-day token, thirty days with Remember Me', async () => {
    const short = await post('/auth/signin', { email: 'candidate@portal.test', password: 'Portal@2026' });
    assert.equal(short.statusCode, 200);
    const body = short.json();
    assert.equal(body.message, sharedMessages.loginSuccessful);
    assert.equal(body.data.firstName, 'Casey');
    assert.deepEqual(body.data.jobTitle, ['Software Engineer']);
    assert.equal(body.data.step5, true);
    assert.equal(typeof body.data.accountOfficer, 'string');
    const shortClaims = decodeJwt(body.data.token);
    const day = 24 * 3600;
    assert.ok(Math.abs(shortClaims.exp! - shortClaims.iat! - day) < 5);

    const long = await post('/auth/signin', {
      email: 'CANDIDATE@portal.test',
      password: 'Portal@2026',
      rememberMe: true,
    });
    const longClaims = decodeJwt(long.json().data.token);
    assert.ok(Math.abs(longClaims.exp! - longClaims.iat! - 30 * day) < 5);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const wrong = await post('/auth/signin', { email: 'candidate@portal.test', password: 'Wrong@2026' });
    const unknown = await post('/auth/signin', { email: 'nobody@portal.test', password: 'Wrong@2026' });
    for (const response of [wrong, unknown]) {
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { success: false, message: authMessages.invalidCredentials });
    }
  });

  it('requires both fields', async () => {
    const response = await post('/auth/signin', { email: '', password: '' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, sharedMessages.loginRequired);
  });

  it('refuses an unverified account (403) and a suspended or deleted one (403)', async () => {
    await post('/auth/signup', newCandidate('unverified@example.com'));
    const unverified = await post('/auth/signin', { email: 'unverified@example.com', password: 'Seeker@2026' });
    assert.equal(unverified.statusCode, 403);
    assert.equal(unverified.json().message, authMessages.emailNotVerified);

    const token = await signIn(t.app, 'candidate@portal.test');
    for (const status of ['suspended', 'deleted'] as const) {
      await t.db.updateTable('users').set({ status }).where('email', '=', 'candidate@portal.test').execute();
      await t.app.accountChangesHeard();
      const refused = await post('/auth/signin', { email: 'candidate@portal.test', password: 'Portal@2026' });
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, authMessages.accountNotActive);
      // A token issued before the suspension stops working too.
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(me.statusCode, 401);
    }
    await t.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'candidate@portal.test').execute();
  });
});

describe('password reset', () => {
  const email = 'candidate@portal.test';
  const resetToken = async () => {
    const mail = await latestMail(t.db, email);
    const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    assert.ok(match, mail.text);
    assert.ok(mail.text.includes('http://portal.test/reset-password?token='));
    return match[1]!;
  };

  it('answers the same for known and unknown addresses, and mails only a real account', async () => {
    const known = await post('/auth/forget-password', { email });
    const unknown = await post('/auth/forget-password', { email: 'nobody@example.com' });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json());
    assert.deepEqual(known.json(), { success: true, message: authMessages.resetLinkSent });
    const sentToUnknown = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to', '=', 'nobody@example.com')
      .execute();
    assert.equal(sentToUnknown.length, 0);
    const token = await resetToken();
    assert.equal(Buffer.from(token, 'base64url').length, 32);
    const stored = await t.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('code_hash', '=', digest(token))
      .executeTakeFirstOrThrow();
    const minutes = (new Date(stored.expires_at).getTime() - Date.now()) / 60000;
    assert.ok(minutes > 59 && minutes <= 60);
  });

  it('refuses a token with another e-mail, then resets once; the token cannot be reused', async () => {
    const token = await resetToken();
    const otherEmail = await post('/auth/reset-password', {
      email: 'admin@portal.test',
      password: 'Fresh@2026',
      token,
    });
    assert.equal(otherEmail.statusCode, 400);
    assert.equal(otherEmail.json().message, authMessages.resetTokenInvalid);

    const done = await post('/auth/reset-password', { email, password: 'Fresh@2026', token });
    assert.equal(done.statusCode, 200);
    assert.deepEqual(done.json(), { success: true, message: sharedMessages.passwordResetDone });
    assert.equal((await post('/auth/signin', { email, password: 'Portal@2026' })).statusCode, 401);
    assert.equal((await post('/auth/signin', { email, password: 'Fresh@2026' })).statusCode, 200);

    const reused = await post('/auth/reset-password', { email, password: 'Other@2026', token });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, authMessages.resetTokenInvalid);
  });

  it('refuses an expired token, an unknown token, a missing token and a weak password', async () => {
    await post('/auth/forget-password', { email });
    const token = await resetToken();
    const weak = await post('/auth/reset-password', { email, password: 'weak', token });
    assert.equal(weak.statusCode, 400);
    assert.equal(weak.json().message, sharedMessages.passwordRule);
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', '=', digest(token))
      .execute();
    const expired = await post('/auth/reset-password', { email, password: 'Fresh@2027', token });
    assert.equal(expired.statusCode, 400);
    assert.equal(expired.json().message, authMessages.resetTokenExpired);
    const unknown = await post('/auth/reset-password', { email, password: 'Fresh@2027', token: 'made-up-token' });
    assert.equal(unknown.statusCode, 400);
    const missing = await post('/auth/reset-password', { email, password: 'Fresh@2027', token: '' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, sharedMessages.resetTokenMissing);
  });
});
