import type { UserRow } from '../users/tables';

/** The channel on which every change to an account is announced (migration 202611260100_account_change_events). */
export const accountChangesChannel = 'account_changes';
/** The payload that means "forget every account" (a bulk change, a truncate). */
export const everyAccount = '*';

/** How long a remembered account is trusted without a word from the database: the backstop if a notice is lost. */
export const accountCacheTtlMs = 2_000;
/** How many sessions an instance remembers (least recently stored first out). */
export const accountCacheSize = 10_000;

type Entry = { userId: string; user: UserRow; storedAt: number };

/**
 * The accounts this instance read for its signed-in reads, by the token's id (`jti`): a read (GET) of a session
 * seen in the last `accountCacheTtlMs` skips the database. What keeps it right:
 * - it is used only while the instance hears the account_changes channel (`hearing`); a lost connection forgets
 *   everything and stops remembering until it listens again;
 * - every announced change forgets that account's sessions (or all, for '*'), and every write request made on this
 *   instance forgets all before its answer leaves, so its caller's next read sees what it wrote;
 * - a read that started before a change finished is not stored (`generation`), so it cannot put back what the
 *   change made stale;
 * - writes (POST, PATCH, PUT, DELETE) never use it: they decide on the account as the database has it now.
 */
export class AccountCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #size: number;
  readonly #now: () => number;
  #generation = 0;
  #hearing = false;

  constructor(options: { ttlMs?: number; size?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? accountCacheTtlMs;
    this.#size = options.size ?? accountCacheSize;
    this.#now = options.now ?? Date.now;
  }

  /** The account remembered for this token, if it is fresh and changes are being heard. */
  get(jti: string): UserRow | undefined {
    if (!this.#hearing) return undefined;
    const entry = this.#entries.get(jti);
    if (!entry) return undefined;
    if (this.#now() - entry.storedAt >= this.#ttlMs) {
      this.#entries.delete(jti);
      return undefined;
    }
    return entry.user;
  }

  /** Marks the start of a database read; pass the answer to `store` with the read's result. */
  beginRead(): number {
    return this.#generation;
  }

  /** Remembers a usable account read for this token, unless something changed since the read began. */
  store(jti: string, user: UserRow, readBegan: number): void {
    if (!this.#hearing || readBegan !== this.#generation) return;
    this.#entries.delete(jti);
    if (this.#entries.size >= this.#size) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(jti, { userId: user.id, user, storedAt: this.#now() });
  }

  /** An announced change: one account's id, or '*' for every account. */
  changed(payload: string): void {
    this.#generation += 1;
    if (payload === everyAccount) {
      this.#entries.clear();
      return;
    }
    for (const [jti, entry] of this.#entries) if (entry.userId === payload) this.#entries.delete(jti);
  }

  /** Forgets everything (a write on this instance, a reconnect). */
  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** Whether announcements are being heard; either way, what was remembered is forgotten. */
  setHearing(hearing: boolean): void {
    this.#hearing = hearing;
    this.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
