import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
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

/**
 * The setup of a demo data test file: registers beforeAll (the seeded demo app, given `timeout` ms to seed) and
 * afterAll (close it), and returns the holder its tests read `t` from, with `rows` to run raw SQL on its database.
 */
export function useDemoTestApp(timeout: number): { t: TestApp; rows: <T>(query: SQL) => Promise<T[]> } {
  const demo = { rows: <T>(query: SQL) => sqlRows<T>(demo.t.db, query) } as { t: TestApp; rows: <T>(query: SQL) => Promise<T[]> };
  beforeAll(async () => {
    demo.t = await createDemoTestApp();
  }, timeout);
  afterAll(() => demo.t.close());
  return demo;
}
