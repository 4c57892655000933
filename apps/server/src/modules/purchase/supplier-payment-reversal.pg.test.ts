/**
 * Reversals of supplier payments racing each other and new payments, on real PostgreSQL (PGlite has one connection, so
 * it cannot race): the supplier's row lock orders them, so one reversal of a payment wins, and whichever of a reversal
 * and a new payment to the same bill comes first, the bill is never paid beyond what it owes nor below zero.
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx vitest run --project server-pg <this file>
 */
import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { PAYABLES_TEXT } from '@steelworks/contract/payables';
import { useTestApp } from '../../../test/harness';
import { configureCompany } from '../billing/billing.fixtures';
import { billFor, paySupplier } from './payables.fixtures';
import { createSupplier, gstinOf } from './purchase.fixtures';

const t = useTestApp();

/** The supplier's ledger is numbered without gaps and its balance is the sum of its rows; the balance. */
async function ledgerBalance(supplier: number): Promise<string> {
  const account = (await t.call('GET', `/purchase/suppliers/${supplier}/account/`, { as: 'admin' })).body;
  const rows = account.ledger as Array<{ amount: string; balance: string }>;
  let running = 0n;
  for (const row of rows) {
    running += toCents(row.amount);
    expect(row.balance).toBe(formatCents(running));
  }
  expect(account.balance).toBe(formatCents(running));
  return account.balance;
}

describe('supplier payment reversals at once', () => {
  it('two reversals of one payment: one lands, the other is refused, one reversing row', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 61), state_code: '32' });
    const bill = await billFor(t, supplier.id, 'PGR-1', 10, '100.00', '2026-10-01');
    const cheque = await paySupplier(t, { supplier: supplier.id, amount: '1180', paid_on: '2026-10-05', mode: 'cheque', cheque_number: '100001', allocations: [{ bill: bill.id, amount: '1180' }] });
    const answers = await Promise.all(
      (['admin', 'productionmanager', 'admin', 'productionmanager'] as const).map((as) => t.call('POST', `/purchase/payments/${cheque.id}/reversal/`, { as, body: { reason: `Bounced (${as})` } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.error_message).toBe(PAYABLES_TEXT.alreadyReversed);
    const after = (await t.call('GET', `/purchase/bills/${bill.id}/`, { as: 'admin' })).body;
    expect(after).toMatchObject({ paid: '0.00', due: '1180.00', status: 'Open' });
    const payment = (await t.call('GET', `/purchase/payments/${cheque.id}/`, { as: 'admin' })).body;
    expect(payment.ledger.map((r: { kind: string }) => r.kind)).toEqual(['payment', 'payment_reversal']);
    expect(payment.allocations).toEqual([{ bill: bill.id, number: 'PGR-1', amount: '1180.00', released: '1180.00' }]);
    expect(await ledgerBalance(supplier.id)).toBe('1180.00');
  });

  it('a reversal racing new payments to the same bill: never overpaid, never below zero, the books balance', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 62), state_code: '32' });
    // 1,180.00 due, paid in full by a cheque that bounces while two payments of 700.00 for the same bill come in.
    const bill = await billFor(t, supplier.id, 'PGR-2', 10, '100.00', '2026-10-01');
    const cheque = await paySupplier(t, { supplier: supplier.id, amount: '1180', paid_on: '2026-10-05', mode: 'cheque', cheque_number: '100002', allocations: [{ bill: bill.id, amount: '1180' }] });
    const pay = (as: 'admin' | 'productionmanager') =>
      t.call('POST', '/purchase/payments/', { as, body: { supplier: supplier.id, amount: '700', paid_on: '2026-10-06', mode: 'bank_transfer', allocations: [{ bill: bill.id, amount: '700' }] } });
    const [reversal, first, second] = await Promise.all([
      t.call('POST', `/purchase/payments/${cheque.id}/reversal/`, { as: 'admin', body: { reason: 'Bounced' } }),
      pay('productionmanager'),
      pay('admin'),
    ]);
    expect(reversal.status).toBe(200);
    // Before the reversal a payment finds nothing due (refused); after it, the first takes 700 and the second the
    // remaining 480 is too little for 700 (refused). So at most one of them lands.
    const landed = [first, second].filter((a) => a.status === 201);
    expect(landed.length).toBeLessThanOrEqual(1);
    for (const refused of [first, second].filter((a) => a.status !== 201)) expect(refused.status).toBe(400);
    const after = (await t.call('GET', `/purchase/bills/${bill.id}/`, { as: 'admin' })).body;
    const paid = landed.length * 700;
    expect(after).toMatchObject({ paid: formatCents(BigInt(paid) * 100n), due: formatCents(BigInt(1180 - paid) * 100n), status: 'Open' });
    expect(await ledgerBalance(supplier.id)).toBe(formatCents(BigInt(1180 - paid) * 100n));
  });
});
