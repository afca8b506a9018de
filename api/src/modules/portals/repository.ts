import type { Kysely } from 'kysely';
import { platformLimitMessage, type Platform } from '@portal/shared/contracts';
import { sharedMessages } from '@portal/shared/texts';
import type { Database } from '../../db/database-types';
import type { CredentialsCipher } from '../../providers/credentials-cipher';
import { HttpError } from '../../plugins/errors';
import { platformLimitPlan } from '../applications/plan-now';
import { refreshOnboardingSteps } from '../users/onboarding';
import type { PortalRow } from './tables';

/** One platform handed over: its login details, or consent for us to create the account. */
export type PortalEntry = {
  name: Platform;
  hadAnAccount: boolean;
  agreed: boolean;
  credential: { email: string; password: string } | null;
};

/**
 * Saves a candidate's platforms in the caller's transaction: the candidate's plan now must allow them all (its
 * platform limit, `platformLimitPlan`, counting the platforms already held), the passwords are stored encrypted, the same platform
 * again replaces its details. Used by the candidate's own wizard (POST /portal) and by staff setting up a
 * candidate's platforms (POST /create-account-for-user/).
 */
/** A candidate's job platforms in the order they were set up (the first is the working one). */
export function portalsOf(db: Kysely<Database>, candidateId: string): Promise<PortalRow[]> {
  return db
    .selectFrom('portals')
    .selectAll()
    .where('user_id', '=', candidateId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function savePortals(
  trx: Kysely<Database>,
  cipher: CredentialsCipher,
  candidateId: string,
  entries: PortalEntry[],
): Promise<PortalRow[]> {
  // Serialise this candidate's platform changes so two requests cannot both pass the limit.
  await trx.selectFrom('users').select('id').where('id', '=', candidateId).forUpdate().executeTakeFirstOrThrow();
  const plan = await platformLimitPlan(trx, candidateId);
  if (!plan) throw new HttpError(409, sharedMessages.selectPlan);
  const names = entries.map((entry) => entry.name);
  const others = await trx
    .selectFrom('portals')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .where('user_id', '=', candidateId)
    .where('name', 'not in', names)
    .executeTakeFirstOrThrow();
  if (Number(others.count) + names.length > plan.platform_limit)
    throw new HttpError(409, platformLimitMessage(plan.name, plan.platform_limit));
  const rows: PortalRow[] = [];
  for (const entry of entries) {
    const values = {
      had_an_account: entry.hadAnAccount,
      agreed: entry.hadAnAccount ? entry.agreed : true,
      credential_email: entry.hadAnAccount && entry.credential ? entry.credential.email : null,
      credential_password_encrypted:
        entry.hadAnAccount && entry.credential ? cipher.encrypt(entry.credential.password, candidateId) : null,
      updated_at: new Date(),
    };
    rows.push(
      await trx
        .insertInto('portals')
        .values({ user_id: candidateId, name: entry.name, ...values })
        .onConflict((conflict) => conflict.columns(['user_id', 'name']).doUpdateSet(values))
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  }
  await refreshOnboardingSteps(trx, candidateId);
  return rows;
}
