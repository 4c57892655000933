import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedTestData } from './seed-test-data';
import { DEMO_SNAPSHOT_FILE, DEMO_TEMPLATE_DB, SNAPSHOT_FILE, TEMPLATE_DB, adminUrl, dropDatabase } from './test-db';

/**
 * Builds the migrated, seeded database once per run: a PGlite snapshot file that each test file loads, or a
 * PostgreSQL template database that each test file copies (dropped, with the demo's, when the run ends). The demo
 * company's copy of the last run goes: the first file of this run that reads the demo makes it again from this one
 * (seeded-demo.ts).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DEMO_TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    const database = openPostgres(withDatabase(url, TEMPLATE_DB), 2);
    await migrateDatabase(database);
    await seedTestData(database.db);
    await database.close();
    await admin.end();
    return async () => {
      await dropDatabase(url, DEMO_TEMPLATE_DB);
      await dropDatabase(url, TEMPLATE_DB);
    };
  }
  fs.rmSync(DEMO_SNAPSHOT_FILE, { force: true });
  fs.rmSync(`${DEMO_SNAPSHOT_FILE}.day`, { force: true });
  fs.rmSync(`${DEMO_SNAPSHOT_FILE}.lock`, { recursive: true, force: true });
  const database = await openPglite(undefined);
  await migrateDatabase(database);
  await seedTestData(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  fs.mkdirSync(path.dirname(SNAPSHOT_FILE), { recursive: true });
  fs.writeFileSync(SNAPSHOT_FILE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
