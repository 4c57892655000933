import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { expectNoStocks, order, sheetCalls } from './sheet-calls.fixtures';
import { sheetMovements } from './sheet.table';

/** Sheet orders changed after the fact: an update applies the difference, a delete reverses the stock move. */

const t = useTestApp();
const { newSheet, stockOf, postOrder } = sheetCalls(t);

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
    expectNoStocks(response, { sheet: sheet.id, name: 'Update short probe', needed: 3, available: 2 });
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
    expectNoStocks(response, { sheet: sheet.id, name: 'Reverse probe', needed: 10, available: 3 });
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
