import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { openPostgres, rowsOf, type Database, type Db } from './client';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export type Migrated = {
  /** Migrations this call applied (0: the schema was up to date). */
  applied: number;
  /** The role that ran them, and the role given its privileges afterwards (when they differ). */
  migratedAs: string;
  grantedTo?: string;
};

/**
 * Why the server cannot start on this database as it is; main.ts logs the message as one line. A restart does not help,
 * running the migrate step does.
 */
export class MigrationRefused extends Error {}

/**
 * Applies the drizzle-kit migrations (the same SQL serves PGlite and PostgreSQL) under the start-up lock: processes
 * started together (a deploy, an upgrade) wait for the one that migrates and then find nothing left to do.
 *
 * With `migrationUrl` (MIGRATION_DATABASE_URL, the role that owns the schema) the migrations run as that role, which
 * then grants the role of `database` (DATABASE_URL, the running server's) what it may do: `steelworks_grant_app`,
 * migration `database-guards`. That happens on every call, migrations or not, so a database restored without its
 * grants is ready for the server after one migrate step. Without it, `database`'s own role migrates when there is
 * anything to apply; when that role may not, the answer says what to run (docs/decisions/041).
 */
export async function migrateDatabase(database: Database, options: { migrationUrl?: string } = {}): Promise<Migrated> {
  return database.exclusively(async () => {
    if (options.migrationUrl && database.kind === 'postgres') {
      const owner = openPostgres(options.migrationUrl, 1);
      try {
        const applied = await applyMigrations(owner);
        const migratedAs = await currentRole(owner.db);
        const serving = await currentRole(database.db);
        if (serving === migratedAs) return { applied, migratedAs };
        await owner.db.execute(sql`select steelworks_grant_app(${serving})`);
        return { applied, migratedAs, grantedTo: serving };
      } finally {
        await owner.close();
      }
    }
    const role = await currentRole(database.db);
    const pending = await pendingMigrations(database.db).catch((error: unknown) => {
      if (!deniedByPrivileges(error)) throw error;
      throw new MigrationRefused(
        `the role "${role}" of DATABASE_URL may not read this database's tables: run the migrate step as the schema's owner ` +
          '(MIGRATION_DATABASE_URL=... npm run migrate), which grants this role its privileges (docs/deploy.md, "Database roles")',
      );
    });
    if (pending === 0) return { applied: 0, migratedAs: role };
    try {
      return { applied: await applyMigrations(database), migratedAs: role };
    } catch (error) {
      if (!deniedByPrivileges(error)) throw error;
      throw new MigrationRefused(
        `the database needs ${pending} migration(s) and the role "${role}" of DATABASE_URL may not change the schema: run the ` +
          'migrate step as the schema\'s owner first (MIGRATION_DATABASE_URL=... npm run migrate; docs/deploy.md, "Database roles")',
      );
    }
  });
}

/** Runs what is pending and answers how many migrations that was. */
async function applyMigrations(database: Database): Promise<number> {
  const pending = await pendingMigrations(database.db);
  if (pending === 0) return 0;
  // drizzle-kit does not create extensions, and the trigram indexes of the migrations need this one.
  await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  const migrate = database.kind === 'pglite' ? migratePglite : migratePg;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await migrate(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  return pending;
}

/**
 * Migrations of the journal the database has not run, by drizzle's own rule (those newer than the last one recorded),
 * read without creating anything, so a role without schema privileges can ask.
 */
async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  const [table] = await rowsOf<{ recorded: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as recorded`);
  if (!table?.recorded) return journal.entries.length;
  const [row] = await rowsOf<{ last: string | null }>(db, sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const last = row?.last ?? null;
  return journal.entries.filter((entry) => last === null || entry.when > Number(last)).length;
}

async function currentRole(db: Db): Promise<string> {
  return (await rowsOf<{ role: string }>(db, sql`select current_user as role`))[0]!.role;
}

/** PostgreSQL's insufficient_privilege (42501), however deep the driver wrapped it. */
function deniedByPrivileges(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (e.code === '42501') return true;
  }
  return false;
}

/**
 * A warning when the server's own role could lift the guards of decision 041 (a superuser, or a member of the tables'
 * owner): the database then refuses a change of a ledger only until someone drops its trigger.
 */
export async function privilegedRoleWarning(db: Db): Promise<string | undefined> {
  const [role] = await rowsOf<{ superuser: boolean; owner: boolean }>(
    db,
    sql`select r.rolsuper as superuser,
          exists (select 1 from pg_class c where c.relnamespace = 'public'::regnamespace and c.relname = 'dealer_ledger'
                  and pg_has_role(current_user, c.relowner, 'USAGE')) as owner
        from pg_roles r where r.rolname = current_user`,
  );
  if (role?.superuser) return 'DATABASE_URL connects as a superuser: give the server a role of its own (docs/deploy.md, "Database roles")';
  if (role?.owner) return 'DATABASE_URL connects as the owner of the tables: give the server a role of its own (docs/deploy.md, "Database roles")';
  return undefined;
}
