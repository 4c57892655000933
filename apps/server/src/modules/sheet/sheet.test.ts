import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { todayIn } from '@steelworks/contract/common/dates';
import { multiplyWeight, sheetSqft, sheetUnitKg, sumWeights } from '@steelworks/contract/sheet';
import { useTestApp } from '../../../test/harness';
import { sheetMovements, sheets } from './sheet.table';

const t = useTestApp();

let serial = 0;
/** A new sheet with a unique name, created by the admin. */
async function newSheet(fields: Partial<{ thick: string | number; width: number; height: number; quantity: number; name: string }> = {}) {
  serial += 1;
  const body = { name: `Test sheet ${serial}`, thick: '1.20', width: 1220, height: 2440, quantity: 100, ...fields };
  const response = await t.call('POST', '/sheet/sheet/', { as: 'admin', body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; name: string; quantity: number; unit_kg: string };
}

async function stockOf(id: number): Promise<number> {
  const [row] = await t.db.select({ quantity: sheets.quantity }).from(sheets).where(eq(sheets.id, id));
  return row!.quantity;
}

function order(items: Array<{ sheet: number; quantity: number | string }>, fields: Record<string, unknown> = {}) {
  return { title: 'Order', date: '2026-03-10', order_type: 'addition', gsm: 120, order_items: items, ...fields };
}

const postOrder = (as: Role, body: unknown) => t.call('POST', '/sheet/sheet_order/', { as, body });

describe('weight arithmetic (docs/product/sheets.md#weight-arithmetic)', () => {
  it('computes sqft, kg per piece and total weight exactly, rounded half up to 2 decimals', () => {
    expect(sheetSqft(1220, 2440)).toBe('32.04'); // 2976800 / 92903.04 = 32.0419...
    expect(sheetSqft(900, 1000)).toBe('9.69'); // 9.6875...
    expect(sheetSqft(1500, 3000)).toBe('48.44'); // 48.4376...
    expect(sheetUnitKg('1.20', 1220, 2440)).toBe('28.04'); // 28.041456
    expect(sheetUnitKg('2.00', 1250, 2500)).toBe('49.06'); // 49.0625
    expect(sheetUnitKg('1.00', 900, 1000)).toBe('7.07'); // exactly 7.065: half up, which floats get wrong
    expect(sheetUnitKg(1.5, 1500, 6000)).toBe('105.98'); // 105.975
    expect(multiplyWeight(3, '0.10')).toBe('0.30');
    expect(multiplyWeight(40, '28.04')).toBe('1121.60');
    expect(sumWeights(['0.10', '0.20', '1121.60'])).toBe('1121.90');
  });

  it('the server answers the same numbers for a sheet', async () => {
    const sheet = await newSheet({ thick: 1, width: 900, height: 1000, quantity: 3 });
    expect(sheet).toMatchObject({ thick: '1.00', width: 900, height: 1000, sqft: '9.69', unit_kg: '7.07', total_weight: '21.21' });
  });
});

describe('sheets', () => {
  it('creates a sheet for admin, production manager and store manager; refuses the sheet user and others', async () => {
    for (const role of ['admin', 'productionmanager', 'storemanager'] as const) {
      serial += 1;
      const response = await t.call('POST', '/sheet/sheet', {
        as: role,
        body: { name: `Role sheet ${serial}`, thick: '1.5', width: '1250', height: '2500', quantity: '60' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ thick: '1.50', width: 1250, height: 2500, quantity: 60, unit_kg: '36.80', is_low_stock: false });
    }
    for (const role of ['sheet_user', 'dealer', 'worker', 'supervisor', 'qualitychecker'] as const) {
      const response = await t.call('POST', '/sheet/sheet', { as: role, body: { name: 'x', thick: 1, width: 900, height: 10 } });
      expect(response.status).toBe(403);
    }
  });

  it('validates the fields with messages; the stock is required on create (docs/product/sheets.md#sheet-validation)', async () => {
    const empty = await t.call('POST', '/sheet/sheet', { as: 'admin', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      name: ['Please enter a name'],
      thick: ['Please pick a thickness'],
      width: ['Please pick a width'],
      height: ['Please enter the length'],
      quantity: ['Please enter the stock'],
    });
    const wrong = await t.call('POST', '/sheet/sheet', {
      as: 'admin',
      body: { name: 'Odd', thick: '1.30', width: 1000, height: -5, quantity: -1 },
    });
    expect(wrong.body).toMatchObject({
      thick: ['Please pick a thickness'],
      width: ['Please pick a width'],
      height: ['Length must be a whole number of mm from 1 to 20,000'],
      quantity: ['Quantity must be a whole number from 0 to 1,000,000'],
    });
    // A typo is refused with the field's message, never read as another number ("1e3" is not 13, nor 1000).
    const typo = await t.call('POST', '/sheet/sheet', { as: 'admin', body: { name: 'Typo', thick: 1, width: 900, height: '0', quantity: '1e3' } });
    expect(typo.body).toMatchObject({
      height: ['Length must be a whole number of mm from 1 to 20,000'],
      quantity: ['Quantity must be a whole number from 0 to 1,000,000'],
    });
    const noStock = await t.call('POST', '/sheet/sheet', { as: 'admin', body: { name: 'No stock', thick: 1, width: 900, height: 10, quantity: '' } });
    expect(noStock.body).toEqual({ error_message: 'Please enter the stock', quantity: ['Please enter the stock'], code: 'validation_failed' });
    const tooMany = await t.call('POST', '/sheet/sheet', {
      as: 'admin',
      body: { name: 'x'.repeat(151), thick: 1, width: 900, height: 10, quantity: 1_000_001 },
    });
    expect(tooMany.body).toMatchObject({
      name: ['The name can have at most 150 characters'],
      quantity: ['Quantity must be a whole number from 0 to 1,000,000'],
    });
    const zero = await newSheet({ quantity: 0 });
    expect(zero.quantity).toBe(0);
    const asText = await newSheet({ quantity: '25' as unknown as number });
    expect(asText.quantity).toBe(25);
  });

  it('refuses a second live sheet of the same name', async () => {
    const sheet = await newSheet();
    const again = await t.call('POST', '/sheet/sheet', {
      as: 'storemanager',
      body: { name: sheet.name.toUpperCase(), thick: 1, width: 900, height: 1000, quantity: 0 },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error_message: 'A sheet with this name already exists.', name: ['A sheet with this name already exists.'], code: 'validation_failed' });
  });

  it('lists sheets with search, thickness and width filters and the low-stock flag, for every sheets role', async () => {
    const low = await newSheet({ name: 'Filter probe low', thick: '2.00', width: 1225, quantity: 50 });
    const high = await newSheet({ name: 'Filter probe high', thick: '2.00', width: 1225, quantity: 51 });
    for (const role of ['admin', 'productionmanager', 'storemanager', 'sheet_user'] as const) {
      const response = await t.call('GET', '/sheet/sheet/?search=filter probe&thick=2&width=1225', { as: role });
      expect(response.status).toBe(200);
      expect(response.body.count).toBe(2);
      const byId = Object.fromEntries(response.body.results.map((s: { id: number; is_low_stock: boolean }) => [s.id, s.is_low_stock]));
      expect(byId).toEqual({ [low.id]: true, [high.id]: false });
    }
    const onlyLow = await t.call('GET', '/sheet/sheet?search=filter probe&low_stock=true', { as: 'admin' });
    expect(onlyLow.body.results.map((s: { id: number }) => s.id)).toEqual([low.id]);
    const otherWidth = await t.call('GET', '/sheet/sheet?search=filter probe&width=900', { as: 'admin' });
    expect(otherWidth.body).toMatchObject({ count: 0, results: [] });
    for (const role of ['dealer', 'worker', 'supervisor', 'qualitychecker'] as const) {
      expect((await t.call('GET', '/sheet/sheet', { as: role })).status).toBe(403);
    }
  });

  it('pages the list by 10 and clamps a page past the end', async () => {
    for (let i = 0; i < 11; i++) await newSheet({ name: `Paging probe ${i}` });
    const page2 = await t.call('GET', '/sheet/sheet?search=paging probe&page=2', { as: 'admin' });
    expect(page2.body.count).toBe(11);
    expect(page2.body.results).toHaveLength(1);
    expect(page2.body.previous).toContain('page=1');
    const page9 = await t.call('GET', '/sheet/sheet?search=paging probe&page=9', { as: 'admin' });
    expect(page9.body.results).toHaveLength(1);
  });

  it('shows one sheet, and 404 for an unknown one', async () => {
    const sheet = await newSheet();
    expect((await t.call('GET', `/sheet/sheet/${sheet.id}/`, { as: 'sheet_user' })).body).toMatchObject({ id: sheet.id, name: sheet.name });
    expect(await t.call('GET', '/sheet/sheet/999999', { as: 'admin' })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await t.call('GET', '/sheet/sheet/abc', { as: 'admin' })).status).toBe(404);
    // Beyond the integer range of the id column: still an unknown record, not a database error.
    expect(await t.call('GET', '/sheet/sheet/99999999999', { as: 'admin' })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await t.call('DELETE', '/sheet/sheet/99999999999', { as: 'admin' })).status).toBe(404);
  });

  it('updates a sheet (PUT and PATCH), recomputes its weights and records a stock movement', async () => {
    const sheet = await newSheet({ quantity: 10 });
    const put = await t.call('PUT', `/sheet/sheet/${sheet.id}`, {
      as: 'storemanager',
      body: { name: sheet.name, thick: '2.00', width: 1500, height: 3000, quantity: '' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ thick: '2.00', width: 1500, height: 3000, sqft: '48.44', unit_kg: '70.65', quantity: 0 });
    const patch = await t.call('PATCH', `/sheet/sheet/${sheet.id}`, { as: 'admin', body: { quantity: 7 } });
    expect(patch.body).toMatchObject({ quantity: 7, total_weight: '494.55', is_low_stock: true });
    const moves = await t.db.select().from(sheetMovements).where(eq(sheetMovements.sheetId, sheet.id)).orderBy(asc(sheetMovements.id));
    expect(moves.map((m) => [m.reason, m.oldQuantity, m.newQuantity])).toEqual([
      ['sheet_created', 0, 10],
      ['sheet_updated', 10, 0],
      ['sheet_updated', 0, 7],
    ]);
    expect((await t.call('PATCH', `/sheet/sheet/${sheet.id}`, { as: 'admin', body: { quantity: -1 } })).status).toBe(400);
    const renamed = await t.call('PATCH', `/sheet/sheet/${sheet.id}`, { as: 'admin', body: { name: `${sheet.name} b` } });
    expect(renamed.body).toMatchObject({ name: `${sheet.name} b`, quantity: 7 });
    const emptied = await t.call('PATCH', `/sheet/sheet/${sheet.id}`, { as: 'admin', body: { quantity: '' } });
    expect(emptied.body).toMatchObject({ quantity: 0 });
    expect((await t.call('PATCH', `/sheet/sheet/${sheet.id}`, { as: 'sheet_user', body: { quantity: 1 } })).status).toBe(403);
    expect((await t.call('PUT', '/sheet/sheet/999999', { as: 'admin', body: { name: 'n', thick: 1, width: 900, height: 1 } })).status).toBe(404);
  });

  it('deletes softly: gone from the list and the picker, still named in old orders', async () => {
    const sheet = await newSheet({ name: 'Soft delete probe', quantity: 20 });
    const made = await postOrder('admin', order([{ sheet: sheet.id, quantity: 5 }]));
    expect((await t.call('DELETE', `/sheet/sheet/${sheet.id}`, { as: 'sheet_user' })).status).toBe(403);
    expect((await t.call('DELETE', `/sheet/sheet/${sheet.id}`, { as: 'storemanager' })).status).toBe(204);
    expect((await t.call('DELETE', `/sheet/sheet/${sheet.id}`, { as: 'storemanager' })).status).toBe(404);
    expect((await t.call('GET', '/sheet/sheet?search=soft delete probe', { as: 'admin' })).body.count).toBe(0);
    expect((await t.call('GET', `/sheet/sheet/${sheet.id}`, { as: 'admin' })).status).toBe(404);
    const old = await t.call('GET', `/sheet/sheet_order/${made.body.id}`, { as: 'admin' });
    expect(old.body.order_items[0]).toMatchObject({ sheet: sheet.id, name: 'Soft delete probe', quantity: 5, sheet_is_deleted: true });
    const reorder = await postOrder('admin', order([{ sheet: sheet.id, quantity: 1 }]));
    expect(reorder.status).toBe(400);
    expect(reorder.body.order_items).toEqual(['This sheet does not exist or was deleted']);
    // Its name is free again for a new sheet.
    expect((await newSheet({ name: 'Soft delete probe' })).name).toBe('Soft delete probe');
  });

  it('answers the total weight of live sheets by thickness and width', async () => {
    await newSheet({ thick: '1.50', width: 900, height: 1000, quantity: 4 }); // 10.5975 -> 10.60 per piece
    await newSheet({ thick: '1.50', width: 900, height: 2000, quantity: 2 }); // 21.195 -> 21.20 per piece
    const response = await t.call('GET', '/sheet/sheet_total_weight/?thick=1.5&width=900', { as: 'sheet_user' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ thick: '1.50', width: 900, sheet_count: 2, total_quantity: 6, total_weight: '84.80' });
    const all = await t.call('GET', '/sheet/sheet_total_weight', { as: 'storemanager' });
    expect(all.body).toMatchObject({ thick: null, width: null });
    expect(Number(all.body.total_weight)).toBeGreaterThan(84.8);
    expect((await t.call('GET', '/sheet/sheet_total_weight', { as: 'dealer' })).status).toBe(403);
    expect((await t.call('GET', '/sheet/sheet_total_weight?width=901', { as: 'admin' })).status).toBe(400);
  });

  it('weighs exactly the sheets the list shows: the search and the low-stock filter count too', async () => {
    await newSheet({ name: 'Footer probe big', thick: '2.00', width: 1250, height: 1000, quantity: 60 }); // 19.63 per piece
    await newSheet({ name: 'Footer probe small', thick: '2.00', width: 1250, height: 1000, quantity: 3 });
    const searched = await t.call('GET', '/sheet/sheet_total_weight?search=footer probe', { as: 'sheet_user' });
    expect(searched.body).toMatchObject({ sheet_count: 2, total_quantity: 63, total_weight: '1236.69' });
    const low = await t.call('GET', '/sheet/sheet_total_weight?search=footer probe&low_stock=true', { as: 'storemanager' });
    expect(low.body).toMatchObject({ sheet_count: 1, total_quantity: 3, total_weight: '58.89' });
    const list = await t.call('GET', '/sheet/sheet?search=footer probe&low_stock=true', { as: 'storemanager' });
    expect(list.body.count).toBe(1);
  });

  it('a stock edited on a form opened before an order moved it answers 409 with the stock now, and changes nothing', async () => {
    const sheet = await newSheet({ quantity: 40 });
    // The form opened at 40; meanwhile a sheet user takes 5.
    expect((await postOrder('sheet_user', order([{ sheet: sheet.id, quantity: 5 }]))).status).toBe(201);
    for (const method of ['PATCH', 'PUT'] as const) {
      const stale = await t.call(method, `/sheet/sheet/${sheet.id}`, {
        as: 'storemanager',
        body: { name: sheet.name, thick: '1.20', width: 1220, height: 2440, quantity: 50, expected_quantity: 40 },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ error_message: 'This changed since you opened it (now 35). Check and try again.', current: { quantity: 35 }, code: 'stale_write' });
    }
    expect(await stockOf(sheet.id)).toBe(35);
    const current = await t.call('PATCH', `/sheet/sheet/${sheet.id}`, { as: 'admin', body: { quantity: 50, expected_quantity: 35 } });
    expect(current.body.quantity).toBe(50);
    // Without a new stock the expected one is not checked: a rename never touches stock.
    const renamed = await t.call('PATCH', `/sheet/sheet/${sheet.id}`, { as: 'admin', body: { name: `${sheet.name} x`, expected_quantity: 1 } });
    expect(renamed.body).toMatchObject({ name: `${sheet.name} x`, quantity: 50 });
    expect((await t.call('PATCH', `/sheet/sheet/${sheet.id}`, { as: 'sheet_user', body: { quantity: 1, expected_quantity: 50 } })).status).toBe(403);
  });
});

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
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error_message: 'No Stocks Available',
      shortages: [{ sheet: short.id, name: 'Short probe', needed: 3, available: 2 }],
      code: 'no_stocks',
    });
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

describe('sheet orders: update', () => {
  it('applies the difference of quantities, removed and added items, and keeps totals right', async () => {
    const a = await newSheet({ quantity: 100 });
    const b = await newSheet({ quantity: 100 });
    const c = await newSheet({ quantity: 100 });
    const made = await postOrder('storemanager', order([{ sheet: a.id, quantity: 10 }, { sheet: b.id, quantity: 5 }], { order_type: 'deduction' }));
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([90, 95]);
    const response = await t.call('PUT', `/sheet/sheet_order/${made.body.id}/`, {
      as: 'storemanager',
      body: {
        title: 'Changed',
        date: '2026-04-01',
        is_delivered: true,
        order_type: 'deduction',
        order_items: [
          { sheet: a.id, quantity: 4 },
          { sheet: b.id, quantity: 0 },
          { sheet: c.id, quantity: 7 },
        ],
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ title: 'Changed', date: '2026-04-01', is_delivered: true, total_quantity: 11, total_weight: '308.44' });
    expect(response.body.order_items.map((i: { sheet: number; quantity: number }) => [i.sheet, i.quantity])).toEqual([
      [a.id, 4],
      [c.id, 7],
    ]);
    expect([await stockOf(a.id), await stockOf(b.id), await stockOf(c.id)]).toEqual([96, 100, 93]);
    const moves = await t.db
      .select()
      .from(sheetMovements)
      .where(and(eq(sheetMovements.orderId, made.body.id), eq(sheetMovements.reason, 'order_updated')));
    expect(moves).toHaveLength(3);
  });

  it('sets only the delivered flag with PATCH, and refuses to change the order type', async () => {
    const sheet = await newSheet({ quantity: 10 });
    const made = await postOrder('admin', order([{ sheet: sheet.id, quantity: 2 }]));
    const patch = await t.call('PATCH', `/sheet/sheet_order/${made.body.id}`, { as: 'admin', body: { is_delivered: true } });
    expect(patch.body).toMatchObject({ is_delivered: true, total_quantity: 2, title: 'Order' });
    expect(await stockOf(sheet.id)).toBe(12);
    const retype = await t.call('PATCH', `/sheet/sheet_order/${made.body.id}`, { as: 'admin', body: { order_type: 'deduction' } });
    expect(retype.status).toBe(400);
    expect(retype.body).toEqual({ error_message: 'The order type cannot be changed', order_type: ['The order type cannot be changed'], code: 'validation_failed' });
    expect(await stockOf(sheet.id)).toBe(12);
  });

  it('a raise beyond stock changes nothing and answers No Stocks Available', async () => {
    const sheet = await newSheet({ name: 'Update short probe', quantity: 10 });
    const made = await postOrder('sheet_user', order([{ sheet: sheet.id, quantity: 8 }]));
    const response = await t.call('PUT', `/sheet/sheet_order/${made.body.id}`, {
      as: 'sheet_user',
      body: { title: 'More', date: '2026-03-11', order_items: [{ sheet: sheet.id, quantity: 11 }] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error_message: 'No Stocks Available',
      shortages: [{ sheet: sheet.id, name: 'Update short probe', needed: 3, available: 2 }],
      code: 'no_stocks',
    });
    expect(await stockOf(sheet.id)).toBe(2);
    const still = await t.call('GET', `/sheet/sheet_order/${made.body.id}`, { as: 'sheet_user' });
    expect(still.body).toMatchObject({ title: 'Order', total_quantity: 8 });
  });

  it('validates a full update and keeps others’ orders hidden from the sheet user', async () => {
    const sheet = await newSheet({ quantity: 10 });
    const made = await postOrder('admin', order([{ sheet: sheet.id, quantity: 1 }]));
    const empty = await t.call('PUT', `/sheet/sheet_order/${made.body.id}`, { as: 'admin', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      title: ['Please enter a title'],
      date: ['Please pick a date'],
      order_items: ['Enter a quantity above 0 for at least one sheet'],
    });
    const none = await t.call('PUT', `/sheet/sheet_order/${made.body.id}`, {
      as: 'admin',
      body: { title: 't', date: '2026-01-01', order_items: [{ sheet: sheet.id, quantity: 0 }] },
    });
    expect(none.body.order_items).toEqual(['Enter a quantity above 0 for at least one sheet']);
    const foreign = await t.call('PATCH', `/sheet/sheet_order/${made.body.id}`, { as: 'sheet_user', body: { is_delivered: true } });
    expect(foreign.status).toBe(404);
    expect((await t.call('PATCH', '/sheet/sheet_order/999999', { as: 'admin', body: {} })).status).toBe(404);
    expect((await t.call('GET', '/sheet/sheet_order/99999999999', { as: 'admin' })).status).toBe(404);
    expect((await t.call('PATCH', '/sheet/sheet_order/99999999999', { as: 'admin', body: {} })).status).toBe(404);
  });

  it('keeps the quantity of an item whose sheet was deleted since', async () => {
    const gone = await newSheet({ quantity: 10 });
    const kept = await newSheet({ quantity: 10 });
    const made = await postOrder('admin', order([{ sheet: gone.id, quantity: 2 }, { sheet: kept.id, quantity: 2 }]));
    await t.call('DELETE', `/sheet/sheet/${gone.id}`, { as: 'admin' });
    const change = await t.call('PATCH', `/sheet/sheet_order/${made.body.id}`, {
      as: 'admin',
      body: { order_items: [{ sheet: gone.id, quantity: 3 }, { sheet: kept.id, quantity: 2 }] },
    });
    expect(change.status).toBe(400);
    const same = await t.call('PATCH', `/sheet/sheet_order/${made.body.id}`, {
      as: 'admin',
      body: { order_items: [{ sheet: gone.id, quantity: 2 }, { sheet: kept.id, quantity: 5 }] },
    });
    expect(same.status).toBe(200);
    expect(await stockOf(kept.id)).toBe(15);
  });
});

describe('sheet orders: delete', () => {
  it('reverses the stock move and leaves the list; a second delete is 404', async () => {
    const sheet = await newSheet({ quantity: 20 });
    const made = await postOrder('sheet_user', order([{ sheet: sheet.id, quantity: 6 }]));
    expect(await stockOf(sheet.id)).toBe(14);
    // A sheet user corrects its deductions by updating them, never deletes (docs/product/roles-and-permissions.md#per-role-rules).
    expect((await t.call('DELETE', `/sheet/sheet_order/${made.body.id}/`, { as: 'sheet_user' })).status).toBe(403);
    expect(await stockOf(sheet.id)).toBe(14);
    expect((await t.call('DELETE', `/sheet/sheet_order/${made.body.id}/`, { as: 'storemanager' })).status).toBe(204);
    expect(await stockOf(sheet.id)).toBe(20);
    expect((await t.call('GET', `/sheet/sheet_order/${made.body.id}`, { as: 'admin' })).status).toBe(404);
    expect((await t.call('DELETE', `/sheet/sheet_order/${made.body.id}`, { as: 'admin' })).status).toBe(404);
    const moves = await t.db.select().from(sheetMovements).where(eq(sheetMovements.orderId, made.body.id));
    expect(moves.map((m) => m.reason).sort()).toEqual(['order_created', 'order_deleted']);
  });

  it('refuses to reverse an addition whose sheets were already used, and changes nothing', async () => {
    const sheet = await newSheet({ name: 'Reverse probe', quantity: 0 });
    const add = await postOrder('storemanager', order([{ sheet: sheet.id, quantity: 10 }]));
    await postOrder('storemanager', order([{ sheet: sheet.id, quantity: 7 }], { order_type: 'deduction' }));
    const response = await t.call('DELETE', `/sheet/sheet_order/${add.body.id}`, { as: 'storemanager' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error_message: 'No Stocks Available',
      shortages: [{ sheet: sheet.id, name: 'Reverse probe', needed: 10, available: 3 }],
      code: 'no_stocks',
    });
    expect(await stockOf(sheet.id)).toBe(3);
    expect((await t.call('GET', `/sheet/sheet_order/${add.body.id}`, { as: 'admin' })).status).toBe(200);
  });

  it('leaves the stock of a sheet deleted since alone, so a used-up deleted sheet cannot block the delete', async () => {
    const gone = await newSheet({ quantity: 0 });
    const live = await newSheet({ quantity: 0 });
    const add = await postOrder('admin', order([{ sheet: gone.id, quantity: 10 }, { sheet: live.id, quantity: 4 }]));
    await postOrder('admin', order([{ sheet: gone.id, quantity: 8 }], { order_type: 'deduction' }));
    expect((await t.call('DELETE', `/sheet/sheet/${gone.id}`, { as: 'admin' })).status).toBe(204);
    expect((await t.call('DELETE', `/sheet/sheet_order/${add.body.id}`, { as: 'admin' })).status).toBe(204);
    expect(await stockOf(gone.id)).toBe(2);
    expect(await stockOf(live.id)).toBe(0);
    const moves = await t.db
      .select()
      .from(sheetMovements)
      .where(and(eq(sheetMovements.orderId, add.body.id), eq(sheetMovements.reason, 'order_deleted')));
    expect(moves.map((m) => [m.sheetId, m.oldQuantity, m.newQuantity])).toEqual([[live.id, 4, 0]]);
  });

  it('hides other people’s orders from a sheet user, and refuses it every delete', async () => {
    const sheet = await newSheet({ quantity: 20 });
    const made = await postOrder('admin', order([{ sheet: sheet.id, quantity: 1 }]));
    expect((await t.call('GET', `/sheet/sheet_order/${made.body.id}`, { as: 'sheet_user' })).status).toBe(404);
    expect((await t.call('DELETE', `/sheet/sheet_order/${made.body.id}`, { as: 'sheet_user' })).status).toBe(403);
    expect(await stockOf(sheet.id)).toBe(21);
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
