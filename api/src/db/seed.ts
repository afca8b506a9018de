import type { Kysely } from 'kysely';
import type { Database } from './database-types';
import type { SubscriptionPlansTable } from '../modules/plans/tables';
import type { Insertable } from 'kysely';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDemoSeeds } from './demo-seed';
import { demoAccounts, demoCandidateOnboarding, demoCandidateProfile } from './demo-accounts';
import { hashPassword } from '../modules/auth/passwords';
import { contentTypes } from '../modules/documents/file-kind';
import { startFreeTrial } from '../modules/subscriptions/trial';
import type { CredentialsCipher } from '../providers/credentials-cipher';
import { newStorageKey, type DocumentStorage } from '../providers/document-storage';

/** Tiny real files the demo candidate's onboarding leaves behind (they open in any reader). */
const demoAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'demo');

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
  options: {
    demoAccounts: boolean;
    /**
     * With these, the demo candidate also gets what a finished onboarding leaves (files need the storage), and
     * every module's demo seed runs.
     */
    demoOnboarding?: { storage: DocumentStorage; cipher: CredentialsCipher };
  },
): Promise<{ seededAccounts: boolean }> {
  await db
    .insertInto('subscription_plans')
    .values(subscriptionPlans)
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  if (!options.demoAccounts) return { seededAccounts: false };

  const passwordHash = await hashPassword(demoAccounts.admin.password);
  const seeded = await db.transaction().execute(async (trx) => {
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
        phone_number: demoCandidateProfile.phoneNumber,
        address: demoCandidateProfile.address,
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
  // A data directory seeded before the demo candidate had a phone and address catches up (while both are empty).
  await db
    .updateTable('users')
    .set({ phone_number: demoCandidateProfile.phoneNumber, address: demoCandidateProfile.address })
    .where('email', '=', demoAccounts.candidate.email)
    .where('phone_number', 'is', null)
    .where('address', 'is', null)
    .execute();
  if (options.demoOnboarding) {
    await seedDemoOnboarding(db, options.demoOnboarding);
    // Each module's own demo data (`modules/<module>/seed.ts`): lists, history and figures for every role.
    await runDemoSeeds({ db, ...options.demoOnboarding });
  }
  return seeded;
}

/**
 * The demo candidate's CV (PDF), cover letter (DOCX), Free plan and one platform with encrypted
 * login details, stored the way the real endpoints store them. Only for a demo candidate with
 * none of these yet (the first start, or a data directory from before documents existed).
 */
async function seedDemoOnboarding(
  db: Kysely<Database>,
  { storage, cipher }: { storage: DocumentStorage; cipher: CredentialsCipher },
): Promise<void> {
  const candidate = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoAccounts.candidate.email)
    .where((eb) =>
      eb.and([
        eb.not(eb.exists(eb.selectFrom('uploads').select('id').whereRef('uploads.user_id', '=', 'users.id'))),
        eb.not(
          eb.exists(eb.selectFrom('subscriptions').select('id').whereRef('subscriptions.user_id', '=', 'users.id')),
        ),
        eb.not(eb.exists(eb.selectFrom('portals').select('id').whereRef('portals.user_id', '=', 'users.id'))),
      ]),
    )
    .executeTakeFirst();
  if (!candidate) return;
  const onboarding = demoCandidateOnboarding;
  const stored: string[] = [];
  try {
    const files: ((typeof onboarding.documents)[number] & { key: string; size: number })[] = [];
    for (const document of onboarding.documents) {
      const content = await fs.promises.readFile(path.join(demoAssets, document.file));
      const key = newStorageKey(document.type);
      await storage.putBuffer(key, content, contentTypes[document.type]);
      stored.push(key);
      files.push({ ...document, key, size: content.length });
    }
    const free = await db
      .selectFrom('subscription_plans')
      .selectAll()
      .where('name', '=', 'Free')
      .executeTakeFirstOrThrow();
    await db.transaction().execute(async (trx) => {
      for (const file of files) {
        const upload = await trx
          .insertInto('uploads')
          .values({
            user_id: candidate.id,
            storage_key: file.key,
            type: file.type,
            size: file.size,
            original_name: file.file,
            category: file.category,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('documents')
          .values({
            user_id: candidate.id,
            upload_id: upload.id,
            type: file.type,
            title: file.file,
            size: file.size,
            category: file.category,
            agree: 'true',
          })
          .execute();
      }
      await startFreeTrial(trx, candidate.id, free);
      await trx
        .insertInto('portals')
        .values({
          user_id: candidate.id,
          name: onboarding.platform.name,
          had_an_account: true,
          agreed: true,
          credential_email: onboarding.platform.email,
          credential_password_encrypted: cipher.encrypt(onboarding.platform.password, candidate.id),
        })
        .execute();
    });
  } catch (error) {
    await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
    throw error;
  }
}
