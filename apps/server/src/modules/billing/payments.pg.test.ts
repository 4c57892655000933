/**
 * Payments of one dealer recorded at the same moment, on a real PostgreSQL server (PGlite is one connection, so it
 * cannot show a race): the dealer's balance lock makes them run one after the other, so no invoice is over-paid, the
 * allocations add up and the ledger is numbered without gaps.
 */
import { describe, expect, it } from 'vitest';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { ACCOUNT_TEXT, cashLimitMessage } from '@steelworks/contract/dealer-account';
import { refundTooLargeMessage } from './refunds.service';
import { expectLedgerWhole, useRaceWorld } from './payments-race.fixtures';
import { balanceOf, createDealer, invoiceOf, invoiceRow, paymentsOf } from './billing.fixtures';

const world = useRaceWorld();

const body = (dealer_id: number, amount: string, received_on: string, invoice_ids: number[] = []) => ({ dealer_id, amount, received_on, mode: 'cash', invoice_ids });

describe('payments of one dealer at once', () => {
  it('ten FIFO payments over three open invoices pay each exactly and keep the rest as advances', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Race Dealer FIFO' });
    const invoices = [
      await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-05-01'), // 1,180.00
      await invoiceOf(t.db, dealer, w.door, '2000.00', '2025-05-02'), // 2,360.00
      await invoiceOf(t.db, dealer, w.window, '500.00', '2025-05-03'), // 590.00
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.call('POST', '/billing/payments', { as: i % 2 ? 'admin' : 'productionmanager', body: body(dealer, '500.00', '2025-06-01') })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (const invoice of invoices) expect(await invoiceRow(t.db, invoice.id)).toMatchObject({ status: 'Paid', amountPaid: invoice.total });
    const payments = await paymentsOf(t.db, dealer);
    // 5,000 received, 4,130 allocated, 870 left over.
    expect(formatCents(payments.reduce((sum, p) => sum + toCents(p.allocated), 0n))).toBe('4130.00');
    expect(await balanceOf(t.db, dealer)).toBe('-870.00');
    expect(await expectLedgerWhole(t.db, dealer)).toHaveLength(13);
  });

  it('two payments choosing the same invoice: the first pays 1,000, the second the 180 left and keeps 820', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Race Dealer Chosen' });
    const invoice = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-05-01'); // 1,180.00
    const answers = await Promise.all([0, 1].map(() => t.call('POST', '/billing/payments', { as: 'admin', body: body(dealer, '1000.00', '2025-06-01', [invoice.id]) })));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body.allocated).sort()).toEqual(['1000.00', '180.00']);
    expect(await invoiceRow(t.db, invoice.id)).toMatchObject({ status: 'Paid', amountPaid: '1180.00' });
    expect(await balanceOf(t.db, dealer)).toBe('-820.00');
    await expectLedgerWhole(t.db, dealer);
  });

  it('a reversal racing a payment: both land, in either order, and the books balance', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Race Dealer Reversal' });
    const first = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-05-01'); // 1,180.00
    const second = await invoiceOf(t.db, dealer, w.window, '500.00', '2025-05-02'); // 590.00
    const cheque = await t.call('POST', '/billing/payments', { as: 'admin', body: { ...body(dealer, '1180.00', '2025-05-05'), mode: 'cheque', cheque_number: '654321' } });
    expect(cheque.body.allocated).toBe('1180.00');

    const [reversal, payment, twice] = await Promise.all([
      t.call('POST', `/billing/payments/${cheque.body.id}/reversal`, { as: 'admin', body: { reason: 'Bounced' } }),
      t.call('POST', '/billing/payments', { as: 'productionmanager', body: body(dealer, '1000.00', '2025-05-06') }),
      t.call('POST', `/billing/payments/${cheque.body.id}/reversal`, { as: 'productionmanager', body: { reason: 'Bounced again' } }),
    ]);
    expect(payment.status).toBe(201);
    // One reversal lands, the other is refused whichever came first.
    expect([reversal.status, twice.status].sort()).toEqual([200, 400]);
    expect([reversal, twice].find((a) => a.status === 400)!.body).toEqual({ error_message: ACCOUNT_TEXT.alreadyReversed, code: 'rule_refused' });

    // Reversal first: the 1,000 goes FIFO onto the reopened 1,180 invoice. Payment first: it pays the 590 invoice and
    // keeps 410, which the reversal's settling then puts on the reopened one. Either way 1,000 is paid, none over.
    const paid = [(await invoiceRow(t.db, first.id)).amountPaid, (await invoiceRow(t.db, second.id)).amountPaid];
    expect([['1000.00', '0.00'], ['410.00', '590.00']]).toContainEqual(paid);
    expect(await paymentsOf(t.db, dealer)).toEqual([
      expect.objectContaining({ status: 'Reversed', allocated: '0.00' }),
      expect.objectContaining({ status: 'Received', allocated: '1000.00' }),
    ]);
    // 1,770 - 1,180 + 1,180 - 1,000.
    expect(await balanceOf(t.db, dealer)).toBe('770.00');
    expect(await expectLedgerWhole(t.db, dealer)).toHaveLength(5);
  });

  it('two cash payments of 1,50,000 on one day: one lands, the other is refused with the first counted (s.269ST)', async () => {
    const { t } = world;
    const dealer = await createDealer(t.db, { name: 'Race Dealer Cash' });
    const answers = await Promise.all(
      (['admin', 'productionmanager'] as const).map((as) => t.call('POST', '/billing/payments', { as, body: body(dealer, '150000.00', '2025-08-01') })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.amount).toEqual([cashLimitMessage('150000.00')]);
    expect(await paymentsOf(t.db, dealer)).toHaveLength(1);
    expect(await balanceOf(t.db, dealer)).toBe('-150000.00');
    await expectLedgerWhole(t.db, dealer);
  });

  it('two refunds of 3,000 from an advance of 5,000: one lands, the other is refused naming the 2,000 left', async () => {
    const { t } = world;
    const dealer = await createDealer(t.db, { name: 'Race Dealer Refund' });
    expect((await t.call('POST', '/billing/payments', { as: 'admin', body: { ...body(dealer, '5000.00', '2025-08-01'), mode: 'upi' } })).status).toBe(201);
    const refund = { dealer_id: dealer, amount: '3000.00', refund_date: '2025-08-02', mode: 'bank_transfer', reason: 'Order dropped' };
    const answers = await Promise.all((['admin', 'productionmanager'] as const).map((as) => t.call('POST', '/billing/refunds', { as, body: refund })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.amount).toEqual([refundTooLargeMessage(200000n)]);
    // -5,000 + 3,000.
    expect(await balanceOf(t.db, dealer)).toBe('-2000.00');
    expect(await paymentsOf(t.db, dealer)).toEqual([expect.objectContaining({ refunded: '3000.00', allocated: '0.00' })]);
    await expectLedgerWhole(t.db, dealer);
  });
});
