import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { securityTexts } from '../src/security/texts';

/** A 429 says when to come back: a Retry-After header in seconds and the same in the message. */
export function assertSaysWhenToRetry(response: LightMyRequestResponse): number {
  assert.equal(response.statusCode, 429);
  const seconds = Number(response.headers['retry-after']);
  assert.ok(Number.isInteger(seconds) && seconds > 0, `Retry-After: ${response.headers['retry-after']}`);
  assert.deepEqual(response.json(), { success: false, message: securityTexts.tryAgainIn(seconds) });
  return seconds;
}
