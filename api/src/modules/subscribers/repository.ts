import { sql, type Kysely } from 'kysely';
import type { Subscriber, SubscriberFilter } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { presentDocument } from '../documents/present';
import { presentPortal } from '../portals/routes';
import { presentUser } from '../users/present';
import { escapeLikePattern, userCountCap } from '../users/repository';

/** An officer still looks after their candidates while active or pending; suspended or deleted ones do not. */
export const officerStatusesThatHold = ['active', 'pending'] as const;

export type SubscriberListFilter = {
  search?: string;
  filter: SubscriberFilter;
  plan: 'all' | 'Free' | 'Silver' | 'Gold';
  page: number;
  limit: number;
};

/**
 * Subscribed candidates (a plan chosen), newest first, with their documents, platforms and officer. A candidate
 * whose admin was suspended or deleted counts as unassigned (and may be assigned again).
 */
export async function listSubscribers(
  db: Kysely<Database>,
  filter: SubscriberListFilter,
): Promise<{ docs: Subscriber[]; total: number }> {
  let query = db
    .selectFrom('users as u')
    .leftJoin('users as officer', (join) =>
      join.onRef('officer.id', '=', 'u.account_officer').on('officer.status', 'in', [...officerStatusesThatHold]),
    )
    .where('u.role', '=', 'user')
    .where('u.subscription', 'is not', null);
  if (filter.plan !== 'all') query = query.where('u.subscription', '=', filter.plan);
  if (filter.filter === 'assigned') query = query.where('officer.id', 'is not', null);
  if (filter.filter === 'unassigned') query = query.where('officer.id', 'is', null);
  if (filter.search)
    // The trigram index's expression (users_search_trgm_idx), on the candidate's row.
    query = query.where(
      sql<string>`u.first_name || ' ' || u.last_name || ' ' || u.email`,
      'ilike',
      `%${escapeLikePattern(filter.search)}%`,
    );
  const [rows, counted] = await Promise.all([
    query
      .selectAll('u')
      .select([
        'officer.id as officer_id',
        'officer.first_name as officer_first_name',
        'officer.last_name as officer_last_name',
        'officer.status as officer_status',
      ])
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    // Counting stops at the cap, never a scan of every candidate.
    db
      .selectFrom(query.select('u.id').limit(userCountCap).as('matches'))
      .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((row) => row.id);
  const [documents, portals] = ids.length
    ? await Promise.all([
        db.selectFrom('documents').selectAll().where('user_id', 'in', ids).orderBy('created_at').execute(),
        db.selectFrom('portals').selectAll().where('user_id', 'in', ids).orderBy('created_at').execute(),
      ])
    : [[], []];
  const docs = rows.map((row): Subscriber => {
    const { officer_id, officer_first_name, officer_last_name, officer_status, ...user } = row;
    return {
      user: presentUser(user),
      userDocuments: documents.filter((document) => document.user_id === row.id).map(presentDocument),
      userPortals: portals.filter((portal) => portal.user_id === row.id).map(presentPortal),
      planName: row.subscription ?? 'Free',
      officer: officer_id
        ? {
            _id: officer_id,
            firstName: officer_first_name ?? '',
            lastName: officer_last_name ?? '',
            status: officer_status ?? 'active',
          }
        : null,
    };
  });
  return { docs, total: Number(counted.total) };
}
