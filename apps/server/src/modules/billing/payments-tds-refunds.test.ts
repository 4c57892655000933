/**
 * Issue 41 points 1, 7, 8 and 11 on payments: the cash limit of s.269ST, TDS deducted by the dealer (s.194Q) and its
 * quarterly report, receipt vouchers (rule 50) and refunds of an advance (rule 51), and the bounds of dates and amounts.
 * Every figure is worked by hand in the comment beside it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { moneyTooLargeMessage } from '@steelworks/contract/common/money';
import { ACCOUNT_TEXT, cashLimitMessage, earliestEntryDate, PAYMENT_MAX_CENTS } from '@steelworks/contract/dealer-account';
import { ROLES, type Role } from '@steelworks/contract/roles';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { useOrderWorld } from '../../../test/order-world';
import { expectRefused } from '../../../test/refused-routes';
import { balanceOf, configureCompany, createDealer, insertOrder, invoiceOf, invoiceRow, ledgerOf, paymentsOf } from './billing.fixtures';
import { refundTooLargeMessage } from './refunds.service';

const world = useOrderWorld();
beforeAll(() => configureCompany(world.t));

const OTHERS = ROLES.filter((role) => !['admin', 'productionmanager', 'dealer'].includes(role)) as Role[];

const pay = (dealer_id: number, amount: string, received_on: string, extra: Record<string, unknown> = {}) => ({
  dealer_id,
  amount,
  received_on,
  mode: 'cash',
  ...extra,
});
const post = (body: unknown, as: Role = 'admin') => world.t.call('POST', '/billing/payments', { as, body });
const refund = (dealer_id: number, amount: string, refund_date: string, extra: Record<string, unknown> = {}) => ({
  dealer_id,
  amount,
  refund_date,
  mode: 'bank_transfer',
  reference: 'NEFT N2509051234',
  reason: 'Order cancelled',
  ...extra,
});
const postRefund = (body: unknown, as: Role = 'admin') => world.t.call('POST', '/billing/refunds', { as, body });

describe('cash limit (Income-tax Act s.269ST)', () => {
  it("refuses the cash that takes a dealer's day to 2,00,000, naming the rule and the day's cash so far", async () => {
    const { t } = world;
    const dealer = await createDealer(t.db, { name: 'Cash Counter Traders' });
    expect((await post(pay(dealer, '150000', '2025-08-01'))).status).toBe(201);

    // 1,50,000 + 50,000 = 2,00,000: "2,00,000 or more" is refused.
    const second = await post(pay(dealer, '50000', '2025-08-01'));
    expect(second.status).toBe(400);
    const message = "Cash of 2,00,000 or more from one person in a day is not allowed (Income-tax Act s.269ST): today's cash from this dealer is 1,50,000.00";
    expect(cashLimitMessage('150000.00')).toBe(message);
    expect(second.body).toEqual({ amount: [message], error_message: expect.any(String), code: 'validation_failed' });

    // 1,50,000 + 49,999.99 = 1,99,999.99 passes; then one paisa more is refused.
    expect((await post(pay(dealer, '49999.99', '2025-08-01'))).status).toBe(201);
    expect((await post(pay(dealer, '0.01', '2025-08-01'))).body.amount).toEqual([cashLimitMessage('199999.99')]);
    // Money by UPI the same day, and cash on the next day, are not added in.
    expect((await post(pay(dealer, '100000', '2025-08-01', { mode: 'upi' }))).status).toBe(201);
    expect((await post(pay(dealer, '199999.99', '2025-08-02'))).status).toBe(201);
    // One payment of 2,00,000 alone is refused too.
    expect((await post(pay(dealer, '200000', '2025-08-03'))).body.amount).toEqual([cashLimitMessage('0.00')]);
    // 1,50,000 + 49,999.99 + 1,00,000 UPI + 1,99,999.99: nothing refused reached the books.
    expect((await paymentsOf(t.db, dealer)).length).toBe(4);
    expect(await balanceOf(t.db, dealer)).toBe('-499999.98');
  });
});

describe('TDS deducted by the dealer (s.194Q)', () => {
  it('settles the invoice like money received, has its own ledger row, and keeps the dealer clear of overdue', async () => {
    const { t, w } = world;
    const today = world.today;
    const dealer = await createDealer(t.db, { name: 'Big Buyer Industries', creditLimit: '1000000.00', termsDays: 0 });
    const short = await createDealer(t.db, { name: 'Short Payer Industries', creditLimit: '1000000.00', termsDays: 0 });
    // 1,00,000 taxable + 9% + 9% = 1,18,000.00; due the day it is dated (no terms).
    const dated = addDaysTo(today, -10);
    const invoice = await invoiceOf(t.db, dealer, w.door, '100000.00', dated);
    const other = await invoiceOf(t.db, short, w.door, '100000.00', dated);
    expect(invoice.total).toBe('118000.00');

    // The dealer deducts 0.1% of 1,00,000 = 100 and pays 1,17,900: with the TDS that is the whole 1,18,000.
    const paid = await post(pay(dealer, '117900', dated, { mode: 'bank_transfer', tds_amount: '100', invoice_ids: [invoice.id] }));
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ amount: '117900.00', tds_amount: '100.00', tds_section: '194Q', allocated: '118000.00', unallocated: '0.00' });
    expect(paid.body.tds_quarter).toMatch(/^20\d\d-\d\d-Q[1-4]$/);
    expect(await invoiceRow(t.db, invoice.id)).toMatchObject({ amountPaid: '118000.00', status: 'Paid' });
    const ledger = await ledgerOf(t.db, dealer);
    expect(ledger.slice(-2)).toMatchObject([
      { kind: 'payment', credit: '117900.00', balance: '100.00' },
      { kind: 'tds', credit: '100.00', balance: '0.00', reference: `TDS 194Q ${paid.body.tds_quarter}` },
    ]);

    // Without the TDS recorded the same payment leaves 100 unpaid: overdue, and the next order is refused for it.
    expect((await post(pay(short, '117900', dated, { mode: 'bank_transfer' }))).status).toBe(201);
    expect(await invoiceRow(t.db, other.id)).toMatchObject({ amountPaid: '117900.00', status: 'Open' });
    const door = [{ product: w.door, quantity: 1, unitPrice: '100.00' }];
    const refused = await t.call('PATCH', `/order/order/${(await insertOrder(t.db, short, 'Pending', door)).id}/`, { as: 'admin', body: { status: 'Approved' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error_message).toBe(`Invoice ${other.number} is 10 days overdue; 100 unpaid`);
    const approved = await t.call('PATCH', `/order/order/${(await insertOrder(t.db, dealer, 'Pending', door)).id}/`, { as: 'admin', body: { status: 'Approved' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  });

  it('reports the TDS of a quarter per dealer and section, as JSON and CSV; a reversed payment drops out', async () => {
    const { t } = world;
    const dealer = await createDealer(t.db, { name: 'Quarter Report Steels', gstin: null });
    // 2025-26 Q2 is July to September 2025.
    expect((await post(pay(dealer, '49950', '2025-07-10', { mode: 'upi', tds_amount: '50' }))).status).toBe(201);
    expect((await post(pay(dealer, '99900', '2025-09-30', { mode: 'upi', tds_amount: '100.00', tds_section: '194q' }))).status).toBe(201);
    const reversed = await post(pay(dealer, '9990', '2025-08-01', { mode: 'cheque', cheque_number: '123456', tds_amount: '10' }));
    expect((await t.call('POST', `/billing/payments/${reversed.body.id}/reversal`, { as: 'admin', body: { reason: 'Bounced' } })).status).toBe(200);
    // Q3 begins 2025-10-01: not in Q2.
    expect((await post(pay(dealer, '999', '2025-10-01', { mode: 'upi', tds_amount: '1' }))).status).toBe(201);

    const report = await t.call('GET', '/billing/reports/tds?quarter=2025-26-Q2', { as: 'productionmanager' });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body).toMatchObject({ quarter: '2025-26-Q2', from: '2025-07-01', to: '2025-09-30' });
    // 49,950 + 99,900 = 1,49,850 received; 50 + 100 = 150 deducted.
    expect(report.body.rows.filter((row: { dealer_id: number }) => row.dealer_id === dealer)).toEqual([
      { dealer_id: dealer, dealer_name: 'Quarter Report Steels', gstin: null, section: '194Q', payments: 2, amount_received: '149850.00', tds_amount: '150.00' },
    ]);
    const csv = await t.call('GET', '/billing/reports/tds?quarter=2025-26-Q2&format=csv', { as: 'admin' });
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).replace(/^\ufeff/, '').trim().split('\n');
    expect(lines[0]).toBe('Dealer,GSTIN,Section,Payments,Amount received,TDS amount,Quarter,From,To');
    expect(lines).toContain('Quarter Report Steels,,194Q,2,149850.00,150.00,2025-26-Q2,01-07-2025,30-09-2025');

    for (const quarter of ['2025-Q2', '2025-27-Q1', '2025-26-Q5', '']) {
      const bad = await t.call('GET', `/billing/reports/tds?quarter=${quarter}`, { as: 'admin' });
      expect(bad.status, quarter).toBe(400);
      expect(bad.body.quarter).toEqual([ACCOUNT_TEXT.quarterRequired]);
    }
  });
});

describe('receipts and refunds (CGST rules 50 and 51)', () => {
  it('gives every payment a receipt of its own series, printed with the amount in words and what it settled', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Receipt Readers' });
    const invoice = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-09-01'); // 1,180.00
    const paid = await post(pay(dealer, '1500', '2025-09-02', { mode: 'upi', reference: 'UPI 998877' }));
    expect(paid.body.receipt_number).toMatch(/^RC\/25-26\/\d{5}$/);
    const receipt = await t.call('GET', `/billing/payments/${paid.body.id}/receipt`, { as: 'admin' });
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
    expect(receipt.body).toMatchObject({
      number: paid.body.receipt_number,
      date: '2025-09-02',
      company: { name: expect.any(String) },
      dealer: { id: dealer, name: 'Receipt Readers' },
      amount_words: 'Rupees One Thousand Five Hundred Only',
      // 1,180 settled the invoice; 320 stays an advance.
      payment: { amount: '1500.00', unallocated: '320.00', allocations: [{ invoice_id: invoice.id, invoice_number: invoice.number, amount: '1180.00' }] },
    });
    // The next payment takes the next number of the series.
    const next = await post(pay(dealer, '10', '2025-09-03'));
    expect(Number(next.body.receipt_number.slice(-4))).toBe(Number(paid.body.receipt_number.slice(-4)) + 1);
  });

  it('refunds part of an advance with a voucher and a ledger row; never more than the advance', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Advance Returners' });
    const advance = await post(pay(dealer, '5000', '2025-09-01', { mode: 'upi' }));
    expect(await balanceOf(t.db, dealer)).toBe('-5000.00');

    // Dated before the money came in, nothing can be refunded.
    expect((await postRefund(refund(dealer, '1', '2025-08-31'))).body.amount).toEqual([refundTooLargeMessage(0n)]);
    const tooMuch = await postRefund(refund(dealer, '5000.01', '2025-09-05'));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.amount).toEqual([refundTooLargeMessage(500000n)]);
    expect(refundTooLargeMessage(500000n)).toBe("The dealer's unallocated advance is ₹5,000.00: at most that can be refunded.");

    const made = await postRefund(refund(dealer, '3000', '2025-09-05'));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      number: expect.stringMatching(/^RF\/25-26\/\d{5}$/),
      refund_date: '2025-09-05',
      amount: '3000.00',
      amount_words: 'Rupees Three Thousand Only',
      dealer: { id: dealer, name: 'Advance Returners' },
      receipts: [{ payment_id: advance.body.id, receipt_number: advance.body.receipt_number, received_on: '2025-09-01', amount: '3000.00' }],
    });
    // -5,000 + 3,000 = -2,000: an advance of 2,000 is left.
    expect(await balanceOf(t.db, dealer)).toBe('-2000.00');
    expect((await ledgerOf(t.db, dealer)).at(-1)).toMatchObject({ kind: 'refund', debit: '3000.00', balance: '-2000.00', refundId: made.body.id, reference: made.body.number });
    expect((await t.call('GET', `/billing/payments/${advance.body.id}`, { as: 'admin' })).body).toMatchObject({ refunded: '3000.00', unallocated: '2000.00' });
    // A payment partly refunded is not reversed (the money went back already).
    const reversal = await t.call('POST', `/billing/payments/${advance.body.id}/reversal`, { as: 'admin', body: { reason: 'Wrong entry' } });
    expect(reversal.body).toEqual({ error_message: ACCOUNT_TEXT.refundedPaymentReversal, code: 'rule_refused' });

    // An invoice of 1,180 uses 1,180 of the 2,000: 820 is all that can still be refunded.
    await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-09-10');
    expect((await postRefund(refund(dealer, '821', '2025-09-11'))).body.amount).toEqual([refundTooLargeMessage(82000n)]);
    expect((await postRefund(refund(dealer, '820', '2025-09-11'))).status).toBe(201);
    expect(await balanceOf(t.db, dealer)).toBe('0.00');

    // The refunds list: newest first, searchable by number, reference and dealer name.
    const list = await t.call('GET', `/billing/refunds?search=advance returners`, { as: 'admin' });
    expect(list.body.results.map((row: { amount: string }) => row.amount)).toEqual(['820.00', '3000.00']);
    const byNumber = await t.call('GET', `/billing/refunds?search=${encodeURIComponent(made.body.number)}`, { as: 'admin' });
    expect(byNumber.body.results.map((row: { id: number }) => row.id)).toEqual([made.body.id]);
  });

  it('refuses bad refunds naming the field', async () => {
    const { t } = world;
    const dealer = await createDealer(t.db, { name: 'Refund Typos' });
    await post(pay(dealer, '100', '2025-09-01', { mode: 'upi' }));
    const earliest = earliestEntryDate(world.today);
    const cases: [Record<string, unknown>, string, string][] = [
      [refund(dealer, '0', '2025-09-05'), 'amount', ACCOUNT_TEXT.refundAmount],
      [refund(dealer, '1000000000000', '2025-09-05'), 'amount', moneyTooLargeMessage('Amount', PAYMENT_MAX_CENTS)],
      [refund(dealer, '10', addDaysTo(world.today, 1)), 'refund_date', ACCOUNT_TEXT.refundDateFuture],
      [refund(dealer, '10', addDaysTo(earliest, -1)), 'refund_date', `The refund date must be within this or the previous financial year (from ${earliest}).`],
      [refund(dealer, '10', '2025-09-05', { reason: ' ' }), 'reason', ACCOUNT_TEXT.refundReason],
      [refund(999999, '10', '2025-09-05'), 'dealer_id', ACCOUNT_TEXT.dealerRequired],
    ];
    for (const [body, field, message] of cases) {
      const refused = await postRefund(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body[field], JSON.stringify(refused.body)).toEqual([message]);
    }
    expect(await balanceOf(t.db, dealer)).toBe('-100.00');
  });
});

describe('bounds of a payment (point 11)', () => {
  it('refuses dates outside this and the previous financial year, and amounts beyond the limit, naming the field', async () => {
    const { t } = world;
    const dealer = await createDealer(t.db, { name: 'Bounded Payer' });
    const earliest = earliestEntryDate(world.today);
    const cases: [Record<string, unknown>, string, string][] = [
      [pay(dealer, '10', addDaysTo(earliest, -1)), 'received_on', `The payment date must be within this or the previous financial year (from ${earliest}).`],
      [pay(dealer, '1000000000000', '2025-09-05'), 'amount', moneyTooLargeMessage('Amount', PAYMENT_MAX_CENTS)],
      [{ ...pay(dealer, '1', '2025-09-05'), amount: 1e20 }, 'amount', moneyTooLargeMessage('Amount', PAYMENT_MAX_CENTS)],
      [pay(dealer, '10', '2025-09-05', { tds_amount: '1000000000000' }), 'tds_amount', moneyTooLargeMessage('TDS amount', PAYMENT_MAX_CENTS)],
      [pay(dealer, '10', '2025-09-05', { tds_amount: '-1' }), 'tds_amount', 'The amount cannot be negative.'],
      [pay(dealer, '10', '2025-09-05', { tds_amount: '1', tds_section: 'Q' }), 'tds_section', ACCOUNT_TEXT.tdsSection],
    ];
    for (const [body, field, message] of cases) {
      const refused = await post(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body[field], JSON.stringify(refused.body)).toEqual([message]);
    }
    expect((await post(pay(dealer, '10', earliest, { mode: 'upi' }))).status).toBe(201);
  });
});

describe('permissions', () => {
  it('staff record refunds and read everything; a dealer reads only its own receipts and refunds; others are refused', async () => {
    const { t, w } = world;
    const mine = await post(pay(w.dealerId, '500', '2025-09-01', { mode: 'upi' }), 'productionmanager');
    const theirs = await post(pay(w.otherDealerId, '500', '2025-09-01', { mode: 'upi' }));
    const myRefund = await postRefund(refund(w.dealerId, '10', '2025-09-02'), 'productionmanager');
    expect(myRefund.status, JSON.stringify(myRefund.body)).toBe(201);
    const theirRefund = await postRefund(refund(w.otherDealerId, '10', '2025-09-02'));
    expect(theirRefund.status).toBe(201);

    for (const as of ['admin', 'productionmanager'] as Role[]) {
      expect((await t.call('GET', `/billing/payments/${theirs.body.id}/receipt`, { as })).status).toBe(200);
      expect((await t.call('GET', `/billing/refunds/${theirRefund.body.id}`, { as })).status).toBe(200);
      expect((await t.call('GET', '/billing/refunds', { as })).status).toBe(200);
      expect((await t.call('GET', '/billing/reports/tds?quarter=2025-26-Q2', { as })).status).toBe(200);
    }
    expect((await t.call('GET', `/billing/payments/${mine.body.id}/receipt`, { as: 'dealer' })).status).toBe(200);
    expect((await t.call('GET', `/billing/payments/${theirs.body.id}/receipt`, { as: 'dealer' })).status).toBe(404);
    expect((await t.call('GET', `/billing/refunds/${myRefund.body.id}`, { as: 'dealer' })).status).toBe(200);
    expect((await t.call('GET', `/billing/refunds/${theirRefund.body.id}`, { as: 'dealer' })).status).toBe(404);
    const own = await t.call('GET', `/billing/refunds?dealer=${w.otherDealerId}`, { as: 'dealer' });
    expect(own.body.results.every((row: { dealer_id: number }) => row.dealer_id === w.dealerId)).toBe(true);
    expect((await t.call('GET', '/billing/refunds/999999', { as: 'admin' })).status).toBe(404);

    const before = await balanceOf(t.db, w.dealerId);
    await expectRefused(t, ['dealer'], [['POST', '/billing/refunds'], ['GET', '/billing/reports/tds?quarter=2025-26-Q2']], () => refund(w.dealerId, '10', '2025-09-03'));
    await expectRefused(
      t,
      OTHERS,
      [
        ['POST', '/billing/refunds'],
        ['GET', '/billing/refunds'],
        ['GET', `/billing/refunds/${myRefund.body.id}`],
        ['GET', `/billing/payments/${mine.body.id}/receipt`],
        ['GET', '/billing/reports/tds?quarter=2025-26-Q2'],
      ],
      () => refund(w.dealerId, '10', '2025-09-03'),
    );
    expect(await balanceOf(t.db, w.dealerId)).toBe(before);
  });
});
