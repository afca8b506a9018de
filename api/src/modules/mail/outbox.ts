import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database-types';
import type { MailRow } from './tables';
import type { MailTransport, OutgoingMail } from '../../providers/mailer';

/** After this many failed deliveries a message is marked failed and left for a human. */
export const maxDeliveryAttempts = 6;
const batchSize = 25;
/** A claimed message is invisible to other workers for this long, in case this one dies mid-send. */
const claimLeaseSeconds = 300;

/** 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Plain text paragraphs to simple HTML, links made clickable. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('\n');
}

/** Call inside the transaction that makes the mail necessary: both commit or neither. */
export async function enqueueMail(
  trx: Kysely<Database>,
  mail: Omit<OutgoingMail, 'html'> & { html?: string },
): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? textToHtml(mail.text) })
    .execute();
}

/** How many e-mails with this subject were queued for this address since `since`: a per-inbox throttle reads it. */
export async function mailsSentTo(db: Kysely<Database>, to: string, subject: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('sent'))
    .where('to', '=', to)
    .where('subject', '=', subject)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.sent);
}

/** Mail kept this long after it was handled: enough for support to look back and for the per-inbox throttles. */
export const outboxRetentionMs = 30 * 24 * 60 * 60 * 1000;

/** Forgets handled mail (sent, logged or failed) older than the retention: bodies hold links and personal details. */
export async function pruneOutbox(db: Kysely<Database>, now = new Date()): Promise<number> {
  const removed = await db
    .deleteFrom('mail_outbox')
    .where('status', '!=', 'pending')
    .where('created_at', '<', new Date(now.getTime() - outboxRetentionMs))
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

export type DrainResult = { delivered: number; retrying: number; failed: number };

/** Sends every due message once; safe to run from several processes at the same time. */
export async function drainOutbox(
  db: Kysely<Database>,
  transport: MailTransport,
  log: FastifyBaseLogger,
): Promise<DrainResult> {
  const result: DrainResult = { delivered: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await sql<MailRow>`
      update mail_outbox set next_attempt_at = now() + make_interval(secs => ${claimLeaseSeconds})
      where id in (
        select id from mail_outbox
        where status = 'pending' and next_attempt_at <= now()
        order by created_at
        limit ${batchSize}
        for update skip locked
      )
      returning *`.execute(db);
    for (const mail of claimed.rows) {
      const attempts = mail.attempts + 1;
      try {
        await transport.deliver({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db
          .updateTable('mail_outbox')
          .set({
            status: transport.kind === 'smtp' ? 'sent' : 'logged',
            attempts,
            sent_at: new Date(),
            last_error: null,
          })
          .where('id', '=', mail.id)
          .execute();
        result.delivered += 1;
      } catch (error) {
        const lastError = error instanceof Error ? error.message : String(error);
        const givesUp = attempts >= maxDeliveryAttempts;
        await db
          .updateTable('mail_outbox')
          .set({
            status: givesUp ? 'failed' : 'pending',
            attempts,
            last_error: lastError.slice(0, 1000),
            next_attempt_at: new Date(Date.now() + retryDelaySeconds(attempts) * 1000),
          })
          .where('id', '=', mail.id)
          .execute();
        log.warn(
          { mailId: mail.id, attempts, error: lastError },
          givesUp ? 'E-mail delivery failed for good' : 'E-mail delivery failed; will retry',
        );
        if (givesUp) result.failed += 1;
        else result.retrying += 1;
      }
    }
    if (claimed.rows.length < batchSize) return result;
  }
}
