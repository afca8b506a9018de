import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { listeningTestApp, partialRequest } from './connections-support';

describe('a request that does not finish arriving', () => {
  let world: Awaited<ReturnType<typeof listeningTestApp>>;

  before(async () => {
    world = await listeningTestApp({ requestTimeoutMs: 400 });
  });
  after(() => world.close());

  test('gets 408 once its time is up, and its connection is closed', async () => {
    // A hundred-byte body's first byte, then a byte every 100 ms, as a slow client sends: the limit is for the whole
    // request, so the trickle does not reset it (the last byte would arrive after 10 s).
    const slow = await partialRequest(world.port, `{${' '.repeat(98)}}`, 1);
    const trickle = setInterval(() => slow.socket.write(' '), 100);
    await slow.closed;
    clearInterval(trickle);
    assert.match(slow.answer(), /^HTTP\/1\.1 408 /);
  });

  test('a request that arrives in time is answered as usual', async () => {
    const answer = await fetch(`http://127.0.0.1:${world.port}/api/health`);
    assert.equal(answer.status, 200);
  });
});
