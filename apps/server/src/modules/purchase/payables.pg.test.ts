/**
 * Two payments to one bill at once on real PostgreSQL (PGlite has one connection, so it cannot race): the supplier's
 * row lock and the bill's conditional update let only what the bill owes through; the rest is refused whole.
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx vitest run --project server-pg <this file>
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { configureCompany } from '../billing/billing.fixtures';
import { enterBill, receivedLine } from './payables.fixtures';
import { createSupplier, gstinOf } from './purchase.fixtures';

const t = useTestApp();

describe('concurrent payments to one bill', () => {
  it('never overpay it', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 41), state_code: '32' });
    // 10 x 100.00 + 18% = 1,180.00 due; four payments of 500.00 at once: two fit.
    const bill = await enterBill(t, { supplier: supplier.id, number: 'PG-1', bill_date: '2026-10-01', lines: [{ receipt_line: await receivedLine(t, supplier.id, 10, '100.00'), quantity: 10, rate: '100.00' }] });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call('POST', '/purchase/payments/', { as: 'admin', body: { supplier: supplier.id, amount: '500', paid_on: '2026-10-05', mode: 'bank_transfer', allocations: [{ bill: bill.id, amount: '500' }] } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 400, 400]);
    const after = await t.call('GET', `/purchase/bills/${bill.id}/`, { as: 'admin' });
    expect(after.body).toMatchObject({ paid: '1000.00', due: '180.00', status: 'Open' });
    const account = await t.call('GET', `/purchase/suppliers/${supplier.id}/account/`, { as: 'admin' });
    expect(account.body.balance).toBe('180.00');
    expect(account.body.payments).toHaveLength(2);
  });
});
