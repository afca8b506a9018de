import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from './helpers';

describe('a request that does not finish arriving', () => {
  let world: TestApp;
  let port: number;

  before(async () => {
    world = await createTestApp({}, {}, { requestTimeoutMs: 400 });
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    port = (world.app.server.address() as net.AddressInfo).port;
  });
  after(() => world.close());

  test('gets 408 once its time is up, and its connection is closed', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = once(socket, 'close');
    // A contact form's headers and the first bytes of its body, then nothing more (a byte now and then, as a
    // slow client would send, does not reset the limit: it is for the whole request).
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 100);
    await closed;
    clearInterval(trickle);
    assert.match(answer, /^HTTP\/1\.1 408 /);
  });

  test('a request that arrives in time is answered as usual', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    assert.equal(answer.status, 200);
  });
});
