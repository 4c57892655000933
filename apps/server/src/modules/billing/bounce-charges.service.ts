import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { fieldError } from '../../lib/app-error';
import { formatCents, moneyFits, moneyTooLargeMessage, toCents } from '@steelworks/contract/common/money';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import type { DbOrTx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { postDealerLedger } from './dealer-ledger.service';
import { insertNote, setInvoiceAdjustment } from './note-rows';
import { invoices } from './invoice.table';
import { payments } from './payment.table';
import type { Caller } from '../../lib/caller';

/**
 * A bounced cheque's bank charges (issue 48 point 4, docs/decisions/053-cheques-bounces-and-texts.md): a debit note of
 * the debit-note series, reason `bank_charges`, for the amount outside GST (what is recovered for a dishonoured cheque
 * is no consideration for a supply, CBIC Circular 178/10/2022-GST), so it has no lines, no taxable value and no tax.
 * Like every debit note it raises an invoice (the oldest live one the cheque had paid, else the dealer's newest live
 * invoice), so the charge is owed, reminded and settled with it, and its ledger row keeps balance = open invoices less
 * advances. Runs inside the reversal's transaction, under the dealer's lock it holds.
 */
export async function issueBankChargesNote(
  tx: DbOrTx,
  bounce: {
    payment: { id: number; dealerId: number; chequeNumber: string };
    paidInvoices: number[];
    cents: bigint;
    reason: string;
    actor: Caller;
    today: string;
  },
): Promise<{ id: number; number: string }> {
  const { payment, cents, actor, today } = bounce;
  const invoice = await invoiceForCharges(tx, payment.dealerId, bounce.paidInvoices);
  if (!invoice) throw fieldError('bank_charges', ACCOUNT_TEXT.bankChargesNoInvoice);
  if (!moneyFits(toCents(invoice.total) + toCents(invoice.adjustment) + cents)) throw fieldError('bank_charges', moneyTooLargeMessage('The charges'));
  await setInvoiceAdjustment(tx, invoice.id, formatCents(toCents(invoice.adjustment) + cents));
  const amount = formatCents(cents);
  const reason = `Cheque ${payment.chequeNumber} returned unpaid: ${bounce.reason}`.slice(0, 500);
  const note = await insertNote(tx, today, {
    kind: 'debit',
    reasonCode: 'bank_charges',
    invoiceId: invoice.id,
    dealerId: payment.dealerId,
    reason,
    taxableValue: '0',
    cgst: '0',
    sgst: '0',
    igst: '0',
    roundOff: '0',
    charges: amount,
    total: amount,
    createdBy: actor.accountId,
  });
  const { number } = note;
  await tx.update(payments).set({ bankChargesNoteId: note.id }).where(eq(payments.id, payment.id));
  const description = `Bank charges of cheque ${payment.chequeNumber}, invoice ${invoice.number}`;
  await postDealerLedger(tx, {
    dealerId: payment.dealerId,
    entryDate: today,
    kind: 'debit_note',
    reference: number,
    description,
    cents,
    invoiceId: invoice.id,
    creditNoteId: note.id,
    createdBy: actor.accountId,
  });
  await recordAudit(tx, actor, {
    entity: 'debit_note',
    id: note.id,
    action: 'create',
    after: { number, invoice_id: invoice.id, dealer_id: payment.dealerId, payment_id: payment.id, note_date: today, total: amount, reason_code: 'bank_charges', reason },
    note: description,
  });
  return { id: note.id, number };
}

/** The invoice the charges go with, row-locked: the oldest live one the cheque paid, else the dealer's newest live one. */
async function invoiceForCharges(tx: DbOrTx, dealerId: number, paidInvoices: number[]) {
  const live = and(eq(invoices.dealerId, dealerId), ne(invoices.status, 'Cancelled'));
  const [paid] =
    paidInvoices.length > 0
      ? await tx
          .select()
          .from(invoices)
          .where(and(live, inArray(invoices.id, paidInvoices)))
          .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
          .limit(1)
          .for('update')
      : [];
  if (paid) return paid;
  const [newest] = await tx.select().from(invoices).where(live).orderBy(desc(invoices.invoiceDate), desc(invoices.id)).limit(1).for('update');
  return newest;
}
