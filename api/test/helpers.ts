import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, pgliteExtensions, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest, migrationFiles } from '../src/db/migrate';
import { PgliteDialect } from '../src/db/pglite-dialect';
import type { Database } from '../src/db/database-types';
import { seedDatabase } from '../src/db/seed';
import { monthNames } from '@portal/shared/contracts';
import { monthsOnSale, orderAmountColumns, priceOrder } from '../src/modules/payments/pricing';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
export const postgresUrl = process.env.DATABASE_URL || undefined;

/**
 * One migrated, seeded PGlite template per version of the schema code, shared by every suite
 * (each test file runs in its own process): loading a dump takes about a second, initdb five.
 */
async function pgliteTemplate(): Promise<Buffer> {
  const fingerprint = crypto.createHash('sha256');
  const files = [
    ...migrationFiles().map(({ file }) => file),
    ...['db/seed.ts', 'db/demo-accounts.ts'].map((file) => path.join(sourceDir, file)),
  ];
  for (const file of files) fingerprint.update(`${path.relative(sourceDir, file)}\n`).update(fs.readFileSync(file));
  fingerprint.update(
    JSON.parse(fs.readFileSync(path.join(sourceDir, '..', 'node_modules/@electric-sql/pglite/package.json'), 'utf8'))
      .version,
  );
  const templateFile = path.join(
    os.tmpdir(),
    'portal-api-tests',
    `pglite-template-${fingerprint.digest('hex').slice(0, 16)}.tar.gz`,
  );
  if (fs.existsSync(templateFile)) return fs.readFileSync(templateFile);

  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  await migrateToLatest(db);
  await seedDatabase(db, { demoAccounts: true });
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  await pglite.close();
  fs.mkdirSync(path.dirname(templateFile), { recursive: true });
  const partial = `${templateFile}.${process.pid}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, templateFile);
  return dump;
}

/** A new, empty schema on DATABASE_URL, dropped when the handle closes. */
export async function postgresSchemaDatabase(prefix: string): Promise<DatabaseHandle & { kindLabel: string }> {
  const schema = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgresql', url: postgresUrl!, schema });
  return {
    ...handle,
    kindLabel: `postgresql schema ${schema}`,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** A fresh database for one suite: a PGlite clone of the template, or a new schema on DATABASE_URL. */
export async function freshDatabase(): Promise<DatabaseHandle & { kindLabel: string }> {
  if (postgresUrl) return postgresSchemaDatabase('portal_test');
  const dump = await pgliteTemplate();
  const handle = await openDatabase({ kind: 'pglite', loadDump: new Blob([dump]) });
  return { ...handle, kindLabel: 'pglite clone' };
}

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

const testCredentialsKey = 'c0ffee'.repeat(10) + 'c0de';

export function testConfig(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: testJwtSecret,
      DATA_DIR: path.join(os.tmpdir(), 'portal-api-tests', 'data'),
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_PUBLIC_FORMS_PER_MINUTE: '1000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      // Fixed, so apps built on one database with different data folders read each other's ciphertexts.
      CREDENTIALS_KEY: testCredentialsKey,
      PUBLIC_URL: 'http://portal.test',
      ...env,
    }),
    ...overrides,
  };
}

export type TestApp = { app: FastifyInstance; db: Kysely<Database>; database: DatabaseHandle; close(): Promise<void> };

/** The real app on a fresh database and data folder; `close()` drops both. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
  buildOptions: Partial<Omit<BuildOptions, 'database'>> = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  // Its own data folder (the demo seed stores files there), removed with it, unless the test names one.
  const ownDataDir = env.DATA_DIR === undefined ? freshDataDir() : null;
  const app = await buildApp(testConfig(overrides, ownDataDir ? { DATA_DIR: ownDataDir, ...env } : env), {
    database,
    closeDatabaseWithApp: false,
    ...buildOptions,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** Builds another app on the same database (e.g. the production variant). */
export async function appOn(
  database: DatabaseHandle,
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
  buildOptions: Partial<Omit<BuildOptions, 'database'>> = {},
) {
  const app = await buildApp(testConfig(overrides, env), { database, closeDatabaseWithApp: false, ...buildOptions });
  await app.ready();
  return app;
}

export const demoPasswordForTests = 'Portal@2026';

export async function signIn(app: FastifyInstance, email: string, password = demoPasswordForTests): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * After five wrong passwords for the account, `right` (the right password sent again) was made to wait, and so is
 * the sign-in page: one count for every place that checks the account's password.
 */
export async function assertPasswordChecksWait(
  app: FastifyInstance,
  email: string,
  right: { statusCode: number; headers: Record<string, unknown> },
): Promise<void> {
  if (right.statusCode !== 429) throw new Error(`The right password answered ${right.statusCode}, not 429.`);
  if (!(Number(right.headers['retry-after']) > 0)) throw new Error('No Retry-After on the 429.');
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: demoPasswordForTests },
  });
  if (signin.statusCode !== 429) throw new Error(`Sign-in answered ${signin.statusCode}, not 429.`);
}

/** The newest e-mail to an address, straight from the outbox table. */
export async function latestMail(db: Kysely<Database>, to: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', to)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}

export async function latestVerificationCode(db: Kysely<Database>, to: string): Promise<string> {
  const mail = await latestMail(db, to);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in the mail to ${to}: ${mail.text}`);
  return code;
}

/** The id of the seeded plan named `name`. */
export async function planIdOf(db: Kysely<Database>, name: 'Free' | 'Silver' | 'Gold'): Promise<string> {
  const plan = await db
    .selectFrom('subscription_plans')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return plan.id;
}

/**
 * A Free trial running now (started yesterday) and a Silver month paid for ahead (next UTC month), with
 * `users.subscription` set to Silver, as a successful payment leaves it; returns the day Silver starts.
 */
export async function trialWithSilverPaidAhead(db: Kysely<Database>, userId: string): Promise<Date> {
  const plans = await db.selectFrom('subscription_plans').select(['id', 'name']).execute();
  const planId = (name: string) => plans.find((plan) => plan.name === name)!.id;
  const now = new Date();
  const silverStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  await db
    .insertInto('subscriptions')
    .values([
      {
        user_id: userId,
        plan_id: planId('Free'),
        plan_name: 'Free',
        kind: 'trial',
        start_date: new Date(now.getTime() - 86_400_000),
        exp_date: new Date(now.getTime() + 6 * 86_400_000),
      },
      {
        user_id: userId,
        plan_id: planId('Silver'),
        plan_name: 'Silver',
        kind: 'paid',
        months: [monthNames[silverStart.getUTCMonth()]!],
        start_date: silverStart,
        exp_date: new Date(Date.UTC(silverStart.getUTCFullYear(), silverStart.getUTCMonth() + 1, 1)),
      },
    ])
    .execute();
  await db.updateTable('users').set({ subscription: 'Silver' }).where('id', '=', userId).execute();
  return silverStart;
}

/**
 * Puts at least `count` months on sale for the candidate, whatever the day: months a test may take without the year
 * on sale moving on. This year's months before December count (taking December puts the next year on sale instead);
 * from November on, when fewer of them are left than `count`, the candidate is first given December of this year,
 * held as an order whose payment the provider is still processing holds it (no intent of the local provider behind
 * it, so no clock ever settles it; no period, invoice or e-mail), so the next year goes on sale with its twelve
 * months. Held, not paid: a paid Silver or Gold December would be the plan a test's own purchase is compared with.
 */
export async function putMonthsOnSale(db: Kysely<Database>, userId: string, count: number): Promise<void> {
  const now = new Date();
  const sale = await monthsOnSale(db, userId, now);
  if (sale.year !== now.getUTCFullYear()) return;
  const free = monthNames.filter(
    (month) => month !== 'Dec' && !sale.overlapped.includes(month) && !sale.past.includes(month),
  );
  if (free.length >= count) return;
  const silver = await db
    .selectFrom('subscription_plans')
    .selectAll()
    .where('name', '=', 'Silver')
    .executeTakeFirstOrThrow();
  const amounts = priceOrder(silver, 1, false);
  await db
    .insertInto('payment_orders')
    .values({
      user_id: userId,
      plan_id: silver.id,
      plan_name: silver.name,
      year: sale.year,
      months: ['Dec'],
      tailor_cv: false,
      ...orderAmountColumns(amounts),
      provider: 'local',
      status: 'processing',
      card_last4: '0077',
    })
    .execute();
}

export const newCandidate = (email: string) => ({
  firstName: 'Jamie',
  lastName: 'Jobseeker',
  email,
  password: 'Seeker@2026',
  agreed: true,
  role: 'user',
});

/** A data directory of its own for a suite that stores files (uploads, keys). */
/** Data folders made by this test file, removed when its process ends. */
const madeDataDirs: string[] = [];
process.once('exit', () => {
  for (const directory of madeDataDirs) fs.rmSync(directory, { recursive: true, force: true });
});

export function freshDataDir(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-data-'));
  madeDataDirs.push(directory);
  return directory;
}

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body for `app.inject`, built by hand so tests control every byte. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every file under a folder, relative to it (to prove a refused upload left nothing behind). */
export function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}
