import { beforeAll, expect } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import type { OrderTestApp } from '../../../test/order-world';
import { accountIdOf } from '../../db/seed-helpers';

/** Test helpers of the production tests (production*.test.ts): work orders made, their units assigned and moved through the API. */

export const ALL_ROLES: Role[] = ['admin', 'productionmanager', 'supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];

/** The helpers, with the demo worker (looked up before the file's tests) as the one a work is assigned to by default. */
export function productionCalls(world: OrderTestApp) {
  let workerId: number;
  beforeAll(async () => {
    workerId = (await accountIdOf(world.t.db, 'worker'))!;
  });

  function row(quantity: unknown, extra: Record<string, unknown> = {}) {
    return { product_type: 'Door Frame', channel_size: '4x2', width: '90', height: 210, quantity, item_price: '1500', item_cost: 1000, ...extra };
  }

  async function createWorkOrder(body: Record<string, unknown> = {}, as: Role = 'admin') {
    const response = await world.t.call('POST', '/workorders/workorder/', {
      as,
      body: { dealer: world.w.dealerId, customer_name: 'Joseph Mathew', work_order_items: [row(2), row(1, { product_type: 'Window Frame' })], ...body },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  }

  const unitsOf = (wo: { work_order_items: Array<{ production_items: Array<{ id: number; sr_no: string }> }> }) =>
    wo.work_order_items.flatMap((i) => i.production_items);

  async function assign(ids: number[], body: Record<string, unknown> = {}, as: Role = 'admin') {
    return world.t.call('POST', '/production/productionitemwork/', {
      as,
      body: { work_type: 'Cutting', worker: workerId, status: 'Pending', production_items: ids, ...body },
    });
  }

  async function move(workId: number, body: Record<string, unknown>, as: Role | { token: string } = 'worker') {
    return world.t.call('PATCH', `/production/productionitemwork/${workId}/`, typeof as === 'string' ? { as, body } : { token: as.token, body });
  }

  async function workOrder(id: number, as: Role = 'admin') {
    const response = await world.t.call('GET', `/workorders/workorder/${id}/`, { as });
    expect(response.status).toBe(200);
    return response.body;
  }

  return { worker: () => workerId, row, createWorkOrder, unitsOf, assign, move, workOrder };
}
