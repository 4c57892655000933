import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { countOrdersOfDealer, listOrdersOfDealer } from './order-reads.service';
import { ORDER_ROLES, orderCalls, REFUSED } from './order-calls.fixtures';

/** Reading orders: the list and its tabs, one order, a dealer's own, and the counts of a ten-year tab. */

const world = useOrderWorld();
const { doorItem, createOrder, orderIn } = orderCalls(world);

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