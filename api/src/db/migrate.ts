import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where migrations are found: the history (`db/migrations/0001…0004`, as the single-file migrator named
 * them) and each module's own `modules/<module>/migrations/<YYYYMMDDHHMM>_<what>.ts`.
 */
/** The history folder and the folder(s) whose module sub-folders may hold a `migrations/` folder. */
export type MigrationFolders = { history: string; modules: string | readonly string[] };

export const defaultMigrationFolders = {
  history: path.join(sourceDir, 'db', 'migrations'),
  modules: path.join(sourceDir, 'modules'),
} satisfies MigrationFolders;

export type MigrationFile = { name: string; file: string };

const isMigrationFile = (name: string) =>
  /\.(ts|mts|js|mjs)$/.test(name) && !/\.d\.[mc]?ts$/.test(name) && !/\.test\.[mc]?[jt]s$/.test(name);

const filesIn = (directory: string): MigrationFile[] =>
  fs.existsSync(directory)
    ? fs
        .readdirSync(directory, { withFileTypes: true })
        .filter((entry) => entry.isFile() && isMigrationFile(entry.name))
        .map((entry) => ({
          name: entry.name.replace(/\.[^.]+$/, ''),
          file: path.join(directory, entry.name),
        }))
    : [];

/**
 * Every migration file, sorted by name (the history's 0001… sort before the modules' timestamps).
 * The file name without its extension is the migration's name in kysely_migration, so it never changes.
 */
export function migrationFiles(folders: MigrationFolders = defaultMigrationFolders): MigrationFile[] {
  const moduleFolders = [folders.modules].flat().flatMap((modules) =>
    fs.existsSync(modules)
      ? fs
          .readdirSync(modules, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(modules, entry.name, 'migrations'))
      : [],
  );
  const files = [folders.history, ...moduleFolders].flatMap(filesIn);
  const seen = new Map<string, string>();
  for (const { name, file } of files) {
    const other = seen.get(name);
    if (other) throw new Error(`Two migrations are named ${name}: ${other} and ${file}. Rename the newer one.`);
    seen.set(name, file);
  }
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Imports each migration file; one without an `up` function stops the start with its name. */
function fileMigrationProvider(folders: MigrationFolders): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const { name, file } of migrationFiles(folders)) {
        const loaded = (await import(pathToFileURL(file).href)) as Partial<Migration>;
        if (typeof loaded.up !== 'function') throw new Error(`Migration ${file} exports no up(db) function.`);
        migrations[name] = { up: loaded.up, ...(typeof loaded.down === 'function' ? { down: loaded.down } : {}) };
      }
      return migrations;
    },
  };
}

/**
 * Brings the schema to the newest version; a second run finds nothing to do.
 * Never edit a migration that has shipped: add a new file.
 */
export async function migrateToLatest(
  // Migrations run against whatever schema exists, not the typed one (Kysely's own advice).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  folders: MigrationFolders = defaultMigrationFolders,
): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema: name ours, or another schema's (a parallel
  // test suite, another app in the same database) is taken for this one's.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: fileMigrationProvider(folders),
    migrationTableSchema: rows[0]?.schema ?? 'public',
    // Modules land in any order (one module's migration may ship before an older-named one of another):
    // each migration runs once, whatever its neighbours did.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
