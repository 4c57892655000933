import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { ROLES, type Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { expectRefused } from '../../../test/refused-routes';
import { auditLog } from '../../db/audit.table';
import { balanceOf, cancelInvoice, configureCompany, createDealer, invoiceOf, invoiceRow, ledgerOf, paymentsOf } from './billing.fixtures';

const world = useOrderWorld();
beforeAll(() => configureCompany(world.t));

const MANAGERS: Role[] = ['admin', 'productionmanager'];
const OTHERS = ROLES.filter((role) => ![...MANAGERS, 'dealer'].includes(role));

/** A payment body: UPI by default, no chosen invoices. */
const pay = (dealer_id: number, amount: string, received_on: string, extra: Record<string, unknown> = {}) => ({
  dealer_id,
  amount,
  received_on,
  mode: 'upi',
  reference: '4521 8876 1200',
  ...extra,
});

async function post(body: unknown, as: Role = 'admin') {
  return world.t.call('POST', '/billing/payments', { as, body });
}

describe('allocation', () => {
  it('pays the oldest open invoices first, keeps the rest as an advance, and the next invoice uses it', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Lakshmi Steels' });
    // Taxable 1,000 / 2,000 / 500 at 9% + 9%: totals 1,180.00, 2,360.00 and 590.00; 4,130.00 owed.
    const first = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-05-01');
    const second = await invoiceOf(t.db, dealer, w.door, '2000.00', '2025-05-10');
    const third = await invoiceOf(t.db, dealer, w.window, '500.00', '2025-05-20');
    expect([first.total, second.total, third.total]).toEqual(['1180.00', '2360.00', '590.00']);
    expect(await balanceOf(t.db, dealer)).toBe('4130.00');

    const paid = await post(pay(dealer, '5000', '2025-06-01'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({
      dealer_id: dealer,
      dealer_name: 'Lakshmi Steels',
      amount: '5000.00',
      mode: 'upi',
      status: 'Received',
      // 1,180 + 2,360 + 590 = 4,130 paid; 5,000 - 4,130 = 870 left as an advance.
      allocated: '4130.00',
      unallocated: '870.00',
      reversed_on: null,
    });
    expect(paid.body.allocations).toEqual([
      { invoice_id: first.id, invoice_number: first.number, amount: '1180.00' },
      { invoice_id: second.id, invoice_number: second.number, amount: '2360.00' },
      { invoice_id: third.id, invoice_number: third.number, amount: '590.00' },
    ]);
    for (const invoice of [first, second, third]) expect((await invoiceRow(t.db, invoice.id)).status).toBe('Paid');
    expect(await balanceOf(t.db, dealer)).toBe('-870.00');
    const ledger = await ledgerOf(t.db, dealer);
    expect(ledger.at(-1)).toMatchObject({ seq: 4, kind: 'payment', reference: 'UPI 4521 8876 1200', credit: '5000.00', debit: '0.00', balance: '-870.00', paymentId: paid.body.id });

    // The next invoice (1,180.00) takes the 870.00 advance: 310.00 left to pay on it.
    const fourth = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-06-05');
    expect(fourth).toMatchObject({ total: '1180.00', amountPaid: '870.00', status: 'Open' });
    const after = await t.call('GET', `/billing/payments/${paid.body.id}`, { as: 'admin' });
    expect(after.body).toMatchObject({ allocated: '5000.00', unallocated: '0.00' });
    expect(after.body.allocations.at(-1)).toEqual({ invoice_id: fourth.id, invoice_number: fourth.number, amount: '870.00' });
    expect(await balanceOf(t.db, dealer)).toBe('310.00');
  });

  it('pays the chosen invoices in the order given, each up to its balance, and keeps the rest', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Chosen Traders' });
    const older = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-07-01'); // 1,180.00
    const newer = await invoiceOf(t.db, dealer, w.door, '2000.00', '2025-07-02'); // 2,360.00

    // 1,500 on the newer invoice only: the older one stays unpaid although it is older.
    const part = await post(pay(dealer, '1500.00', '2025-07-03', { invoice_ids: [newer.id] }));
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    expect(part.body).toMatchObject({ allocated: '1500.00', unallocated: '0.00' });
    expect(await invoiceRow(t.db, newer.id)).toMatchObject({ amountPaid: '1500.00', status: 'Open' });
    expect(await invoiceRow(t.db, older.id)).toMatchObject({ amountPaid: '0.00', status: 'Open' });

    // 3,000 on [newer, older]: 860.00 finishes the newer, 1,180.00 the older, 960.00 stays an advance.
    const rest = await post(pay(dealer, '3000.00', '2025-07-04', { invoice_ids: [newer.id, older.id], mode: 'bank_transfer', reference: 'UTR 0042' }));
    expect(rest.status).toBe(201);
    expect(rest.body.allocations).toEqual([
      { invoice_id: newer.id, invoice_number: newer.number, amount: '860.00' },
      { invoice_id: older.id, invoice_number: older.number, amount: '1180.00' },
    ]);
    expect(rest.body).toMatchObject({ allocated: '2040.00', unallocated: '960.00' });
    // 3,540.00 invoiced - 4,500.00 paid.
    expect(await balanceOf(t.db, dealer)).toBe('-960.00');
  });

  it('a credit note after a part payment frees the payment, which then pays the next open invoice', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Credit Note Agencies' });
    const cancelled = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-08-01'); // 1,180.00
    const other = await invoiceOf(t.db, dealer, w.window, '500.00', '2025-08-02'); // 590.00
    const paid = await post(pay(dealer, '1000.00', '2025-08-03'));
    expect(paid.body.allocations).toEqual([{ invoice_id: cancelled.id, invoice_number: cancelled.number, amount: '1000.00' }]);
    expect(await balanceOf(t.db, dealer)).toBe('770.00');

    await cancelInvoice(t.db, cancelled.id, '2025-08-04');
    // The 1,000 comes back as an advance: 590 pays the other invoice, 410 stays. 770 - 1,180 = -410.
    expect(await invoiceRow(t.db, cancelled.id)).toMatchObject({ status: 'Cancelled', amountPaid: '0.00' });
    expect(await invoiceRow(t.db, other.id)).toMatchObject({ status: 'Paid', amountPaid: '590.00' });
    const now = await t.call('GET', `/billing/payments/${paid.body.id}`, { as: 'productionmanager' });
    expect(now.body).toMatchObject({ allocated: '590.00', unallocated: '410.00' });
    expect(now.body.allocations).toEqual([{ invoice_id: other.id, invoice_number: other.number, amount: '590.00' }]);
    expect(await balanceOf(t.db, dealer)).toBe('-410.00');
  });
});

describe('a bounced cheque', () => {
  it('is reversed: its invoice reopens, other advances pay it, a debit row puts the amount back; never twice', async () => {
    const { t, w } = world;
    const dealer = await createDealer(t.db, { name: 'Bounce Hardware' });
    const x = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-09-01'); // 1,180.00
    const y = await invoiceOf(t.db, dealer, w.window, '500.00', '2025-09-02'); // 590.00
    const cheque = await post(pay(dealer, '1180.00', '2025-09-05', { mode: 'cheque', cheque_number: '123456', reference: '' }));
    expect(cheque.body.allocations).toEqual([{ invoice_id: x.id, invoice_number: x.number, amount: '1180.00' }]);
    await post(pay(dealer, '300.00', '2025-09-06', { invoice_ids: [y.id] }));
    // 500 cash: 290 finishes y, 210 stays an advance. 1,770 - 1,180 - 300 - 500 = -210.
    const cash = await post(pay(dealer, '500.00', '2025-09-07', { mode: 'cash', reference: '' }));
    expect(cash.body).toMatchObject({ allocated: '290.00', unallocated: '210.00' });
    expect(await balanceOf(t.db, dealer)).toBe('-210.00');
    const audits = async () => (await t.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, cheque.body.id))))[0]!.n;
    expect(await audits()).toBe(1);

    const reversed = await t.call('POST', `/billing/payments/${cheque.body.id}/reversal`, {
      as: 'productionmanager',
      body: { reason: 'Cheque bounced: insufficient funds', reversed_on: '2025-09-10' },
    });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body).toMatchObject({
      status: 'Reversed',
      reversed_on: '2025-09-10',
      reversal_reason: 'Cheque bounced: insufficient funds',
      allocated: '0.00',
      unallocated: '0.00',
      allocations: [],
      cheque_number: '123456',
    });
    // x is open again for 1,180; the cash advance of 210 pays part of it: 970 left. -210 + 1,180 = 970.
    expect(await invoiceRow(t.db, x.id)).toMatchObject({ status: 'Open', amountPaid: '210.00' });
    expect(await balanceOf(t.db, dealer)).toBe('970.00');
    const ledger = await ledgerOf(t.db, dealer);
    expect(ledger.at(-1)).toMatchObject({
      seq: 6,
      kind: 'payment_reversal',
      entryDate: '2025-09-10',
      reference: 'Cheque 123456',
      debit: '1180.00',
      credit: '0.00',
      balance: '970.00',
      paymentId: cheque.body.id,
    });
    expect(await audits()).toBe(2);

    const again = await t.call('POST', `/billing/payments/${cheque.body.id}/reversal`, { as: 'admin', body: { reason: 'Twice' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error_message: ACCOUNT_TEXT.alreadyReversed, code: 'rule_refused' });
    expect(await ledgerOf(t.db, dealer)).toHaveLength(6);
    expect(await balanceOf(t.db, dealer)).toBe('970.00');
  });

  it('refuses a reversal without a reason, dated after today or before the payment, and 404 for no payment', async () => {
    const { t, today } = world;
    const dealer = await createDealer(t.db, { name: 'Reason Less' });
    const paid = await post(pay(dealer, '100.00', '2025-10-05'));
    const path = `/billing/payments/${paid.body.id}/reversal`;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reason: ' ' }, 'reason', ACCOUNT_TEXT.reversalReason],
      [{ reason: 'x', reversed_on: addDaysTo(today, 1) }, 'reversed_on', ACCOUNT_TEXT.reversedOnFuture],
      [{ reason: 'x', reversed_on: '2025-10-04' }, 'reversed_on', ACCOUNT_TEXT.reversedOnBeforeReceived],
    ];
    for (const [body, field, message] of cases) {
      const refused = await t.call('POST', path, { as: 'admin', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body[field]).toEqual([message]);
    }
    expect((await paymentsOf(t.db, dealer))[0]!.status).toBe('Received');
    expect((await t.call('POST', '/billing/payments/999999/reversal', { as: 'admin', body: { reason: 'x' } })).status).toBe(404);
    expect((await t.call('GET', '/billing/payments/999999', { as: 'admin' })).status).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 in the documented shape and records nothing', async () => {
    const { t, w, today } = world;
    const dealer = await createDealer(t.db, { name: 'Careful Buyer' });
    const own = await invoiceOf(t.db, dealer, w.door, '1000.00', '2025-11-01');
    const foreign = await invoiceOf(t.db, w.otherDealerId, w.door, '1000.00', '2025-11-01');
    const settled = await invoiceOf(t.db, dealer, w.window, '500.00', '2025-11-02');
    await post(pay(dealer, '590.00', '2025-11-03', { invoice_ids: [settled.id] }));
    const before = { payments: (await paymentsOf(t.db, dealer)).length, ledger: (await ledgerOf(t.db, dealer)).length, balance: await balanceOf(t.db, dealer) };

    const cases: [Record<string, unknown>, string, string][] = [
      [pay(dealer, '0', '2025-11-04'), 'amount', ACCOUNT_TEXT.amount],
      [pay(dealer, '-1', '2025-11-04'), 'amount', ACCOUNT_TEXT.amount],
      [pay(dealer, '1.234', '2025-11-04'), 'amount', 'Enter an amount with at most 2 decimals.'],
      [pay(dealer, '', '2025-11-04'), 'amount', ACCOUNT_TEXT.amount],
      [pay(dealer, '10', addDaysTo(today, 1)), 'received_on', ACCOUNT_TEXT.receivedOnFuture],
      [pay(dealer, '10', ''), 'received_on', ACCOUNT_TEXT.receivedOn],
      [pay(dealer, '10', '2025-11-04', { mode: 'cheque' }), 'cheque_number', ACCOUNT_TEXT.chequeNumber],
      [pay(dealer, '10', '2025-11-04', { mode: 'cheque', cheque_number: '12345' }), 'cheque_number', ACCOUNT_TEXT.chequeNumber],
      [pay(dealer, '10', '2025-11-04', { mode: 'barter' }), 'mode', ACCOUNT_TEXT.mode],
      [pay(dealer, '10', '2025-11-04', { invoice_ids: [own.id, foreign.id] }), 'invoice_ids', ACCOUNT_TEXT.invoiceOfOtherDealer],
      [pay(dealer, '10', '2025-11-04', { invoice_ids: [999999] }), 'invoice_ids', ACCOUNT_TEXT.invoiceOfOtherDealer],
      [pay(dealer, '10', '2025-11-04', { invoice_ids: [settled.id] }), 'invoice_ids', ACCOUNT_TEXT.invoiceNotOpen(settled.number)],
      [pay(999999, '10', '2025-11-04'), 'dealer_id', ACCOUNT_TEXT.dealerRequired],
      [{ ...pay(dealer, '10', '2025-11-04'), dealer_id: undefined }, 'dealer_id', ACCOUNT_TEXT.dealerRequired],
    ];
    for (const [body, field, message] of cases) {
      const refused = await post(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body[field], JSON.stringify(refused.body)).toEqual([message]);
      expect(typeof refused.body.error_message).toBe('string');
    }
    expect({ payments: (await paymentsOf(t.db, dealer)).length, ledger: (await ledgerOf(t.db, dealer)).length, balance: await balanceOf(t.db, dealer) }).toEqual(before);
    expect(await invoiceRow(t.db, own.id)).toMatchObject({ amountPaid: '0.00', status: 'Open' });
    expect(await invoiceRow(t.db, foreign.id)).toMatchObject({ amountPaid: '0.00', status: 'Open' });
  });
});

describe('the payments list', () => {
  it('searches by reference, cheque number and dealer name, filters by dealer and mode, and exports CSV', async () => {
    const { t } = world;
    const dealer = await createDealer(t.db, { name: 'Searchable Sheet Metals' });
    const cheque = await post(pay(dealer, '250.50', '2025-07-01', { mode: 'cheque', cheque_number: '778899', reference: '' }));
    const upi = await post(pay(dealer, '99.00', '2025-07-02', { reference: 'GPAY-ZX81' }));
    const ids = (body: { results: { id: number }[] }) => body.results.map((row) => row.id);

    expect(ids((await t.call('GET', '/billing/payments?search=778899', { as: 'admin' })).body)).toEqual([cheque.body.id]);
    expect(ids((await t.call('GET', '/billing/payments?search=gpay-zx', { as: 'admin' })).body)).toEqual([upi.body.id]);
    expect(ids((await t.call('GET', '/billing/payments?search=searchable sheet', { as: 'admin' })).body)).toEqual([upi.body.id, cheque.body.id]);
    expect(ids((await t.call('GET', `/billing/payments?dealer=${dealer}&mode=cheque`, { as: 'admin' })).body)).toEqual([cheque.body.id]);
    const page = await t.call('GET', `/billing/payments?dealer=${dealer}`, { as: 'productionmanager' });
    expect(page.body.count).toBe(2);
    expect(page.body.results[1]).toEqual({
      id: cheque.body.id,
      dealer_id: dealer,
      dealer_name: 'Searchable Sheet Metals',
      amount: '250.50',
      received_on: '2025-07-01',
      mode: 'cheque',
      cheque_number: '778899',
      // A cheque sent without its date and bank (an older client) is dated the day it was received.
      cheque_date: '2025-07-01',
      cheque_bank: '',
      reference: '',
      allocated: '0.00',
      unallocated: '250.50',
      status: 'Received',
      tds_amount: '0.00',
      tds_section: null,
      tds_quarter: null,
      refunded: '0.00',
      receipt_number: expect.stringMatching(/^RC\/25-26\/\d{5}$/),
    });

    const csv = await t.call('GET', `/billing/payments?dealer=${dealer}&format=csv`, { as: 'admin' });
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    const lines = String(csv.body).replace(/^\ufeff/, '').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Dealer');
    expect(lines[2]).toContain('01-07-2025');
    expect(lines[2]).toContain('250.50');
    expect((await t.call('GET', '/billing/payments?mode=barter', { as: 'admin' })).status).toBe(400);
  });
});

describe('permissions', () => {
  it('admin and productionmanager record and read; a dealer reads only its own; others are refused', async () => {
    const { t, w } = world;
    const mine = await post(pay(w.dealerId, '10.00', '2025-05-01'), 'productionmanager');
    expect(mine.status).toBe(201);
    const theirs = await post(pay(w.otherDealerId, '20.00', '2025-05-01'));
    expect(theirs.status).toBe(201);
    for (const as of MANAGERS) {
      expect((await t.call('GET', `/billing/payments/${theirs.body.id}`, { as })).status).toBe(200);
      expect((await t.call('GET', `/billing/dealers/${w.otherDealerId}/statement`, { as })).status).toBe(200);
    }

    const list = await t.call('GET', '/billing/payments', { as: 'dealer' });
    expect(list.status).toBe(200);
    expect(list.body.results.every((row: { dealer_id: number }) => row.dealer_id === w.dealerId)).toBe(true);
    expect(list.body.results.map((row: { id: number }) => row.id)).toContain(mine.body.id);
    // Asking for another dealer's payments still answers its own only.
    const asked = await t.call('GET', `/billing/payments?dealer=${w.otherDealerId}`, { as: 'dealer' });
    expect(asked.body.results.map((row: { id: number }) => row.id)).not.toContain(theirs.body.id);
    expect((await t.call('GET', `/billing/payments/${mine.body.id}`, { as: 'dealer' })).status).toBe(200);
    expect((await t.call('GET', `/billing/payments/${theirs.body.id}`, { as: 'dealer' })).status).toBe(404);
    expect((await t.call('GET', `/billing/dealers/${w.dealerId}/statement`, { as: 'dealer' })).status).toBe(200);
    expect((await t.call('GET', `/billing/dealers/${w.otherDealerId}/statement`, { as: 'dealer' })).status).toBe(404);
    expect((await t.call('GET', '/billing/dealers/999999/statement', { as: 'admin' })).status).toBe(404);

    const before = (await paymentsOf(t.db, w.dealerId)).length;
    await expectRefused(t, ['dealer'], [['POST', '/billing/payments'], ['POST', `/billing/payments/${mine.body.id}/reversal`]], () => ({
      ...pay(w.dealerId, '10.00', '2025-05-01'),
      reason: 'Mine',
    }));
    await expectRefused(t, OTHERS, [
      ['GET', '/billing/payments'],
      ['GET', `/billing/payments/${mine.body.id}`],
      ['POST', '/billing/payments'],
      ['POST', `/billing/payments/${mine.body.id}/reversal`],
      ['GET', `/billing/dealers/${w.dealerId}/statement`],
    ], () => ({ ...pay(w.dealerId, '10.00', '2025-05-01'), reason: 'x' }));
    expect((await paymentsOf(t.db, w.dealerId)).length).toBe(before);
    expect((await paymentsOf(t.db, w.dealerId))[0]!.status).toBe('Received');
    expect((await t.call('GET', '/billing/payments')).status).toBe(401);
  });
});
