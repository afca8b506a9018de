import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { defaultMigrationFolders, migrateToLatest, migrationFiles, type MigrationFolders } from '../src/db/migrate';
import { migrateWithSingleFileMigrator } from './fixtures/single-file-migrations';
import { postgresSchemaDatabase, postgresUrl } from './helpers';

const fixtureModules = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'modules');
const withExampleModule: MigrationFolders = {
  history: defaultMigrationFolders.history,
  modules: [defaultMigrationFolders.modules, fixtureModules],
};
const history = [
  '0001_users_plans_codes_notifications_outbox',
  '0002_contact_messages_job_alerts',
  '0003_documents_subscriptions_portals',
  '0004_job_alert_confirmations',
];
/** The real modules' own migrations (after the history), as the source tree holds them now. */
const moduleMigrations = migrationFiles()
  .map(({ name }) => name)
  .filter((name) => !history.includes(name));
const sorted = (names: string[]) => [...names].sort();

const opened: DatabaseHandle[] = [];
after(async () => {
  for (const handle of opened) await handle.close();
});

/** An empty database: a new in-memory PGlite, or a new schema on DATABASE_URL. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (!postgresUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    opened.push(handle);
    return handle;
  }
  const handle = await postgresSchemaDatabase('portal_migrations');
  opened.push(handle);
  return handle;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const appliedMigrations = async (db: Kysely<any>) =>
  (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
    (row) => row.name,
  );

/** Every column of this schema's tables, to compare two databases' shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const columnsOf = async (db: Kysely<any>) =>
  (
    await sql<{ column: string }>`
      select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') as column
      from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'
      order by table_name, column_name`.execute(db)
  ).rows.map((row) => row.column);

describe(`migrations (${postgresUrl ? 'postgresql' : 'pglite'})`, () => {
  // Made by the first case and upgraded further by the last (a new PGlite takes seconds to create).
  let upgraded: DatabaseHandle;

  it('upgrades a database the single-file migrator made, keeping its rows, and runs a module migration', async () => {
    upgraded = await emptyDatabase();
    const { db } = upgraded;
    assert.deepEqual(await migrateWithSingleFileMigrator(db), history);
    await db
      .insertInto('users')
      .values({ first_name: 'Old', last_name: 'Data', email: 'old.data@example.com', role: 'user' })
      .execute();

    assert.deepEqual(
      await migrateToLatest(db, withExampleModule),
      sorted([...moduleMigrations, '202611231200_example_notes']),
    );
    assert.deepEqual(
      await appliedMigrations(db),
      sorted([...history, ...moduleMigrations, '202611231200_example_notes']),
    );
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'old.data@example.com')
      .executeTakeFirst();
    assert.ok(user, 'the rows the old migrator left are still there');
    await sql`insert into example_notes (user_id, note) values (${user.id}, 'kept')`.execute(db);
    assert.deepEqual(await migrateToLatest(db, withExampleModule), [], 'a second run finds nothing to do');
  });

  it('builds the same schema from nothing as the single-file migrator did', async () => {
    // The old migrator's database, upgraded with the modules' migrations, and a new one must match.
    const old = await emptyDatabase();
    await migrateWithSingleFileMigrator(old.db);
    assert.deepEqual(await migrateToLatest(old.db), moduleMigrations);
    const fresh = await emptyDatabase();
    assert.deepEqual(await migrateToLatest(fresh.db), [...history, ...moduleMigrations]);
    assert.deepEqual(await columnsOf(fresh.db), await columnsOf(old.db));
    assert.deepEqual(await appliedMigrations(fresh.db), await appliedMigrations(old.db));
  });

  it('runs a module migration named before one already applied (modules land in any order)', async () => {
    const { db } = upgraded;
    const modules = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modules-'));
    try {
      fs.mkdirSync(path.join(modules, 'example-notes'));
      fs.cpSync(
        path.join(fixtureModules, 'example-notes', 'migrations'),
        path.join(modules, 'example-notes', 'migrations'),
        {
          recursive: true,
        },
      );
      fs.mkdirSync(path.join(modules, 'late', 'migrations'), { recursive: true });
      fs.writeFileSync(
        path.join(modules, 'late', 'migrations', '202601010000_late_arrival.ts'),
        "export async function up(db) { await db.schema.createTable('late_arrival').addColumn('id', 'integer').execute(); }\n",
      );
      assert.deepEqual(
        await migrateToLatest(db, {
          history: defaultMigrationFolders.history,
          modules: [defaultMigrationFolders.modules, modules],
        }),
        ['202601010000_late_arrival'],
      );
    } finally {
      fs.rmSync(modules, { recursive: true, force: true });
    }
  });
});

describe('finding migration files', () => {
  it('sorts the history and every module folder together by name, ignoring other files', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migration-files-'));
    try {
      const write = (file: string) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), 'export async function up() {}\n');
      };
      write('history/0001_first.ts');
      write('history/0002_second.ts');
      write('modules/zeta/migrations/202601010000_zeta.ts');
      write('modules/alpha/migrations/202602010000_alpha.ts');
      write('modules/alpha/migrations/types.d.ts');
      write('modules/alpha/migrations/202602010000_alpha.test.ts');
      write('modules/beta/routes.ts');
      const folders = { history: path.join(root, 'history'), modules: path.join(root, 'modules') };
      assert.deepEqual(
        migrationFiles(folders).map(({ name }) => name),
        ['0001_first', '0002_second', '202601010000_zeta', '202602010000_alpha'],
      );
      write('modules/beta/migrations/0002_second.ts');
      assert.throws(() => migrationFiles(folders), /Two migrations are named 0002_second/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('lists the four history migrations first in the real source tree', () => {
    assert.deepEqual(
      migrationFiles()
        .slice(0, 4)
        .map(({ name }) => name),
      history,
    );
  });
});
