import fs from 'node:fs';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { todayIn } from '@steelworks/contract/common/dates';
import type { Db } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { DB_KIND, createTestApp, type DatabaseSource, type TestApp } from './harness';
import { DEMO_SNAPSHOT_FILE, DEMO_TEMPLATE_DB, adminUrl } from './test-db';

/** A demo build's lock older than this is a builder that died (a seed takes about a minute on a busy machine). */
const BUILDER_GONE_MS = 10 * 60_000;

const DEMO: DatabaseSource = { snapshot: DEMO_SNAPSHOT_FILE, template: DEMO_TEMPLATE_DB };
/** Beside the PGlite snapshot: the business day the demo was seeded on. */
const DEMO_DAY_FILE = `${DEMO_SNAPSHOT_FILE}.day`;

/**
 * A test app with the whole demo company seeded, as a first start leaves it (the seed tests read it). Seeding takes
 * long, so it happens once per run: the first file to get here seeds a copy of the test data and keeps it as the demo's
 * snapshot or template (a lock lets one file build while the others wait), and every file gets a copy of that.
 */
async function createDemoTestApp(): Promise<{ t: TestApp; day: string }> {
  const day = await (DB_KIND === 'pglite' ? demoSnapshot() : demoTemplate());
  return { t: await createTestApp({}, { source: DEMO }), day };
}

/**
 * A test app seeded with the demo, and the business day the seed took as today: a run that crosses midnight in the
 * business time zone tests the demo against the day it was seeded on, not the day the test reads it.
 */
async function seededApp(options: { keepDatabase?: boolean } = {}): Promise<{ t: TestApp; day: string }> {
  const t = await createTestApp({}, options);
  const day = todayIn(t.config.timeZone);
  const log = { info: () => undefined } as unknown as Parameters<typeof seedDemo>[1];
  await seedDemo(t.app.ctx, log);
  return { t, day };
}

/**
 * PGlite: the demo's snapshot file, written whole under another name and renamed, so a reader never sees half; its
 * seed day is written first, in a file beside it. Returns the seed day.
 */
async function demoSnapshot(): Promise<string> {
  const lock = `${DEMO_SNAPSHOT_FILE}.lock`;
  while (!fs.existsSync(DEMO_SNAPSHOT_FILE)) {
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another file builds it; a lock left by a worker that died is taken over after a while.
      const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > BUILDER_GONE_MS) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      const { t, day } = await seededApp();
      fs.writeFileSync(DEMO_DAY_FILE, day);
      const client = (t.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
      const dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      await t.close();
      fs.writeFileSync(`${DEMO_SNAPSHOT_FILE}.part`, dump);
      fs.renameSync(`${DEMO_SNAPSHOT_FILE}.part`, DEMO_SNAPSHOT_FILE);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return fs.readFileSync(DEMO_DAY_FILE, 'utf8');
}

/**
 * PostgreSQL: the demo's template database, seeded under another name and renamed, under an advisory lock; its seed
 * day is the database's comment. Returns the seed day.
 */
async function demoTemplate(): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  try {
    // Held by this connection: a worker that dies lets go of it, and the next one builds.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [DEMO_TEMPLATE_DB]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DEMO_TEMPLATE_DB]);
    if (!rowCount) {
      const { t, day } = await seededApp({ keepDatabase: true });
      const built = new URL(t.databaseUrl!).pathname.slice(1);
      await t.close();
      await admin.query(`COMMENT ON DATABASE ${built} IS '${day}'`);
      await admin.query(`ALTER DATABASE ${built} RENAME TO ${DEMO_TEMPLATE_DB}`);
    }
    const { rows } = await admin.query<{ day: string }>(
      `SELECT shobj_description(oid, 'pg_database') AS day FROM pg_database WHERE datname = $1`,
      [DEMO_TEMPLATE_DB],
    );
    return rows[0]!.day;
  } finally {
    await admin.end();
  }
}

/** The rows of a raw SQL query. */
async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * How long a demo file's setup may take: the one file that seeds (about a minute on a quiet machine, several when the
 * machine is busy), or waiting for it.
 */
const DEMO_SETUP_MS = 600_000;

type DemoTestApp = { t: TestApp; rows: <T>(query: SQL) => Promise<T[]>; day: string };

/**
 * The setup of a demo data test file: registers beforeAll (the seeded demo app) and afterAll (close it), and returns
 * the holder its tests read `t` from, with `rows` to run raw SQL on its database and `day`, the business day the demo
 * was seeded on (its "today").
 */
export function useDemoTestApp(): DemoTestApp {
  const demo = { rows: <T>(query: SQL) => sqlRows<T>(demo.t.db, query) } as DemoTestApp;
  beforeAll(async () => {
    Object.assign(demo, await createDemoTestApp());
  }, DEMO_SETUP_MS);
  afterAll(() => demo.t?.close());
  return demo;
}
