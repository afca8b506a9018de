import crypto from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  attemptPolicies,
  MemoryAttemptStore,
  RedisAttemptStore,
  type AttemptKind,
  type AttemptStore,
} from '../security/attempt-limits';
import { TooManyAttempts } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Growing delays per account or address, held where the rate limits are (Redis when REDIS_URL is set). */
    attempts: {
      /** Counts an attempt about this account/address, or throws 429 (with Retry-After) while its delay runs. */
      take(kind: AttemptKind, subject: string): Promise<void>;
      /** Forgets the count (the attempt succeeded). */
      clear(kind: AttemptKind, subject: string): Promise<void>;
    };
  }
}

/**
 * Rate limits: per client address and route (@fastify/rate-limit, on the routes that ask for it) and per account or
 * address (growing delays). With a Redis URL both live there, so every API instance counts together.
 */
export default fp(
  async function limits(app: FastifyInstance, options: { redisUrl: string | undefined }) {
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: true })
      : null;
    if (redis) {
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit();
      });
    }
    await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, nameSpace: 'portal:rate:' } : {}) });

    const store: AttemptStore = redis ? new RedisAttemptStore(redis) : new MemoryAttemptStore();
    // Addresses are kept as digests: the counters hold no personal data.
    const keyOf = (kind: AttemptKind, subject: string) =>
      `${kind}:${crypto.createHash('sha256').update(subject.trim().toLowerCase()).digest('hex')}`;
    app.decorate('attempts', {
      async take(kind: AttemptKind, subject: string) {
        const taken = await store.take(keyOf(kind, subject), attemptPolicies[kind]);
        if (!taken.allowed) throw new TooManyAttempts(taken.retryAfterSeconds);
      },
      clear: (kind: AttemptKind, subject: string) => store.clear(keyOf(kind, subject)),
    });
  },
  { name: 'limits' },
);
