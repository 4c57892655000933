/**
 * The Purchase List in one step (issue 45 point 2): what is short, grouped by the supplier that last supplied each
 * item, becomes Draft orders; approved, they show as on order (with their date) on the Purchase List.
 * The order world: a door takes 2 channel and 4 hinges, so 5 doors pending need 10 channel and 20 hinges.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../schedule/schedule.capacity';
import { useOrderWorld } from '../../../test/order-world';
import { setStock } from '../order/order.fixtures';
import { createSupplier } from './purchase.fixtures';

const world = useOrderWorld();

type Row = { id: number; shortage: number; on_order: number; on_order_due: string | null };

async function purchaseRows(): Promise<Row[]> {
  const answer = await world.t.call('GET', '/planning/purchase-list/?limit=100', { as: 'storemanager' });
  expect(answer.status).toBe(200);
  return answer.body.results;
}

describe('POST /purchase/orders/from-purchase-list/', () => {
  it('makes one Draft per supplier, at the last rate, and the approved ones count as on order', async () => {
    const { t, w } = world;
    const hingeMill = await createSupplier(t, { name: 'Hinge Works Ludhiana' });
    const trader = await createSupplier(t, { name: 'General Steel Traders' });
    // The hinge mill supplied hinges before, at 3.20 each: that makes it the hinges' supplier.
    const earlier = await t.call('POST', '/purchase/receipts/', { as: 'admin', body: { supplier: hingeMill.id, lines: [{ store_item: w.hinge, received: 1, rate: '3.20', rate_per: 'unit' }] } });
    expect(earlier.status, JSON.stringify(earlier.body)).toBe(201);
    const order = await t.call('POST', '/order/order/', { as: 'admin', body: { dealer: w.dealerId, orderitem: [{ product: w.door, quantity: 5, material: 'GI' }] } });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    for (const item of [w.channel, w.hinge, w.paint]) await setStock(t.db, item, '0');

    expect((await t.call('POST', '/purchase/orders/from-purchase-list/', { as: 'storemanager', body: {} })).status).toBe(403);
    const due = addDays(world.today, 7);
    const made = await t.call('POST', '/purchase/orders/from-purchase-list/', { as: 'productionmanager', body: { supplier: trader.id, expected_date: due } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const bySupplier = new Map<number, { id: number; status: string }>(made.body.orders.map((o: { supplier: number; id: number; status: string }) => [o.supplier, o]));
    expect([...bySupplier.keys()].sort()).toEqual([hingeMill.id, trader.id].sort());
    const hingeOrder = await t.call('GET', `/purchase/orders/${bySupplier.get(hingeMill.id)!.id}/`, { as: 'admin' });
    expect(hingeOrder.body.status).toBe('Draft');
    expect(hingeOrder.body.lines).toMatchObject([{ store_item: w.hinge, quantity: 20, rate: '3.20', rate_per: 'unit', amount: '64.00', expected_date: due }]);
    const traderOrder = await t.call('GET', `/purchase/orders/${bySupplier.get(trader.id)!.id}/`, { as: 'admin' });
    expect(traderOrder.body.lines.find((l: { store_item: number }) => l.store_item === w.channel)).toMatchObject({ quantity: 10 });

    // Drafts are not on order yet; approved, they are, with their date.
    expect((await purchaseRows()).find((r) => r.id === w.hinge)).toMatchObject({ shortage: 20, on_order: 0, on_order_due: null });
    for (const o of bySupplier.values()) expect((await t.call('POST', `/purchase/orders/${o.id}/approve/`, { as: 'admin' })).status).toBe(200);
    const rows = await purchaseRows();
    expect(rows.find((r) => r.id === w.hinge)).toMatchObject({ shortage: 20, on_order: 20, on_order_due: due });
    expect(rows.find((r) => r.id === w.channel)).toMatchObject({ shortage: 10, on_order: 10, on_order_due: due });
  });
});
