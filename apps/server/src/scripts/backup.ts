/**
 * `npm run backup [-- --out <folder>]`: a consistent backup of the embedded database and its uploads into a new
 * folder under `--out` (default ./backups), also while the server runs (docs/deploy.md, "Backups").
 * A PostgreSQL server (DATABASE_URL) is backed up with pg_dump instead.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { readConfig } from '../config';
import { openPglite, PGLITE_FOLDER } from '../db/client';
import { askServerForBackup, writeBackup } from '../lib/backup';

const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up that PostgreSQL database with pg_dump (see docs/deploy.md, "Backups").');
  process.exit(2);
}
const fromServer = await askServerForBackup(config.dataDir, values.out);
if (fromServer) {
  console.log(`Backup written by the running server: ${fromServer}`);
} else {
  // No server runs on this folder: the command opens the database itself.
  const database = await openPglite(path.join(config.dataDir, PGLITE_FOLDER));
  try {
    console.log(`Backup written: ${await writeBackup(database.pglite, config.dataDir, values.out)}`);
  } finally {
    await database.close();
  }
}
