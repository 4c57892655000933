import { expect } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import type { OrderTestApp } from '../../../test/order-world';

/** Test helpers of the schedule's tests (schedule.test.ts, quality-check.test.ts). */

const ALL_ROLES: Role[] = ['admin', 'productionmanager', 'supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];
export const allowedOnly = (allowed: Role[]) => ALL_ROLES.filter((r) => !allowed.includes(r));

/** Orders approved (and provided) through the API, and the store supply of a schedule item. */
export function scheduleCalls(world: OrderTestApp) {
  /** An approved order of doors (1 column each) and its schedule items. */
  async function approvedOrder(items: Array<{ product: number; quantity: number }> = [{ product: world.w.door, quantity: 2 }], startDate?: string) {
    const created = await world.t.call('POST', '/order/order/', {
      as: 'admin',
      body: { dealer: world.w.dealerId, customer_name: 'Schedule Test', orderitem: items.map((i) => ({ ...i, material: 'GI' })) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const approved = await world.t.call('PATCH', `/order/order/${created.body.id}/`, {
      as: 'admin',
      body: { status: 'Approved', ...(startDate ? { start_date: startDate } : {}) },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const schedule = approved.body.orderitem.flatMap((i: { schedule_items: unknown[] }) => i.schedule_items);
    return { order: approved.body, schedule: schedule as Array<{ id: number; auto_id: string; supervisor: string; supervisor_id: number; start_date: string; end_date: string }> };
  }

  /** An approved order whose supplies the store manager provided (QC needs that, docs/product/guards.md#order-flow-guards). */
  async function providedOrder(items: Array<{ product: number; quantity: number }> = [{ product: world.w.door, quantity: 2 }]) {
    const approved = await approvedOrder(items);
    for (const item of approved.schedule) {
      const supply = await supplyOf(item.auto_id);
      const provided = await world.t.call('PUT', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Provided' } });
      expect(provided.status, JSON.stringify(provided.body)).toBe(200);
    }
    return approved;
  }

  async function supplyOf(autoId: string) {
    const list = await world.t.call('GET', `/store/storemanagerview/?search=${autoId}`, { as: 'storemanager' });
    const supply = list.body.results.find((s: { auto_id: string }) => s.auto_id === autoId);
    expect(supply).toBeDefined();
    return supply;
  }

  return { approvedOrder, providedOrder, supplyOf };
}
