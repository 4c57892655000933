import crypto from 'node:crypto';
import { todayIn } from '@steelworks/contract/common/dates';
import type { DocumentKind } from '@steelworks/contract/documents';
import { financialYearBounds, financialYearOf } from '@steelworks/contract/invoice';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { getEinvoice } from '../einvoice/einvoice-registrations.service';
import { getInvoiceEwb } from '../ewaybill/ewaybill.service';
import { getCreditNote } from '../billing/credit-notes.service';
import { getInvoice } from '../billing/invoice-reads.service';
import { getReceipt } from '../billing/payment-reads.service';
import { getStatement } from '../billing/statement.service';
import type { Caller } from '../../lib/caller';

/** One document as the PDF, the send and the signed link need it, read through billing's own services. */
export type DocumentSource = {
  kind: DocumentKind;
  id: number;
  number: string;
  dealerId: number;
  dealerName: string;
  /** The web app's print page and the API reads it makes (the renderer's grant). */
  pagePath: string;
  apiPaths: string[];
  /**
   * A digest of everything the print shows: a cancelled invoice, a payment allocated to it or a new row on a statement
   * changes it, so the cached PDF of the old version is never served again.
   */
  version: string;
  /** `<number>-<dealer>.pdf`, in letters a file system takes. */
  fileName: string;
  /** What a text's {amount} and {due_date} say: the total (a receipt: the money received; a statement: what is still to pay). */
  amount: string;
  dueDate: string | null;
};

export type StatementRange = { from?: string; to?: string };

const API = '/api/v1';

/**
 * Reads a document as `actor` may see it: billing's services answer 404 for another dealer's document, so a dealer
 * reaches only its own. A statement's number is its period (`2026-04-01 to 2026-11-29`), by default the financial
 * year so far.
 */
export async function readDocument(
  db: Db,
  kind: DocumentKind,
  id: number,
  actor: Caller,
  config: Config,
  range: StatementRange = {},
): Promise<DocumentSource> {
  const today = todayIn(config.timeZone);
  // The print pages show the IRN and QR (e-invoice) and the e-way bill too: the renderer may read them, and a change of
  // either is a new version of the PDF.
  if (kind === 'invoice') {
    const invoice = await getInvoice(db, id, actor, today);
    const [einvoice, ewb] = await Promise.all([getEinvoice(db, 'invoice', id, actor, today), getInvoiceEwb({ db, config, today }, id, actor)]);
    return source(kind, id, invoice.number, invoice.dealer_id, invoice.dealer_name, `/billing/invoices/${id}/print`, [
      `${API}/billing/invoices/${id}`,
      `${API}/einvoice/documents/invoice/${id}`,
      `${API}/ewaybill/invoices/${id}`,
    ], { invoice, einvoice, ewb }, { amount: invoice.total, dueDate: invoice.due_date });
  }
  if (kind === 'note') {
    const note = await getCreditNote(db, id, actor);
    const einvoice = await getEinvoice(db, 'note', id, actor, today);
    return source(kind, id, note.number, note.dealer_id, note.dealer_name, `/billing/credit-notes/${id}`, [
      `${API}/billing/credit-notes/${id}`,
      `${API}/einvoice/documents/note/${id}`,
    ], { note, einvoice }, { amount: note.total, dueDate: null });
  }
  if (kind === 'receipt') {
    const receipt = await getReceipt(db, id, actor);
    return source(kind, id, receipt.number, receipt.dealer.id, receipt.dealer.name, `/billing/payments/${id}/receipt`, [`${API}/billing/payments/${id}/receipt`], receipt, {
      amount: receipt.payment.amount,
      dueDate: null,
    });
  }
  const from = range.from ?? financialYearBounds(financialYearOf(today)).from;
  const to = range.to ?? today;
  const statement = await getStatement(db, id, { from, to }, actor, today);
  const query = `from=${from}&to=${to}`;
  // A statement's number is its period, as in the automatic sends' texts; its file is named Statement-<period>-<dealer>.
  return source(kind, id, `${from} to ${to}`, id, statement.dealer.name, `/billing/statement/${id}?${query}`, [`${API}/billing/dealers/${id}/statement`], statement, {
    amount: statement.closing_balance,
    dueDate: null,
  });
}

function source(
  kind: DocumentKind,
  id: number,
  number: string,
  dealerId: number,
  dealerName: string,
  pagePath: string,
  apiPaths: string[],
  data: unknown,
  figures: Pick<DocumentSource, 'amount' | 'dueDate'>,
): DocumentSource {
  const version = crypto.createHash('sha256').update(JSON.stringify(data)).digest('hex');
  return { kind, id, number, dealerId, dealerName, pagePath, apiPaths, version, fileName: `${kind === 'statement' ? 'Statement-' : ''}${fileSafe(number)}-${fileSafe(dealerName)}.pdf`, ...figures };
}

/** "INV/26-27/00012" -> "INV-26-27-00012"; "Rival Steel Traders" -> "Rival-Steel-Traders". */
function fileSafe(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'document';
}
