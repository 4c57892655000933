import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { addDays } from '../schedule/schedule.capacity';
import { storeItems } from '../store/store.table';
import { orderCalls, REFUSED } from './order-calls.fixtures';
import { setStock, stockOf } from './order.fixtures';
import { orders } from './order.table';

/** Entering an order: create with its checks, edits while pending, delete, and the stock check on current stock. */

const world = useOrderWorld();
const { doorItem, createOrder, orderIn } = orderCalls(world);

describe('POST /order/order/', () => {
  it('a dealer orders for itself: Pending, price snapshots, total, addons with a Material addon appended', async () => {
    const response = await world.t.call('POST', '/order/order/', {
      as: 'dealer',
      body: {
        dealer: world.w.otherDealerId,
        customer_name: 'Joseph Mathew',
        delivery_site: 'Aluva',
        note: 'Deliver before noon',
        start_date: world.today,
        end_date: addDays(world.today, 10),
        orderitem: [
          doorItem(2, [
            { addon_name: 'Panel', description: '', quantity: '' },
            { addon_name: 'Open Side', description: 'Left' },
            { addon_name: 'Divider', description: 'two bars', quantity: '2' },
          ]),
          { product: world.w.window, quantity: '1', material: 'MS' },
        ],
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const order = response.body;
    expect(order).toMatchObject({
      dealer: world.w.dealerId,
      dealer_name: 'Deepak Traders',
      status: 'Pending',
      customer_name: 'Joseph Mathew',
      delivery_site: 'Aluva',
      note: 'Deliver before noon',
      start_date: world.today,
      bill_amount: '3630.00',
      total_amount: '3630.00',
    });
    expect(order.auto_id).toBeGreaterThan(0);
    const [door, window] = order.orderitem;
    expect(door).toMatchObject({ product: world.w.door, productName: 'Door Frame 90x210 4x2 16G', quantity: 2, unit_price: '1320.00', total_price: '2640.00' });
    expect(door.unit_cost).toBeUndefined();
    expect(door.product_details).toMatchObject({ channel_size: '4x2', no_of_cols: 1, width: 90, height: 210 });
    expect(door.orderitemaddon.map((a: { addon_name: string; description: string; quantity: number }) => [a.addon_name, a.description, a.quantity])).toEqual([
      ['Panel', '', 1],
      ['Open Side', 'Left', 1],
      ['Divider', 'two bars', 2],
      ['Material', 'GI', 1],
    ]);
    expect(window).toMatchObject({ unit_price: '990.00', schedule_items: [] });
    // Each item keeps its own addons (the items and addons are written in one statement each).
    expect(window.orderitemaddon.map((a: { addon_name: string; description: string }) => [a.addon_name, a.description])).toEqual([['Material', 'MS']]);
  });

  it('staff order for a chosen dealer and see the cost snapshot', async () => {
    for (const role of ['admin', 'productionmanager'] as const) {
      const order = await createOrder({ dealer: String(world.w.otherDealerId) }, role);
      expect(order.dealer).toBe(world.w.otherDealerId);
      expect(order.orderitem[0].unit_cost).toBe('1200.00');
    }
  });

  it('a non-dealer must choose an existing dealer', async () => {
    const missing = await world.t.call('POST', '/order/order/', { as: 'admin', body: { orderitem: [doorItem()] } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error_message: 'Please choose a dealer', dealer: ['Please choose a dealer'] });
    const unknown = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: 99999, orderitem: [doorItem()] } });
    expect(unknown.body).toMatchObject({ dealer: ['This dealer does not exist'] });
  });

  it('validates items, quantities, addons and dates', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ orderitem: [] }, 'orderitem', 'Add at least one order item'],
      [{ orderitem: [doorItem(0)] }, 'orderitem.0.quantity', 'Quantity must be at least 1'],
      [{ orderitem: [{ quantity: 1 }] }, 'orderitem.0.product', 'Please choose a product'],
      [{ orderitem: [doorItem(1, [{ addon_name: 'Open Side', description: 'Up' }])] }, 'orderitem.0.orderitemaddon.0.description', 'Choose Left or Right for Open Side'],
      [{ start_date: addDays(world.today, -1) }, 'start_date', 'The date cannot be before today'],
      [{ end_date: addDays(world.today, -3) }, 'end_date', 'The date cannot be before today'],
      [{ start_date: addDays(world.today, 5), end_date: addDays(world.today, 2) }, 'end_date', 'The end date cannot be before the start date'],
      [{ start_date: '9999-12-31' }, 'start_date', 'Start date must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.'],
      [{ end_date: '0001-01-01' }, 'end_date', 'End date must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.'],
      [{ start_date: addDays(world.today, 731) }, 'start_date', 'The date cannot be more than two years ahead'],
      [{ end_date: addDays(world.today, 731) }, 'end_date', 'The date cannot be more than two years ahead'],
      [{ orderitem: [doorItem(), { product: 999999, quantity: 1, material: '' }] }, 'orderitem.1.product', 'This product does not exist'],
    ];
    for (const [body, field, message] of cases) {
      const response = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem: [doorItem()], ...body } });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body[field], JSON.stringify(response.body)).toEqual([message]);
    }
  });

  it('refuses an order the store cannot cover: No Stocks Available with the shortages, nothing saved or reserved', async () => {
    const [before] = await world.t.db.select({ n: count() }).from(orders);
    const response = await world.t.call('POST', '/order/order/', {
      as: 'dealer',
      body: { orderitem: [doorItem(20), { product: world.w.window, quantity: 20, material: 'MS' }] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error_message: 'No Stocks Available',
      // The channel (70 of 100) is covered; hinges and primer are not.
      shortages: [
        { store_item: world.w.hinge, name: 'Butt Hinge 4in', needed: 80, available: 40 },
        { store_item: world.w.paint, name: 'Red Oxide Primer', needed: 10, available: 5 },
      ],
      code: 'no_stocks',
    });
    const [after] = await world.t.db.select({ n: count() }).from(orders);
    expect(after!.n).toBe(before!.n);
    expect(await stockOf(world.t.db, world.w.hinge)).toBe(40);
  });

  it('is refused to roles without orders', async () => {
    for (const role of REFUSED) {
      expect((await world.t.call('POST', '/order/order/', { as: role, body: { dealer: world.w.dealerId, orderitem: [doorItem()] } })).status).toBe(403);
    }
  });
});

describe('editing a pending order', () => {
  it('PATCH edits dates, customer, site and note; answers the whole row', async () => {
    const order = await createOrder();
    const response = await world.t.call('PATCH', `/order/order/${order.id}/`, {
      as: 'admin',
      body: { customer_name: 'New Customer', delivery_site: 'Kakkanad', note: 'Call first', start_date: world.today, end_date: addDays(world.today, 4) },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: order.id,
      customer_name: 'New Customer',
      delivery_site: 'Kakkanad',
      note: 'Call first',
      start_date: world.today,
      end_date: addDays(world.today, 4),
      orderitem: [{ quantity: 2 }],
    });
    const past = await world.t.call('PATCH', `/order/order/${order.id}/`, { as: 'admin', body: { end_date: addDays(world.today, -1) } });
    expect(past.body).toMatchObject({ end_date: ['The date cannot be before today'] });
  });

  it('PUT replaces the items (stock checked, prices snapshotted again)', async () => {
    const order = await createOrder();
    const response = await world.t.call('PUT', `/order/order/${order.id}/`, {
      as: 'dealer',
      body: { dealer: world.w.otherDealerId, orderitem: [{ product: world.w.window, quantity: 3, material: 'MS' }] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ dealer: world.w.dealerId, total_amount: '2970.00', orderitem: [{ product: world.w.window, quantity: 3 }] });
    const tooMuch = await world.t.call('PUT', `/order/order/${order.id}/`, { as: 'admin', body: { orderitem: [doorItem(50)] } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error_message).toBe('No Stocks Available');
    expect(tooMuch.body.shortages.length).toBeGreaterThan(0);
  });

  it('keeps the unit price of the last save when store prices change', async () => {
    const order = await createOrder();
    await world.t.db.update(storeItems).set({ price: '600.00' }).where(eq(storeItems.id, world.w.channel));
    try {
      const detail = await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' });
      expect(detail.body.orderitem[0].unit_price).toBe('1320.00');
      const saved = await world.t.call('PATCH', `/order/orderitem/${order.orderitem[0].id}/`, { as: 'admin', body: { quantity: 1 } });
      expect(saved.status).toBe(200);
      // 2 x 600 + 4 x 25 + 100 = 1400, +10% = 1540.00
      expect(saved.body).toMatchObject({ total_amount: '1540.00', orderitem: [{ quantity: 1, unit_price: '1540.00' }] });
    } finally {
      await world.t.db.update(storeItems).set({ price: '500.00' }).where(eq(storeItems.id, world.w.channel));
    }
  });

  it('item quantity: at least 1, stock checked', async () => {
    const order = await createOrder();
    const zero = await world.t.call('PUT', `/order/orderitem/${order.orderitem[0].id}/`, { as: 'admin', body: { quantity: 0 } });
    expect(zero.body).toMatchObject({ quantity: ['Quantity must be at least 1'] });
    const huge = await world.t.call('PUT', `/order/orderitem/${order.orderitem[0].id}/`, { as: 'admin', body: { quantity: 500 } });
    expect(huge.body.error_message).toBe('No Stocks Available');
    expect((await world.t.call('PUT', '/order/orderitem/999999/', { as: 'admin', body: { quantity: 1 } })).status).toBe(404);
    for (const role of REFUSED) {
      expect((await world.t.call('PUT', `/order/orderitem/${order.orderitem[0].id}/`, { as: role, body: { quantity: 1 } })).status).toBe(403);
    }
  });

  it('only pending orders can be edited', async () => {
    const order = await orderIn('Approved');
    const patch = await world.t.call('PATCH', `/order/order/${order.id}/`, { as: 'admin', body: { note: 'late' } });
    expect(patch.status).toBe(400);
    expect(patch.body.error_message).toBe('Only pending orders can be edited');
    const put = await world.t.call('PUT', `/order/order/${order.id}/`, { as: 'admin', body: { orderitem: [doorItem(1)] } });
    expect(put.body.error_message).toBe('Only pending orders can be edited');
    const item = await world.t.call('PATCH', `/order/orderitem/${order.orderitem[0].id}/`, { as: 'admin', body: { quantity: 1 } });
    expect(item.body.error_message).toBe('Only pending orders can be edited');
  });
});

describe('DELETE /order/order/:id', () => {
  it('deletes a pending order (admin, productionmanager); others refused', async () => {
    for (const role of ['admin', 'productionmanager'] as const) {
      const order = await createOrder();
      expect((await world.t.call('DELETE', `/order/order/${order.id}/`, { as: role })).status).toBe(204);
      expect((await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' })).status).toBe(404);
    }
    const order = await createOrder();
    for (const role of ['dealer', ...REFUSED] as Role[]) {
      expect((await world.t.call('DELETE', `/order/order/${order.id}/`, { as: role })).status).toBe(403);
    }
    const approved = await orderIn('Approved');
    const refused = await world.t.call('DELETE', `/order/order/${approved.id}/`, { as: 'admin' });
    expect(refused.body).toEqual({ error_message: 'Only pending orders can be deleted', code: 'rule_refused' });
  });
});

describe('stock check uses current stock', () => {
  it('an order that fits exactly is accepted', async () => {
    await setStock(world.t.db, world.w.paint, '1.5');
    try {
      const ok = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: [{ product: world.w.window, quantity: 3, material: 'MS' }] } });
      expect(ok.status).toBe(201);
      const over = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: [{ product: world.w.window, quantity: 4, material: 'MS' }] } });
      expect(over.body).toEqual({
        error_message: 'No Stocks Available',
        shortages: [{ store_item: world.w.paint, name: 'Red Oxide Primer', needed: 2, available: 1.5 }],
        code: 'no_stocks',
      });
    } finally {
      await setStock(world.t.db, world.w.paint, '5');
    }
  });
});

// Last in the file: it leaves ten years of orders behind.