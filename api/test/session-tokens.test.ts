import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { SessionTokens } from '../src/modules/auth/tokens';

// The verified-token cache (list benchmark, issue 12): a repeated token skips the signature check, but never
// outlives its `exp`, never lets a tampered or foreign token through, and stays bounded.
const secret = 'a-test-secret-of-enough-length-for-hs256';
const sub = crypto.randomUUID();

async function tokenExpiringIn(seconds: number, key = secret) {
  return new SignJWT({ role: 'user', ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(key));
}

describe('session tokens', () => {
  it('verifies a token and gives the same claims when it comes again', async () => {
    const tokens = new SessionTokens(secret);
    const token = await tokens.sign({ sub, role: 'user', ver: 3 }, false);
    const first = await tokens.verify(token);
    assert.equal(first?.sub, sub);
    assert.equal(first?.ver, 3);
    first!.ver = 99; // a caller changing its copy changes nothing cached
    assert.deepEqual(await tokens.verify(token), { ...first, ver: 3 });
  });

  it('refuses a cached token once its exp has passed', async (t) => {
    const tokens = new SessionTokens(secret);
    const token = await tokenExpiringIn(60);
    assert.ok(await tokens.verify(token));
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 61_000 });
    assert.equal(await tokens.verify(token), null);
    assert.equal(await tokens.verify(token), null);
  });

  it('refuses a token signed with another secret and a tampered copy of a cached one', async () => {
    const tokens = new SessionTokens(secret);
    assert.equal(await tokens.verify(await tokenExpiringIn(60, 'another-secret-of-enough-length-for-hs256')), null);
    const token = await tokenExpiringIn(60);
    assert.ok(await tokens.verify(token));
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'superAdmin' })).toString('base64url');
    assert.equal(await tokens.verify(`${header}.${forged}.${signature}`), null);
    const otherSignature = crypto
      .createHmac('sha256', 'not-the-secret')
      .update(`${header}.${payload}`)
      .digest('base64url');
    assert.equal(await tokens.verify(`${header}.${payload}.${otherSignature}`), null);
    assert.ok(await tokens.verify(token));
  });

  it('keeps at most its size, dropping the least recently used', async () => {
    const tokens = new SessionTokens(secret, 2);
    const [a, b, c] = await Promise.all([tokenExpiringIn(60), tokenExpiringIn(60), tokenExpiringIn(60)]);
    await tokens.verify(a);
    await tokens.verify(b);
    await tokens.verify(a); // a is now the most recent
    await tokens.verify(c); // b goes
    const cache = tokens.cachedTokens();
    assert.deepEqual(cache, [a, c]);
  });
});
