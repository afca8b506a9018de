import pg from 'pg';

/**
 * LISTEN on `channel`: `onPayload` gets each committed NOTIFY's payload; `onLost` runs when the listening
 * connection is lost (from then on events are missed), `onReconnect` once it listens again. Answers how to stop.
 */
export type DatabaseListener = (
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
) => Promise<() => Promise<void>>;

const firstRetryMs = 250;
const longestRetryMs = 10_000;

/**
 * One dedicated connection (never a pooled one: a pool hands its connections back and forth, and a LISTEN
 * belongs to its session). When it drops, it reconnects with doubling delays and listens again.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const lost = (which: pg.Client) => {
    if (stopped || client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    onLost?.();
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          retryMs = firstRetryMs;
          onReconnect?.();
        },
        () => {
          retryMs = Math.min(retryMs * 2, longestRetryMs);
          scheduleReconnect();
        },
      );
    }, retryMs);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}
