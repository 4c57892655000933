import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { useOrderWorld } from '../../../test/order-world';
import { auditLog } from '../../db/audit.table';
import { balanceOf, configureCompany, createDealer, invoiceOf, invoiceRow, ledgerOf } from './billing.fixtures';
import { countDueCheques } from './payments.service';

/**
 * Cheques carry their date and bank; a cheque dated after today is Post-dated and counts only from its date (issue 48
 * point 4, docs/decisions/053-cheques-bounces-and-texts.md). The day's run is called with the day it would see.
 */
const world = useOrderWorld();
beforeAll(() => configureCompany(world.t));

const cheque = (dealer_id: number, amount: string, received_on: string, extra: Record<string, unknown> = {}) => ({
  dealer_id,
  amount,
  received_on,
  mode: 'cheque',
  cheque_number: '123456',
  cheque_bank: 'State Bank of India, Aluva',
  ...extra,
});

describe('a cheque', () => {
  it('keeps its number, bank and date; without a date it is dated the day it came', async () => {
    const { t, today } = world;
    const dealer = await createDealer(t.db, { name: 'Dated Cheques' });
    const dated = await t.call('POST', '/billing/payments', { as: 'productionmanager', body: cheque(dealer, '500', today, { cheque_date: addDaysTo(today, -10) }) });
    expect(dated.status, JSON.stringify(dated.body)).toBe(201);
    expect(dated.body).toMatchObject({ status: 'Received', cheque_number: '123456', cheque_bank: 'State Bank of India, Aluva', cheque_date: addDaysTo(today, -10) });
    expect(dated.body.receipt_number).toMatch(/^RC\//);
    const undated = await t.call('POST', '/billing/payments', { as: 'admin', body: cheque(dealer, '100', today) });
    expect(undated.body).toMatchObject({ status: 'Received', cheque_date: today });
    // Another mode keeps no cheque details.
    const upi = await t.call('POST', '/billing/payments', { as: 'admin', body: { ...cheque(dealer, '50', today, { cheque_date: today }), mode: 'upi' } });
    expect(upi.body).toMatchObject({ cheque_number: '', cheque_bank: '', cheque_date: null });
    expect(await balanceOf(t.db, dealer)).toBe('-650.00');
  });

  it('out of date when it came, or dated more than a year ahead, is refused on its date and nothing is kept', async () => {
    const { t, today } = world;
    const dealer = await createDealer(t.db, { name: 'Stale Cheques' });
    const stale = await t.call('POST', '/billing/payments', { as: 'admin', body: cheque(dealer, '500', today, { cheque_date: addDaysTo(today, -100) }) });
    expect(stale.status).toBe(400);
    expect(stale.body.cheque_date).toEqual([ACCOUNT_TEXT.chequeStale]);
    const far = await t.call('POST', '/billing/payments', { as: 'admin', body: cheque(dealer, '500', today, { cheque_date: addDaysTo(today, 400) }) });
    expect(far.body.cheque_date).toEqual([ACCOUNT_TEXT.chequeTooFar]);
    const garbled = await t.call('POST', '/billing/payments', { as: 'admin', body: cheque(dealer, '500', today, { cheque_date: '31-12-2026' }) });
    expect(garbled.status).toBe(400);
    expect(garbled.body.cheque_date).toBeDefined();
    expect((await t.call('GET', `/billing/payments?dealer=${dealer}`, { as: 'admin' })).body.count).toBe(0);
  });
});

describe('a post-dated cheque', () => {
  it('is listed and counted on the card, but is not money received until its date: no receipt, no ledger row, no allocation', async () => {
    const { t, w, today } = world;
    const dealer = await createDealer(t.db, { name: 'Post-dated Traders' });
    const invoice = await invoiceOf(t.db, dealer, w.door, '1000.00', today); // 1,180.00
    const due = addDaysTo(today, 20);
    const posted = await t.call('POST', '/billing/payments', { as: 'admin', body: cheque(dealer, '1180', today, { cheque_date: due, invoice_ids: [invoice.id] }) });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body).toMatchObject({ status: 'Post-dated', receipt_number: null, allocated: '0.00', unallocated: '0.00', allocations: [] });
    expect(await balanceOf(t.db, dealer)).toBe('1180.00');
    expect((await ledgerOf(t.db, dealer)).map((row) => row.kind)).toEqual(['invoice']);
    expect((await invoiceRow(t.db, invoice.id)).status).toBe('Open');

    const listed = await t.call('GET', `/billing/payments?dealer=${dealer}&status=Post-dated`, { as: 'productionmanager' });
    expect(listed.body.results.map((p: { id: number }) => p.id)).toEqual([posted.body.id]);
    expect((await t.call('GET', `/billing/payments?dealer=${dealer}&status=Received`, { as: 'admin' })).body.count).toBe(0);
    const card = await t.call('GET', '/billing/payments/post-dated', { as: 'admin' });
    expect(card.status).toBe(200);
    expect(card.body.count).toBeGreaterThanOrEqual(1);
    expect(card.body.next.map((p: { id: number }) => p.id)).toContain(posted.body.id);
    expect(card.body.next.map((p: { cheque_date: string }) => p.cheque_date)).toEqual([...card.body.next.map((p: { cheque_date: string }) => p.cheque_date)].sort());
    for (const role of ['dealer', 'worker', 'supervisor'] as const) expect((await t.call('GET', '/billing/payments/post-dated', { as: role })).status).toBe(403);
    // Its receipt comes on its date.
    const receipt = await t.call('GET', `/billing/payments/${posted.body.id}/receipt`, { as: 'admin' });
    expect(receipt.status).toBe(400);
    expect(receipt.body.error_message).toBe(ACCOUNT_TEXT.postDatedNoReceipt);
  });

  it('counts on its date, once, as received that day, paying the invoice it was given for', async () => {
    const { t, w, today } = world;
    const dealer = await createDealer(t.db, { name: 'Counted Cheques' });
    const first = await invoiceOf(t.db, dealer, w.door, '1000.00', today); // 1,180.00
    const second = await invoiceOf(t.db, dealer, w.window, '500.00', today); // 590.00
    const due = addDaysTo(today, 15);
    const posted = await t.call('POST', '/billing/payments', { as: 'admin', body: cheque(dealer, '590', today, { cheque_date: due, invoice_ids: [second.id] }) });

    expect(await countDueCheques(t.db, addDaysTo(due, -1))).toBe(0);
    expect((await t.call('GET', `/billing/payments/${posted.body.id}`, { as: 'admin' })).body.status).toBe('Post-dated');
    expect(await countDueCheques(t.db, due)).toBeGreaterThanOrEqual(1);
    const counted = await t.call('GET', `/billing/payments/${posted.body.id}`, { as: 'dealer' });
    expect(counted.status).toBe(404); // another dealer's payment
    const seen = await t.call('GET', `/billing/payments/${posted.body.id}`, { as: 'admin' });
    expect(seen.body).toMatchObject({ status: 'Received', allocated: '590.00', allocations: [{ invoice_id: second.id, amount: '590.00' }] });
    expect(seen.body.receipt_number).toMatch(/^RC\//);
    expect((await invoiceRow(t.db, second.id)).status).toBe('Paid');
    expect((await invoiceRow(t.db, first.id)).status).toBe('Open');
    const ledger = await ledgerOf(t.db, dealer);
    expect(ledger.filter((row) => row.kind === 'payment').map((row) => [row.entryDate, row.credit])).toEqual([[due, '590.00']]);
    expect(await balanceOf(t.db, dealer)).toBe('1180.00');
    const receipt = await t.call('GET', `/billing/payments/${posted.body.id}/receipt`, { as: 'admin' });
    expect(receipt.body).toMatchObject({ number: seen.body.receipt_number, date: due });

    // Again, and on a later day: nothing more.
    expect(await countDueCheques(t.db, addDaysTo(due, 3))).toBe(0);
    expect((await ledgerOf(t.db, dealer)).length).toBe(ledger.length);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, posted.body.id)));
    expect(audits.map((row) => row.action)).toEqual(['create', 'status']);
  });

  it('given for an invoice paid meanwhile, goes to the oldest open invoices instead', async () => {
    const { t, w, today } = world;
    const dealer = await createDealer(t.db, { name: 'Meanwhile Traders' });
    const older = await invoiceOf(t.db, dealer, w.door, '1000.00', addDaysTo(today, -5)); // 1,180.00
    const newer = await invoiceOf(t.db, dealer, w.window, '500.00', today); // 590.00
    const due = addDaysTo(today, 10);
    const posted = await t.call('POST', '/billing/payments', { as: 'admin', body: cheque(dealer, '590', today, { cheque_date: due, invoice_ids: [newer.id] }) });
    await t.call('POST', '/billing/payments', { as: 'admin', body: { dealer_id: dealer, amount: '590', received_on: today, mode: 'upi', invoice_ids: [newer.id] } });
    await countDueCheques(t.db, due);
    const seen = await t.call('GET', `/billing/payments/${posted.body.id}`, { as: 'admin' });
    // The chosen invoice had nothing left: the cheque pays the oldest open one, as a payment choosing none does.
    expect(seen.body).toMatchObject({ status: 'Received', allocated: '590.00', unallocated: '0.00', allocations: [{ invoice_id: older.id, amount: '590.00' }] });
    expect(await invoiceRow(t.db, older.id)).toMatchObject({ status: 'Open', amountPaid: '590.00' });
    expect(await balanceOf(t.db, dealer)).toBe('590.00');
  });

  it('given back before its date is reversed with no ledger row, and carries no bank charges', async () => {
    const { t, today } = world;
    const dealer = await createDealer(t.db, { name: 'Returned Cheques' });
    const posted = await t.call('POST', '/billing/payments', { as: 'admin', body: cheque(dealer, '800', today, { cheque_date: addDaysTo(today, 30) }) });
    const charged = await t.call('POST', `/billing/payments/${posted.body.id}/reversal`, { as: 'admin', body: { reason: 'Dealer paid by UPI instead', bank_charges: '100' } });
    expect(charged.status).toBe(400);
    expect(charged.body.bank_charges).toEqual([ACCOUNT_TEXT.bankChargesPostDated]);
    const reversed = await t.call('POST', `/billing/payments/${posted.body.id}/reversal`, { as: 'admin', body: { reason: 'Dealer paid by UPI instead' } });
    expect(reversed.status).toBe(200);
    expect(reversed.body).toMatchObject({ status: 'Reversed', bank_charges_note: null });
    expect(await ledgerOf(t.db, dealer)).toEqual([]);
    // Its date comes: a reversed cheque is not counted.
    await countDueCheques(t.db, addDaysTo(today, 30));
    expect((await t.call('GET', `/billing/payments/${posted.body.id}`, { as: 'admin' })).body.status).toBe('Reversed');
    expect(await ledgerOf(t.db, dealer)).toEqual([]);
  });
});
