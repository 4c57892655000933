/** The demo's payables (issue 45 points 4-5): bills with a GSTR-2B to reconcile, and a supplier overdue. */
import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../../../test/seeded-demo';

const demo = useDemoTestApp();

describe('the demo payables', () => {
  it('has bills, a supplier overdue, a payment, and 2B months showing every kind of match', async () => {
    const { t } = demo;
    const bills = await t.call('GET', '/purchase/bills/?limit=100', { as: 'admin' });
    expect(bills.body.count).toBeGreaterThanOrEqual(4);
    const payables = await t.call('GET', '/purchase/payables/', { as: 'admin' });
    expect(Number(payables.body.overdue)).toBeGreaterThan(0);
    expect(payables.body.suppliers.some((s: { overdue: string }) => Number(s.overdue) > 0)).toBe(true);
    expect(bills.body.results.some((b: { paid: string }) => Number(b.paid) > 0)).toBe(true);
    const periods = [...new Set(bills.body.results.map((b: { bill_date: string }) => `${b.bill_date.slice(5, 7)}${b.bill_date.slice(0, 4)}`))];
    const kinds = new Set<string>();
    for (const period of periods) {
      const register = await t.call('GET', `/purchase/itc/?period=${period}`, { as: 'admin' });
      expect(register.body.imported).toBe(true);
      for (const row of register.body.rows as Array<{ kind: string }>) kinds.add(row.kind);
    }
    expect([...kinds].sort()).toEqual(['matched', 'not_in_2b', 'not_in_books', 'values_differ']);
  });
});
