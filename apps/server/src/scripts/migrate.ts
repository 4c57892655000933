/**
 * `npm run migrate` (`node apps/server/dist/migrate.js`): migrates the PostgreSQL database of DATABASE_URL as the
 * schema's owner (MIGRATION_DATABASE_URL), grants DATABASE_URL's role what the running server may do, and exits
 * (docs/deploy.md, "Database roles"; docs/decisions/041). The deploy runs it before the API processes start (the
 * systemd unit steelworks-migrate.service, compose's migrate service), so the processes never hold the owner's
 * password. Safe to run at any time and from several places at once (the start-up lock); the log says what it did.
 */
import { ConfigError, readConfig } from '../config';
import { openDatabase } from '../db/client';
import { MigrationRefused, migrateDatabase } from '../db/migrate';
import { createLogger } from '../lib/logging';

const log = createLogger(process.env.LOG_LEVEL || 'info');
const fail = (reason: string, code: number): never => {
  log.fatal({ reason }, 'migration refused');
  process.exit(code);
};

try {
  const config = readConfig();
  if (!config.databaseUrl) fail('DATABASE_URL is not set: the embedded database is migrated by the server itself at start', 2);
  const database = await openDatabase(config, log);
  try {
    const migrated = await migrateDatabase(database, { migrationUrl: config.migrationDatabaseUrl });
    log.info(
      { migrations: migrated.applied, migratedAs: migrated.migratedAs, ...(migrated.grantedTo ? { grantedTo: migrated.grantedTo } : {}) },
      migrated.applied ? `migrated the database: ${migrated.applied} migration(s) applied` : 'database schema up to date: nothing to migrate',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof MigrationRefused) fail(error.message, 78);
  log.fatal({ err: error }, 'migration failed');
  process.exit(1);
}
