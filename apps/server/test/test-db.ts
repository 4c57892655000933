import path from 'node:path';
import pg from 'pg';

export const SNAPSHOT_FILE = path.join(import.meta.dirname, '../../../node_modules/.cache/steelworks-test/snapshot.tar');
/** The same with the whole demo company seeded: made once per run by the first file that needs it (seeded-demo.ts). */
export const DEMO_SNAPSHOT_FILE = path.join(path.dirname(SNAPSHOT_FILE), 'demo-snapshot.tar');
/**
 * The seeded template each PostgreSQL test file copies. Named after the database of TEST_DATABASE_URL, so two test
 * runs on one server (two checkouts, or CI beside a developer) never drop each other's template.
 */
export const TEMPLATE_DB = templateName(process.env.TEST_DATABASE_URL);
export const DEMO_TEMPLATE_DB = `${TEMPLATE_DB}_demo`;

function templateName(url: string | undefined): string {
  const base = url ? new URL(url).pathname.replace(/^\//, '') : '';
  const safe = base.toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 40);
  return `${safe || 'steelworks'}_test_template`;
}

/** The maintenance database of the server in TEST_DATABASE_URL, for CREATE/DROP DATABASE. */
export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

/** Drops a test's own database on the server of `url`, closing its connections by force. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
