import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import { useOrderWorld } from '../../../test/order-world';
import { auditLog } from '../../db/audit.table';
import { balanceOf, configureCompany, createDealer, invoiceOf, ledgerOf } from './billing.fixtures';
import { documentsOfDay } from './b2b-documents.service';

/**
 * A bounced cheque may carry the bank's charges (issue 48 point 4, docs/decisions/053-cheques-bounces-and-texts.md):
 * the reversal issues a debit note of the debit-note series for them, outside GST, raising the invoice the cheque had
 * paid, with its ledger row, in the same transaction. The race of two bounces is in bounce-charges.pg.test.ts.
 */
const world = useOrderWorld();
beforeAll(() => configureCompany(world.t));

async function bouncedScene(name: string) {
  const { t, w, today } = world;
  const dealer = await createDealer(t.db, { name });
  const invoice = await invoiceOf(t.db, dealer, w.door, '1000.00', today); // 1,180.00
  const paid = await t.call('POST', '/billing/payments', {
    as: 'admin',
    body: { dealer_id: dealer, amount: '1180', received_on: today, mode: 'cheque', cheque_number: '445566', cheque_bank: 'Canara Bank', invoice_ids: [invoice.id] },
  });
  expect(paid.body.allocated).toBe('1180.00');
  return { dealer, invoice, payment: paid.body.id as number };
}

describe('a bounce with bank charges', () => {
  it('reverses the cheque and issues a debit note for the charges, without GST, on the invoice it had paid', async () => {
    const { t, today } = world;
    const { dealer, invoice, payment } = await bouncedScene('Bounced Traders');
    const bounced = await t.call('POST', `/billing/payments/${payment}/reversal`, {
      as: 'productionmanager',
      body: { reason: 'Insufficient funds', bank_charges: '354.00' },
    });
    expect(bounced.status, JSON.stringify(bounced.body)).toBe(200);
    expect(bounced.body).toMatchObject({ status: 'Reversed', reversal_reason: 'Insufficient funds' });
    expect(bounced.body.bank_charges_note).toMatchObject({ number: expect.stringMatching(/^DN\//), total: '354.00' });

    const note = await t.call('GET', `/billing/credit-notes/${bounced.body.bank_charges_note.id}`, { as: 'admin' });
    expect(note.body).toMatchObject({
      kind: 'debit',
      reason_code: 'bank_charges',
      reason: 'Cheque 445566 returned unpaid: Insufficient funds',
      invoice_id: invoice.id,
      note_date: today,
      payment_id: payment,
      taxable_value: '0.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '0.00',
      charges: '354.00',
      total: '354.00',
      lines: [],
    });
    // The invoice asks its total again (the cheque is gone) and the charges with it.
    const reopened = await t.call('GET', `/billing/invoices/${invoice.id}`, { as: 'admin' });
    expect(reopened.body).toMatchObject({ status: 'Open', amount_paid: '0.00', adjustment: '354.00', balance_due: '1534.00' });
    expect(reopened.body.notes).toEqual([expect.objectContaining({ kind: 'debit', reason_code: 'bank_charges', total: '354.00' })]);
    expect(await balanceOf(t.db, dealer)).toBe('1534.00');
    const ledger = await ledgerOf(t.db, dealer);
    expect(ledger.map((row) => [row.kind, row.debit, row.credit])).toEqual([
      ['invoice', '1180.00', '0.00'],
      ['payment', '0.00', '1180.00'],
      ['payment_reversal', '1180.00', '0.00'],
      ['debit_note', '354.00', '0.00'],
    ]);
    expect(ledger.at(-1)).toMatchObject({ reference: bounced.body.bank_charges_note.number, creditNoteId: bounced.body.bank_charges_note.id, invoiceId: invoice.id });
    // The dealer sees the note among its own; the notes list shows it; it is no supply: no e-invoice of the day.
    expect((await t.call('GET', `/billing/credit-notes/${bounced.body.bank_charges_note.id}`, { token: world.w.otherDealerToken })).status).toBe(404);
    const listed = await t.call('GET', `/billing/credit-notes?dealer=${dealer}&kind=debit`, { as: 'admin' });
    expect(listed.body.results).toEqual([expect.objectContaining({ reason_code: 'bank_charges', total: '354.00' })]);
    expect((await documentsOfDay(t.db, today)).some((doc) => doc.source === 'note' && doc.id === bounced.body.bank_charges_note.id)).toBe(false);
    const audits = await t.db
      .select({ entity: auditLog.entity, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'debit_note'), eq(auditLog.entityId, bounced.body.bank_charges_note.id)));
    expect(audits).toEqual([{ entity: 'debit_note', action: 'create' }]);
  });

  it('once, however often the same request is sent with its Idempotency-Key', async () => {
    const { t } = world;
    const { dealer, payment } = await bouncedScene('Retried Bounce Traders');
    const request = { as: 'admin' as const, body: { reason: 'Signature differs', bank_charges: '118' }, headers: { 'idempotency-key': `bounce-${payment}` } };
    const first = await t.call('POST', `/billing/payments/${payment}/reversal`, request);
    const again = await t.call('POST', `/billing/payments/${payment}/reversal`, request);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body.bank_charges_note).toEqual(first.body.bank_charges_note);
    expect((await ledgerOf(t.db, dealer)).filter((row) => row.kind === 'debit_note')).toHaveLength(1);
    // A new key is a new request: the payment is already reversed.
    const other = await t.call('POST', `/billing/payments/${payment}/reversal`, { ...request, headers: { 'idempotency-key': `bounce-${payment}-2` } });
    expect(other.status).toBe(400);
    expect(other.body.error_message).toBe(ACCOUNT_TEXT.alreadyReversed);
  });

  it('is refused on a payment that is no cheque, and for bad amounts; nothing changes', async () => {
    const { t, w, today } = world;
    const dealer = await createDealer(t.db, { name: 'UPI Bounce Traders' });
    await invoiceOf(t.db, dealer, w.door, '100.00', today);
    const upi = await t.call('POST', '/billing/payments', { as: 'admin', body: { dealer_id: dealer, amount: '118', received_on: today, mode: 'upi' } });
    const refused = await t.call('POST', `/billing/payments/${upi.body.id}/reversal`, { as: 'admin', body: { reason: 'Entered twice', bank_charges: '50' } });
    expect(refused.status).toBe(400);
    expect(refused.body.bank_charges).toEqual([ACCOUNT_TEXT.bankChargesNotCheque]);
    for (const bank_charges of ['abc', '-5', '12.345', '100001']) {
      const bad = await t.call('POST', `/billing/payments/${upi.body.id}/reversal`, { as: 'admin', body: { reason: 'Entered twice', bank_charges } });
      expect(bad.status, bank_charges).toBe(400);
      expect(bad.body.bank_charges, bank_charges).toHaveLength(1);
    }
    expect((await t.call('GET', `/billing/payments/${upi.body.id}`, { as: 'admin' })).body.status).toBe('Received');
    expect(await balanceOf(t.db, dealer)).toBe('0.00');
    // Zero charges are no charges: a plain reversal.
    const plain = await t.call('POST', `/billing/payments/${upi.body.id}/reversal`, { as: 'admin', body: { reason: 'Entered twice', bank_charges: '0' } });
    expect(plain.body).toMatchObject({ status: 'Reversed', bank_charges_note: null });
  });

  it('goes with the dealer’s newest invoice when the cheque paid none, and is refused when the dealer has none', async () => {
    const { t, w, today } = world;
    const cheque = (dealer_id: number, number: string) =>
      t.call('POST', '/billing/payments', { as: 'admin', body: { dealer_id, amount: '500', received_on: today, mode: 'cheque', cheque_number: number } });
    const lonely = await createDealer(t.db, { name: 'No Invoice Traders' });
    const advance = await cheque(lonely, '778899');
    const refused = await t.call('POST', `/billing/payments/${advance.body.id}/reversal`, { as: 'admin', body: { reason: 'Account closed', bank_charges: '200' } });
    expect(refused.status).toBe(400);
    expect(refused.body.bank_charges).toEqual([ACCOUNT_TEXT.bankChargesNoInvoice]);
    expect((await t.call('GET', `/billing/payments/${advance.body.id}`, { as: 'admin' })).body.status).toBe('Received');
    expect(await balanceOf(t.db, lonely)).toBe('-500.00');

    // A dealer whose invoice is paid gives a cheque in advance; it bounces: the paid invoice takes the charges and reopens.
    const paidUp = await createDealer(t.db, { name: 'Paid Up Traders' });
    const invoice = await invoiceOf(t.db, paidUp, w.door, '1000.00', today); // 1,180.00
    await t.call('POST', '/billing/payments', { as: 'admin', body: { dealer_id: paidUp, amount: '1180', received_on: today, mode: 'upi' } });
    const early = await cheque(paidUp, '778800');
    expect(early.body).toMatchObject({ allocated: '0.00', unallocated: '500.00' });
    const bounced = await t.call('POST', `/billing/payments/${early.body.id}/reversal`, { as: 'admin', body: { reason: 'Account closed', bank_charges: '200' } });
    expect(bounced.status).toBe(200);
    const reopened = await t.call('GET', `/billing/invoices/${invoice.id}`, { as: 'admin' });
    expect(reopened.body).toMatchObject({ status: 'Open', amount_paid: '1180.00', adjustment: '200.00', balance_due: '200.00' });
    expect(await balanceOf(t.db, paidUp)).toBe('200.00');
  });

  it('is for the office: a dealer and other roles are refused', async () => {
    const { t } = world;
    const { payment } = await bouncedScene('Forbidden Bounce Traders');
    for (const role of ['dealer', 'worker', 'supervisor', 'storemanager'] as const) {
      expect((await t.call('POST', `/billing/payments/${payment}/reversal`, { as: role, body: { reason: 'x', bank_charges: '10' } })).status).toBe(403);
    }
  });
});
