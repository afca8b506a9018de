import type { Redis } from 'ioredis';

/**
 * Growing delays per account or address (failed sign-ins, wrong verification codes, mails asked for): the first
 * `free` events cost nothing, then each one makes the next attempt wait twice as long (2 s, 4 s, 8 s, … up to
 * `maxWaitSeconds`). Nobody is locked out for long, whoever triggers it; a guesser is slowed to a few tries an
 * hour. Counters are forgotten `memoryMs` after the last event.
 */
export type AttemptPolicy = { free: number; maxWaitSeconds: number; memoryMs: number };

export const attemptPolicies = {
  /** Failed sign-ins of one account. */
  signin: { free: 5, maxWaitSeconds: 15 * 60, memoryMs: 24 * 60 * 60 * 1000 },
  /** Wrong verification codes for one address, or one account's e-mail change (across codes: a new one does not reset it). */
  verification: { free: 5, maxWaitSeconds: 15 * 60, memoryMs: 24 * 60 * 60 * 1000 },
  /** Codes and links mailed to one address (sign-up, resend, forgotten password, e-mail change). */
  mail: { free: 3, maxWaitSeconds: 15 * 60, memoryMs: 24 * 60 * 60 * 1000 },
} as const satisfies Record<string, AttemptPolicy>;
export type AttemptKind = keyof typeof attemptPolicies;

/** Seconds to wait after the `events`-th event. */
export function waitAfter(events: number, policy: AttemptPolicy): number {
  if (events < policy.free) return 0;
  return Math.min(2 ** (events - policy.free + 1), policy.maxWaitSeconds);
}

/** An attempt taken, or refused with the seconds left before the next one is allowed. */
export type AttemptTaken = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptStore {
  /**
   * One atomic step: refused while a delay runs; otherwise counted at once (as if it failed, so simultaneous
   * guesses cannot all slip through before the first is counted) and the next delay set.
   */
  take(key: string, policy: AttemptPolicy): Promise<AttemptTaken>;
  /** Forgets the key (a successful sign-in or verification). */
  clear(key: string): Promise<void>;
}

/** One process's memory: right for one instance (the default). */
export class MemoryAttemptStore implements AttemptStore {
  readonly #entries = new Map<string, { events: number; allowedAt: number; forgetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async take(key: string, policy: AttemptPolicy): Promise<AttemptTaken> {
    const now = this.now();
    let entry = this.#entries.get(key);
    if (entry && entry.forgetAt <= now) entry = undefined;
    if (entry && entry.allowedAt > now)
      return { allowed: false, retryAfterSeconds: Math.ceil((entry.allowedAt - now) / 1000) };
    const events = (entry?.events ?? 0) + 1;
    this.#entries.set(key, {
      events,
      allowedAt: now + waitAfter(events, policy) * 1000,
      forgetAt: now + policy.memoryMs,
    });
    if (this.#entries.size > 10_000) this.#sweep(now);
    return { allowed: true };
  }

  async clear(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  #sweep(now: number) {
    for (const [key, entry] of this.#entries) if (entry.forgetAt <= now) this.#entries.delete(key);
  }
}

// Redis's own clock, so every instance measures the delay the same way; one script per call keeps it atomic.
const takeScript = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local allowed = tonumber(redis.call('HGET', KEYS[1], 'allowedAt') or '0')
if allowed > now then return math.ceil((allowed - now) / 1000) end
local events = redis.call('HINCRBY', KEYS[1], 'events', 1)
local free = tonumber(ARGV[1])
local wait = 0
if events >= free then wait = math.min(2 ^ (events - free + 1), tonumber(ARGV[2])) end
redis.call('HSET', KEYS[1], 'allowedAt', now + wait * 1000)
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[3]))
return 0`;

/** Shared by every API instance using the same Redis (REDIS_URL). */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'portal:attempts:',
  ) {}

  async take(key: string, policy: AttemptPolicy): Promise<AttemptTaken> {
    const wait = Number(
      await this.redis.eval(takeScript, 1, this.prefix + key, policy.free, policy.maxWaitSeconds, policy.memoryMs),
    );
    return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
