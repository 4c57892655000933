import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Applies the drizzle-kit migrations; the same SQL serves PGlite and PostgreSQL. Under the start-up lock: processes
 * started together (a deploy, an upgrade) wait for the one that migrates and then find nothing left to do.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusively(async () => {
    // drizzle-kit does not create extensions, and the trigram indexes of the migrations need this one.
    await database.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    const migrate = database.kind === 'pglite' ? migratePglite : migratePg;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
  });
}
