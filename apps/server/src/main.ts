import { readConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoIntoEmptyDatabase } from './db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './modules/account/account.seed';
import { reportEmailChanges } from './modules/account/account.service';
import { ensureMonthTotals } from './modules/dashboard/month-totals.service';

const config = readConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const app = await buildApp({ db: database.db, config });
await reportEmailChanges(app.ctx.db, app.log);
const seeded = config.seedDemo && (await seedDemoIntoEmptyDatabase(app.ctx, app.log));
await ensureMonthTotals(app.ctx.db, config.timeZone);

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
console.log(`\nSteelworks back office is running on http://localhost:${config.port} (database: ${where})`);
if (seeded) {
  console.log(`Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.username} (${a.role})`).join(', ')}`);
}
console.log(`API documentation: http://localhost:${config.port}/api/docs\n`);

// Graceful shutdown: stop taking requests, let running ones finish, then close the database.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
