/**
 * Stock value (issue 45 point 6): the valuation after three receipts at different prices, worked out by hand, today
 * and at a past date; the material cost at the average cost, shown before it is applied; who may see them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { expectRefused } from '../../../test/refused-routes';
import { approvedOrder, createItem, createSupplier, receive } from './purchase.fixtures';

const t = useTestApp();

type Row = { store_item: number | null; name: string; unit: string; quantity: number; average_cost: string | null; value: string };

async function valuationOf(item: number, date?: string) {
  const query = date ? `?limit=100&date=${date}` : '?limit=100';
  const list = await t.call('GET', `/purchase/valuation/${query}`, { as: 'admin' });
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return (list.body.results as Row[]).find((row) => row.store_item === item);
}

/** One approved order of `quantity` at `rate` per unit, received whole: one costed receipt. */
async function buy(supplier: number, item: number, quantity: number, rate: string) {
  const order = await approvedOrder(t, supplier, [{ store_item: item, quantity, rate, rate_per: 'unit' }]);
  const received = await receive(t, { purchase_order: order.id, lines: [{ order_line: order.lines[0]!.id, received: quantity }] }, 'productionmanager');
  expect(received.status, JSON.stringify(received.body)).toBe(201);
  return received.body as { id: number };
}

describe('stock valuation', () => {
  it('values the stock at the moving average after three receipts at different prices, today and at a past date', async () => {
    const supplier = await createSupplier(t);
    const item = await createItem(t, 'Nos', 0, '9.00');
    // 100 at 10.00: average 10.00.
    const first = await buy(supplier.id, item.id, 100, '10.00');
    // 50 at 13.00: (100 x 10.00 + 650.00) / 150 = 11.00.
    const second = await buy(supplier.id, item.id, 50, '13.00');
    // The first two were recorded on 10-01-2026 (their movement rows with them); the third today.
    await t.db.execute(sql`update goods_receipts set created_at = '2026-01-10 10:00+05:30' where id in (${first.id}, ${second.id})`);
    // (The movement rows are append-only: a test moves them in time with the triggers off for one statement.)
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update store_stock_movements set created_at = '2026-01-10 10:00+05:30' where store_item_id = ${item.id}`);
    });
    // 30 at 17.35: (150 x 11.00 + 520.50) / 180 = 2170.50 / 180 = 12.0583 -> 12.06.
    await buy(supplier.id, item.id, 30, '17.35');

    expect(await valuationOf(item.id)).toMatchObject({ name: item.name, unit: 'Nos', quantity: 180, average_cost: '12.06', value: '2170.80' });
    expect(await valuationOf(item.id, '2026-01-10')).toMatchObject({ quantity: 150, average_cost: '11.00', value: '1650.00' });
    // Before anything was received: none in stock and no cost yet.
    expect(await valuationOf(item.id, '2026-01-09')).toMatchObject({ quantity: 0, average_cost: null, value: '0.00' });
    // The total at that date is this item alone (everything else in this file was received after it).
    const total = await t.call('GET', '/purchase/valuation/total/?date=2026-01-10', { as: 'productionmanager' });
    expect(total.body).toEqual({ date: '2026-01-10', items: 1, value: '1650.00' });
    const csv = await t.call('GET', '/purchase/valuation/?format=csv&date=2026-01-10', { as: 'admin' });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(item.name);
    expect((await t.call('GET', '/purchase/valuation/?date=2026-02-30', { as: 'admin' })).status).toBe(400);
  });

  it('is for the admin and the production manager only', async () => {
    expect((await t.call('GET', '/purchase/valuation/', { as: 'productionmanager' })).status).toBe(200);
    await expectRefused(t, ['storemanager', 'worker', 'dealer', 'supervisor', 'sheet_user', 'qualitychecker', 'fieldstaff'], [
      ['GET', '/purchase/valuation/'],
      ['GET', '/purchase/valuation/total/'],
      ['GET', '/purchase/material-costs/'],
      ['PUT', '/purchase/material-costs/1/'],
      ['POST', '/purchase/material-costs/apply/'],
    ]);
  });
});

describe('material cost at the average cost', () => {
  it('shows the old and new cost and price, and changes the catalogue only when applied', async () => {
    const supplier = await createSupplier(t);
    const bought = await createItem(t, 'Nos', 0, '100.00');
    const typed = await createItem(t, 'Nos', 0, '5.00');
    const product = await t.call('POST', '/store/product/', { as: 'admin', body: { serial_number: `LH - V${Date.now() % 100000}`, channel_size: '4x2', guage: 16, width: 90, height: 210, is_door: true } });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const id = product.body.id as number;
    await t.call('PATCH', `/store/product/${id}/`, { as: 'admin', body: { profit: '10' } });
    await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: id, store_item: bought.id, quantity: 2 } });
    await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: id, store_item: typed.id, quantity: 3 } });
    // Typed prices: 2 x 100.00 + 3 x 5.00 = 215.00; price x 1.10 = 236.50.
    await buy(supplier.id, bought.id, 10, '120.40');

    expect((await t.call('PUT', '/purchase/material-costs/999999/', { as: 'admin', body: { cost_from_average: true } })).status).toBe(404);
    const switched = await t.call('PUT', `/purchase/material-costs/${id}/`, { as: 'productionmanager', body: { cost_from_average: true } });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    // At the average: 2 x 120.40 + 3 x 5.00 (never received at a cost: its typed price) = 255.80; x 1.10 = 281.38.
    const row = { product: id, cost_from_average: true, old_cost: '215.00', new_cost: '255.80', old_price: '236.50', new_price: '281.38' };
    expect(switched.body).toContainEqual(expect.objectContaining(row));
    // Nothing changed in the catalogue yet.
    expect((await t.call('GET', `/store/product/${id}/`, { as: 'admin' })).body).toMatchObject({ cost: '215.00', price: '236.50' });

    expect((await t.call('POST', '/purchase/material-costs/apply/', { as: 'admin', body: { products: [] } })).status).toBe(400);
    const applied = await t.call('POST', '/purchase/material-costs/apply/', { as: 'admin', body: { products: [id] } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body).toContainEqual(expect.objectContaining({ product: id, old_cost: '255.80', new_cost: '255.80' }));
    expect((await t.call('GET', `/store/product/${id}/`, { as: 'admin' })).body).toMatchObject({ cost: '255.80', price: '281.38' });
    const history = await t.call('GET', `/audit/log/?entity=product&entity_id=${id}`, { as: 'admin' });
    expect(JSON.stringify(history.body)).toContain('Material cost at the average cost');

    // Switched off, the typed prices are back.
    await t.call('PUT', `/purchase/material-costs/${id}/`, { as: 'admin', body: { cost_from_average: false } });
    expect((await t.call('GET', `/store/product/${id}/`, { as: 'admin' })).body).toMatchObject({ cost: '215.00', price: '236.50' });
    const notFollowing = await t.call('POST', '/purchase/material-costs/apply/', { as: 'admin', body: { products: [id] } });
    expect(notFollowing.status).toBe(400);
  });
});
