import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { appOn, bearer, createTestApp, type TestApp } from './helpers';
import { sharedMessages } from '@portal/shared/texts';
import { authMessages } from '../src/modules/auth/texts';

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const clientId = 'portal-test.apps.googleusercontent.com';
let google: SigningKey;
let impostor: SigningKey;
let t: TestApp;
/** The same database without GOOGLE_CLIENT_ID (one fresh database per suite: Kysely's migrator sees other schemas' tables). */
let off: FastifyInstance;

before(async () => {
  const keys = await generateKeyPair('RS256', { extractable: true });
  google = keys.privateKey;
  impostor = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const googleKeys = createLocalJWKSet({ keys: [jwk] });
  t = await createTestApp({}, { GOOGLE_CLIENT_ID: clientId }, { googleKeys });
  off = await appOn(t.database, {}, {}, { googleKeys });
});
after(async () => {
  await off.close();
  await t.close();
});

type Claims = Record<string, unknown>;
function idToken(
  claims: Claims = {},
  options: { key?: SigningKey; audience?: string; issuer?: string; expiresIn?: string | number } = {},
) {
  return new SignJWT({
    email: 'new.person@gmail.com',
    email_verified: true,
    given_name: 'Noa',
    family_name: 'Person',
    name: 'Noa Person',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject('1234567890')
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? clientId)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? google);
}
const signInWithGoogle = (app: FastifyInstance, credential: string) =>
  app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

describe('GET /api/auth/config', () => {
  it('tells the browser the Google client id, or null when Google sign-in is off', async () => {
    const on = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    assert.deepEqual(on.json(), { success: true, data: { googleClientId: clientId } });
    const none = await off.inject({ method: 'GET', url: '/api/auth/config' });
    assert.deepEqual(none.json(), { success: true, data: { googleClientId: null } });
  });
});

describe('POST /api/auth/google', () => {
  it('answers 503 with the catalogue text when GOOGLE_CLIENT_ID is not set', async () => {
    const response = await signInWithGoogle(off, await idToken());
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { success: false, message: sharedMessages.googleNotConfigured });
  });

  it('creates a verified candidate from a good token and answers like sign-in', async () => {
    const response = await signInWithGoogle(t.app, await idToken());
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data;
    assert.equal(response.json().message, sharedMessages.loginSuccessful);
    assert.deepEqual(
      [data.email, data.firstName, data.lastName, data.role, data.emailVerified, data.step2],
      ['new.person@gmail.com', 'Noa', 'Person', 'user', true, false],
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(data.token) });
    assert.equal(me.json().data._id, data._id);
    const again = await signInWithGoogle(t.app, await idToken({ email: 'NEW.Person@gmail.com' }));
    assert.equal(again.json().data._id, data._id);
    const count = await t.db.selectFrom('users').select('id').where('email', '=', 'new.person@gmail.com').execute();
    assert.equal(count.length, 1);
  });

  it('signs an existing account in with its e-mail', async () => {
    const response = await signInWithGoogle(t.app, await idToken({ email: 'candidate@portal.test' }));
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.email, 'candidate@portal.test');
    assert.equal(response.json().data.step5, true);
  });

  it('verifies an unverified account and drops the password whoever registered it chose', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'Squat', lastName: 'Ter', email: 'victim@gmail.com', password: 'Squat@2026', agreed: true },
    });
    const response = await signInWithGoogle(t.app, await idToken({ email: 'victim@gmail.com' }));
    assert.equal(response.statusCode, 200);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'victim@gmail.com')
      .executeTakeFirstOrThrow();
    assert.deepEqual([row.email_verified, row.password_hash], [true, null]);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'victim@gmail.com', password: 'Squat@2026' },
    });
    assert.equal(oldPassword.statusCode, 401);
  });

  it('refuses wrong audience, wrong issuer, expired, badly signed, unsigned and garbage tokens with 401', async () => {
    const hs256 = await new SignJWT({ email: 'x@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://accounts.google.com')
      .setAudience(clientId)
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-the-attacker-knows-of-32-bytes'));
    const good = await idToken({ email: 'tampered@gmail.com' });
    const [header, , signature] = good.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({
        email: 'admin@portal.test',
        email_verified: true,
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: '1',
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    ).toString('base64url');
    const tokens = {
      wrongAudience: await idToken({}, { audience: 'someone-else.apps.googleusercontent.com' }),
      wrongIssuer: await idToken({}, { issuer: 'https://evil.example.com' }),
      expired: await idToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      badSignature: await idToken({}, { key: impostor }),
      swappedPayload: `${header}.${otherPayload}.${signature}`,
      hs256,
      unsigned: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${otherPayload}.`,
      garbage: 'not-a-token',
    };
    for (const [name, credential] of Object.entries(tokens)) {
      const response = await signInWithGoogle(t.app, credential);
      assert.equal(response.statusCode, 401, name);
      assert.deepEqual(response.json(), { success: false, message: sharedMessages.googleTokenInvalid }, name);
    }
    const noUser = await t.db.selectFrom('users').select('id').where('email', '=', 'tampered@gmail.com').execute();
    assert.equal(noUser.length, 0);
  });

  it('refuses an e-mail Google has not verified with 403 and creates nothing', async () => {
    const response = await signInWithGoogle(
      t.app,
      await idToken({ email: 'unverified@gmail.com', email_verified: false }),
    );
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { success: false, message: authMessages.googleEmailNotVerified });
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', 'unverified@gmail.com').execute();
    assert.equal(rows.length, 0);
  });

  it('refuses a suspended account and an empty credential', async () => {
    await t.db.updateTable('users').set({ status: 'suspended' }).where('email', '=', 'new.person@gmail.com').execute();
    const suspended = await signInWithGoogle(t.app, await idToken());
    assert.deepEqual([suspended.statusCode, suspended.json().message], [403, authMessages.accountNotActive]);
    const empty = await signInWithGoogle(t.app, '');
    assert.deepEqual([empty.statusCode, empty.json().message], [400, sharedMessages.googleTokenInvalid]);
  });
});
