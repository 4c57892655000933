/** The demo's buying (issue 45 point 5): suppliers with GSTINs, orders in every status, receipts by weight with heat numbers. */
import { describe, expect, it } from 'vitest';
import { PURCHASE_ORDER_STATUSES } from '@steelworks/contract/purchase';
import { useDemoTestApp } from '../../../test/seeded-demo';

const demo = useDemoTestApp();

describe('the demo buying', () => {
  it('has suppliers with GSTINs, an order in every status and receipts with weights and heat numbers', async () => {
    const { t } = demo;
    const suppliers = await t.call('GET', '/purchase/suppliers/?limit=100', { as: 'productionmanager' });
    expect(suppliers.body.count).toBeGreaterThanOrEqual(4);
    expect(suppliers.body.results.filter((s: { gstin: string | null }) => s.gstin).length).toBeGreaterThanOrEqual(4);
    for (const status of PURCHASE_ORDER_STATUSES) {
      const orders = await t.call('GET', `/purchase/orders/?status=${status}`, { as: 'admin' });
      expect({ status, count: orders.body.count > 0 }).toEqual({ status, count: true });
    }
    const receipts = await t.call('GET', '/purchase/receipts/?limit=100', { as: 'storemanager' });
    expect(receipts.body.count).toBeGreaterThanOrEqual(4);
    const details = await Promise.all(receipts.body.results.map((r: { id: number }) => t.call('GET', `/purchase/receipts/${r.id}/`, { as: 'storemanager' })));
    const lines = details.flatMap((d) => d.body.lines as Array<{ weighed_kg: number | null; heat_number: string; variance_kg: number | null }>);
    expect(lines.some((l) => l.weighed_kg !== null && l.heat_number !== '' && l.variance_kg !== null)).toBe(true);
  });
});
