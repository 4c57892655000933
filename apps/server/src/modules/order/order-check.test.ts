/**
 * The order form's check and the promise speak with create's one number (issue 40 point 6), the order total with GST
 * by the invoice's arithmetic (point 9), and the inputs an order carries are bounded (point 7). The order world: the
 * store holds 100 channel, 40 hinges, 5 litres of primer; a door (1320.00) needs 2 channel + 4 hinges, a window
 * (990.00) 1.5 channel + 0.5 primer; lead time 7 days.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useOrderWorld } from '../../../test/order-world';
import { configureCompany, setDealerBilling } from '../billing/billing.fixtures';
import { issueInvoiceForOrder } from '../billing/invoice-issue.service';
import { orders } from './order.table';
import { productRawMaterials, products } from '../product/product.table';
import { storeItems } from '../store/store.table';
import { addDays } from '../schedule/schedule.capacity';

const world = useOrderWorld();

const door = (quantity: number) => ({ product: world.w.door, quantity, material: 'GI' });
const window = (quantity: number) => ({ product: world.w.window, quantity, material: 'GI' });

/** A door of one raw material line, no profit, so its price is the line's cost. */
async function productOf(name: string, storeItemId: number, quantity: string): Promise<number> {
  const [product] = await world.t.db
    .insert(products)
    .values({ name, serialNumber: `LH -${name}`, channelSize: '4x2', guage: '16', noOfCols: 1, width: '90', height: '210', profit: '0', isDoor: true })
    .returning({ id: products.id });
  await world.t.db.insert(productRawMaterials).values({ productId: product!.id, storeItemId, quantity });
  return product!.id;
}

async function check(orderitem: unknown[], extra: Record<string, unknown> = {}, as: 'dealer' | 'admin' = 'dealer') {
  return world.t.call('POST', '/order/check/', { as, body: { orderitem, ...extra } });
}

describe('POST /order/check/ and the promise: create\'s own stock check', () => {
  it('answers the shortages create refuses with, the same figures, and promises no date for them', async () => {
    const body = { orderitem: [door(11)] };
    const checked = await check(body.orderitem);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    const created = await world.t.call('POST', '/order/order/', { as: 'dealer', body });
    expect(created.status).toBe(400);
    expect(checked.body.shortages).toEqual(created.body.shortages);
    expect(checked.body.shortages).toEqual([{ store_item: world.w.hinge, name: 'Butt Hinge 4in', needed: 44, available: 40 }]);
    expect(checked.body.promise).toBeNull();
    // The promise itself answers create's refusal, body for body.
    const promised = await world.t.call('POST', '/order/promise/', { as: 'dealer', body });
    expect(promised).toMatchObject({ status: 400, body: created.body });
  });

  it('promises a date only when create accepts; stock left after approved orders is named so, and create then accepts', async () => {
    const fits = await check([door(5)]);
    expect(fits.body).toMatchObject({ shortages: [], promise: { earliest_start: world.today, limited_by: 'capacity' } });

    // 8 doors approved claim 32 of the 40 hinges (not yet provided): the stock is still 40.
    const approved = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem: [door(8)] } });
    expect((await world.t.call('PATCH', `/order/order/${approved.body.id}/`, { as: 'admin', body: { status: 'Approved' } })).status).toBe(200);

    // 3 more doors need 12 hinges: create accepts (40 in stock), the promise waits the lead time for the 8 left.
    const later = await check([door(3)]);
    expect(later.body.shortages).toEqual([]);
    expect(later.body.promise).toMatchObject({
      earliest_start: addDays(world.today, 7),
      limited_by: 'materials',
      shortages: [{ store_item: world.w.hinge, needed: 12, available: 8 }],
    });
    const created = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: [door(3)] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    // 11 doors: create refuses (44 of 40), so the check promises nothing, whatever the queue.
    expect((await check([door(11)])).body).toMatchObject({ shortages: [{ needed: 44, available: 40 }], promise: null });
  });

  it('answers bad input as create does, and is refused to the roles that cannot order', async () => {
    const unknown = await check([door(1), { product: 999999, quantity: 1, material: '' }]);
    expect(unknown).toMatchObject({ status: 400, body: { 'orderitem.1.product': ['This product does not exist'] } });
    const past = await check([door(1)], { start_date: addDays(world.today, -1) });
    expect(past).toMatchObject({ status: 400, body: { start_date: ['The date cannot be before today'] } });
    for (const role of ['supervisor', 'storemanager', 'worker', 'qualitychecker', 'sheet_user', 'fieldstaff'] as const) {
      expect((await world.t.call('POST', '/order/check/', { as: role, body: { orderitem: [door(1)] } })).status).toBe(403);
    }
    // Staff without a dealer chosen yet: the stock and the date, no total with GST.
    const staff = await check([door(1)], {}, 'admin');
    expect(staff.body).toMatchObject({ shortages: [], amount: null });
    expect(staff.body.promise).not.toBeNull();
  });
});

describe('the order total with GST', () => {
  it('is the invoice of these items: CGST + SGST in the company\'s state, IGST outside it, rounded to the rupee', async () => {
    await configureCompany(world.t);
    // The window's own rate (issue 41 point 10): the estimate and the invoice take the product's, not its type's.
    await world.t.db.update(products).set({ gstRate: '12.00' }).where(eq(products.id, world.w.window));
    await setDealerBilling(world.t.db, world.w.dealerId, { stateCode: '32', gstin: null });
    await setDealerBilling(world.t.db, world.w.otherDealerId, { stateCode: '33', gstin: null });
    const items = [door(5), window(2)];
    // 5 x 1320.00 = 6600.00 at 18%: 594.00 + 594.00; 2 x 990.00 = 1980.00 at 12%: 118.80 + 118.80.
    // 8580.00 + 1425.60 = 10005.60, rounded to 10006.00.
    const intra = await check(items);
    expect(intra.body.amount).toEqual({
      taxable_value: '8580.00',
      cgst: '712.80',
      sgst: '712.80',
      igst: '0.00',
      round_off: '0.40',
      total: '10006.00',
      tax_split: 'intra',
      gst_rates: ['12.00', '18.00'],
    });
    const inter = await check(items, { dealer: world.w.otherDealerId }, 'admin');
    expect(inter.body.amount).toMatchObject({ cgst: '0.00', sgst: '0.00', igst: '1425.60', total: '10006.00', tax_split: 'inter' });
    // The Kerala dealer's goods going to Tamil Nadu: IGST (IGST Act s.10(1)(a)); sent there on its direction to a third
    // party: its own state, CGST + SGST (s.10(1)(b)).
    const shipped = await check(items, { delivery_state_code: '33' });
    expect(shipped.body.amount).toMatchObject({ cgst: '0.00', igst: '1425.60', total: '10006.00', tax_split: 'inter' });
    const directed = await check(items, { delivery_state_code: '33', third_party_delivery: true });
    expect(directed.body.amount).toMatchObject({ cgst: '712.80', igst: '0.00', total: '10006.00', tax_split: 'intra' });

    // The invoice made when the same order ships comes to the same total.
    const created = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: items } });
    expect(created.body.bill_amount).toBe(intra.body.amount.taxable_value);
    await world.t.db.update(orders).set({ status: 'Shipped' }).where(eq(orders.id, created.body.id));
    await world.t.db.transaction((tx) => issueInvoiceForOrder(tx, created.body.id, { invoiceDate: world.today, actor: { accountId: null } }));
    const invoices = await world.t.call('GET', `/billing/invoices/?order=${created.body.id}`, { as: 'admin' });
    expect(invoices.body.results[0]).toMatchObject({ total: '10006.00' });
  });
});

describe('what an order carries is bounded (issue 40 point 7)', () => {
  it('a date outside 2000-2100 answers 400 naming the field on create, update, status, promise and check', async () => {
    const created = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: [door(1)] } });
    const calls = [
      ['POST', '/order/order/', 'dealer'],
      ['POST', '/order/promise/', 'dealer'],
      ['POST', '/order/check/', 'dealer'],
      ['PUT', `/order/order/${created.body.id}/`, 'admin'],
      ['PATCH', `/order/order/${created.body.id}/`, 'admin'],
    ] as const;
    for (const [method, path, as] of calls) {
      for (const [field, label] of [['start_date', 'Start date'], ['end_date', 'End date']] as const) {
        for (const day of ['0001-01-01', '9999-12-31']) {
          const body = { orderitem: [door(1)], ...(method === 'PATCH' ? { status: 'Approved' } : {}), [field]: day };
          const answer = await world.t.call(method, path, { as, body });
          expect(answer.status, `${method} ${path} ${field} ${day}`).toBe(400);
          expect(answer.body[field]).toEqual([`${label} must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.`]);
        }
      }
    }
    const after = await world.t.call('GET', `/order/order/${created.body.id}/`, { as: 'admin' });
    expect(after.body).toMatchObject({ status: 'Pending', start_date: null, end_date: null });
  });

  it('an order total beyond its column names the quantity, a price beyond it names the product', async () => {
    // A mistyped store price makes the door cost crores: 10,000 doors would pass what an order's total can hold.
    const [typo] = await world.t.db
      .insert(storeItems)
      .values({ name: 'Mistyped Lock', unitType: 'pcs', stock: '99999999', price: '99999999.00' })
      .returning({ id: storeItems.id });
    const costly = await productOf('Costly Door', typo!.id, '2');
    const many = { orderitem: [door(1), { product: costly, quantity: 10000, material: 'GI' }] };
    for (const path of ['/order/order/', '/order/check/', '/order/promise/']) {
      const answer = await world.t.call('POST', path, { as: 'dealer', body: many });
      expect(answer.status, path).toBe(400);
      expect(answer.body['orderitem.1.quantity'], path).toEqual(['The order total can be at most ₹9,99,99,99,99,999.99']);
    }
    // Ten of them fit; the quantity changed on the item later is held to the same column.
    const ten = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: [{ product: costly, quantity: 10, material: 'GI' }] } });
    expect(ten.status, JSON.stringify(ten.body)).toBe(201);
    const raised = await world.t.call('PATCH', `/order/orderitem/${ten.body.orderitem[0].id}/`, { as: 'dealer', body: { quantity: 10000 } });
    expect(raised).toMatchObject({ status: 400, body: { quantity: ['The order total can be at most ₹9,99,99,99,99,999.99'] } });

    await world.t.db.update(storeItems).set({ price: '999999999999.99' }).where(eq(storeItems.id, typo!.id));
    const one = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: [{ product: costly, quantity: 1, material: 'GI' }] } });
    expect(one).toMatchObject({ status: 400, body: { 'orderitem.0.product': ['The price of this product is too large to order: check its raw materials and costs'] } });
  });

  it('raw materials beyond what a supply line holds name the quantity', async () => {
    const [bulk] = await world.t.db.insert(storeItems).values({ name: 'Bulk Wire', unitType: 'm', stock: '99999999999', price: '0.01' }).returning({ id: storeItems.id });
    const mesh = await productOf('Wire Mesh', bulk!.id, '20000000');
    const answer = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: [{ product: mesh, quantity: 10000, material: 'GI' }] } });
    expect(answer).toMatchObject({ status: 400, body: { 'orderitem.0.quantity': ['The raw material needed of Bulk Wire can be at most 99,99,99,99,999.999'] } });
  });
});

describe("a dealer's PUT with a status", () => {
  it('answers 403 like its PATCH and changes nothing; staff change the status by PUT as by PATCH', async () => {
    const created = await world.t.call('POST', '/order/order/', { as: 'dealer', body: { orderitem: [door(1)], note: 'first' } });
    for (const method of ['PUT', 'PATCH'] as const) {
      const refused = await world.t.call(method, `/order/order/${created.body.id}/`, { as: 'dealer', body: { status: 'Approved', note: 'changed' } });
      expect(refused, method).toMatchObject({ status: 403, body: { detail: 'A dealer cannot change the status of an order.' } });
    }
    const canceled = await world.t.call('PUT', `/order/order/${created.body.id}/`, { as: 'dealer', body: { status: 'Canceled' } });
    expect(canceled.status).toBe(403);
    expect((await world.t.call('GET', `/order/order/${created.body.id}/`, { as: 'dealer' })).body).toMatchObject({ status: 'Pending', note: 'first' });
    // Without a status the dealer's PUT edits its pending order as before.
    expect((await world.t.call('PUT', `/order/order/${created.body.id}/`, { as: 'dealer', body: { note: 'second' } })).body).toMatchObject({ note: 'second' });

    const approved = await world.t.call('PUT', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('Approved');
    expect(approved.body.orderitem[0].schedule_items).toHaveLength(1);
  });
});
