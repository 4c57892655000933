import { afterAll, beforeAll } from 'vitest';
import { todayIn } from '@steelworks/contract/common/dates';
import { createOrderWorld, type OrderWorld } from '../src/modules/order/order.fixtures';
import { createTestApp, type TestApp } from './harness';

/** A test app with the orders tests' world (dealers, supervisors, store items, products) and today in the shop's zone. */
export type OrderTestApp = { t: TestApp; w: OrderWorld; today: string };

/** The setup of every test file that works on orders: a test app with its order world and today. */
async function createOrderTestApp(): Promise<OrderTestApp> {
  const t = await createTestApp();
  const w = await createOrderWorld(t.db, t.config);
  return { t, w, today: todayIn(t.config.timeZone) };
}

/**
 * Registers the file's beforeAll (build the order test app) and afterAll (close it) and returns the holder its tests
 * read `t`, `w` and `today` from once beforeAll has run. Hooks the file registers after this one run after it.
 */
export function useOrderWorld(): OrderTestApp {
  const world = {} as OrderTestApp;
  beforeAll(async () => {
    Object.assign(world, await createOrderTestApp());
  });
  afterAll(() => world.t.close());
  return world;
}
