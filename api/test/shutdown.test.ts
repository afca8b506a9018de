import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { closeWithin } from '../src/http/shutdown';
import { createTestApp, type TestApp } from './helpers';

/** A connection that sends a contact form's headers and the first bytes of its body, and keeps what comes back. */
async function stalledRequest(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = once(socket, 'close');
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
  );
  // The server has read the headers (and routed the request) before the close starts.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return { socket, closed, answer: () => answer, rest: () => socket.write(body.slice(5)) };
}

const contactBody = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });

describe('stopping the server', () => {
  let world: TestApp;
  let port: number;

  before(async () => {
    world = await createTestApp();
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    port = (world.app.server.address() as net.AddressInfo).port;
  });
  after(() => world.close());

  test('a request whose body never arrives does not hold the close: its connection is cut after the grace period', async () => {
    const stalled = await stalledRequest(port, contactBody);
    const outcome = await closeWithin(world.app, { graceMs: 300, deadlineMs: 5_000 });
    assert.equal(outcome, 'cut');
    await stalled.closed;
    assert.equal(stalled.answer(), '', 'the stalled request was cut, not answered');
    assert.equal(world.app.server.listening, false);
  });
});

describe('stopping the server while a request finishes', () => {
  let world: TestApp;
  let port: number;

  before(async () => {
    world = await createTestApp();
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    port = (world.app.server.address() as net.AddressInfo).port;
  });
  after(() => world.close());

  test('a request in progress is answered within the grace period, and nothing is cut', async () => {
    const slow = await stalledRequest(port, contactBody);
    const closing = closeWithin(world.app, { graceMs: 5_000, deadlineMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    slow.rest();
    assert.equal(await closing, 'closed');
    await slow.closed;
    assert.match(slow.answer(), /^HTTP\/1\.1 \d{3} /, 'the request got its answer');
    assert.doesNotMatch(slow.answer(), /^HTTP\/1\.1 503 /, 'a request that had started is not refused');
  });
});

test('a close that never finishes is given up after the deadline', async () => {
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => new Promise<void>(() => {}));
  await app.listen({ port: 0, host: '127.0.0.1' });
  assert.equal(await closeWithin(app, { graceMs: 100, deadlineMs: 200 }), 'timed-out');
});
