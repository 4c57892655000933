import { todayIn } from '@steelworks/contract/common/dates';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { FAKE_EWB_CREDENTIALS, startFakeEwb } from '../../../test/fake-ewb';
import { createOrderWorld, type OrderWorld } from '../order/order.fixtures';
import { configureCompany, invoicedOrder, KERALA_DEALER_GSTIN, setDealerBilling, TAMIL_NADU_DEALER_GSTIN } from '../billing/billing.fixtures';

/**
 * The e-way bill tests' world: a fake e-way bill API on a local port, a test app configured for it (a short
 * timeout, so "slow" is quick to show), the Kerala company, a Kerala dealer (the demo dealer) and a Tamil Nadu one.
 */
/**
 * The test app's API timeout: short, so "slow" is quick to show, yet far above the 250 ms a test's overlapping calls
 * wait for the portal, also on a busy machine (400 ms was once too close).
 */
const EWB_TIMEOUT_MS = 1500;
/** A portal answer that comes after the timeout: the caller has given up on it. */
export const PORTAL_TOO_SLOW_MS = EWB_TIMEOUT_MS + 300;

export type EwbWorld = { t: TestApp; w: OrderWorld; fake: Awaited<ReturnType<typeof startFakeEwb>>; today: string };

export function useEwbWorld(): EwbWorld {
  const world = {} as EwbWorld;
  beforeAll(async () => {
    world.fake = await startFakeEwb();
    world.t = await createTestApp({ ewbApi: { baseUrl: world.fake.url, ...FAKE_EWB_CREDENTIALS, timeoutMs: EWB_TIMEOUT_MS } });
    world.w = await createOrderWorld(world.t.db, world.t.config);
    world.today = todayIn(world.t.config.timeZone);
    await configureCompany(world.t);
    await setDealerBilling(world.t.db, world.w.dealerId, { stateCode: '32', gstin: KERALA_DEALER_GSTIN, billingAddress: 'MG Road, Kochi 682016' });
    await setDealerBilling(world.t.db, world.w.otherDealerId, { stateCode: '33', gstin: TAMIL_NADU_DEALER_GSTIN, billingAddress: 'Avinashi Road, Coimbatore 641018' });
  });
  afterAll(async () => {
    await world.t.close();
    await world.fake.close();
  });
  return world;
}

/** An invoice of `quantity` doors at `unitPrice` each (18% GST on top) for the dealer, dated today. */
export function doorInvoice(world: EwbWorld, unitPrice: string, quantity = 1, dealerId = world.w.dealerId): Promise<number> {
  return invoicedOrder(world.t.db, dealerId, world.today, [{ product: world.w.door, quantity, unitPrice }]);
}

export const ROAD = { mode: 'road', distance_km: 35, transporter_name: 'Periyar Roadways', vehicles: [{ vehicle_number: 'KL07AB1234' }] } as const;
