import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WORK_TYPES } from '@steelworks/contract/production';
import { anotherWorker } from '../../../test/another-worker';
import { useOrderWorld } from '../../../test/order-world';
import { accounts } from '../../db/accounts.table';
import { ALL_ROLES, productionCalls } from './production-calls.fixtures';
import { productionItems } from './production.table';

/** Production: the status machine of a unit's works, the lists of items and works, and their counts. */

const world = useOrderWorld();
const { worker, row, createWorkOrder, unitsOf, assign, move, workOrder } = productionCalls(world);
let otherWorkerId: number;
let otherWorkerToken: string;

beforeAll(async () => {
  ({ id: otherWorkerId, token: otherWorkerToken } = await anotherWorker(world.t, `worker${Date.now()}`));
});

describe('the status machine (docs/product/work-orders-and-production.md#production-statuses)', () => {
  it('assign, start, complete through every work type: item back to PENDING with Assign until the last; work order In Production then Completed', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(1)] });
    const [unit] = unitsOf(wo);
    let previous: number | undefined;
    for (const [index, type] of WORK_TYPES.entries()) {
      const assigned = await assign([unit!.id], { work_type: type, expected_date: '2026-01-05', note: `step ${index}` });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
      const work = assigned.body[0];
      expect(work).toMatchObject({ work_type: type, worker: worker(), worker_name: 'Wasim Khan', status: 'Pending', production_item_sr_no: unit!.sr_no });
      if (previous) expect((await world.t.call('GET', `/production/productionitemwork/${previous}/`, { as: 'worker' })).body.next_work_assigned).toBe(true);
      if (index === 0) expect((await workOrder(wo.id)).order_status).toBe('In Production');
      const item = await world.t.call('GET', `/production/productionitem/${unit!.id}/`, { as: 'worker' });
      expect(item.body).toMatchObject({ status: 'In Progress', current_work: type, current_work_status: 'Pending', current_work_id: work.id });

      const started = await move(work.id, { status: 'In Progress' });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expect(started.body.started_at).toBeTruthy();
      const done = await move(work.id, { status: 'Completed', note: 'ok' });
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ status: 'Completed', note: 'ok', defective: false });
      expect(done.body.finished_date).toBeTruthy();
      expect(done.body.duration_minutes).toBeGreaterThanOrEqual(0);
      const after = (await world.t.call('GET', `/production/productionitem/${unit!.id}/`, { as: 'admin' })).body;
      if (type === 'Packing') {
        expect(after).toMatchObject({ status: 'Completed', next_work_type: null });
        expect(after.finished_date).toBeTruthy();
        expect(done.body).toMatchObject({ can_assign_next: false });
      } else {
        expect(after).toMatchObject({ status: 'Pending', next_work_type: WORK_TYPES[index + 1] });
        expect(done.body).toMatchObject({ next_work_assigned: false, can_assign_next: true, next_work_type: WORK_TYPES[index + 1] });
      }
      previous = work.id;
    }
    const finished = await workOrder(wo.id);
    expect(finished).toMatchObject({ order_status: 'Completed', production_total: 1, production_completed: 1 });
    expect(finished.work_order_items[0].production_items[0].production_item_works).toHaveLength(WORK_TYPES.length);
    const tooMuch = await assign([unit!.id]);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error_message).toBe(`${unit!.sr_no} is already completed`);
    // Completed -> Delivered by hand; then nothing more.
    expect((await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { order_status: 'Delivered' } })).body.order_status).toBe('Delivered');
  });

  it('Defective keeps the reason, returns the item to PENDING for the same work type and counts the defect', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(1)] });
    const [unit] = unitsOf(wo);
    const work = (await assign([unit!.id], { work_type: 'Welding' })).body[0];
    const noReason = await move(work.id, { status: 'Completed', defective: true });
    expect(noReason.status).toBe(400);
    expect(noReason.body.defect_reason).toEqual(['Enter the defect reason']);
    const defective = await move(work.id, { defective: true, defect_reason: 'Weld crack at the corner' });
    expect(defective.status, JSON.stringify(defective.body)).toBe(200);
    expect(defective.body).toMatchObject({ status: 'Completed', defective: true, defect_reason: 'Weld crack at the corner', can_assign_next: true, next_work_type: 'Welding' });
    const item = (await world.t.call('GET', `/production/productionitem/${unit!.id}/`, { as: 'admin' })).body;
    expect(item).toMatchObject({ status: 'Pending', next_work_type: 'Welding', defects: 1 });
    const view = await workOrder(wo.id);
    expect(view.work_order_items[0].production_items[0]).toMatchObject({ defects: 1, next_work_type: 'Welding' });
    expect(view.work_order_items[0].production_items[0].production_item_works[0].defect_reason).toBe('Weld crack at the corner');

    const defects = await world.t.call('GET', '/production/defects/', { as: 'productionmanager' });
    expect(defects.status).toBe(200);
    expect(defects.body.total).toBeGreaterThanOrEqual(1);
    expect(defects.body.by_work_type.find((r: { work_type: string }) => r.work_type === 'Welding').defects).toBeGreaterThanOrEqual(1);
    expect(defects.body.by_worker.find((r: { worker: number }) => r.worker === worker()).defects).toBeGreaterThanOrEqual(1);
    expect((await world.t.call('GET', '/production/defects/?from=2020-01-01&to=2020-01-31', { as: 'admin' })).body.total).toBe(0);
    expect((await world.t.call('GET', '/production/defects/?from=2020-02-01&to=2020-01-31', { as: 'admin' })).status).toBe(400);
    for (const role of ['worker', 'dealer', 'supervisor'] as const) expect((await world.t.call('GET', '/production/defects/', { as: role })).status).toBe(403);
  });

  it('refusals: a unit with an open work, a closed work order, moves back, another worker, unknown worker', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(2)] });
    const [a, b] = unitsOf(wo);
    const work = (await assign([a!.id])).body[0];
    const busy = await assign([a!.id, b!.id]);
    expect(busy.status).toBe(400);
    expect(busy.body.error_message).toBe(`${a!.sr_no} already has an open work`);
    // Nothing was assigned to b either (one transaction).
    expect((await world.t.call('GET', `/production/productionitem/${b!.id}/`, { as: 'admin' })).body.status).toBe('Pending');
    expect((await assign([b!.id], { worker: world.w.dealerId + 100000 })).status).toBe(400);
    const dealerAccount = (await world.t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'dealer')))[0]!.id;
    expect((await assign([b!.id], { worker: dealerAccount })).body.worker).toEqual(['This worker does not exist']);
    expect((await assign([b!.id], { work_type: 'Sanding' })).status).toBe(400);

    const foreign = await move(work.id, { status: 'In Progress' }, { token: otherWorkerToken });
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toBe('You can change only your own works');
    expect((await move(work.id, { worker: otherWorkerId }, 'worker')).status).toBe(403);
    expect((await move(work.id, { status: 'Completed' }, 'worker')).status).toBe(200);
    // A start of a completed work (often queued on a phone while it was completed) is a conflict (docs/decisions/033).
    const back = await move(work.id, { status: 'In Progress' });
    expect(back.status).toBe(409);
    expect(back.body.error_message).toBe('This work was already completed.');
    const future = await assign([a!.id], { status: 'Completed', finished_date: '2999-01-01' });
    expect(future.status).toBe(400);

    expect((await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { order_status: 'Canceled' } })).status).toBe(200);
    const closed = await assign([b!.id]);
    expect(closed.status).toBe(400);
    expect(closed.body.error_message).toContain('closed');
  });

  it('managers reassign and delete an open work (the unit goes back); completed works stay', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(1)] });
    const [unit] = unitsOf(wo);
    const first = (await assign([unit!.id])).body[0];
    expect((await move(first.id, { status: 'Completed' })).status).toBe(200);
    const second = (await assign([unit!.id], { work_type: 'Bending' })).body[0];
    const moved = await move(second.id, { worker: otherWorkerId, expected_date: '2026-02-01' }, 'productionmanager');
    expect(moved.body).toMatchObject({ worker: otherWorkerId, worker_name: 'Ramesh Babu', expected_date: '2026-02-01' });
    expect((await world.t.call('DELETE', `/production/productionitemwork/${second.id}/`, { as: 'worker' })).status).toBe(403);
    expect((await world.t.call('DELETE', `/production/productionitemwork/${second.id}/`, { as: 'admin' })).status).toBe(204);
    const item = (await world.t.call('GET', `/production/productionitem/${unit!.id}/`, { as: 'admin' })).body;
    expect(item).toMatchObject({ status: 'Pending', next_work_type: 'Bending' });
    expect((await world.t.call('GET', `/production/productionitemwork/${first.id}/`, { as: 'admin' })).body.next_work_assigned).toBe(false);
    const kept = await world.t.call('DELETE', `/production/productionitemwork/${first.id}/`, { as: 'admin' });
    expect(kept.status).toBe(400);
    expect(kept.body.error_message).toBe('A completed work is history and cannot be deleted');
  });

  it('an update that sends nothing to change answers the work as it was (never a 500)', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(1)] });
    const work = (await assign([unitsOf(wo)[0]!.id])).body[0];
    for (const as of ['admin', 'worker'] as const) {
      const response = await move(work.id, {}, as);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: work.id, status: 'Pending', worker: worker(), note: work.note });
    }
  });

  it('assign with status Completed records finished work at once; In Progress starts it', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(2)] });
    const [a, b] = unitsOf(wo);
    const done = await assign([a!.id], { status: 'Completed', finished_date: '2026-01-02' });
    expect(done.body[0]).toMatchObject({ status: 'Completed', finished_date: '2026-01-02', can_assign_next: true });
    const started = await assign([b!.id], { status: 'In Progress' });
    expect(started.body[0].started_at).toBeTruthy();
    expect((await world.t.call('GET', `/production/productionitem/${b!.id}/`, { as: 'admin' })).body.current_work_status).toBe('In Progress');
  });
});

describe('production lists', () => {
  it('items by status tab, search by sr_no, exact sr_no for the Scan screen; works list with filters; My works', async () => {
    const wo = await createWorkOrder({ customer_name: 'Quirinus Scanner', work_order_items: [row(3)] });
    const [a, b, c] = unitsOf(wo);
    const open = (await assign([a!.id, b!.id], { expected_date: '2020-01-01' })).body;
    await assign([c!.id], { worker: otherWorkerId });
    expect((await move(open[1].id, { status: 'In Progress' })).status).toBe(200);

    const inProgress = await world.t.call('GET', '/production/productionitem/?status=IN%20PROGRESS&search=quirinus', { as: 'worker' });
    expect(inProgress.status).toBe(200);
    expect(inProgress.body.count).toBe(3);
    expect(inProgress.body.results[0]).toMatchObject({ work_order: wo.id, work_order_auto_id: wo.auto_id, description: 'Door Frame 90x210 4x2' });
    expect((await world.t.call('GET', '/production/productionitem/?status=pending&search=quirinus', { as: 'worker' })).body.count).toBe(0);
    const exact = await world.t.call('GET', `/production/productionitem/?sr_no=${encodeURIComponent(b!.sr_no)}`, { as: 'worker' });
    expect(exact.body.results.map((r: { id: number }) => r.id)).toEqual([b!.id]);
    expect(exact.body.results[0]).toMatchObject({ current_work_id: open[1].id, current_worker: worker(), current_work_status: 'In Progress' });
    expect((await world.t.call('GET', `/production/productionitem/?search=${encodeURIComponent(a!.sr_no)}`, { as: 'admin' })).body.results[0].id).toBe(a!.id);

    const byWorker = await world.t.call('GET', `/production/productionitemwork/?search=ramesh`, { as: 'admin' });
    expect(byWorker.body.count).toBeGreaterThan(0);
    expect(byWorker.body.results.every((r: { worker_name: string }) => r.worker_name === 'Ramesh Babu')).toBe(true);
    expect((await world.t.call('GET', '/production/productionitemwork/?search=no%20unit%20or%20worker%20is%20called%20this', { as: 'admin' })).body.count).toBe(0);
    const bySr = await world.t.call('GET', `/production/productionitemwork/?search=${encodeURIComponent(c!.sr_no)}`, { as: 'admin' });
    expect(bySr.body.results.map((r: { production_item: number }) => r.production_item)).toEqual([c!.id]);
    // A unit number typed from its start: this work order's row 1, and no work order whose number only ends the same.
    const byStart = await world.t.call('GET', `/production/productionitem/?search=${wo.auto_id}-1-`, { as: 'admin' });
    expect(byStart.body.results.map((r: { id: number }) => r.id)).toEqual([c!.id, b!.id, a!.id]);
    const worksByStart = await world.t.call('GET', `/production/productionitemwork/?search=${wo.auto_id}-1`, { as: 'admin' });
    expect(worksByStart.body.results.map((r: { production_item: number }) => r.production_item).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    expect((await world.t.call('GET', `/production/productionitem/?search=9${wo.auto_id}-1-`, { as: 'admin' })).body.count).toBe(0);
    const filtered = await world.t.call('GET', `/production/productionitemwork/?production_item=${a!.id}`, { as: 'worker' });
    expect(filtered.body.count).toBe(1);

    const mine = await world.t.call('GET', '/production/my-works/', { as: 'worker' });
    expect(mine.status).toBe(200);
    // Started ones first, then the overdue ones; never another worker's.
    expect(mine.body.results[0].id).toBe(open[1].id);
    const ours = mine.body.results.filter((r: { work_order: number }) => r.work_order === wo.id);
    expect(ours.map((r: { id: number }) => r.id)).toEqual([open[1].id, open[0].id]);
    expect(mine.body.results.every((r: { worker: number; status: string }) => r.worker === worker() && r.status !== 'Completed')).toBe(true);
    expect((await move(open[1].id, { status: 'Completed' })).status).toBe(200);
    const doneToday = await world.t.call('GET', '/production/my-works/?state=done', { as: 'worker' });
    expect(doneToday.body.results.map((r: { id: number }) => r.id)).toContain(open[1].id);

    for (const role of ALL_ROLES) {
      const allowed = ['admin', 'productionmanager', 'worker'].includes(role);
      expect((await world.t.call('GET', '/production/productionitem/', { as: role })).status, role).toBe(allowed ? 200 : 403);
      expect((await world.t.call('GET', '/production/productionitemwork/', { as: role })).status, role).toBe(allowed ? 200 : 403);
      expect((await world.t.call('GET', `/production/productionitem/${a!.id}/`, { as: role })).status, role).toBe(allowed ? 200 : 403);
      const assignStatus = (await assign([a!.id], {}, role)).status;
      expect(assignStatus, role).toBe(['admin', 'productionmanager'].includes(role) ? 400 : 403);
    }
  });

  it('production item note, delete of a unit without works lowers the quantity; 404 for unknown ids', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(2)] });
    const [a, b] = unitsOf(wo);
    const noted = await world.t.call('PATCH', `/production/productionitem/${a!.id}/`, { as: 'admin', body: { note: 'Handle with care' } });
    expect(noted.body.note).toBe('Handle with care');
    expect((await world.t.call('PUT', `/production/productionitem/${a!.id}/`, { as: 'worker', body: { note: 'x' } })).status).toBe(403);
    await assign([a!.id]);
    expect((await world.t.call('DELETE', `/production/productionitem/${a!.id}/`, { as: 'admin' })).status).toBe(400);
    expect((await world.t.call('DELETE', `/production/productionitem/${b!.id}/`, { as: 'admin' })).status).toBe(204);
    expect((await workOrder(wo.id)).work_order_items[0].quantity).toBe(1);
    for (const path of ['/production/productionitem/999999/', '/production/productionitemwork/999999/', '/workorders/workorder/999999/', '/production/productionitem/0x10/']) {
      expect((await world.t.call('GET', path, { as: 'admin' })).status, path).toBe(404);
    }
  });

  it('counts stop at 10,000 and answer an estimate beyond (docs/product/lists-and-counts.md#capped-counts)', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(1)] });
    const [unit] = unitsOf(wo);
    await world.t.db.insert(productionItems).values(
      Array.from({ length: 10_050 }, (_, k) => ({ srNo: `BULK-${k}`, workOrderId: wo.id, workOrderItemId: wo.work_order_items[0].id, unitNo: k + 2 })),
    );
    const list = await world.t.call('GET', `/production/productionitem/?work_order=${wo.id}`, { as: 'admin' });
    expect(list.status).toBe(200);
    expect(list.body.count_is_estimate).toBe(true);
    expect(list.body.count).toBeGreaterThan(10_000);
    expect(list.body.results).toHaveLength(10);
    const small = await world.t.call('GET', `/production/productionitem/?sr_no=${unit!.sr_no}`, { as: 'admin' });
    expect(small.body.count).toBe(1);
    expect(small.body.count_is_estimate).toBeUndefined();
  });

  it('a work order page reads a fixed number of statements whatever its size', async () => {
    const wo = await createWorkOrder({ work_order_items: [row(3), row(2), row(4)] });
    await assign(unitsOf(wo).map((u) => u.id));
    expect((await world.t.statementsOf(`/workorders/workorder/${wo.id}/`, 'admin')).length).toBeLessThanOrEqual(7);
  });
});