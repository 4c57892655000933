import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@steelworks/contract/order';
import type { Role } from '@steelworks/contract/roles';
import type { OrderTestApp } from '../../../test/order-world';
import { scheduleItems, storeSupplies, storeSupplyItems } from '../schedule/schedule.table';
import { storeItems } from '../store/store.table';

/** Test helpers of the orders' tests (order*.test.ts): who may order, and orders made and moved through the API. */

export const ORDER_ROLES: Role[] = ['admin', 'productionmanager', 'dealer'];
export const REFUSED: Role[] = ['supervisor', 'storemanager', 'worker', 'qualitychecker', 'sheet_user'];

export function orderCalls(world: OrderTestApp) {
  function doorItem(quantity = 2, addons: unknown[] = []) {
    return { product: world.w.door, quantity, material: 'GI', orderitemaddon: addons };
  }

  async function createOrder(body: Record<string, unknown> = {}, as: Role = 'admin') {
    const response = await world.t.call('POST', '/order/order/', {
      as,
      body: { dealer: world.w.dealerId, orderitem: [doorItem()], ...body },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  }

  async function move(id: number, status: OrderStatus, as: Role = 'admin', extra: Record<string, unknown> = {}) {
    return world.t.call('PATCH', `/order/order/${id}/`, { as, body: { status, ...extra } });
  }

  /** The store manager provides every supply of the order (the first one moves it to Started). */
  async function provideAll(orderId: number) {
    const supplies = await world.t.db
      .select({ id: storeSupplies.id })
      .from(storeSupplies)
      .innerJoin(scheduleItems, eq(scheduleItems.id, storeSupplies.scheduleItemId))
      .where(eq(scheduleItems.orderId, orderId));
    for (const supply of supplies) {
      // Many orders of this file go through Provide: the store first receives what each needs, so its stock (which
      // other tests of the file count on) ends where it was.
      const lines = await world.t.db.select().from(storeSupplyItems).where(eq(storeSupplyItems.supplyId, supply.id));
      for (const line of lines) {
        await world.t.db.update(storeItems).set({ stock: sql`${storeItems.stock} + ${line.quantity}` }).where(eq(storeItems.id, line.storeItemId));
      }
      const provided = await world.t.call('PUT', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Provided' } });
      expect(provided.status, JSON.stringify(provided.body)).toBe(200);
    }
  }

  /** The quality checker approves every schedule item of the order (each becomes Finished). */
  async function finishAll(orderId: number) {
    const items = await world.t.db.select({ autoId: scheduleItems.autoId }).from(scheduleItems).where(eq(scheduleItems.orderId, orderId));
    for (const item of items) {
      const checked = await world.t.call('POST', '/supervisor/finishedproducts/', {
        as: 'qualitychecker',
        body: { supervisor_schedule_item_auto_id: item.autoId, qc_status: 'Approved', note: '' },
      });
      expect(checked.status, JSON.stringify(checked.body)).toBe(201);
    }
  }

  /**
   * An order brought to `status` the way the office does it: Started by the first Provide, Shipped once every item
   * passed QC (docs/product/guards.md#order-flow-guards). `finished`: a Started order whose items all passed QC (ready to ship).
   */
  async function orderIn(status: OrderStatus, { finished = false } = {}) {
    const order = await createOrder();
    if (status === 'Pending') return order;
    if (status === 'Canceled') {
      expect((await move(order.id, 'Canceled')).status).toBe(200);
      return order;
    }
    expect((await move(order.id, 'Approved')).status).toBe(200);
    if (status === 'Approved') return order;
    await provideAll(order.id);
    if (status === 'Started' && !finished) return order;
    await finishAll(order.id);
    if (status === 'Started') return order;
    expect((await move(order.id, 'Shipped')).status).toBe(200);
    if (status === 'Delivered') expect((await move(order.id, 'Delivered')).status).toBe(200);
    return order;
  }

  return { doorItem, createOrder, move, orderIn };
}
