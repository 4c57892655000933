import { todayIn } from '@steelworks/contract/common/dates';
import { createOrderWorld, type OrderWorld } from '../src/modules/order/order.fixtures';
import { createTestApp, type TestApp } from './harness';

/** A test app with the orders tests' world (dealers, supervisors, store items, products) and today in the shop's zone. */
export type OrderTestApp = { t: TestApp; w: OrderWorld; today: string };

/** The setup of every test file that works on orders: each file calls it in its beforeAll and closes `t` after. */
export async function createOrderTestApp(): Promise<OrderTestApp> {
  const t = await createTestApp();
  const w = await createOrderWorld(t.db, t.config);
  return { t, w, today: todayIn(t.config.timeZone) };
}
