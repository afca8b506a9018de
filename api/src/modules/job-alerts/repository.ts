import { sql, type Kysely, type Transaction } from 'kysely';
import type { JobAlert } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import type { JobAlertRow } from './tables';

type Choices = { email: string } & Pick<JobAlertRow, 'experience' | 'locations' | 'salary_range'>;
type Db = Kysely<Database> | Transaction<Database>;

/** A confirmation link stays usable this long. */
export const jobAlertLinkLifetimeMs = 48 * 60 * 60 * 1000;

/** The sign-up waiting for its link: one per address, so only the newest link e-mailed to it works. */
export async function saveJobAlertRequest(db: Db, choices: Choices, tokenDigest: string): Promise<void> {
  const expiresAt = new Date(Date.now() + jobAlertLinkLifetimeMs);
  await db
    .insertInto('job_alert_requests')
    .values({ ...choices, token_digest: tokenDigest, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        experience: (eb) => eb.ref('excluded.experience'),
        locations: (eb) => eb.ref('excluded.locations'),
        salary_range: (eb) => eb.ref('excluded.salary_range'),
        token_digest: (eb) => eb.ref('excluded.token_digest'),
        expires_at: (eb) => eb.ref('excluded.expires_at'),
        created_at: sql`now()`,
      }),
    )
    .execute();
}

/** Uses up a confirmation link: the sign-up it names, removed so that the link works once; null if none. */
export async function takeJobAlertRequest(
  db: Db,
  tokenDigest: string,
): Promise<{ choices: Choices; expiresAt: Date } | null> {
  const request = await db
    .deleteFrom('job_alert_requests')
    .where('token_digest', '=', tokenDigest)
    .returning(['email', 'experience', 'locations', 'salary_range', 'expires_at'])
    .executeTakeFirst();
  if (!request) return null;
  const { expires_at: expiresAt, ...choices } = request;
  return { choices, expiresAt: new Date(expiresAt) };
}

/** One row per e-mail: a new subscriber is inserted, a known one gets the new choices and unsubscribe link. */
export async function saveJobAlert(
  db: Db,
  choices: Choices,
  unsubscribeDigest: string,
): Promise<{ alert: JobAlertRow; created: boolean }> {
  const row = await db
    .insertInto('job_alerts')
    .values({ ...choices, unsubscribe_digest: unsubscribeDigest })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        experience: (eb) => eb.ref('excluded.experience'),
        locations: (eb) => eb.ref('excluded.locations'),
        salary_range: (eb) => eb.ref('excluded.salary_range'),
        unsubscribe_digest: (eb) => eb.ref('excluded.unsubscribe_digest'),
        updated_at: sql`now()`,
      }),
    )
    // xmax is 0 only on a freshly inserted row version (PostgreSQL and PGlite alike).
    .returning([
      'id',
      'email',
      'experience',
      'locations',
      'salary_range',
      'unsubscribe_digest',
      'created_at',
      'updated_at',
    ])
    .returning(sql<boolean>`(xmax = 0)`.as('created'))
    .executeTakeFirstOrThrow();
  const { created, ...alert } = row;
  return { alert, created };
}

/** Removes the subscription an unsubscribe link names; false when no subscription has that link. */
export async function removeJobAlert(db: Db, unsubscribeDigest: string): Promise<boolean> {
  const removed = await db
    .deleteFrom('job_alerts')
    .where('unsubscribe_digest', '=', unsubscribeDigest)
    .returning('id')
    .executeTakeFirst();
  return removed !== undefined;
}

/** Sign-ups whose link has expired are of no use to anyone: the background clean-up removes them. */
export async function removeExpiredJobAlertRequests(db: Db): Promise<number> {
  const removed = await db.deleteFrom('job_alert_requests').where('expires_at', '<=', new Date()).executeTakeFirst();
  return Number(removed.numDeletedRows);
}

export const presentJobAlert = (row: JobAlertRow): JobAlert => ({
  _id: row.id,
  email: row.email,
  experience: row.experience,
  locations: row.locations,
  salaryRange: row.salary_range,
});
