import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { multiplyWeight, sheetSqft, sheetUnitKg, sumWeights } from '@steelworks/contract/sheet';
import { useTestApp } from '../../../test/harness';
import { order, sheetCalls } from './sheet-calls.fixtures';
import { sheetMovements } from './sheet.table';

/** Sheets in stock: their weights, the list, edits and removal. */

const t = useTestApp();
const { newSheet, stockOf, postOrder } = sheetCalls(t);

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
    let serial = 0;
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
