import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { WORK_TYPES } from '@steelworks/contract/production';
import { useOrderWorld } from '../../../test/order-world';
import { accountIdOf } from '../../db/seed-helpers';
import { issueToken } from '../../lib/auth';
import { accounts } from '../../db/accounts.table';
import { multipart, pngImage } from '../product/product.fixtures';
import { productionItems } from './production.table';

const world = useOrderWorld();
let workerId: number;
let otherWorkerId: number;
let otherWorkerToken: string;

beforeAll(async () => {
  workerId = (await accountIdOf(world.t.db, 'worker'))!;
  const [other] = await world.t.db
    .insert(accounts)
    .values({ username: `worker${Date.now()}`, role: 'worker', fullName: 'Ramesh Babu', phone: '9812000001' })
    .returning({ id: accounts.id });
  otherWorkerId = other!.id;
  otherWorkerToken = await issueToken(world.t.db, otherWorkerId, world.t.config);
});

const ALL_ROLES: Role[] = ['admin', 'productionmanager', 'supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];

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

describe('work orders', () => {
  it('create: auto_id, every field, one production item per unit with sr_no <auto_id>-<row>-<k>, total from the rows', async () => {
    const wo = await createWorkOrder({
      mobile: '9800000006',
      order_creator: '',
      delivery_site: 'Aluva',
      billing_address: 'MG Road, Kochi',
      gst_number: '32ABCDE1234F1Z5',
      notes: 'Primer coat',
      title: 'Villa frames',
      column1_title: 'Glass',
      has_column1: 'true',
      has_louvers: false,
    });
    expect(wo.auto_id).toBeGreaterThan(0);
    expect(wo).toMatchObject({
      dealer: world.w.dealerId,
      dealer_name: 'Deepak Traders',
      order_status: 'Pending',
      order_creator: 'Anita Rao',
      total_cost: '4500.00',
      has_column1: true,
      has_louvers: false,
      has_quantity: true,
      has_column2: false,
      production_total: 3,
      production_completed: 0,
      has_works: false,
    });
    expect(wo.work_order_items.map((i: { sr_no: number }) => i.sr_no)).toEqual([1, 2]);
    expect(wo.work_order_items[0]).toMatchObject({ width: 90, height: 210, quantity: 2, item_price: '1500.00', item_cost: '1000.00', grill_type: '' });
    expect(unitsOf(wo).map((u) => u.sr_no)).toEqual([`${wo.auto_id}-1-1`, `${wo.auto_id}-1-2`, `${wo.auto_id}-2-1`]);
    expect(unitsOf(wo).every((u) => (u as unknown as { status: string }).status === 'Pending')).toBe(true);
  });

  it('new rows accept the form defaults: "---" selects, empty text, 0 and false', async () => {
    const wo = await createWorkOrder({
      work_order_items: [{ product_type: '---', channel_size: '---', type: '', width: 0, height: '', quantity: 0, manchary: false, item_price: '' }],
    });
    expect(wo.work_order_items[0]).toMatchObject({ product_type: '', channel_size: '', quantity: 0, width: 0, production_items: [] });
    expect(wo.total_cost).toBe('0.00');
  });

  it('sizes with decimals and every row field come back on the detail as entered', async () => {
    const created = await createWorkOrder({
      work_order_items: [row(1, { width: 90.75, height: '210.5', grill_type: 'Square', open_side: 'Right', doorsill: true, column3: 'C3' })],
    });
    const detail = await workOrder(created.id);
    expect(detail.work_order_items[0]).toMatchObject({
      width: 90.75,
      height: 210.5,
      grill_type: 'Square',
      open_side: 'Right',
      doorsill: true,
      column3: 'C3',
      item_price: '1500.00',
      item_cost: '1000.00',
    });
    expect(detail.work_order_items[0]).not.toHaveProperty('work_order_id');
  });

  it('bad input answers 400 with field: messages and creates nothing', async () => {
    const before = await world.t.call('GET', '/workorders/workorder/', { as: 'admin' });
    for (const quantity of [-1, true, ' ', '0x10', '1e1', 2.5]) {
      const response = await world.t.call('POST', '/workorders/workorder/', { as: 'admin', body: { work_order_items: [row(quantity)] } });
      expect(response.status, JSON.stringify(quantity)).toBe(400);
      expect(response.body['work_order_items.0.quantity']).toBeDefined();
    }
    const badDealer = await world.t.call('POST', '/workorders/workorder/', { as: 'admin', body: { dealer: 999999, work_order_items: [] } });
    expect(badDealer.status).toBe(400);
    expect(badDealer.body.dealer).toEqual(['This dealer does not exist']);
    const badDate = await world.t.call('POST', '/workorders/workorder/', { as: 'admin', body: { order_date: '2026-02-30', work_order_items: [] } });
    expect(badDate.status).toBe(400);
    expect((await world.t.call('GET', '/workorders/workorder/', { as: 'admin' })).body.count).toBe(before.body.count);
  });

  it('a negative quantity and a mobile that is not 10 digits are refused with the field named, never saved (issue 29)', async () => {
    const before = await world.t.call('GET', '/workorders/workorder/', { as: 'admin' });
    for (const quantity of [-2, '-2']) {
      const response = await world.t.call('POST', '/workorders/workorder/', { as: 'admin', body: { work_order_items: [row(quantity)] } });
      expect(response.status).toBe(400);
      expect(response.body['work_order_items.0.quantity']).toEqual(['Enter a quantity of at least 0']);
    }
    for (const [mobile, message] of [
      ['98abc', 'Use digits only'],
      ['98470abcde', 'Use digits only'],
      ['98470', 'Your number must be 10 characters'],
      ['984701234567', 'Your number must be 10 characters'],
    ]) {
      const response = await world.t.call('POST', '/workorders/workorder/', { as: 'admin', body: { mobile, work_order_items: [row(1)] } });
      expect(response.status, mobile).toBe(400);
      expect(response.body.mobile, mobile).toEqual([message]);
    }
    expect((await world.t.call('GET', '/workorders/workorder/', { as: 'admin' })).body.count).toBe(before.body.count);
    const wo = await createWorkOrder({ mobile: ' 9847012345 ' });
    expect(wo.mobile).toBe('9847012345');
    expect((await createWorkOrder({ mobile: '' })).mobile).toBe('');
    const patched = await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { mobile: '98abc' } });
    expect(patched.status).toBe(400);
    expect(patched.body.mobile).toEqual(['Use digits only']);
    expect((await workOrder(wo.id)).mobile).toBe('9847012345');
  });

  it('list: 10 per page, search by id, dealer, customer and title; dealers see only their own; others 403', async () => {
    const mine = await createWorkOrder({ title: 'Searchable Zephyr gate' });
    const theirs = await createWorkOrder({ dealer: world.w.otherDealerId, customer_name: 'Rival customer' });
    const search = await world.t.call('GET', '/workorders/workorder/?search=zephyr', { as: 'admin' });
    expect(search.body.results.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    expect((await world.t.call('GET', `/workorders/workorder/?search=${mine.auto_id}`, { as: 'admin' })).body.results[0].id).toBe(mine.id);
    expect((await world.t.call('GET', '/workorders/workorder/?search=rival%20steel', { as: 'admin' })).body.results.map((r: { id: number }) => r.id)).toContain(theirs.id);

    const dealerList = await world.t.call('GET', '/workorders/workorder/', { as: 'dealer' });
    expect(dealerList.status).toBe(200);
    expect(dealerList.body.results.every((r: { dealer: number }) => r.dealer === world.w.dealerId)).toBe(true);
    expect(dealerList.body.results[0].total_cost).toBeUndefined();
    expect((await world.t.call('GET', `/workorders/workorder/${theirs.id}/`, { as: 'dealer' })).status).toBe(404);
    expect((await world.t.call('GET', `/workorders/workorder/${mine.id}/`, { token: world.w.otherDealerToken })).status).toBe(404);
    const dealerView = await world.t.call('GET', `/workorders/workorder/${mine.id}/`, { as: 'dealer' });
    expect(dealerView.status).toBe(200);
    expect(dealerView.body.total_cost).toBeUndefined();
    expect(dealerView.body.work_order_items[0].item_cost).toBeUndefined();
    expect((await world.t.call('GET', `/workorders/workorder/${theirs.id}/`, { as: 'worker' })).status).toBe(200);

    for (const role of ALL_ROLES) {
      const list = await world.t.call('GET', '/workorders/workorder/', { as: role });
      expect(list.status, role).toBe(['admin', 'productionmanager', 'dealer', 'worker'].includes(role) ? 200 : 403);
      const create = await world.t.call('POST', '/workorders/workorder/', { as: role, body: { work_order_items: [] } });
      expect(create.status, role).toBe(['admin', 'productionmanager'].includes(role) ? 201 : 403);
      const update = await world.t.call('PATCH', `/workorders/workorder/${mine.id}/`, { as: role, body: { notes: role } });
      expect(update.status, role).toBe(['admin', 'productionmanager'].includes(role) ? 200 : 403);
    }
    const paged = await world.t.call('GET', '/workorders/workorder/?page=999', { as: 'admin' });
    expect(paged.body.results.length).toBeGreaterThan(0);
    expect(paged.body.results.length).toBeLessThanOrEqual(10);
  });

  it('quantity changes add units and remove only units without works; rows with works cannot be removed', async () => {
    const wo = await createWorkOrder();
    const [first, second] = wo.work_order_items;
    const rows = (q1: number, q2: number | null) => [
      { ...row(q1), id: first.id },
      ...(q2 === null ? [] : [{ ...row(q2), id: second.id }]),
    ];
    const raised = await world.t.call('PUT', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { work_order_items: rows(4, 1) } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.work_order_items[0].production_items.map((u: { sr_no: string }) => u.sr_no)).toEqual(
      [1, 2, 3, 4].map((k) => `${wo.auto_id}-1-${k}`),
    );
    const units = raised.body.work_order_items[0].production_items;
    expect((await assign([units[0].id, units[2].id])).status).toBe(201);

    const lowered = await world.t.call('PUT', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { work_order_items: rows(2, 1) } });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.work_order_items[0].production_items.map((u: { sr_no: string }) => u.sr_no)).toEqual([
      `${wo.auto_id}-1-1`,
      `${wo.auto_id}-1-3`,
    ]);
    const tooLow = await world.t.call('PUT', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { work_order_items: rows(1, 1) } });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.error_message).toBe('Item 1: 2 of its units already have works, so its quantity cannot go below 2');
    const removeRow = await world.t.call('PUT', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { work_order_items: [{ ...row(1), id: second.id }] } });
    expect(removeRow.status).toBe(400);
    expect(removeRow.body.error_message).toBe('Item 1 has production works and cannot be removed');
    // A new row is numbered after the kept ones, and a workless row can go.
    const grown = await world.t.call('PUT', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { work_order_items: [...rows(2, null), row(1)] } });
    expect(grown.status, JSON.stringify(grown.body)).toBe(200);
    expect(grown.body.work_order_items.map((i: { sr_no: number }) => i.sr_no)).toEqual([1, 2]);
    expect(grown.body.work_order_items[1].id).not.toBe(second.id);
    expect(grown.body.order_status).toBe('In Production');
  });

  it('delete: with confirmation rules - refused once it has works, allowed before; others 403', async () => {
    const empty = await createWorkOrder();
    for (const role of ALL_ROLES.filter((r) => !['admin', 'productionmanager'].includes(r))) {
      expect((await world.t.call('DELETE', `/workorders/workorder/${empty.id}/`, { as: role })).status, role).toBe(403);
    }
    expect((await world.t.call('DELETE', `/workorders/workorder/${empty.id}/`, { as: 'productionmanager' })).status).toBe(204);
    expect((await world.t.call('GET', `/workorders/workorder/${empty.id}/`, { as: 'admin' })).status).toBe(404);
    const worked = await createWorkOrder();
    expect((await assign([unitsOf(worked)[0]!.id])).status).toBe(201);
    const refused = await world.t.call('DELETE', `/workorders/workorder/${worked.id}/`, { as: 'admin' });
    expect(refused.status).toBe(400);
    expect(refused.body.error_message).toBe('A work order with works cannot be deleted; cancel it instead');
    const canceled = await world.t.call('PATCH', `/workorders/workorder/${worked.id}/`, { as: 'admin', body: { order_status: 'Canceled' } });
    expect(canceled.body.order_status).toBe('Canceled');
    const closed = await world.t.call('PATCH', `/workorders/workorder/${worked.id}/`, { as: 'admin', body: { notes: 'x' } });
    expect(closed.status).toBe(400);
  });

  it('status moves by hand only as allowed: cancel before completion, deliver after', async () => {
    const wo = await createWorkOrder();
    const refused = await world.t.call('PATCH', `/workorders/workorder/${wo.id}/`, { as: 'admin', body: { order_status: 'Completed' } });
    expect(refused.status).toBe(400);
    expect(refused.body.order_status[0]).toContain('can only be set to Canceled');
    const created = await world.t.call('POST', '/workorders/workorder/', { as: 'admin', body: { order_status: 'Delivered', work_order_items: [] } });
    expect(created.status).toBe(400);
  });

  it('choices: order_status, channel sizes with colours, hinges, grill types and shapes, panel types', async () => {
    for (const role of ['admin', 'worker', 'dealer'] as const) {
      const choices = await world.t.call('GET', '/workorders/choices/', { as: role });
      expect(choices.status).toBe(200);
      expect(choices.body.order_status).toEqual(['Pending', 'In Production', 'Completed', 'Delivered', 'Canceled']);
      expect(choices.body.channel_size_color['4x2']).toBeTruthy();
      for (const key of ['channel_size', 'hinges', 'grill_type', 'grill_shape', 'panel_type']) expect(choices.body[key].length).toBeGreaterThan(0);
    }
    expect((await world.t.call('GET', '/workorders/choices/', { as: 'supervisor' })).status).toBe(403);
    expect((await world.t.call('GET', '/production/choices/', { as: 'worker' })).body).toEqual({
      work_types: [...WORK_TYPES],
      production_status: ['Pending', 'In Progress', 'Completed'],
    });
  });

  it('images with titles: png or jpeg by content, served back, title editable, removable', async () => {
    const wo = await createWorkOrder();
    const upload = multipart({ title: 'Front elevation' }, [{ field: 'image', filename: 'a.png', contentType: 'image/png', data: await pngImage() }]);
    const added = await world.t.call('POST', `/workorders/workorder/${wo.id}/images/`, { as: 'admin', body: upload.body, headers: upload.headers });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.title).toBe('Front elevation');
    const served = await world.t.app.inject({ method: 'GET', url: added.body.image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const fake = multipart({ title: 'x' }, [{ field: 'image', filename: 'a.png', contentType: 'image/png', data: Buffer.from('not an image') }]);
    expect((await world.t.call('POST', `/workorders/workorder/${wo.id}/images/`, { as: 'admin', body: fake.body, headers: fake.headers })).status).toBe(400);
    const renamed = await world.t.call('PATCH', `/workorders/workorderimage/${added.body.id}/`, { as: 'admin', body: { title: 'Side view' } });
    expect(renamed.body.title).toBe('Side view');
    expect((await workOrder(wo.id, 'worker')).work_order_images.map((i: { title: string }) => i.title)).toEqual(['Side view']);
    expect((await world.t.call('DELETE', `/workorders/workorderimage/${added.body.id}/`, { as: 'worker' })).status).toBe(403);
    expect((await world.t.call('DELETE', `/workorders/workorderimage/${added.body.id}/`, { as: 'admin' })).status).toBe(204);
  });
});

describe('create from an approved dealer order', () => {
  it('pre-fills dealer, customer, site and items; only Approved orders; one live work order per order', async () => {
    const order = await world.t.call('POST', '/order/order/', {
      as: 'admin',
      body: {
        dealer: world.w.dealerId,
        customer_name: 'Lakshmi Menon',
        delivery_site: 'Kakkanad',
        orderitem: [{ product: world.w.door, quantity: 2, material: 'GI', orderitemaddon: [{ addon_name: 'Panel' }, { addon_name: 'Open Side', description: 'Left' }] }],
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect((await world.t.call('GET', `/workorders/from-order/${order.body.id}/`, { as: 'admin' })).status).toBe(404);
    expect((await world.t.call('PATCH', `/order/order/${order.body.id}/`, { as: 'admin', body: { status: 'Approved' } })).status).toBe(200);
    const draft = await world.t.call('GET', `/workorders/from-order/${order.body.id}/`, { as: 'admin' });
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ dealer: world.w.dealerId, customer_name: 'Lakshmi Menon', delivery_site: 'Kakkanad', existing_work_order: null });
    expect(draft.body.work_order_items[0]).toMatchObject({ product_type: 'Door Frame', channel_size: '4x2', width: 90, height: 210, quantity: 2, open_side: 'Left' });
    expect((await world.t.call('GET', `/workorders/from-order/${order.body.id}/`, { as: 'dealer' })).status).toBe(403);

    const created = await world.t.call('POST', '/workorders/workorder/', {
      as: 'admin',
      body: { order: order.body.id, customer_name: draft.body.customer_name, work_order_items: draft.body.work_order_items },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ order: order.body.id, order_auto_id: order.body.auto_id, dealer: world.w.dealerId });
    expect(unitsOf(created.body)).toHaveLength(2);
    const again = await world.t.call('POST', '/workorders/workorder/', { as: 'admin', body: { order: order.body.id, work_order_items: [] } });
    expect(again.status).toBe(400);
    expect(again.body.order).toEqual(['This order already has a work order']);
    expect((await world.t.call('GET', `/workorders/from-order/${order.body.id}/`, { as: 'admin' })).body.existing_work_order).toBe(created.body.id);
    const listed = await world.t.call('GET', `/workorders/workorder/?order=${order.body.id}`, { as: 'admin' });
    expect(listed.body.results.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
  });
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
      expect(work).toMatchObject({ work_type: type, worker: workerId, worker_name: 'Wasim Khan', status: 'Pending', production_item_sr_no: unit!.sr_no });
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
    expect(defects.body.by_worker.find((r: { worker: number }) => r.worker === workerId).defects).toBeGreaterThanOrEqual(1);
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
      expect(response.body).toMatchObject({ id: work.id, status: 'Pending', worker: workerId, note: work.note });
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
    expect(exact.body.results[0]).toMatchObject({ current_work_id: open[1].id, current_worker: workerId, current_work_status: 'In Progress' });
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
    expect(mine.body.results.every((r: { worker: number; status: string }) => r.worker === workerId && r.status !== 'Completed')).toBe(true);
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
