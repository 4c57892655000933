import { describe, expect, it } from 'vitest';
import { todayIn } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { allowedOnly, scheduleCalls } from './schedule-calls.fixtures';

/** The quality check of a schedule item: the lookup, Defected and Approved, and the finished products list. */

const world = useOrderWorld();
const { approvedOrder, providedOrder } = scheduleCalls(world);

describe('quality check', () => {
  it('the lookup answers the schedule item or 404', async () => {
    const { schedule } = await approvedOrder([{ product: world.w.door, quantity: 4 }]);
    const autoId = schedule[0]!.auto_id;
    const found = await world.t.call('POST', '/supervisor/finished-product-id/', { as: 'qualitychecker', body: { id: autoId } });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      auto_id: autoId,
      supervisor_schedule_item_auto_id: autoId,
      product_name: 'Door Frame 90x210 4x2 16G',
      quantity: 4,
      supervisor: schedule[0]!.supervisor,
      work_status: 'Pending',
      approved: false,
    });
    for (const id of ['1999-1', 'abc', '12']) {
      const missing = await world.t.call('POST', '/supervisor/finished-product-id/', { as: 'qualitychecker', body: { id } });
      expect(missing.status).toBe(404);
    }
    const empty = await world.t.call('POST', '/supervisor/finished-product-id/', { as: 'admin', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.id).toEqual(['Please enter the schedule item id']);
    for (const role of allowedOnly(['admin', 'productionmanager', 'qualitychecker'])) {
      expect((await world.t.call('POST', '/supervisor/finished-product-id/', { as: role, body: { id: autoId } })).status).toBe(403);
    }
  });

  it('Defected records the defect and leaves the item open; Approved finishes it; a second Approved is refused', async () => {
    const { schedule } = await providedOrder([{ product: world.w.door, quantity: 1 }]);
    const autoId = schedule[0]!.auto_id;
    const defected = await world.t.call('POST', '/supervisor/finishedproducts/', {
      as: 'qualitychecker',
      body: { supervisor_schedule_item_auto_id: autoId, qc_status: 'Defected', note: 'weld crack' },
    });
    expect(defected.status).toBe(201);
    expect(defected.body).toMatchObject({
      supervisor_schedule_item_auto_id: autoId,
      product_name: 'Door Frame 90x210 4x2 16G',
      quantity: 1,
      supervisor: schedule[0]!.supervisor,
      qc_username: 'qc',
      qc_status: 'Defected',
      note: 'weld crack',
    });
    const open = await world.t.call('POST', '/supervisor/finished-product-id/', { as: 'qualitychecker', body: { id: autoId } });
    expect(open.body.work_status).toBe('Pending');

    const approved = await world.t.call('POST', '/supervisor/finishedproducts/', {
      as: 'admin',
      body: { fproduct: { supervisor_schedule_item_auto_id: autoId, qc_status: 'Approved', note: '' } },
    });
    expect(approved.status).toBe(201);
    expect(approved.body).toMatchObject({ qc_status: 'Approved', qc_username: 'admin' });
    const finished = await world.t.call('POST', '/supervisor/finished-product-id/', { as: 'qualitychecker', body: { id: autoId } });
    expect(finished.body).toMatchObject({ work_status: 'Finished', approved: true });
    expect(finished.body.finished_date).toBe(todayIn('UTC'));

    const twice = await world.t.call('POST', '/supervisor/finishedproducts/', {
      as: 'productionmanager',
      body: { supervisor_schedule_item_auto_id: autoId, qc_status: 'Approved' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ error_message: 'This schedule item has already been approved', code: 'rule_refused' });
  });

  it('validates the id and status', async () => {
    const empty = await world.t.call('POST', '/supervisor/finishedproducts/', { as: 'qualitychecker', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      supervisor_schedule_item_auto_id: ['Please enter the schedule item id'],
      qc_status: ['Please choose a QC status'],
    });
    const unknown = await world.t.call('POST', '/supervisor/finishedproducts/', {
      as: 'qualitychecker',
      body: { supervisor_schedule_item_auto_id: '1999-5', qc_status: 'Approved' },
    });
    expect(unknown.body).toMatchObject({ supervisor_schedule_item_auto_id: ['No schedule item with this id'] });
    for (const role of allowedOnly(['admin', 'productionmanager', 'qualitychecker'])) {
      expect(
        (await world.t.call('POST', '/supervisor/finishedproducts/', { as: role, body: { supervisor_schedule_item_auto_id: '1999-5', qc_status: 'Approved' } }))
          .status,
      ).toBe(403);
    }
  });

  it('lists finished products newest first, searchable; a supervisor sees its own', async () => {
    const { schedule } = await providedOrder([{ product: world.w.window, quantity: 1 }]);
    const autoId = schedule[0]!.auto_id;
    await world.t.call('POST', '/supervisor/finishedproducts/', { as: 'qualitychecker', body: { supervisor_schedule_item_auto_id: autoId, qc_status: 'Approved' } });
    const list = await world.t.call('GET', '/supervisor/finishedproducts/', { as: 'storemanager' });
    expect(list.status).toBe(200);
    expect(list.body.results[0]).toMatchObject({ supervisor_schedule_item_auto_id: autoId, product_name: 'Window Frame 120x150 3x1 18G' });
    const search = await world.t.call('GET', `/supervisor/finishedproducts/?search=${autoId}`, { as: 'admin' });
    expect(search.body.results.every((f: { supervisor_schedule_item_auto_id: string }) => f.supervisor_schedule_item_auto_id === autoId)).toBe(true);
    const own = await world.t.call('GET', '/supervisor/finishedproducts/', { as: 'supervisor' });
    expect(own.body.results.every((f: { supervisor_id: number }) => f.supervisor_id === world.w.supervisorId)).toBe(true);
    const other = await world.t.call('GET', '/supervisor/finishedproducts/', { token: world.w.otherSupervisorToken });
    expect(other.body.results.every((f: { supervisor_id: number }) => f.supervisor_id === world.w.otherSupervisorId)).toBe(true);
    for (const role of ['admin', 'productionmanager', 'supervisor', 'storemanager', 'qualitychecker'] as Role[]) {
      expect((await world.t.call('GET', '/supervisor/finishedproducts/', { as: role })).status).toBe(200);
    }
    for (const role of ['dealer', 'worker', 'sheet_user'] as Role[]) {
      expect((await world.t.call('GET', '/supervisor/finishedproducts/', { as: role })).status).toBe(403);
    }
  });
});
