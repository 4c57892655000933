/**
 * Credit and debit notes for part of an invoice (CGST s.34, docs/decisions/031 "Notes"): a part return, a price
 * reduction and a debit note for interest, each taxed like its invoice's lines, each moving what the invoice asks, the
 * dealer's ledger, the receivables and the sales register; never beyond what remains; a credit note refused after the
 * s.34(2) deadline; unknown fields refused; who may make and read them.
 *
 * The invoice (a Kerala company and a Kerala dealer, CGST + SGST 9% each):
 *   line 1: 3 x 1,000.00 = 3,000.00; CGST 270.00, SGST 270.00; line 3,540.00
 *   line 2: 2 x   500.00 = 1,000.00; CGST  90.00, SGST  90.00; line 1,180.00
 *   total 4,000.00 + 720.00 = 4,720.00, paid in full.
 */
import { asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentNumber, financialYearOf, INVOICE_TEXT } from '@steelworks/contract/invoice';
import { ROLES } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { expectRefused } from '../../../test/refused-routes';
import { accounts } from '../../db/accounts.table';
import { createNote } from './credit-notes.service';
import { creditNoteLines, creditNotes } from './invoice.table';
import { balanceOf, configureCompany, insertOrder, KERALA_DEALER_GSTIN, ledgerOf, paymentState, receivePayment, setDealerBilling } from './billing.fixtures';

const world = useOrderWorld();
const t = () => world.t;
const w = () => world.w;
const fy = () => financialYearOf(world.today);

const post = (path: string, body: unknown, as: 'admin' | 'productionmanager' = 'productionmanager') => t().call('POST', path, { as, body });
const invoice = async (id: number) => (await t().call('GET', `/billing/invoices/${id}`, { as: 'admin' })).body;

async function makeInvoice(dealerId: number) {
  const order = await insertOrder(t().db, dealerId, 'Shipped', [
    { product: w().door, quantity: 3, unitPrice: '1000.00' },
    { product: w().window, quantity: 2, unitPrice: '500.00' },
  ]);
  const made = await post('/billing/invoices', { order_id: order.id }, 'admin');
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body).toMatchObject({ taxable_value: '4000.00', cgst: '360.00', sgst: '360.00', total: '4720.00' });
  return made.body as { id: number; number: string };
}

let inv: { id: number; number: string };
let paymentId: number;
const notes: Record<string, { id: number; number: string }> = {};

beforeAll(async () => {
  await configureCompany(t());
  await setDealerBilling(t().db, w().dealerId, { stateCode: '32', gstin: KERALA_DEALER_GSTIN, billingAddress: 'MG Road, Aluva', paymentTermsDays: 30 });
  await setDealerBilling(t().db, w().otherDealerId, { stateCode: '32', gstin: null, billingAddress: 'Market Road, Kochi', paymentTermsDays: 30 });
  inv = await makeInvoice(w().dealerId);
  paymentId = await receivePayment(t().db, w().dealerId, '4720.00', world.today, 'upi');
  expect(await invoice(inv.id)).toMatchObject({ status: 'Paid', balance_due: '0.00' });
});

describe('notes for part of an invoice', () => {
  it('a part return: one of line 1 credited at its rate and tax; the money paid on it becomes an advance', async () => {
    const made = await post(`/billing/invoices/${inv.id}/credit-notes`, { reason_code: 'return', reason: 'One frame bent', lines: [{ line_no: 1, quantity: 1 }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // 1 x 1,000.00; CGST 9% 90.00, SGST 90.00: 1,180.00.
    expect(made.body).toMatchObject({
      kind: 'credit',
      reason_code: 'return',
      number: documentNumber('CN', fy(), 1),
      invoice_number: inv.number,
      tax_split: 'intra',
      place_of_supply: '32',
      taxable_value: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      igst: '0.00',
      round_off: '0.00',
      total: '1180.00',
      total_in_words: 'Rupees One Thousand One Hundred Eighty Only',
      lines: [{ line_no: 1, quantity: 1, rate: '1000.00', taxable_value: '1000.00', gst_rate: '18.00', cgst: '90.00', sgst: '90.00', igst: '0.00', total: '1180.00' }],
    });
    notes.ret = made.body;
    // The invoice asks 4,720.00 - 1,180.00 = 3,540.00 and was paid 4,720.00: 1,180.00 goes back to the payment.
    expect(await invoice(inv.id)).toMatchObject({
      status: 'Paid',
      adjustment: '-1180.00',
      amount_paid: '3540.00',
      balance_due: '0.00',
      remaining: [{ line_no: 1, quantity: 2, taxable_value: '2000.00' }, { line_no: 2, quantity: 2, taxable_value: '1000.00' }],
      notes: [{ number: documentNumber('CN', fy(), 1), kind: 'credit', reason_code: 'return', total: '1180.00' }],
    });
    expect(await paymentState(t().db, paymentId)).toMatchObject({ allocated: '3540.00' });
    expect(await balanceOf(t().db, w().dealerId)).toBe('-1180.00');
  });

  it('a price reduction on line 2: 100.50 credited with its tax, the note rounded to the rupee', async () => {
    const made = await post(`/billing/invoices/${inv.id}/credit-notes`, { reason_code: 'price_reduction', reason: 'Agreed rate 449.75', lines: [{ line_no: 2, amount: '100.50' }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // 9% of 100.50 = 9.045 -> 9.05 each head; 100.50 + 18.10 = 118.60, round off +0.40: 119.00.
    expect(made.body).toMatchObject({
      number: documentNumber('CN', fy(), 2),
      taxable_value: '100.50',
      cgst: '9.05',
      sgst: '9.05',
      round_off: '0.40',
      total: '119.00',
      lines: [{ line_no: 2, quantity: 0, taxable_value: '100.50', total: '118.60' }],
    });
    notes.price = made.body;
    expect(await invoice(inv.id)).toMatchObject({ adjustment: '-1299.00', amount_paid: '3421.00', status: 'Paid', remaining: [{ line_no: 1 }, { line_no: 2, quantity: 2, taxable_value: '899.50' }] });
    expect(await balanceOf(t().db, w().dealerId)).toBe('-1299.00');
  });

  it('a debit note for interest on line 1: raises what the invoice asks; the advance pays it', async () => {
    const made = await post(`/billing/invoices/${inv.id}/debit-notes`, { reason_code: 'interest', reason: 'Interest for 20 days late', lines: [{ line_no: 1, amount: '200' }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // 200.00; CGST 18.00, SGST 18.00: 236.00, in the debit-note series.
    expect(made.body).toMatchObject({ kind: 'debit', reason_code: 'interest', number: documentNumber('DN', fy(), 1), taxable_value: '200.00', cgst: '18.00', sgst: '18.00', total: '236.00' });
    notes.debit = made.body;
    // The invoice asks 3,421.00 + 236.00 = 3,657.00; the 1,299.00 advance pays the 236.00.
    expect(await invoice(inv.id)).toMatchObject({ adjustment: '-1063.00', amount_paid: '3657.00', status: 'Paid', remaining: [{ line_no: 1, quantity: 2, taxable_value: '2200.00' }, { line_no: 2 }] });
    expect(await paymentState(t().db, paymentId)).toMatchObject({ allocated: '3657.00' });
    expect(await balanceOf(t().db, w().dealerId)).toBe('-1063.00');

    const ledger = (await ledgerOf(t().db, w().dealerId)).map((row) => [row.kind, row.debit, row.credit, row.balance, row.reference]);
    expect(ledger).toEqual([
      ['invoice', '4720.00', '0.00', '4720.00', inv.number],
      ['payment', '0.00', '4720.00', '0.00', 'UPI'],
      ['credit_note', '0.00', '1180.00', '-1180.00', notes.ret!.number],
      ['credit_note', '0.00', '119.00', '-1299.00', notes.price!.number],
      ['debit_note', '236.00', '0.00', '-1063.00', notes.debit!.number],
    ]);
  });

  it('the statement, receivables and sales register follow the notes', async () => {
    const statement = await t().call('GET', `/billing/dealers/${w().dealerId}/statement?from=${world.today}&to=${world.today}`, { as: 'admin' });
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    expect(statement.body).toMatchObject({ closing_balance: '-1063.00' });
    const register = await t().call('GET', `/billing/reports/sales-register?month=${world.today.slice(0, 7)}`, { as: 'admin' });
    expect(register.status).toBe(200);
    const mine = register.body.rows.filter((row: { number: string; original_invoice: string | null }) => row.number === inv.number || row.original_invoice === inv.number);
    expect(mine.map((row: { document: string; number: string; taxable_value: string; total: string }) => [row.document, row.number, row.taxable_value, row.total])).toEqual([
      ['Invoice', inv.number, '4000.00', '4720.00'],
      ['Credit note', notes.ret!.number, '-1000.00', '-1180.00'],
      ['Credit note', notes.price!.number, '-100.50', '-119.00'],
      ['Debit note', notes.debit!.number, '200.00', '236.00'],
    ]);
  });

  it('never beyond what remains on a line (quantity, or value after earlier notes); nothing changes', async () => {
    const before = await t().db.select({ n: count() }).from(creditNotes);
    const tooMany = await post(`/billing/invoices/${inv.id}/credit-notes`, { reason_code: 'return', reason: 'All back', lines: [{ line_no: 1, quantity: 3 }] });
    expect(tooMany).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.quantityLeft(1, 2), 'lines.0.quantity': [INVOICE_TEXT.quantityLeft(1, 2)] } });
    const tooMuch = await post(`/billing/invoices/${inv.id}/credit-notes`, { reason_code: 'discount', reason: 'Too much', lines: [{ line_no: 2, amount: '899.51' }] });
    expect(tooMuch).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.amountLeft(2, '₹899.50') } });
    const noLine = await post(`/billing/invoices/${inv.id}/debit-notes`, { reason_code: 'price_increase', reason: 'x', lines: [{ line_no: 3, amount: '10' }] });
    expect(noLine).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.noteLineUnknown(3) } });
    expect(await t().db.select({ n: count() }).from(creditNotes)).toEqual(before);
    expect(await balanceOf(t().db, w().dealerId)).toBe('-1063.00');
  });

  it('refuses unknown fields and mixed-up lines with 400 naming them', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['credit-notes', { reason_code: 'return', reason: 'x', lines: [{ line_no: 1, quantity: 1 }], note_date: '2020-01-01' }, 'note_date'],
      ['credit-notes', { reason_code: 'return', reason: 'x', lines: [{ line_no: 1, quantity: 1, price: 5 }] }, 'price'],
      ['credit-notes', { reason_code: 'return', reason: 'x', lines: [{ line_no: 1, amount: '5' }] }, 'lines.0.quantity'],
      ['credit-notes', { reason_code: 'discount', reason: 'x', lines: [{ line_no: 1, quantity: 1 }] }, 'lines.0.amount'],
      ['credit-notes', { reason_code: 'interest', reason: 'x', lines: [{ line_no: 1, amount: '5' }] }, 'reason_code'],
      ['credit-notes', { reason_code: 'return', reason: 'x', lines: [] }, 'lines'],
      ['credit-notes', { reason_code: 'discount', reason: 'x', lines: [{ line_no: 1, amount: '5' }, { line_no: 1, amount: '6' }] }, 'lines.1.line_no'],
      ['debit-notes', { reason_code: 'price_increase', reason: 'x', lines: [{ line_no: 1, amount: '0' }] }, 'lines.0.amount'],
      ['debit-notes', { reason_code: 'return', reason: 'x', lines: [{ line_no: 1, amount: '5' }] }, 'reason_code'],
      ['debit-notes', { reason_code: 'interest', reason: ' ', lines: [{ line_no: 1, amount: '5' }] }, 'reason'],
    ];
    for (const [path, body, field] of cases) {
      const refused = await post(`/billing/invoices/${inv.id}/${path}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      // A field of the form names itself; an unknown one is named in the message ("Unrecognized key: "price"").
      const named = Object.keys(refused.body).some((key) => key.startsWith(field)) || String(refused.body.error_message).includes(`"${field}"`);
      expect(named, `${JSON.stringify(refused.body)} names ${field}`).toBe(true);
    }
    expect((await post('/billing/invoices/999999/credit-notes', { reason_code: 'return', reason: 'x', lines: [{ line_no: 1, quantity: 1 }] })).status).toBe(404);
  });

  it('a whole-invoice cancellation is refused once notes exist; a note on a cancelled invoice is refused', async () => {
    const refused = await post(`/billing/invoices/${inv.id}/credit-note`, { reason: 'Cancel' });
    expect(refused).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.cancelAfterNotes } });
    const other = await makeInvoice(w().dealerId);
    expect((await post(`/billing/invoices/${other.id}/credit-note`, { reason: 'Wrong dealer' })).status).toBe(201);
    const late = await post(`/billing/invoices/${other.id}/debit-notes`, { reason_code: 'price_increase', reason: 'x', lines: [{ line_no: 1, amount: '5' }] });
    expect(late).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.noteOnCancelled } });
  });

  it('refuses a credit note after 30 November following the invoice\'s financial year (s.34(2)); a debit note is not bound by it', async () => {
    const [admin] = await t().db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'admin'));
    const actor = { accountId: admin!.id, role: 'admin' as const, username: 'admin', tokenId: 0, mustChangePassword: false, address: '' };
    const start = Number(fy().slice(0, 4));
    const deadline = `${start + 1}-11-30`;
    const afterDeadline = `${start + 1}-12-01`;
    const input = { reason_code: 'discount' as const, reason: 'Year-end discount', lines: [{ line_no: 1, amount: '10.00' }] };
    await expect(createNote(t().db, inv.id, { kind: 'credit', input }, actor, afterDeadline)).rejects.toMatchObject({
      status: 400,
      message: INVOICE_TEXT.creditNoteDeadline(`30-11-${start + 1}`, fy()),
    });
    expect(deadline).toBe(`${start + 1}-11-30`);
    const lines = await t().db.select({ n: count() }).from(creditNoteLines).where(eq(creditNoteLines.invoiceId, inv.id));
    expect(lines).toEqual([{ n: 3 }]);
  });
});

describe('who makes and reads notes', () => {
  it('admin and production manager make them; a dealer reads its own (404 for another\'s); other roles 403', async () => {
    const dealerView = await t().call('GET', `/billing/credit-notes/${notes.debit!.id}`, { as: 'dealer' });
    expect(dealerView).toMatchObject({ status: 200, body: { kind: 'debit', total: '236.00' } });
    expect((await t().call('GET', `/billing/credit-notes/${notes.debit!.id}`, { token: w().otherDealerToken })).status).toBe(404);
    const debits = await t().call('GET', '/billing/credit-notes?kind=debit', { as: 'dealer' });
    expect(debits.body.results.map((row: { number: string }) => row.number)).toEqual([notes.debit!.number]);
    const byAdmin = await post(`/billing/invoices/${inv.id}/debit-notes`, { reason_code: 'price_increase', reason: 'Steel price', lines: [{ line_no: 2, amount: '10' }] }, 'admin');
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.number).toBe(documentNumber('DN', fy(), 2));

    const others = ROLES.filter((role) => !['admin', 'productionmanager'].includes(role));
    await expectRefused(t(), others, [
      ['POST', `/billing/invoices/${inv.id}/credit-notes`],
      ['POST', `/billing/invoices/${inv.id}/debit-notes`],
    ], () => ({ reason_code: 'discount', reason: 'x', lines: [{ line_no: 1, amount: '1' }] }));
    const rows = await t().db.select({ number: creditNotes.number }).from(creditNotes).where(eq(creditNotes.invoiceId, inv.id)).orderBy(asc(creditNotes.id));
    expect(rows).toHaveLength(4);
  });
});
