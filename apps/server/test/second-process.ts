// The PostgreSQL tests that race two workers (notification.pg.test.ts, automatic-sends.pg.test.ts): a test app, and a
// second connection pool onto the same database, as a second process would have.
import { sql } from 'drizzle-orm';
import { openPostgres, rowsOf, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';
import { createTestApp, type TestApp } from './harness';

/** A test app whose own notifier is closed (the test runs the workers), and a second pool of 5 onto its database. */
export async function testAppWithSecondPool(): Promise<{ t: TestApp; second: Database }> {
  const t = await createTestApp();
  await t.app.ctx.notifier.close();
  const [{ name }] = (await rowsOf<{ name: string }>(t.db, sql`select current_database() as name`)) as [{ name: string }];
  return { t, second: openPostgres(withDatabase(process.env.TEST_DATABASE_URL!, name), 5) };
}
