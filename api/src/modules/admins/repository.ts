import type { Kysely } from 'kysely';
import type { AuditAction, AuditEntry } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { digest, newLinkToken } from '../../security/link-tokens';
import { enqueueMail } from '../mail/outbox';
import { adminMails } from './texts';

/** A set-password link works for 48 hours (issue 16). */
export const setupLinkLifetimeMs = 48 * 60 * 60 * 1000;

export function recordAudit(
  db: Kysely<Database>,
  entry: { adminId: string; actorId: string | null; action: AuditAction; status?: string; candidateId?: string },
): Promise<unknown> {
  return db
    .insertInto('admin_audit_log')
    .values({
      admin_id: entry.adminId,
      actor_id: entry.actorId,
      action: entry.action,
      status: entry.status ?? null,
      candidate_id: entry.candidateId ?? null,
    })
    .execute();
}

/**
 * Issues a new set-password link and queues its e-mail (in the caller's transaction): earlier links of the
 * admin stop working, so only the newest one in their inbox does.
 */
export async function sendSetupLink(
  trx: Kysely<Database>,
  admin: { id: string; email: string; first_name: string },
  publicUrl: string,
): Promise<void> {
  const token = newLinkToken();
  const now = new Date();
  await trx
    .updateTable('admin_setup_links')
    .set({ consumed_at: now })
    .where('user_id', '=', admin.id)
    .where('consumed_at', 'is', null)
    .execute();
  await trx
    .insertInto('admin_setup_links')
    .values({
      user_id: admin.id,
      token_digest: digest(token),
      expires_at: new Date(now.getTime() + setupLinkLifetimeMs),
    })
    .execute();
  await enqueueMail(trx, {
    to: admin.email,
    subject: adminMails.setupSubject,
    text: adminMails.setupBody(admin.first_name, `${publicUrl}/set-password?token=${token}`),
  });
}

/** An admin's audit log, newest first, one page (plus whether there is another). */
export async function auditLogOf(
  db: Kysely<Database>,
  adminId: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ docs: AuditEntry[]; hasNextPage: boolean }> {
  const rows = await db
    .selectFrom('admin_audit_log as log')
    .leftJoin('users as actor', 'actor.id', 'log.actor_id')
    .leftJoin('users as candidate', 'candidate.id', 'log.candidate_id')
    .select([
      'log.id',
      'log.action',
      'log.status',
      'log.created_at',
      'actor.id as actor_id',
      'actor.first_name as actor_first_name',
      'actor.last_name as actor_last_name',
      'candidate.id as candidate_id',
      'candidate.first_name as candidate_first_name',
      'candidate.last_name as candidate_last_name',
      'candidate.email as candidate_email',
    ])
    .where('log.admin_id', '=', adminId)
    .orderBy('log.created_at', 'desc')
    .orderBy('log.seq', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  const docs = rows.slice(0, limit).map((row): AuditEntry => ({
    _id: row.id,
    action: row.action,
    status: row.status,
    actor: row.actor_id
      ? { _id: row.actor_id, firstName: row.actor_first_name ?? '', lastName: row.actor_last_name ?? '' }
      : null,
    candidate: row.candidate_id
      ? {
          _id: row.candidate_id,
          firstName: row.candidate_first_name ?? '',
          lastName: row.candidate_last_name ?? '',
          email: row.candidate_email ?? '',
        }
      : null,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { docs, hasNextPage: rows.length > limit };
}
