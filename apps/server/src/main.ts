import { readConfig } from './config';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoIntoEmptyDatabase } from './db/seed';
import { serveBackups, serverRunsOn } from './lib/backup';
import { createLogger, logProcessWarnings } from './lib/logging';
import { serveMetrics } from './lib/metrics';
import { checkDemoAccounts, unsafeProductionSetting } from './lib/safe-defaults';
import { stopGracefully } from './lib/shutdown';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/account/account.seed';
import { reportEmailChanges } from './modules/account/account.service';
import { ensureMonthTotals } from './modules/dashboard/month-totals.service';

// Every line this process writes is a JSON log line, from the first one (docs/decisions/023-running-for-real.md).
const config = readConfig();
const log = createLogger(config.logLevel);
logProcessWarnings(log);
const refuse = (reason: string): never => {
  log.fatal({ reason }, 'refusing to start');
  process.exit(1);
};

const unsafe = unsafeProductionSetting(config);
if (unsafe) refuse(unsafe);
// The embedded database belongs to one process: a second server on the same folder would corrupt it.
if (!config.databaseUrl && (await serverRunsOn(config.dataDir))) refuse(`another server is running on ${config.dataDir}`);
const database: Database = await openDatabase(config, log);
await migrateDatabase(database);
const app = await buildApp({ db: database.db, config, logger: log, poolStats: database.poolStats });
// Start-up work that writes runs in one process at a time (see migrateDatabase): the demo goes in once.
const seeded = await database.exclusively(async () => {
  await reportEmailChanges(app.ctx.db, app.log);
  const seeded = config.seedDemo && (await seedDemoIntoEmptyDatabase(app.ctx, app.log));
  await ensureMonthTotals(app.ctx.db, config.timeZone);
  return seeded;
});
const demoRefusal = await checkDemoAccounts(database.db, config, log);
if (demoRefusal) refuse(demoRefusal);

await app.listen({ port: config.port, host: config.host });
const metricsServer = config.metricsPort ? await serveMetrics(app.metrics, config.metricsPort, config.host) : undefined;
const backups = database.pglite && (await serveBackups(database.pglite, config.dataDir, log));

log.info(
  {
    url: `http://localhost:${config.port}`,
    docs: `http://localhost:${config.port}/api/docs`,
    database: config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`,
    ...(metricsServer ? { metrics: `http://localhost:${config.metricsPort}/metrics` } : {}),
  },
  'Steelworks back office is running',
);
if (seeded) {
  log.info({ password: DEMO_PASSWORD, accounts: DEMO_ACCOUNTS.map((a) => `${a.username} (${a.role})`) }, 'demo sign-ins');
}

stopGracefully({
  app,
  graceMs: config.shutdownGraceSeconds * 1000,
  onStart: () => app.readiness.drain(),
  afterClose: async () => {
    metricsServer?.close();
    backups?.close();
    await database.close();
  },
});
