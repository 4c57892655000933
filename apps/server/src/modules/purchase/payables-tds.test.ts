/**
 * TDS under s.194Q on supplier bills, worked by hand, with the shop's turnover past 10 crore (PURCHASE_TDS_194Q).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { configureCompany } from '../billing/billing.fixtures';
import { enterBill, receivedLine } from './payables.fixtures';
import { createSupplier, gstinOf } from './purchase.fixtures';

const t = useTestApp({ purchaseTds194Q: true });

describe('TDS under s.194Q', () => {
  it('deducts 0.1% of the value above 50 lakh a financial year from one supplier, and the ledger shows it', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 21), state_code: '32' });
    // 49,00,000.00 in May: under 50 lakh, no TDS.
    const first = await enterBill(t, { supplier: supplier.id, number: 'M-1', bill_date: '2026-05-10', lines: [{ receipt_line: await receivedLine(t, supplier.id, 1, '4900000.00'), quantity: 1, rate: '4900000.00' }] });
    expect(first.tds).toBe('0.00');
    // 2,00,000.00 in June takes the year to 51 lakh: TDS on 1,00,000.00 = 100.00. Total 2,36,000.00, 2,35,900.00 due.
    const second = await enterBill(t, { supplier: supplier.id, number: 'M-2', bill_date: '2026-06-02', lines: [{ receipt_line: await receivedLine(t, supplier.id, 1, '200000.00'), quantity: 1, rate: '200000.00' }] });
    expect(second).toMatchObject({ taxable: '200000.00', total: '236000.00', tds: '100.00', due: '235900.00' });
    // A bill of the next financial year starts again from 0.
    const next = await enterBill(t, { supplier: supplier.id, number: 'M-3', bill_date: '2027-04-05', lines: [{ receipt_line: await receivedLine(t, supplier.id, 1, '1000.00'), quantity: 1, rate: '1000.00' }] });
    expect(next.tds).toBe('0.00');
    const account = await t.call('GET', `/purchase/suppliers/${supplier.id}/account/`, { as: 'admin' });
    expect(account.body.ledger.filter((r: { kind: string }) => r.kind === 'tds').map((r: { amount: string }) => r.amount)).toEqual(['-100.00']);
  });
});
