import type { FastifyInstance } from 'fastify';

/** How long requests in progress may take to finish after a stop signal before their connections are cut. */
export const shutdownGraceMs = 10_000;
/** How long the close may take after that (hooks, the database) before the process gives up on it. */
export const shutdownDeadlineMs = 5_000;

/** How often, during the grace period, the connections whose requests have finished are closed. */
const idleCheckMs = 100;

/**
 * How a bounded close ended: `closed` when every request finished within the grace period; `cut` when connections
 * still open then were closed under their requests and the close finished; `timed-out` when the close did not
 * finish even after that (the caller exits anyway).
 */
export type ShutdownOutcome = 'closed' | 'cut' | 'timed-out';

/**
 * Closes the app within bounds, as a stop signal needs. Fastify's close refuses new requests (503), ends idle
 * connections and then waits for every open one, without limit: a client that sent a request's headers and never
 * its whole body (a stalled upload) kept a stopped server running for as long as it held the socket, and so did a
 * keep-alive connection whose request finished after the close began. Here a connection is closed as soon as its
 * request is answered; the requests in progress get `graceMs` to finish; the connections still open then are cut,
 * so the close goes on to its hooks and the database; and if even that takes longer than `deadlineMs`, this
 * resolves `timed-out`.
 */
export async function closeWithin(
  app: FastifyInstance,
  { graceMs = shutdownGraceMs, deadlineMs = shutdownDeadlineMs } = {},
): Promise<ShutdownOutcome> {
  let cut = false;
  let deadline: NodeJS.Timeout | undefined;
  let giveUp: (outcome: ShutdownOutcome) => void = () => {};
  const gaveUp = new Promise<ShutdownOutcome>((resolve) => (giveUp = resolve));
  // A keep-alive connection whose request finishes during the close is idle from then on: closed as it turns so.
  const idle = setInterval(() => app.server.closeIdleConnections(), idleCheckMs);
  const grace = setTimeout(() => {
    clearInterval(idle);
    cut = true;
    app.log.warn(`Requests still in progress ${graceMs} ms after the stop signal: their connections are closed`);
    app.server.closeAllConnections();
    deadline = setTimeout(() => giveUp('timed-out'), deadlineMs);
  }, graceMs);
  try {
    return await Promise.race([app.close().then((): ShutdownOutcome => (cut ? 'cut' : 'closed')), gaveUp]);
  } finally {
    clearInterval(idle);
    clearTimeout(grace);
    clearTimeout(deadline);
  }
}
