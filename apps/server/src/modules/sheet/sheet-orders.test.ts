import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { todayIn } from '@steelworks/contract/common/dates';
import { useTestApp } from '../../../test/harness';
import { expectNoStocks, order, sheetCalls } from './sheet-calls.fixtures';
import { sheetMovements } from './sheet.table';

/** Sheet orders: create, list and detail, the weight moved in a range, and the counts of a ten-year tab. */

const t = useTestApp();
const { newSheet, stockOf, postOrder } = sheetCalls(t);

describe('sheet orders: create', () => {
  it('an addition adds stock and answers the order with copies of the sheets, weights and totals', async () => {
    const a = await newSheet({ quantity: 10 });
    const b = await newSheet({ thick: '2.00', width: 1250, height: 2500, quantity: 0 });
    const response = await postOrder('storemanager', order([{ sheet: a.id, quantity: 40 }, { sheet: b.id, quantity: '3' }], { title: 'Supplier lot' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      title: 'Supplier lot',
      date: '2026-03-10',
      gsm: 120,
      order_type: 'addition',
      is_delivered: false,
      total_quantity: 43,
      total_weight: '1268.78', // 40 x 28.04 + 3 x 49.06
      creator_name: 'Sunil Menon',
    });
    expect(response.body.auto_id).toBeGreaterThan(0);
    expect(response.body.order_items).toEqual([
      expect.objectContaining({ sheet: a.id, name: a.name, thick: '1.20', width: 1220, height: 2440, sqft: '32.04', unit_kg: '28.04', quantity: 40, weight: '1121.60', sheet_is_deleted: false }),
      expect.objectContaining({ sheet: b.id, unit_kg: '49.06', quantity: 3, weight: '147.18' }),
    ]);
    expect(await stockOf(a.id)).toBe(50);
    expect(await stockOf(b.id)).toBe(3);
    const moves = await t.db.select().from(sheetMovements).where(eq(sheetMovements.orderId, response.body.id));
    expect(moves.map((m) => [m.sheetId, m.oldQuantity, m.newQuantity, m.reason]).sort()).toEqual(
      [
        [a.id, 10, 50, 'order_created'],
        [b.id, 0, 3, 'order_created'],
      ].sort(),
    );
  });

  it('a deduction beyond stock changes nothing and answers No Stocks Available with the shortages', async () => {
    const enough = await newSheet({ quantity: 10 });
    const short = await newSheet({ name: 'Short probe', quantity: 2 });
    const before = (await t.call('GET', '/sheet/sheet_order', { as: 'admin' })).body.count;
    const response = await postOrder('admin', order([{ sheet: enough.id, quantity: 5 }, { sheet: short.id, quantity: 3 }], { order_type: 'deduction' }));
    expectNoStocks(response, { sheet: short.id, name: 'Short probe', needed: 3, available: 2 });
    expect(await stockOf(enough.id)).toBe(10);
    expect(await stockOf(short.id)).toBe(2);
    expect((await t.call('GET', '/sheet/sheet_order', { as: 'admin' })).body.count).toBe(before);
    const exact = await postOrder('admin', order([{ sheet: short.id, quantity: 2 }], { order_type: 'deduction' }));
    expect(exact.status).toBe(201);
    expect(await stockOf(short.id)).toBe(0);
  });

  it('forces a sheet user’s order to deduction, whatever it sends', async () => {
    const sheet = await newSheet({ quantity: 30 });
    const response = await postOrder('sheet_user', order([{ sheet: sheet.id, quantity: 4 }], { order_type: 'addition' }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ order_type: 'deduction', creator_name: 'Shabeer Ali' });
    expect(await stockOf(sheet.id)).toBe(26);
    const noType = await postOrder('sheet_user', order([{ sheet: sheet.id, quantity: 1 }], { order_type: undefined }));
    expect(noType.body.order_type).toBe('deduction');
  });

  it('validates the order with messages', async () => {
    const empty = await postOrder('admin', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      title: ['Please enter a title'],
      gsm: ['Please pick a gsm'],
      order_items: ['Enter a quantity above 0 for at least one sheet'],
    });
    const sheet = await newSheet();
    const bad = await postOrder('admin', {
      title: 'x',
      date: '2026-02-30',
      gsm: 100,
      order_type: 'swap',
      order_items: [{ sheet: sheet.id, quantity: 0 }],
    });
    expect(bad.body).toMatchObject({
      date: ['Enter a valid date.'],
      gsm: ['Please pick a gsm'],
      order_type: ['Please pick the stock updation type'],
      'order_items.0.quantity': ['Quantity must be a whole number from 1 to 1,000,000'],
    });
    const noType = await postOrder('admin', order([{ sheet: sheet.id, quantity: 1 }], { order_type: '' }));
    expect(noType.body).toEqual({ error_message: 'Please pick the stock updation type', order_type: ['Please pick the stock updation type'], code: 'validation_failed' });
    const twice = await postOrder('admin', order([{ sheet: sheet.id, quantity: 1 }, { sheet: sheet.id, quantity: 2 }]));
    expect(twice.body.order_items).toEqual(['Each sheet may appear only once in an order']);
    const unknown = await postOrder('admin', order([{ sheet: 999999, quantity: 1 }]));
    expect(unknown.body.order_items).toEqual(['This sheet does not exist or was deleted']);
    const outOfRange = await postOrder('admin', order([{ sheet: 99999999999, quantity: 1 }]));
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body['order_items.0.sheet']).toEqual(['This sheet does not exist or was deleted']);
    const huge = await postOrder('admin', order([{ sheet: sheet.id, quantity: 1_000_001 }], { title: 'y'.repeat(201) }));
    expect(huge.body).toMatchObject({
      title: ['The title can have at most 200 characters'],
      'order_items.0.quantity': ['Quantity must be a whole number from 1 to 1,000,000'],
    });
  });

  it('dates an order without a date today in the business time zone', async () => {
    const sheet = await newSheet();
    const response = await postOrder('admin', order([{ sheet: sheet.id, quantity: 1 }], { date: '' }));
    expect(response.body.date).toBe(todayIn('Asia/Kolkata'));
  });

  it('is refused to roles outside the sheets area', async () => {
    for (const role of ['dealer', 'worker', 'supervisor', 'qualitychecker'] as const) {
      expect((await postOrder(role, {})).status).toBe(403);
      expect((await t.call('GET', '/sheet/sheet_order', { as: role })).status).toBe(403);
      expect((await t.call('GET', '/sheet/sheet_orders_total_weight', { as: role })).status).toBe(403);
    }
  });
});

describe('sheet orders: list and detail', () => {
  it('filters by order type and searches title and number; the sheet user sees only its own orders', async () => {
    const sheet = await newSheet({ quantity: 100 });
    const mine = await postOrder('sheet_user', order([{ sheet: sheet.id, quantity: 1 }], { title: 'Listprobe cut' }));
    const add = await postOrder('productionmanager', order([{ sheet: sheet.id, quantity: 1 }], { title: 'Listprobe in' }));
    const ded = await postOrder('storemanager', order([{ sheet: sheet.id, quantity: 1 }], { title: 'Listprobe out', order_type: 'deduction' }));
    const ids = (r: { body: { results: Array<{ id: number }> } }) => r.body.results.map((o) => o.id).sort();
    expect(ids(await t.call('GET', '/sheet/sheet_order/?search=listprobe', { as: 'admin' }))).toEqual([mine.body.id, add.body.id, ded.body.id].sort());
    expect(ids(await t.call('GET', '/sheet/sheet_order/?search=listprobe&order_type=addition', { as: 'storemanager' }))).toEqual([add.body.id]);
    expect(ids(await t.call('GET', '/sheet/sheet_order/?search=listprobe&order_type=deduction', { as: 'productionmanager' }))).toEqual(
      [mine.body.id, ded.body.id].sort(),
    );
    expect(ids(await t.call('GET', '/sheet/sheet_order/?search=listprobe&order_type=all', { as: 'admin' }))).toHaveLength(3);
    expect(ids(await t.call('GET', `/sheet/sheet_order/?search=${add.body.auto_id}`, { as: 'admin' }))).toContain(add.body.id);
    // Any part of the title in any case, across a space too; % and _ are plain characters; an edited title is found
    // by its new words at once.
    expect(ids(await t.call('GET', '/sheet/sheet_order/?search=PROBE OU', { as: 'admin' }))).toEqual([ded.body.id]);
    expect((await t.call('GET', '/sheet/sheet_order/?search=listprobe%25', { as: 'admin' })).body.count).toBe(0);
    expect((await t.call('PATCH', `/sheet/sheet_order/${add.body.id}`, { as: 'admin', body: { title: 'Listprobe Restock' } })).status).toBe(200);
    expect(ids(await t.call('GET', '/sheet/sheet_order/?search=RESTOCK', { as: 'admin' }))).toEqual([add.body.id]);
    const own = await t.call('GET', '/sheet/sheet_order/?search=listprobe', { as: 'sheet_user' });
    expect(own.body.results).toEqual([expect.objectContaining({ id: mine.body.id, creator_name: 'Shabeer Ali', total_quantity: 1 })]);
    expect((await t.call('GET', `/sheet/sheet_order/${ded.body.id}`, { as: 'sheet_user' })).status).toBe(404);
    expect((await t.call('GET', `/sheet/sheet_order/${mine.body.id}`, { as: 'sheet_user' })).status).toBe(200);
    expect((await t.call('GET', '/sheet/sheet_order/999999', { as: 'admin' })).status).toBe(404);
    expect((await t.call('GET', '/sheet/sheet_order/?order_type=swap', { as: 'admin' })).status).toBe(400);
  });
});

describe('GET /sheet/sheet_orders_total_weight', () => {
  it('sums the weight moved in a date range, by order type', async () => {
    const sheet = await newSheet({ thick: '1.00', width: 900, height: 1000, quantity: 100 }); // 7.07 kg
    const at = (date: string, quantity: number, order_type: string, as: Role = 'admin') =>
      postOrder(as, order([{ sheet: sheet.id, quantity }], { date, order_type }));
    await at('2001-01-01', 10, 'addition');
    await at('2001-01-31', 3, 'deduction');
    await at('2001-01-15', 2, 'deduction', 'sheet_user');
    await at('2001-02-01', 50, 'addition'); // outside the range
    const response = await t.call('GET', '/sheet/sheet_orders_total_weight/?from=2001-01-01&to=2001-01-31', { as: 'storemanager' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      from: '2001-01-01',
      to: '2001-01-31',
      order_type: null,
      order_count: 3,
      total_quantity: 15,
      total_weight: '106.05',
      // The change of stock: 10 in, 5 out.
      net_quantity: 5,
      net_weight: '35.35',
      by_type: [
        { order_type: 'addition', order_count: 1, total_quantity: 10, total_weight: '70.70' },
        { order_type: 'deduction', order_count: 2, total_quantity: 5, total_weight: '35.35' },
      ],
    });
    const deductions = await t.call('GET', '/sheet/sheet_orders_total_weight?from=2001-01-01&to=2001-01-31&orderType=deduction', { as: 'admin' });
    expect(deductions.body).toMatchObject({
      order_type: 'deduction',
      order_count: 2,
      total_weight: '35.35',
      net_quantity: -5,
      net_weight: '-35.35',
      by_type: [{ order_type: 'deduction' }],
    });
    const own = await t.call('GET', '/sheet/sheet_orders_total_weight?from=2001-01-01&to=2001-01-31', { as: 'sheet_user' });
    expect(own.body).toMatchObject({ order_count: 1, total_quantity: 2, total_weight: '14.14' });
    const backwards = await t.call('GET', '/sheet/sheet_orders_total_weight?from=2001-02-01&to=2001-01-01', { as: 'admin' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error_message).toBe('The From date must be on or before the To date');
    const empty = await t.call('GET', '/sheet/sheet_orders_total_weight?from=2000-01-01&to=2000-01-02', { as: 'admin' });
    expect(empty.body).toMatchObject({ order_count: 0, total_weight: '0.00' });
  });
});

// Last in the file: it leaves ten years of deductions behind.
describe('sheet orders at ten-year scale (docs/product/lists-and-counts.md#capped-counts)', () => {
  it('a tab of tens of thousands answers the statistics’ estimate, flagged; a search and a sheet user’s own orders count exactly', async () => {
    const sheet = await newSheet({ quantity: 100 });
    const probe = await postOrder('storemanager', order([{ sheet: sheet.id, quantity: 1 }], { title: 'Scaleprobe out', order_type: 'deduction' }));
    const own = await t.call('GET', '/sheet/sheet_order/', { as: 'sheet_user' });
    await t.db.execute(sql`
      insert into sheet_orders (title, date, gsm, order_type, is_delivered, created_by)
      select 'Bulk cut ' || g, current_date - (g % 3650), 120, 'deduction', true, o.created_by
      from (select created_by from sheet_orders where id = ${probe.body.id}) o cross join generate_series(1, 25000) as g`);
    await t.db.execute(sql`analyze sheet_orders`);

    const tab = await t.call('GET', '/sheet/sheet_order/?order_type=deduction', { as: 'admin' });
    expect(tab.body.count_is_estimate).toBe(true);
    // The planner is asked first: no statement counts the tab's first 10,001 orders.
    const tabReads = await t.statementsOf('/sheet/sheet_order/?order_type=deduction', 'admin');
    expect(tabReads.filter((q) => q.startsWith('select count('))).toEqual([]);
    expect(Math.abs(tab.body.count - 25_000)).toBeLessThan(2_500);
    expect(tab.body.results).toHaveLength(10);

    const search = await t.call('GET', '/sheet/sheet_order/?order_type=deduction&search=scaleprobe', { as: 'admin' });
    expect(search.body).toMatchObject({ count: 1, results: [expect.objectContaining({ id: probe.body.id })] });
    expect(search.body.count_is_estimate).toBeUndefined();
    const additions = await t.call('GET', '/sheet/sheet_order/?order_type=addition', { as: 'admin' });
    expect(additions.body.count_is_estimate).toBeUndefined();
    const ownAfter = await t.call('GET', '/sheet/sheet_order/', { as: 'sheet_user' });
    expect(ownAfter.body.count).toBe(own.body.count);
    expect(ownAfter.body.count_is_estimate).toBeUndefined();
  }, 60_000);
});