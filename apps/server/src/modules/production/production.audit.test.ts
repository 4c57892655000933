import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@steelworks/contract/audit';
import { useOrderWorld } from '../../../test/order-world';
import { accountIdOf } from '../../db/seed-helpers';
import { multipart, pngImage } from '../product/product.fixtures';

// Work orders, production items and works are written to the audit log like every other record 
// (docs/product/api-conventions.md#audit-log): who, what, before and after, read through the same History the detail pages show.

const world = useOrderWorld();
let workerId: number;
let adminId: number;

beforeAll(async () => {
  workerId = (await accountIdOf(world.t.db, 'worker'))!;
  adminId = (await accountIdOf(world.t.db, 'admin'))!;
});

/** The History of one record, oldest first. */
async function historyOf(entity: string, id: number): Promise<AuditEntry[]> {
  const response = await world.t.call('GET', `/audit/log/?entity=${entity}&entity_id=${id}&limit=100`, { as: 'admin' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return [...response.body.results].reverse();
}

async function createWorkOrder(quantity = 2) {
  const response = await world.t.call('POST', '/workorders/workorder/', {
    as: 'admin',
    body: {
      dealer: world.w.dealerId,
      customer_name: 'Joseph Mathew',
      work_order_items: [{ product_type: 'Door Frame', width: '90', height: 210, quantity, item_price: '1500', item_cost: 1000 }],
    },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; work_order_items: Array<{ id: number; production_items: Array<{ id: number }> }> };
}

describe('audit of work orders', () => {
  it('records create, field and item changes, status moves, drawings and delete, with who made them', async () => {
    const wo = await createWorkOrder();
    const row = wo.work_order_items[0]!;
    expect(
      (await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, { as: 'productionmanager', body: { customer_name: 'Anna Joseph' } })).status,
    ).toBe(200);
    const resized = await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, {
      as: 'admin',
      body: { work_order_items: [{ id: row.id, product_type: 'Door Frame', width: '90', height: 210, quantity: 3, item_price: '1500', item_cost: 1000 }] },
    });
    expect(resized.status, JSON.stringify(resized.body)).toBe(200);
    const upload = multipart({ title: 'Front elevation' }, [{ field: 'image', filename: 'a.png', contentType: 'image/png', data: await pngImage() }]);
    const image = await world.t.call('POST', `/workorders/workorder/${wo.id}/images/`, { as: 'admin', body: upload.body, headers: upload.headers });
    expect(image.status).toBe(201);
    await world.t.call('PATCH', `/workorders/workorderimage/${image.body.id}/`, { as: 'admin', body: { title: 'Side view' } });
    expect((await world.t.call('DELETE', `/workorders/workorderimage/${image.body.id}/`, { as: 'admin' })).status).toBe(204);
    expect((await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { order_status: 'Canceled' } })).status).toBe(200);

    const history = await historyOf('work_order', wo.id);
    expect(history.map((e) => e.action)).toEqual(['create', 'update', 'update', 'update', 'update', 'update', 'status']);
    expect(history[0]!.changes.customer_name).toEqual({ before: null, after: 'Joseph Mathew' });
    expect(history[0]!.account).toBe(adminId);
    expect(history[1]!.username).toBe('manager');
    expect(history[1]!.changes).toEqual({ customer_name: { before: 'Joseph Mathew', after: 'Anna Joseph' } });
    expect(history[2]!.changes.items).toEqual({ before: ['1. Door Frame 90.00 x 210.00, quantity 2'], after: ['1. Door Frame 90.00 x 210.00, quantity 3'] });
    expect(history.slice(3, 6).map((e) => e.note)).toEqual(['Drawing added: Front elevation', 'Drawing renamed: Front elevation -> Side view', 'Drawing removed: Side view']);
    expect(history[6]!.changes.status).toEqual({ before: 'Pending', after: 'Canceled' });
  });

  it('a delete keeps the record as it was', async () => {
    const wo = await createWorkOrder(1);
    expect((await world.t.call('DELETE', `/workorders/workorder/${wo.id}/`, { as: 'admin' })).status).toBe(204);
    const history = await historyOf('work_order', wo.id);
    expect(history.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(history[1]!.changes.customer_name).toEqual({ before: 'Joseph Mathew', after: null });
  });

  it('a refused change writes nothing', async () => {
    const wo = await createWorkOrder(1);
    expect((await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, { as: 'worker', body: { customer_name: 'X' } })).status).toBe(403);
    expect((await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { order_status: 'Delivered' } })).status).toBe(400);
    expect((await historyOf('work_order', wo.id)).map((e) => e.action)).toEqual(['create']);
  });
});

describe('audit of production items and works', () => {
  it('records the assignment, each status move by the worker, the note of a unit, and deletes', async () => {
    const wo = await createWorkOrder(2);
    const [unit, spare] = wo.work_order_items[0]!.production_items;
    const assigned = await world.t.call('POST', '/production/productionitemwork/', {
      as: 'productionmanager',
      body: { work_type: 'Cutting', worker: workerId, status: 'Pending', production_items: [unit!.id] },
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
    const workId = assigned.body[0].id as number;
    expect((await world.t.call('PATCH', `/production/productionitemwork/${workId}/`, { as: 'worker', body: { status: 'In Progress' } })).status).toBe(200);
    expect((await world.t.call('PATCH', `/production/productionitemwork/${workId}/`, { as: 'worker', body: { note: 'Blade changed' } })).status).toBe(200);

    const work = await historyOf('production_item_work', workId);
    expect(work.map((e) => e.action)).toEqual(['create', 'status', 'update']);
    expect(work[0]!.username).toBe('manager');
    expect(work[0]!.changes.worker).toEqual({ before: null, after: workerId });
    expect(work[1]!.username).toBe('worker');
    expect(work[1]!.changes.status).toEqual({ before: 'Pending', after: 'In Progress' });
    expect(work[2]!.changes).toEqual({ note: { before: '', after: 'Blade changed' } });

    expect((await world.t.call('PATCH', `/production/productionitem/${unit!.id}/`, { as: 'admin', body: { note: 'Handle with care' } })).status).toBe(200);
    expect((await historyOf('production_item', unit!.id)).map((e) => e.changes)).toEqual([{ note: { before: '', after: 'Handle with care' } }]);

    expect((await world.t.call('DELETE', `/production/productionitem/${spare!.id}/`, { as: 'admin' })).status).toBe(204);
    const removedUnit = await historyOf('production_item', spare!.id);
    expect(removedUnit.map((e) => e.action)).toEqual(['delete']);
    expect(removedUnit[0]!.changes.status).toEqual({ before: 'Pending', after: null });

    const second = await world.t.call('POST', '/production/productionitemwork/', {
      as: 'admin',
      body: { work_type: 'Cutting', worker: workerId, status: 'Pending', production_item: unit!.id },
    });
    expect(second.status).toBe(400); // the unit is busy: nothing is logged for a refused assignment
    expect((await world.t.call('PATCH', `/production/productionitemwork/${workId}/`, { as: 'worker', body: { status: 'Pending' } })).status).toBe(400);
    expect((await historyOf('production_item_work', workId)).length).toBe(3);
  });

  it('deleting an open work keeps what it was', async () => {
    const wo = await createWorkOrder(1);
    const [unit] = wo.work_order_items[0]!.production_items;
    const assigned = await world.t.call('POST', '/production/productionitemwork/', {
      as: 'admin',
      body: { work_type: 'Cutting', worker: workerId, status: 'Pending', production_item: unit!.id },
    });
    const workId = assigned.body[0].id as number;
    expect((await world.t.call('DELETE', `/production/productionitemwork/${workId}/`, { as: 'admin' })).status).toBe(204);
    const history = await historyOf('production_item_work', workId);
    expect(history.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(history[1]!.changes.work_type).toEqual({ before: 'Cutting', after: null });
  });
});
