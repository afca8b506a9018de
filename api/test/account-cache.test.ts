import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { AccountCache, everyAccount } from '../src/modules/auth/account-cache';
import type { UserRow } from '../src/modules/users/tables';

const account = (id: string) => ({ id, session_version: 0, status: 'active' }) as unknown as UserRow;

/** A cache that hears changes, with a clock the test moves. */
function hearingCache(options: { ttlMs?: number; size?: number } = {}) {
  let now = 1_000;
  const cache = new AccountCache({ ...options, now: () => now });
  cache.setHearing(true);
  return { cache, later: (ms: number) => (now += ms) };
}

describe('AccountCache', () => {
  it('remembers an account read for a token until its time is up', () => {
    const { cache, later } = hearingCache({ ttlMs: 2_000 });
    cache.store('jti-1', account('a'), cache.beginRead());
    assert.equal(cache.get('jti-1')?.id, 'a');
    later(1_999);
    assert.equal(cache.get('jti-1')?.id, 'a');
    later(1);
    assert.equal(cache.get('jti-1'), undefined);
  });

  it("forgets every session of a changed account, and only that account's", () => {
    const { cache } = hearingCache();
    cache.store('a-1', account('a'), cache.beginRead());
    cache.store('a-2', account('a'), cache.beginRead());
    cache.store('b-1', account('b'), cache.beginRead());
    cache.changed('a');
    assert.equal(cache.get('a-1'), undefined);
    assert.equal(cache.get('a-2'), undefined);
    assert.equal(cache.get('b-1')?.id, 'b');
    cache.changed(everyAccount);
    assert.equal(cache.size, 0);
  });

  it('does not store a read that began before a change (it may hold what the change replaced)', () => {
    const { cache } = hearingCache();
    const began = cache.beginRead();
    cache.changed('a');
    cache.store('a-1', account('a'), began);
    assert.equal(cache.get('a-1'), undefined);
    const beganBeforeClear = cache.beginRead();
    cache.clear();
    cache.store('a-1', account('a'), beganBeforeClear);
    assert.equal(cache.size, 0);
  });

  it('remembers nothing while changes are not heard, and forgets all when hearing stops', () => {
    const { cache } = hearingCache();
    cache.store('a-1', account('a'), cache.beginRead());
    cache.setHearing(false);
    assert.equal(cache.get('a-1'), undefined);
    cache.store('a-1', account('a'), cache.beginRead());
    assert.equal(cache.size, 0);
    cache.setHearing(true);
    assert.equal(cache.get('a-1'), undefined, 'what was remembered before the loss is not trusted again');
  });

  it('keeps at most its size, the least recently stored first out', () => {
    const { cache } = hearingCache({ size: 2 });
    cache.store('1', account('a'), cache.beginRead());
    cache.store('2', account('b'), cache.beginRead());
    cache.store('3', account('c'), cache.beginRead());
    assert.equal(cache.size, 2);
    assert.equal(cache.get('1'), undefined);
    assert.equal(cache.get('3')?.id, 'c');
  });
});
