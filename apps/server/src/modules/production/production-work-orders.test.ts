import { describe, expect, it } from 'vitest';
import { WORK_TYPES } from '@steelworks/contract/production';
import { useOrderWorld } from '../../../test/order-world';
import { multipart, pngImage } from '../product/product.fixtures';
import { ALL_ROLES, productionCalls } from './production-calls.fixtures';

/** Work orders: create, edit, list, delete, their choices and images, and one made from an approved dealer order. */

const world = useOrderWorld();
const { row, createWorkOrder, unitsOf, assign, workOrder } = productionCalls(world);

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
