import { describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ORDER_MOVES, ORDER_STATUSES, ORDER_TEXT, type OrderStatus } from '@steelworks/contract/order';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { addDays } from '../schedule/schedule.capacity';
import { scheduleItemDays, scheduleItems, storeSupplies, storeSupplyItems } from '../schedule/schedule.table';
import { storeItems } from '../store/store.table';
import { countOrdersOfDealer, listOrdersOfDealer } from './order-reads.service';
import { setStock, stockOf } from './order.fixtures';
import { orderItems, orders, orderStatusChanges } from './order.table';

const world = useOrderWorld();


const ORDER_ROLES: Role[] = ['admin', 'productionmanager', 'dealer'];
const REFUSED: Role[] = ['supervisor', 'storemanager', 'worker', 'qualitychecker', 'sheet_user'];

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

describe('GET /order/order/', () => {
  it('lists by status with total_amount, searchable by order id, dealer and customer; newest first', async () => {
    const mine = await createOrder({ customer_name: 'Zacharia Varghese' });
    const approved = await orderIn('Approved');
    const pending = await world.t.call('GET', '/order/order/?status=Pending', { as: 'admin' });
    expect(pending.status).toBe(200);
    expect(pending.body.results.every((o: { status: string }) => o.status === 'Pending')).toBe(true);
    expect(pending.body.results[0]).toMatchObject({ id: mine.id, dealer_name: 'Deepak Traders', total_amount: '2640.00' });
    const approvedList = await world.t.call('GET', '/order/order/?status=approved', { as: 'productionmanager' });
    expect(approvedList.body.results.map((o: { id: number }) => o.id)).toContain(approved.id);
    const byId = await world.t.call('GET', `/order/order/?search=${mine.auto_id}`, { as: 'admin' });
    expect(byId.body.results.map((o: { id: number }) => o.id)).toContain(mine.id);
    const byCustomer = await world.t.call('GET', '/order/order/?search=zacharia', { as: 'admin' });
    expect(byCustomer.body.results.map((o: { id: number }) => o.id)).toEqual([mine.id]);
    // A renamed customer is found by the new name at once, and no longer by the old one.
    expect((await world.t.call('PATCH', `/order/order/${mine.id}/`, { as: 'admin', body: { customer_name: 'Quintus Yellamma' } })).status).toBe(200);
    expect((await world.t.call('GET', '/order/order/?search=yellamma', { as: 'admin' })).body).toMatchObject({ count: 1, results: [{ id: mine.id }] });
    expect((await world.t.call('GET', '/order/order/?search=zacharia', { as: 'admin' })).body.count).toBe(0);
    const byDealer = await world.t.call('GET', '/order/order/?search=Rival', { as: 'admin' });
    expect(byDealer.body.results.every((o: { dealer: number }) => o.dealer === world.w.otherDealerId)).toBe(true);
  });

  it('pages by 10 with next and previous links that keep the filters', async () => {
    for (let i = 0; i < 11; i++) await createOrder({ customer_name: 'Paging Customer' });
    const first = await world.t.call('GET', '/order/order/?search=Paging&status=Pending', { as: 'admin' });
    expect(first.body.count).toBe(11);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.next).toContain('page=2');
    expect(first.body.next).toContain('search=Paging');
    const second = await world.t.call('GET', '/order/order/?search=Paging&status=Pending&page=2', { as: 'admin' });
    expect(second.body.results).toHaveLength(1);
    expect(second.body.previous).toContain('page=1');
  });

  it('a dealer sees only its own orders', async () => {
    await createOrder({ dealer: world.w.otherDealerId });
    const mine = await world.t.call('GET', '/order/order/', { as: 'dealer' });
    expect(mine.body.count).toBeGreaterThan(0);
    expect(mine.body.results.every((o: { dealer: number }) => o.dealer === world.w.dealerId)).toBe(true);
    const theirs = await world.t.call('GET', `/order/order/?dealer=${world.w.otherDealerId}`, { as: 'dealer' });
    expect(theirs.body.results.every((o: { dealer: number }) => o.dealer === world.w.dealerId)).toBe(true);
  });

  it('is allowed to order roles and refused to the others', async () => {
    for (const role of ORDER_ROLES) expect((await world.t.call('GET', '/order/order/', { as: role })).status).toBe(200);
    for (const role of REFUSED) expect((await world.t.call('GET', '/order/order/', { as: role })).status).toBe(403);
  });
});

describe('GET /order/order/:id', () => {
  it('answers the order with its items; unknown ids 404', async () => {
    const order = await createOrder();
    const detail = await world.t.call('GET', `/order/order/${order.id}/`, { as: 'productionmanager' });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: order.id, orderitem: [{ quantity: 2 }] });
    expect((await world.t.call('GET', '/order/order/999999/', { as: 'admin' })).status).toBe(404);
    expect((await world.t.call('GET', '/order/order/abc/', { as: 'admin' })).status).toBe(404);
  });

  it("also answers the 2022 client's item names: product_name, cost (the unit price, never our cost) and sub_total", async () => {
    const order = await createOrder({ orderitem: [doorItem(3), { product: world.w.window, quantity: 2, material: 'MS' }] }, 'dealer');
    const itemsAs = async (as: Role) => (await world.t.call('GET', `/order/order/${order.id}/`, { as })).body.orderitem;
    const pick = (item: Record<string, unknown>) => ({
      productName: item.productName,
      product_name: item.product_name,
      unit_price: item.unit_price,
      cost: item.cost,
      total_price: item.total_price,
      sub_total: item.sub_total,
    });
    const expected = [
      { productName: 'Door Frame 90x210 4x2 16G', product_name: 'Door Frame 90x210 4x2 16G', unit_price: '1320.00', cost: '1320.00', total_price: '3960.00', sub_total: '3960.00' },
      { productName: 'Window Frame 120x150 3x1 18G', product_name: 'Window Frame 120x150 3x1 18G', unit_price: '990.00', cost: '990.00', total_price: '1980.00', sub_total: '1980.00' },
    ];
    const asDealer = await itemsAs('dealer');
    const asAdmin = await itemsAs('admin');
    expect(asDealer.map(pick)).toEqual(expected);
    expect(asAdmin.map(pick)).toEqual(expected);
    // Our cost (1200.00 and 900.00) reaches the admin only, under unit_cost; nothing the dealer gets carries it.
    expect(asAdmin.map((item: { unit_cost: string }) => item.unit_cost)).toEqual(['1200.00', '900.00']);
    expect(asDealer.map((item: { unit_cost?: string }) => item.unit_cost)).toEqual([undefined, undefined]);
    expect(JSON.stringify(asDealer)).not.toMatch(/"(1200|900)\.00"/);
  });

  it("a dealer probing another dealer's order ids gets 404 on every call", async () => {
    const theirs = await createOrder({ dealer: world.w.otherDealerId });
    const item = theirs.orderitem[0].id;
    const probes: Array<[string, string, unknown]> = [
      ['GET', `/order/order/${theirs.id}/`, undefined],
      ['PUT', `/order/order/${theirs.id}/`, { note: 'mine now' }],
      ['PATCH', `/order/order/${theirs.id}/`, { note: 'mine now' }],
      ['PATCH', `/order/order/${theirs.id}/`, { status: 'Canceled' }],
      ['PATCH', `/order/orderitem/${item}/`, { quantity: 1 }],
    ];
    for (const [method, path, body] of probes) {
      const response = await world.t.call(method as 'GET', path, { as: 'dealer', body });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      expect(response.body).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    // The other dealer sees it.
    expect((await world.t.call('GET', `/order/order/${theirs.id}/`, { token: world.w.otherDealerToken })).status).toBe(200);
  });
});

describe('status moves (docs/product/orders.md#statuses-and-moves)', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      // An Approved order cannot be shipped in practice: its items pass QC only after their Provide, which starts it.
      const shippedUnfinished = from === 'Approved' && to === 'Shipped';
      const allowed = ORDER_MOVES[from].includes(to) && !shippedUnfinished;
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const order = await orderIn(from, { finished: to === 'Shipped' });
        const response = await move(order.id, to);
        if (allowed) {
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          expect(response.body).toMatchObject({ id: order.id, status: to });
          const [change] = await world.t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order.id)).orderBy(orderStatusChanges.id);
          expect(change).toBeDefined();
        } else {
          expect(response.status).toBe(400);
          if (to === 'Started') expect(response.body.error_message).toBe(ORDER_TEXT.startedByProvide);
          else if (shippedUnfinished) expect(response.body.error_message).toMatch(/^Cannot ship yet: schedule item \d{4}-\d+ is not Finished/);
          else expect(response.body.error_message).toMatch(new RegExp(`^Cannot change the status of a ${from} order`));
          const detail = await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' });
          expect(detail.body.status).toBe(from);
        }
      });
    }
  }

  it('an unknown status is a validation error', async () => {
    const order = await createOrder();
    const response = await move(order.id, 'Lost' as OrderStatus);
    expect(response.status).toBe(400);
    expect(response.body.status).toBeDefined();
  });

  it('a dealer cannot change the status of its own order (403); other refused roles get 403 too', async () => {
    const order = await createOrder();
    expect((await move(order.id, 'Canceled', 'dealer')).status).toBe(403);
    for (const role of REFUSED) expect((await move(order.id, 'Approved', role)).status).toBe(403);
    expect((await move(999999, 'Approved')).status).toBe(404);
  });

  it('Delivered records when the order was delivered', async () => {
    const order = await orderIn('Delivered');
    const [row] = await world.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliveredAt).toBeInstanceOf(Date);
  });

  it('Delivered adds the order to this month of the yearly revenue graph: quantity x price, and x (price - cost)', async () => {
    const [year, month] = world.today.split('-').map(Number) as [number, number];
    const graph = async () => (await world.t.call('GET', `/supervisor/yearly-revenue-graph/?date=${year}`, { as: 'admin' })).body;
    const order = await orderIn('Shipped');
    const before = await graph();
    expect((await move(order.id, 'Delivered')).status).toBe(200);
    const after = await graph();
    const items = await world.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const revenue = items.reduce((sum, item) => sum + item.quantity * Number(item.unitPrice), 0);
    const profit = items.reduce((sum, item) => sum + item.quantity * (Number(item.unitPrice) - Number(item.unitCost)), 0);
    expect(revenue).toBeGreaterThan(0);
    expect(after.total_revenue[month - 1] - before.total_revenue[month - 1]).toBeCloseTo(revenue, 2);
    expect(after.total_profit[month - 1] - before.total_profit[month - 1]).toBeCloseTo(profit, 2);
    // Every other month is untouched; a Canceled order adds nothing.
    expect(after.total_revenue.filter((_: number, index: number) => index !== month - 1)).toEqual(
      before.total_revenue.filter((_: number, index: number) => index !== month - 1),
    );
    await orderIn('Canceled');
    expect(await graph()).toEqual(after);
  });
});

describe('approval schedules the work', () => {
  it('each item becomes a YEAR-N schedule item on the supervisor free earliest, with a Not Provided supply of BOM x quantity', async () => {
    const order = await createOrder({ orderitem: [doorItem(3), { product: world.w.window, quantity: 2, material: 'MS' }] });
    const approved = await move(order.id, 'Approved');
    expect(approved.status).toBe(200);
    const [doorLine, windowLine] = approved.body.orderitem;
    const [doorItemScheduled] = doorLine.schedule_items;
    expect(doorItemScheduled).toMatchObject({ quantity: 3, status: 'Not Provided', work_status: 'Pending' });
    expect(doorItemScheduled.auto_id).toMatch(new RegExp(`^${world.today.slice(0, 4)}-\\d+$`));
    const [windowScheduled] = windowLine.schedule_items;
    const [a, b] = [doorItemScheduled.auto_id, windowScheduled.auto_id].map((id: string) => Number(id.split('-')[1]));
    expect(b).toBe(a! + 1);
    const [supply] = await world.t.db.select().from(storeSupplies).where(eq(storeSupplies.autoId, doorItemScheduled.auto_id));
    expect(supply).toMatchObject({ status: 'Not Provided' });
    const lines = await world.t.db.select().from(storeSupplyItems).where(eq(storeSupplyItems.supplyId, supply!.id)).orderBy(storeSupplyItems.id);
    expect(lines.map((l) => [l.storeItemId, l.quantity])).toEqual([
      [world.w.channel, '6.000'],
      [world.w.hinge, '12.000'],
    ]);
  });

  it('books no more than cols_per_day per supervisor per day and spans days', async () => {
    const order = await createOrder({ orderitem: [{ product: world.w.window, quantity: 8, material: 'MS' }] });
    const approved = await move(order.id, 'Approved', 'admin', { start_date: addDays(world.today, 30) });
    expect(approved.status).toBe(200);
    const [scheduled] = approved.body.orderitem[0].schedule_items;
    expect(scheduled.start_date >= addDays(world.today, 30)).toBe(true);
    expect(scheduled.end_date > scheduled.start_date).toBe(true);
    expect(approved.body.start_date).toBe(addDays(world.today, 30));
    const days = await world.t.db.select().from(scheduleItemDays).where(eq(scheduleItemDays.scheduleItemId, scheduled.id));
    expect(days.reduce((sum, d) => sum + d.cols, 0)).toBe(24);
    const all = await world.t.db.select().from(scheduleItemDays);
    const perDay = new Map<string, number>();
    for (const d of all) perDay.set(`${d.supervisorId}:${d.day}`, (perDay.get(`${d.supervisorId}:${d.day}`) ?? 0) + d.cols);
    for (const [key, cols] of perDay) expect(cols).toBeLessThanOrEqual(key.startsWith(`${world.w.supervisorId}:`) ? 10 : 4);
  });

  it('an approval date before today is refused', async () => {
    const order = await createOrder();
    const response = await move(order.id, 'Approved', 'admin', { start_date: addDays(world.today, -2) });
    expect(response.status).toBe(400);
    expect(response.body.start_date).toEqual(['The date cannot be before today']);
  });

  it('an approval date beyond two years is refused (not a crash in the day-by-day booking)', async () => {
    const order = await createOrder();
    const response = await move(order.id, 'Approved', 'admin', { start_date: addDays(world.today, 731) });
    expect(response.status).toBe(400);
    expect(response.body.start_date).toEqual(['The date cannot be more than two years ahead']);
    const absurd = await move(order.id, 'Approved', 'admin', { start_date: '9999-12-31' });
    expect(absurd.body.start_date).toEqual(['Start date must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.']);
    expect((await move(order.id, 'Approved', 'admin', { start_date: addDays(world.today, 730) })).status).toBe(200);
  });

  it('canceling an approved order frees its booked capacity', async () => {
    const order = await orderIn('Approved');
    const [item] = await world.t.db.select().from(scheduleItems).where(eq(scheduleItems.orderId, order.id));
    expect((await world.t.db.select().from(scheduleItemDays).where(eq(scheduleItemDays.scheduleItemId, item!.id))).length).toBeGreaterThan(0);
    expect((await move(order.id, 'Canceled')).status).toBe(200);
    expect(await world.t.db.select().from(scheduleItemDays).where(eq(scheduleItemDays.scheduleItemId, item!.id))).toEqual([]);
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

describe('dealer page helpers', () => {
  it('list a dealer’s orders and count total and pending', async () => {
    const counts = await countOrdersOfDealer(world.t.db, world.w.otherDealerId);
    const page = listOrdersOfDealer(world.t.db, world.w.otherDealerId);
    expect(await page.count()).toBe(counts.total_orders);
    const rows = await page.rows(10, 0);
    expect(rows.every((r) => r.dealer === world.w.otherDealerId)).toBe(true);
    const pending = rows.filter((r) => r.status === 'Pending').length;
    expect(counts.pending_orders).toBeGreaterThanOrEqual(pending > 0 ? 1 : 0);
    expect(await countOrdersOfDealer(world.t.db, 999999)).toEqual({ total_orders: 0, pending_orders: 0 });
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
describe('order tabs at ten-year scale (docs/product/lists-and-counts.md#capped-counts)', () => {
  it('a tab of tens of thousands answers the statistics’ estimate, flagged, without counting; a search and a dealer count exactly', async () => {
    const dealerCount = (await world.t.call('GET', '/order/order/', { as: 'dealer' })).body.count;
    await world.t.db.execute(sql`
      insert into orders (dealer_id, customer_name, status)
      select ${world.w.otherDealerId}, 'Bulk customer ' || g, 'Delivered' from generate_series(1, 25000) as g`);
    await world.t.db.execute(sql`analyze orders`);

    const tab = await world.t.call('GET', '/order/order/?status=Delivered&page=2', { as: 'admin' });
    expect(tab.body.count_is_estimate).toBe(true);
    expect(Math.abs(tab.body.count - 25_000)).toBeLessThan(2_500);
    expect(tab.body.results).toHaveLength(10);
    const reads = await world.t.statementsOf('/order/order/?status=Delivered', 'admin');
    expect(reads.filter((q) => q.startsWith('select count('))).toEqual([]);

    const searched = await world.t.call('GET', '/order/order/?status=Delivered&search=Bulk customer 2499', { as: 'admin' });
    expect(searched.body.count_is_estimate).toBeUndefined();
    expect(searched.body.count).toBe(11); // 2499 and 24990-24999
    const own = await world.t.call('GET', '/order/order/', { as: 'dealer' });
    expect(own.body).toMatchObject({ count: dealerCount });
    expect(own.body.count_is_estimate).toBeUndefined();
  }, 60_000);
});
