import type { Kysely } from 'kysely';
import type { Database, SubscriptionPlansTable } from './schema';
import type { Insertable } from 'kysely';
import { demoAccounts, demoCandidateProfile } from './demo-accounts';
import { hashPassword } from '../modules/auth/passwords';

/** Spec section 9: limits per plan; table prices Free $0, Silver $120, Gold $20 reproduced as given. */
export const subscriptionPlans: Insertable<SubscriptionPlansTable>[] = [
  { name: 'Free', price: 0, application_limit: 10, platform_limit: 1, billing: 'weekly', trial_days: 7, features: [] },
  {
    name: 'Silver',
    price: 120,
    application_limit: 30,
    platform_limit: 2,
    billing: 'monthly',
    trial_days: 0,
    features: ['tailored CV'],
  },
  {
    name: 'Gold',
    price: 20,
    application_limit: null,
    platform_limit: 2,
    billing: 'monthly',
    trial_days: 0,
    features: ['CV revamp', 'tailored CV', 'real-time messaging'],
  },
];

/**
 * Idempotent: plans are inserted when missing; demo accounts only into an empty users table
 * (the first start) and never in production, where `create-super-admin` makes the first account.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demoAccounts: boolean },
): Promise<{ seededAccounts: boolean }> {
  await db
    .insertInto('subscription_plans')
    .values(subscriptionPlans)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  if (!options.demoAccounts) return { seededAccounts: false };

  const passwordHash = await hashPassword(demoAccounts.admin.password);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) return { seededAccounts: false };
    const account = (entry: (typeof demoAccounts)[keyof typeof demoAccounts]) => ({
      email: entry.email,
      first_name: entry.firstName,
      last_name: entry.lastName,
      role: entry.role,
      password_hash: passwordHash,
      email_verified: true,
      status: 'active' as const,
    });
    await trx.insertInto('users').values(account(demoAccounts.superAdmin)).execute();
    const admin = await trx
      .insertInto('users')
      .values(account(demoAccounts.admin))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('users')
      .values({
        ...account(demoAccounts.candidate),
        job_title: [...demoCandidateProfile.jobTitle],
        experience_level: demoCandidateProfile.experienceLevel,
        work_state: [...demoCandidateProfile.workState],
        account_officer: admin.id,
        step2: true,
        step3: true,
        step4: true,
        step5: true,
      })
      .execute();
    return { seededAccounts: true };
  });
}
