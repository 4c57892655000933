import { ConfigError, readConfig, type Config } from './config';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { MigrationRefused, migrateDatabase, privilegedRoleWarning } from './db/migrate';
import { seedDemoIntoEmptyDatabase } from './db/seed';
import { serveBackups, serverRunsOn } from './lib/backup';
import { createLogger, logProcessWarnings } from './lib/logging';
import { serveMetrics } from './lib/metrics';
import { checkDemoAccounts, unsafeProductionSetting } from './modules/account/safe-defaults';
import { stopGracefully } from './lib/shutdown';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/account/account.seed';
import { reportEmailChanges } from './modules/account/account.service';
import { ensureMonthTotals } from './lib/month-totals';

// Every line this process writes is a JSON log line, from the first one (docs/decisions/023-running-for-real.md).
const log = createLogger(process.env.LOG_LEVEL || 'info');
logProcessWarnings(log);
/** systemd's unit does not restart on this code (RestartPreventExitStatus=78): a restart cannot mend a setting. */
const EXIT_CONFIG = 78;
const refuse = (reason: string, code = 1): never => {
  log.fatal({ reason }, 'refusing to start');
  process.exit(code);
};

let config: Config;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  refuse(error.message, EXIT_CONFIG);
}
log.level = config!.logLevel;
await start(config!).catch((error: unknown) => {
  if (error instanceof MigrationRefused) refuse(error.message, EXIT_CONFIG);
  log.fatal({ err: error }, 'start failed');
  process.exit(1);
});

async function start(config: Config) {
  const unsafe = unsafeProductionSetting(config);
  if (unsafe) refuse(unsafe, EXIT_CONFIG);
  // The embedded database belongs to one process: a second server on the same folder would corrupt it.
  if (!config.databaseUrl && (await serverRunsOn(config.dataDir))) refuse(`another server is running on ${config.dataDir}`);
  const database: Database = await openDatabase(config, log);
  const migrated = await migrateDatabase(database, { migrationUrl: config.migrationDatabaseUrl });
  // Which process migrated, and how much: the one line to look for after an upgrade.
  log.info(
    { migrations: migrated.applied, migratedAs: migrated.migratedAs, ...(migrated.grantedTo ? { grantedTo: migrated.grantedTo } : {}), port: config.port },
    migrated.applied ? `this process migrated the database: ${migrated.applied} migration(s) applied` : 'database schema up to date: nothing to migrate',
  );
  const privileged = database.kind === 'postgres' && (await privilegedRoleWarning(database.db));
  if (privileged) log.warn({ role: migrated.migratedAs }, privileged);
  const app = await buildApp({ db: database.db, config, logger: log, poolStats: database.poolStats });
  // Start-up work that writes runs in one process at a time (see migrateDatabase): the demo goes in once.
  const seeded = await database.exclusively(async () => {
    await reportEmailChanges(app.ctx.db, app.log);
    const seeded = config.seedDemo && (await seedDemoIntoEmptyDatabase(app.ctx, app.log));
    await ensureMonthTotals(app.ctx.db, config.timeZone);
    return seeded;
  });
  const demoRefusal = await checkDemoAccounts(database.db, config, log);
  if (demoRefusal) refuse(demoRefusal, EXIT_CONFIG);

  await listenOr(() => app.listen({ port: config.port, host: config.host }), 'PORT', config.port, config.host);
  const metricsServer = config.metricsPort
    ? await listenOr(() => serveMetrics(app.metrics, config.metricsPort!, config.host), 'METRICS_PORT', config.metricsPort, config.host)
    : undefined;
  const backups = database.pglite && (await serveBackups(database.pglite, config.dataDir, log));

  log.info(
    {
      url: `http://localhost:${config.port}`,
      docs: `http://localhost:${config.port}/api/docs`,
      database: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`,
      ...(metricsServer ? { metrics: `http://localhost:${config.metricsPort}/metrics` } : {}),
      startedInMs: Math.round(process.uptime() * 1000),
    },
    'Steelworks back office is running',
  );
  if (seeded) {
    log.info({ password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS.map((a) => `${a.username} (${a.role})`) }, 'demo sign-ins');
  }

  stopGracefully({
    app,
    drainMs: config.shutdownDrainSeconds * 1000,
    graceMs: config.shutdownGraceSeconds * 1000,
    onStart: () => app.readiness.drain(),
    afterClose: async () => {
      metricsServer?.close();
      backups?.close();
      await database.close();
    },
  });
}

/**
 * Listens, or refuses in one log line when the port is taken or not ours to take: several processes on one machine
 * each need a PORT and a METRICS_PORT of their own (docs/deploy.md, section 3).
 */
async function listenOr<T>(listen: () => Promise<T>, setting: string, port: number, host: string): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') refuse(`${setting} ${port} on ${host} is taken by another process: give each process a ${setting} of its own`);
    if (code === 'EACCES') refuse(`${setting} ${port} needs privileges this user lacks: use a port above 1023 behind the proxy`, EXIT_CONFIG);
    if (code === 'EADDRNOTAVAIL') refuse(`HOST ${host} is not an address of this machine`, EXIT_CONFIG);
    throw error;
  }
}
