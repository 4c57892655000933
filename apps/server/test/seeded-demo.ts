import type { SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { seedDemo } from '../src/db/seed';
import { createTestApp, type TestApp } from './harness';

/** A test app with the whole demo company seeded, as a first start leaves it (the seed tests read it). */
export async function createDemoTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  const log = { info: () => undefined } as unknown as Parameters<typeof seedDemo>[1];
  await seedDemo(t.app.ctx, log);
  return t;
}

/** The rows of a raw SQL query. */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
