import type { ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { NotificationStreamEvent } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { parseNotificationEvent } from './events';
import { countUnreadOf, recipientsAmong } from './repository';

/** One open event stream: whose it is, and how to check that its session still holds. */
export type LiveStream = {
  userId: string;
  response: ServerResponse;
  /** Resolves false once the session the stream was opened with has ended (sign-out, suspension, expiry). */
  sessionHolds: () => Promise<boolean>;
  checkedAt: number;
};

export type LiveTiming = {
  /** A comment line this often keeps proxies and the browser from closing an idle stream. */
  heartbeatMs: number;
  /** Each stream's session is checked again this often (at a heartbeat). */
  sessionCheckMs: number;
};

/** Readers looked up per query when an event reaches many open streams. */
const batchSize = 1000;

/**
 * The event streams open on this instance, by reader. A database event (from any instance) becomes each
 * affected reader's new unread count; a lost listening connection resends every count.
 */
export class NotificationStreams {
  readonly #streams = new Map<string, Set<LiveStream>>();
  readonly #timer: NodeJS.Timeout;
  #checking = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly timing: LiveTiming,
    private readonly onError: (error: unknown) => void,
  ) {
    this.#timer = setInterval(() => void this.#heartbeat(), timing.heartbeatMs);
    this.#timer.unref();
  }

  get size(): number {
    let size = 0;
    for (const streams of this.#streams.values()) size += streams.size;
    return size;
  }

  add(stream: LiveStream): () => void {
    const streams = this.#streams.get(stream.userId) ?? new Set();
    streams.add(stream);
    this.#streams.set(stream.userId, streams);
    return () => {
      streams.delete(stream);
      if (streams.size === 0 && this.#streams.get(stream.userId) === streams) this.#streams.delete(stream.userId);
    };
  }

  /** The payload of a NOTIFY on the notifications channel. */
  handle(payload: string): void {
    const event = parseNotificationEvent(payload);
    if (!event) return;
    if ('ended' in event) {
      this.#endIfSessionEnded(event.ended).catch(this.onError);
      return;
    }
    const work = 'read' in event ? this.#sendCounts([event.read]) : this.#deliver(event.sent);
    work.catch(this.onError);
  }

  /** After the listening connection was lost: events may have been missed, so every reader gets their count. */
  resync(): void {
    this.#sendCounts([...this.#streams.keys()]).catch(this.onError);
  }

  close(): void {
    clearInterval(this.#timer);
    for (const streams of this.#streams.values()) for (const stream of streams) stream.response.end();
    this.#streams.clear();
  }

  async #deliver(notificationId: string): Promise<void> {
    const readers = [...this.#streams.keys()];
    for (let start = 0; start < readers.length; start += batchSize) {
      const received = await recipientsAmong(this.db, notificationId, readers.slice(start, start + batchSize));
      await this.#sendCounts(received, notificationId);
    }
  }

  async #sendCounts(readers: string[], notification?: string): Promise<void> {
    const connected = readers.filter((reader) => this.#streams.has(reader));
    for (let start = 0; start < connected.length; start += batchSize) {
      const batch = connected.slice(start, start + batchSize);
      const counts = await countUnreadOf(this.db, batch);
      for (const reader of batch) {
        const event: NotificationStreamEvent = {
          unread: counts.get(reader) ?? 0,
          ...(notification ? { notification } : {}),
        };
        for (const stream of this.#streams.get(reader) ?? []) writeEvent(stream.response, 'unread', event);
      }
    }
  }

  /** Checks the sessions of one account's streams now, ending those whose session no longer holds. */
  async #endIfSessionEnded(userId: string): Promise<void> {
    for (const stream of [...(this.#streams.get(userId) ?? [])]) {
      stream.checkedAt = Date.now();
      if (!(await stream.sessionHolds())) stream.response.end();
    }
  }

  /** A heartbeat to every stream, then the session checks that are due. */
  async #heartbeat(): Promise<void> {
    for (const streams of this.#streams.values())
      for (const stream of streams) stream.response.write(': heartbeat\n\n');
    await this.checkSessions(Date.now() - this.timing.sessionCheckMs);
  }

  /** Checks the session of each stream last checked before `due` (all of them by default); ends those that ended. */
  async checkSessions(due = Number.POSITIVE_INFINITY): Promise<void> {
    if (this.#checking) return;
    this.#checking = true;
    try {
      for (const streams of [...this.#streams.values()]) {
        for (const stream of [...streams]) {
          if (stream.checkedAt > due) continue;
          stream.checkedAt = Date.now();
          if (!(await stream.sessionHolds())) stream.response.end();
        }
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.#checking = false;
    }
  }
}

/** One server-sent event. */
export function writeEvent(response: ServerResponse, name: string, data: unknown): void {
  response.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
}
