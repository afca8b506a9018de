import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import type { UserRow } from './tables';

/**
 * The one rule for the onboarding flags the server keeps (spec sections 2 and 3):
 * step2 the profile is complete, step3 both a CV and a cover letter are attached, step4 a plan
 * was chosen, step5 a job platform was handed over. Flags only ever turn on: a later change
 * (replacing a document) never sends a candidate back through onboarding.
 * Call it inside the transaction that changed the data; it answers the updated user.
 */
export async function refreshOnboardingSteps(db: Kysely<Database>, userId: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({
      step2: sql<boolean>`step2 or (
        phone_number is not null and address is not null and cardinality(work_state) > 0
        and cardinality(job_title) > 0 and experience_level is not null)`,
      step3: sql<boolean>`step3 or (
        select count(distinct category) = 2 from documents where documents.user_id = users.id)`,
      step4: sql<boolean>`step4 or exists (select 1 from subscriptions where subscriptions.user_id = users.id)`,
      step5: sql<boolean>`step5 or exists (select 1 from portals where portals.user_id = users.id)`,
      updated_at: new Date(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
