import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from './database-types';
import { demoAccounts } from './demo-accounts';
import { moduleEntries } from '../modules/autoload';
import type { CredentialsCipher } from '../providers/credentials-cipher';
import type { DocumentStorage } from '../providers/document-storage';

/** What a module's demo data is written with: the database, the file storage, the cipher and the demo accounts. */
export type DemoSeedContext = {
  db: Kysely<Database>;
  storage: DocumentStorage;
  cipher: CredentialsCipher;
  /** The ids of the three demo accounts (each module's data hangs off them). */
  accounts: Record<keyof typeof demoAccounts, string>;
};

/**
 * A module's demo data, in `modules/<module>/seed.ts` as the default export. It runs on every start outside
 * production, after the demo accounts exist, so `run` must be idempotent: it checks whether its data is there
 * (a data directory from an older version gets it; a second start adds nothing). Seeds run by `order`
 * (then module name): a seed that builds on another's data takes a higher order.
 */
export type DemoSeed = { order: number; run: (context: DemoSeedContext) => Promise<void> };

async function demoSeedOf(file: string): Promise<DemoSeed> {
  const loaded = (await import(pathToFileURL(file).href)) as { default?: Partial<DemoSeed> };
  const seed = loaded.default;
  if (!seed || typeof seed.run !== 'function' || typeof seed.order !== 'number')
    throw new Error(`${file} must export { order, run } as default (a DemoSeed).`);
  return seed as DemoSeed;
}

/** Runs every module's demo seed, in order; nothing when a demo account is missing (production, or removed). */
export async function runDemoSeeds(context: Omit<DemoSeedContext, 'accounts'>, directory?: string): Promise<string[]> {
  const emails = Object.values(demoAccounts).map((account) => account.email);
  const rows = await context.db.selectFrom('users').select(['id', 'email']).where('email', 'in', emails).execute();
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id;
  const accounts = {
    superAdmin: idOf(demoAccounts.superAdmin.email),
    admin: idOf(demoAccounts.admin.email),
    candidate: idOf(demoAccounts.candidate.email),
  };
  if (!accounts.superAdmin || !accounts.admin || !accounts.candidate) return [];
  const seeds = await Promise.all(
    moduleEntries('seed', directory).map(async ({ module, file }) => ({ module, seed: await demoSeedOf(file) })),
  );
  seeds.sort((a, b) => a.seed.order - b.seed.order || (a.module < b.module ? -1 : 1));
  for (const { seed } of seeds) {
    await seed.run({
      ...context,
      accounts: { superAdmin: accounts.superAdmin, admin: accounts.admin, candidate: accounts.candidate },
    });
  }
  return seeds.map(({ module }) => module);
}
