import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { closeWithin } from '../src/http/shutdown';
import { listeningTestApp, partialRequest } from './connections-support';

test('a request whose body never arrives does not hold the close: its connection is cut after the grace period', async () => {
  const world = await listeningTestApp();
  try {
    const stalled = await partialRequest(world.port);
    const outcome = await closeWithin(world.app, { graceMs: 300, deadlineMs: 5_000 });
    assert.equal(outcome, 'cut');
    await stalled.closed;
    assert.equal(stalled.answer(), '', 'the stalled request was cut, not answered');
    assert.equal(world.app.server.listening, false);
  } finally {
    await world.close();
  }
});

test('a request in progress is answered within the grace period, and nothing is cut', async () => {
  const world = await listeningTestApp();
  try {
    const slow = await partialRequest(world.port);
    const closing = closeWithin(world.app, { graceMs: 5_000, deadlineMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    slow.rest();
    // 'closed', not 'cut': the kept-alive connection closed as soon as its answer was sent.
    assert.equal(await closing, 'closed');
    await slow.closed;
    assert.match(slow.answer(), /^HTTP\/1\.1 \d{3} /, 'the request got its answer');
    assert.doesNotMatch(slow.answer(), /^HTTP\/1\.1 503 /, 'a request that had started is not refused');
  } finally {
    await world.close();
  }
});

test('a close that never finishes is given up after the deadline', async () => {
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => new Promise<void>(() => {}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  assert.equal(await closeWithin(app, { graceMs: 100, deadlineMs: 200 }), 'timed-out');
});
