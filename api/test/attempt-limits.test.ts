import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { attemptPolicies, MemoryAttemptStore, RedisAttemptStore, waitAfter } from '../src/security/attempt-limits';
import { assertSaysWhenToRetry } from './limits-support';
import { appOn, createTestApp, testConfig, latestVerificationCode, newCandidate, type TestApp } from './helpers';

// Issue 11, item 2: rate limits that a made-up X-Forwarded-For cannot dodge, and per-account growing delays.
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const randomAddress = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const wrongSignin = (email: string) => ({ email, password: 'Wrong@2026' });

let t: TestApp;
before(async () => {
  t = await createTestApp({ rateLimitAuthPerMinute: 10 });
});
after(async () => t.close());

describe('client addresses (TRUST_PROXY)', () => {
  it('reads none, a hop count or a list of addresses and CIDRs, and refuses anything else', () => {
    const trustOf = (value: string | undefined) => testConfig({}, { TRUST_PROXY: value }).trustProxy;
    assert.equal(trustOf(undefined), false);
    assert.equal(trustOf('2'), 2);
    assert.deepEqual(trustOf('10.0.0.0/8, 192.168.1.5,::1,loopback'), ['10.0.0.0/8', '192.168.1.5', '::1', 'loopback']);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '1.2.3'])
      assert.throws(() => trustOf(bad), /TRUST_PROXY/, bad);
  });

  it('unset: 30 sign-in guesses against one account, each claiming a new X-Forwarded-For, meet 429', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: wrongSignin('candidate@portal.test'),
        headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
        remoteAddress: '203.0.113.5',
      });
      statuses.push(response.statusCode);
    }
    assert.ok(statuses.filter((status) => status === 401).length <= 10, statuses.join(' '));
    assert.ok(statuses.filter((status) => status === 429).length >= 20, statuses.join(' '));
  });

  it('unset: the address limit counts the socket, so guesses at many accounts meet 429 too', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 15; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: wrongSignin(`nobody.${n}@example.com`),
        headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
        remoteAddress: '203.0.113.6',
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses.slice(0, 10), Array(10).fill(401));
    assert.deepEqual(statuses.slice(10), Array(5).fill(429));
  });

  it('a configured proxy is believed: its clients are counted apart', async () => {
    const proxied = await appOn(t.database, { rateLimitAuthPerMinute: 10, trustProxy: ['203.0.113.7'] });
    try {
      for (let n = 0; n < 15; n += 1) {
        const response = await proxied.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: wrongSignin(`someone.${n}@example.com`),
          headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
          remoteAddress: '203.0.113.7',
        });
        assert.equal(response.statusCode, 401, `client ${n + 1}`);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe('growing delays per account', () => {
  it('wait 2, 4, 8 … seconds after the free attempts, up to a cap; a success starts again', async () => {
    let now = 1_000_000;
    const store = new MemoryAttemptStore(() => now);
    const policy = attemptPolicies.signin;
    for (let n = 1; n <= policy.free; n += 1) assert.deepEqual(await store.take('k', policy), { allowed: true });
    const waits: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const refused = await store.take('k', policy);
      assert.equal(refused.allowed, false);
      const seconds = refused.allowed ? 0 : refused.retryAfterSeconds;
      waits.push(seconds);
      now += seconds * 1000;
      assert.deepEqual(await store.take('k', policy), { allowed: true }, 'allowed once the delay has run');
    }
    assert.deepEqual(waits, [2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    assert.equal(waitAfter(policy.free - 1, policy), 0);
    await store.clear('k');
    assert.deepEqual(await store.take('k', policy), { allowed: true });
  });

  it('failed sign-ins of one account meet a delay whatever address they come from; others are not held', async () => {
    const app = await appOn(t.database, { rateLimitAuthPerMinute: 1000 });
    try {
      const signin = (email: string, password = 'Wrong@2026') =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email, password },
          remoteAddress: randomAddress(),
        });
      for (let n = 0; n < attemptPolicies.signin.free; n += 1)
        assert.equal((await signin('admin@portal.test')).statusCode, 401);
      const first = await signin('admin@portal.test', 'Portal@2026');
      // Seconds left, so a slow machine may already have used up part of the delay.
      assert.ok(assertSaysWhenToRetry(first) <= 2, 'even the right password waits: guesses are not checked');
      assert.equal((await signin('superadmin@portal.test', 'Portal@2026')).statusCode, 200, 'another account');
      await sleep(2100);
      assert.equal((await signin('admin@portal.test')).statusCode, 401, 'allowed again after the delay');
      const second = assertSaysWhenToRetry(await signin('admin@portal.test'));
      assert.ok(second > 2 && second <= 4, `the next delay is twice as long (${second} s left)`);
    } finally {
      await app.close();
    }
  });

  it('verification guesses count per address across resent codes', async () => {
    const app = await appOn(t.database, { rateLimitAuthPerMinute: 1000 });
    try {
      const email = 'guessed.code@example.com';
      const call = (url: string, payload: object) =>
        app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, remoteAddress: randomAddress() });
      assert.equal((await call('signup', newCandidate(email))).statusCode, 201);
      const wrong = async () => {
        const code = await latestVerificationCode(t.db, email);
        return call('email-verification', { email, token: code === '000000' ? '000001' : '000000' });
      };
      for (let n = 0; n < 4; n += 1) assert.equal((await wrong()).statusCode, 400);
      assert.equal((await call('resend-verification-code', { email })).statusCode, 200);
      assert.equal((await wrong()).statusCode, 400, 'the fifth guess, on a new code');
      assertSaysWhenToRetry(await wrong());
    } finally {
      await app.close();
    }
  });
});

describe('counters shared through Redis (REDIS_URL)', () => {
  it('two API instances on one Redis see the same counts', async () => {
    const one = await appOn(t.database, { rateLimitAuthPerMinute: 3, redisUrl });
    const two = await appOn(t.database, { rateLimitAuthPerMinute: 3, redisUrl });
    try {
      // Per client address and route: three calls on one instance, the fourth on the other is refused.
      const address = randomAddress();
      const forget = (app: typeof one) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/forget-password',
          payload: { email: `${crypto.randomUUID()}@example.com` },
          remoteAddress: address,
        });
      for (let n = 0; n < 3; n += 1) assert.equal((await forget(one)).statusCode, 200);
      assertSaysWhenToRetry(await forget(two));

      // Per account: the free failed sign-ins spent on one instance, the next on the other waits.
      const email = `${crypto.randomUUID()}@example.com`;
      const guess = (app: typeof one) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: wrongSignin(email),
          remoteAddress: randomAddress(),
        });
      for (let n = 0; n < attemptPolicies.signin.free; n += 1) assert.equal((await guess(one)).statusCode, 401);
      // Counted apart, the other instance would give four more free guesses; shared, a delay comes first (a slow
      // machine may let the first short delay run out between two calls, so a few tries are allowed).
      const onTwo: number[] = [];
      for (let n = 0; n < attemptPolicies.signin.free - 1 && !onTwo.includes(429); n += 1)
        onTwo.push((await guess(two)).statusCode);
      assert.ok(onTwo.includes(429), onTwo.join(' '));
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('the Redis store grows its delays like the memory one', async () => {
    const redis = new Redis(redisUrl);
    try {
      const store = new RedisAttemptStore(redis, `portal:test:${crypto.randomUUID()}:`);
      const policy = { free: 2, maxWaitSeconds: 900, memoryMs: 60_000 };
      assert.deepEqual(await store.take('k', policy), { allowed: true });
      assert.deepEqual(await store.take('k', policy), { allowed: true });
      assert.deepEqual(await store.take('k', policy), { allowed: false, retryAfterSeconds: 2 });
      await store.clear('k');
      assert.deepEqual(await store.take('k', policy), { allowed: true });
      await store.clear('k');
    } finally {
      await redis.quit();
    }
  });
});
