/**
 * Two receipts against one order line at once on real PostgreSQL (PGlite has one connection, so it cannot race):
 * the order's row lock makes the second see what the first accepted, so together they never pass the line beyond
 * its tolerance, and the stock moves once.
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx vitest run --project server-pg <this file>
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { approvedOrder, createItem, createSupplier, receive } from './purchase.fixtures';

const t = useTestApp();

describe('concurrent receipts against one order line', () => {
  it('let only what the line and its 5% tolerance hold through', async () => {
    const supplier = await createSupplier(t);
    const item = await createItem(t, 'kg');
    const order = await approvedOrder(t, supplier.id, [{ store_item: item.id, quantity: 10, rate: '60', rate_per: 'kg' }]);
    const line = order.lines[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => receive(t, { purchase_order: order.id, lines: [{ order_line: line, received: 4 }] })),
    );
    const statuses = answers.map((a) => a.status).sort();
    // 4 + 4 = 8 fits, a third 4 would make 12 > 10.5.
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    const detail = await t.call('GET', `/purchase/orders/${order.id}/`, { as: 'admin' });
    expect(detail.body.lines[0].received).toBe(8);
    expect(detail.body.status).toBe('Partly received');
    expect((await t.call('GET', `/store/store/${item.id}/`, { as: 'admin' })).body.stock).toBe(8);
    const movements = await t.call('GET', `/store/store/${item.id}/movements/`, { as: 'admin' });
    expect(movements.body.results.filter((m: { reason: string }) => m.reason.includes('GRN'))).toHaveLength(2);
  });
});
