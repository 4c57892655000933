/**
 * Credit notes (issue 31 point 2): one cancels a whole invoice, takes a number of its own series, reverses the invoice
 * in the ledger, and gives what was paid on it back as an advance, which the dealer's next invoice uses.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, INVOICE_TEXT } from '@steelworks/contract/invoice';
import { ROLES } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { expectRefused } from '../../../test/refused-routes';
import { auditLog } from '../../db/audit.table';
import { creditNotes, invoices } from './invoice.table';
import { dealerLedger } from './payment.table';
import { balanceOf, billDealersInTwoStates, configureCompany, insertOrder, KERALA_DEALER_GSTIN, paymentState, receivePayment } from './billing.fixtures';

const world = useOrderWorld();
const t = () => world.t;
const w = () => world.w;
const fy = () => financialYearOf(world.today);

/** 3 x 333.33 and 1 x 100.50 for a Kerala dealer: 1,100.49 + 99.05 + 99.05 = 1,298.59 -> 1,299.00 (invoices.test.ts). */
async function invoiceOf(dealerId: number): Promise<{ id: number; number: string; orderId: number }> {
  const order = await insertOrder(t().db, dealerId, 'Shipped', [
    { product: w().door, quantity: 3, unitPrice: '333.33' },
    { product: w().window, quantity: 1, unitPrice: '100.50' },
  ]);
  const made = await t().call('POST', '/billing/invoices', { as: 'admin', body: { order_id: order.id } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.id, number: made.body.number, orderId: order.id };
}

const creditNote = (invoiceId: number, body: unknown, as: 'admin' | 'productionmanager' = 'productionmanager') =>
  t().call('POST', `/billing/invoices/${invoiceId}/credit-note`, { as, body });
const invoice = async (id: number) => (await t().call('GET', `/billing/invoices/${id}`, { as: 'admin' })).body;

beforeAll(async () => {
  await configureCompany(t());
  await billDealersInTwoStates(t().db, w());
});

let first: { id: number; number: string; orderId: number };
let note: { id: number; number: string };
let paymentId: number;

describe('a credit note after a part payment', () => {
  it('cancels the invoice; the payment becomes an advance; the ledger reverses the invoice', async () => {
    first = await invoiceOf(w().dealerId);
    paymentId = await receivePayment(t().db, w().dealerId, '500.00', world.today, 'upi');
    expect(await invoice(first.id)).toMatchObject({ amount_paid: '500.00', balance_due: '799.00', status: 'Open', allocations: [{ payment_id: paymentId, amount: '500.00', mode: 'upi' }] });
    expect(await balanceOf(t().db, w().dealerId)).toBe('799.00');

    const made = await creditNote(first.id, { reason: '  Wrong size delivered ' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const number = documentNumber('CN', fy(), 1);
    expect(made.body).toMatchObject({
      number,
      note_date: world.today,
      financial_year: fy(),
      invoice_id: first.id,
      invoice_number: first.number,
      dealer_id: w().dealerId,
      reason: 'Wrong size delivered',
      tax_split: 'intra',
      place_of_supply: '32',
      seller: { gstin: '32AAFCS5318D1ZR' },
      buyer: { gstin: KERALA_DEALER_GSTIN },
      taxable_value: '1100.49',
      cgst: '99.05',
      sgst: '99.05',
      igst: '0.00',
      round_off: '0.41',
      total: '1299.00',
      total_in_words: 'Rupees One Thousand Two Hundred Ninety Nine Only',
    });
    const cancelled = await invoice(first.id);
    expect(made.body.lines).toEqual(cancelled.lines);
    expect(cancelled).toMatchObject({
      status: 'Cancelled',
      amount_paid: '0.00',
      balance_due: '0.00',
      days_overdue: null,
      allocations: [],
      credit_note: { id: made.body.id, number, note_date: world.today, reason: 'Wrong size delivered' },
    });
    expect(await paymentState(t().db, paymentId)).toEqual({ amount: '500.00', allocated: '0.00', status: 'Received' });

    // Invoice 1,299.00 owed, 500.00 paid, 1,299.00 credited: the dealer is 500.00 ahead.
    const rows = await t().db
      .select({ kind: dealerLedger.kind, debit: dealerLedger.debit, credit: dealerLedger.credit, balance: dealerLedger.balance, reference: dealerLedger.reference })
      .from(dealerLedger)
      .where(eq(dealerLedger.dealerId, w().dealerId))
      .orderBy(asc(dealerLedger.seq));
    expect(rows).toEqual([
      { kind: 'invoice', debit: '1299.00', credit: '0.00', balance: '1299.00', reference: first.number },
      { kind: 'payment', debit: '0.00', credit: '500.00', balance: '799.00', reference: 'UPI' },
      { kind: 'credit_note', debit: '0.00', credit: '1299.00', balance: '-500.00', reference: number },
    ]);
    expect(await balanceOf(t().db, w().dealerId)).toBe('-500.00');

    const audits = await t().db.select({ entity: auditLog.entity, action: auditLog.action }).from(auditLog)
      .where(and(eq(auditLog.entity, 'credit_note'), eq(auditLog.entityId, made.body.id)));
    expect(audits).toEqual([{ entity: 'credit_note', action: 'create' }]);
    const invoiceAudits = await t().db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'invoice'), eq(auditLog.entityId, first.id)));
    expect(invoiceAudits.map((row) => row.action)).toEqual(['create', 'status']);
    note = { id: made.body.id, number };
  });

  it('the cancelled order is not invoiced again (s.31); the advance pays the next supply\'s invoice', async () => {
    const refused = await t().call('POST', '/billing/invoices', { as: 'admin', body: { order_id: first.orderId } });
    expect(refused).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.reissueRefused(first.number) } });
    const againInvoice = await invoiceOf(w().dealerId);
    const again = { body: await invoice(againInvoice.id) };
    expect(again.body).toMatchObject({ total: '1299.00', amount_paid: '500.00', balance_due: '799.00', status: 'Open' });
    expect(await paymentState(t().db, paymentId)).toMatchObject({ allocated: '500.00' });
    expect(await balanceOf(t().db, w().dealerId)).toBe('799.00');

    // Cancelling that one too: the second note is the next of the series, and the 500.00 is an advance again.
    const second = await creditNote(again.body.id, { reason: 'Duplicate' }, 'admin');
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.number).toBe(documentNumber('CN', fy(), 2));
    expect(await balanceOf(t().db, w().dealerId)).toBe('-500.00');
  });

  it('refuses a second credit note for a cancelled invoice, naming the first; nothing changes', async () => {
    const notes = await t().db.select({ n: count() }).from(creditNotes);
    const refused = await creditNote(first.id, { reason: 'Again' });
    expect(refused).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.alreadyCancelled(note.number) } });
    expect(await t().db.select({ n: count() }).from(creditNotes)).toEqual(notes);
    expect(await balanceOf(t().db, w().dealerId)).toBe('-500.00');
  });
});

describe('credit note lists and detail', () => {
  let foreign: { id: number; number: string };

  beforeAll(async () => {
    const rival = await invoiceOf(w().otherDealerId);
    const made = await creditNote(rival.id, { reason: 'Order cancelled after shipping' });
    expect(made.status).toBe(201);
    foreign = { id: made.body.id, number: made.body.number };
  });

  it('lists newest first, by dealer and by search; the detail carries the invoice lines', async () => {
    const all = await t().call('GET', '/billing/credit-notes', { as: 'admin' });
    expect(all.status).toBe(200);
    expect(all.body.results.map((row: { number: string }) => row.number)).toEqual([foreign.number, documentNumber('CN', fy(), 2), note.number]);
    expect(all.body.results[0]).toMatchObject({ dealer_id: w().otherDealerId, dealer_name: 'Rival Steel Traders', total: '1299.00' });
    const ofDealer = await t().call('GET', `/billing/credit-notes?dealer=${w().otherDealerId}`, { as: 'productionmanager' });
    expect(ofDealer.body.results.map((row: { id: number }) => row.id)).toEqual([foreign.id]);
    const searched = await t().call('GET', `/billing/credit-notes?search=${encodeURIComponent(note.number)}`, { as: 'admin' });
    expect(searched.body.results.map((row: { id: number }) => row.id)).toEqual([note.id]);
    const byName = await t().call('GET', '/billing/credit-notes?search=rival', { as: 'admin' });
    expect(byName.body.count).toBe(1);

    const detail = await t().call('GET', `/billing/credit-notes/${foreign.id}`, { as: 'admin' });
    expect(detail.status).toBe(200);
    // A Tamil Nadu buyer: IGST 18% on the same lines: 180.00 + 18.09 = 198.09; 1,100.49 + 198.09 = 1,298.58 -> 1,299.00.
    expect(detail.body).toMatchObject({ tax_split: 'inter', igst: '198.09', round_off: '0.42', total: '1299.00', place_of_supply_name: 'Tamil Nadu' });
    expect(detail.body.lines).toHaveLength(2);
  });

  it('shows a dealer only its own; another dealer\'s note is 404; other roles 403', async () => {
    const own = await t().call('GET', `/billing/credit-notes?dealer=${w().otherDealerId}`, { as: 'dealer' });
    expect(own.body.count).toBe(2);
    expect(own.body.results.every((row: { dealer_id: number }) => row.dealer_id === w().dealerId)).toBe(true);
    expect((await t().call('GET', `/billing/credit-notes/${note.id}`, { as: 'dealer' })).status).toBe(200);
    expect(await t().call('GET', `/billing/credit-notes/${foreign.id}`, { as: 'dealer' })).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
    expect((await t().call('GET', `/billing/credit-notes/${foreign.id}`, { token: w().otherDealerToken })).status).toBe(200);
    expect((await t().call('GET', '/billing/credit-notes/999999', { as: 'admin' })).status).toBe(404);

    const others = ROLES.filter((role) => !['admin', 'productionmanager', 'dealer'].includes(role));
    await expectRefused(t(), others, [
      ['GET', '/billing/credit-notes'],
      ['GET', `/billing/credit-notes/${note.id}`],
      ['POST', `/billing/invoices/${first.id}/credit-note`],
    ], () => ({ reason: 'x' }));
    await expectRefused(t(), ['dealer'], [['POST', `/billing/invoices/${first.id}/credit-note`]], () => ({ reason: 'x' }));
  });
});

describe('bad input', () => {
  it('answers 400 (a reason is needed) or 404 (no such invoice) and changes nothing', async () => {
    const open = await invoiceOf(w().dealerId);
    const notes = await t().db.select({ n: count() }).from(creditNotes);
    for (const body of [{}, { reason: '   ' }, { reason: 5 }]) {
      const refused = await creditNote(open.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body).toMatchObject({ error_message: expect.any(String), reason: [INVOICE_TEXT.reasonRequired] });
    }
    const tooLong = await creditNote(open.id, { reason: 'x'.repeat(501) });
    expect(tooLong.body).toMatchObject({ reason: ['At most 500 characters'] });
    expect((await creditNote(999999, { reason: 'Gone' })).status).toBe(404);
    expect((await creditNote(0, { reason: 'Gone' })).status).toBe(404);
    expect(await t().db.select({ n: count() }).from(creditNotes)).toEqual(notes);
    const [row] = await t().db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, open.id));
    expect(row!.status).toBe('Open');
  });
});
