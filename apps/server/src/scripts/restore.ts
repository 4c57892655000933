/**
 * `npm run restore -- <backup folder>`: puts a backup written by `npm run backup` in place of the embedded database
 * and uploads of DATA_DIR. The server must be stopped; what was there is kept aside, never deleted.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openPglite } from '../db/client';
import { restoreBackup, serverRunsOn } from '../lib/backup';

const { positionals } = parseArgs({ allowPositionals: true });
const config = readConfig();
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <backup folder>');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore that PostgreSQL database with pg_restore (see docs/deploy.md, "Backups").');
  process.exit(2);
}
if (await serverRunsOn(config.dataDir)) {
  console.error(`A server is running on ${config.dataDir}: stop it first, then restore.`);
  process.exit(1);
}
const { keptAside } = await restoreBackup(positionals[0]!, config.dataDir, async (dataDir, dump) => {
  const database = await openPglite(dataDir, dump);
  await database.close();
});
console.log(`Restored ${positionals[0]} into ${config.dataDir}.`);
for (const folder of keptAside) console.log(`What was there before is kept in ${folder}`);
