/**
 * Creates a verified super admin, the first account of a production install (no demo accounts are
 * seeded there). Usage:
 *   SUPER_ADMIN_PASSWORD='…' pnpm --filter @portal/api create-super-admin --email a@b.au --first-name Ada --last-name Lovelace
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema } from '@portal/shared/contracts';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { hashPassword } from '../modules/auth/passwords';
import { insertUser } from '../modules/users/repository';

const superAdminInput = z.object({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  password: z.string({ error: 'Set SUPER_ADMIN_PASSWORD in the environment.' }).pipe(newPasswordSchema),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    strict: true,
  });
  const input = superAdminInput.safeParse({
    email: values.email,
    firstName: values['first-name'],
    lastName: values['last-name'],
    password: process.env.SUPER_ADMIN_PASSWORD,
  });
  if (!input.success) {
    for (const issue of input.error.issues) console.error(`${issue.path.join('.') || 'input'}: ${issue.message}`);
    console.error(
      'Usage: SUPER_ADMIN_PASSWORD=… create-super-admin --email <email> --first-name <name> --last-name <name>',
    );
    return 2;
  }

  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { demoAccounts: false });
    const created = await insertUser(database.db, {
      email: input.data.email,
      first_name: input.data.firstName,
      last_name: input.data.lastName,
      password_hash: await hashPassword(input.data.password),
      role: 'superAdmin',
      email_verified: true,
      status: 'active',
    });
    if (!created) {
      console.error(`An account with the email ${input.data.email} already exists; nothing changed.`);
      return 1;
    }
    console.log(`Super admin ${created.email} created (id ${created.id}).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
