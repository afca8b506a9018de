import { once } from 'node:events';
import net from 'node:net';
import type { BuildOptions } from '../src/app';
import { createTestApp, type TestApp } from './helpers';

/** The real app (`createTestApp`) listening on a free port of 127.0.0.1. */
export async function listeningTestApp(
  buildOptions: Partial<Omit<BuildOptions, 'database'>> = {},
): Promise<TestApp & { port: number }> {
  const world = await createTestApp({}, {}, buildOptions);
  await world.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...world, port: (world.app.server.address() as net.AddressInfo).port };
}

/** A contact form's body, for requests sent byte by byte. */
const contactBody = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hello' });

/**
 * A raw connection that sends a contact form's headers and the first `sent` bytes of `body`, and keeps what comes
 * back; resolves once the server has had time to read the headers (and route the request).
 */
export async function partialRequest(port: number, body = contactBody, sent = 5) {
  const socket = net.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = once(socket, 'close');
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, sent)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    socket,
    /** Resolves when the server (or the client) has closed the connection. */
    closed,
    answer: () => answer,
    /** Sends the rest of the body. */
    rest: () => socket.write(body.slice(sent)),
  };
}
