import type { EinvoiceSource } from '@steelworks/contract/einvoice';
import { EINVOICE_TEXT } from '@steelworks/contract/einvoice';
import type { DbOrTx } from '../../db/client';
import { ruleError } from '../../lib/app-error';
import { getCreditNote } from '../billing/credit-notes.service';
import { getInvoice } from '../billing/invoice-reads.service';
import { billingDocumentNumbered } from '../billing/b2b-documents.service';
import { buildInv01, checkInv01, type EinvoiceDocument, type Inv01 } from './einvoice-json';
import type { Caller } from '../../lib/caller';

/** What the e-invoice module knows of one invoice or note: billing's answer, reshaped for INV-01. */
export type LoadedDocument = { source: EinvoiceSource; id: number; dealerId: number; financialYear: string; document: EinvoiceDocument };

/** The system's reads (the queue, the offline upload): every dealer's documents. */
export const SYSTEM_READER: Caller = { accountId: 0, role: 'admin' };

/** An invoice or note as its reader may see it (a dealer: only its own, else 404), through billing's own reads. */
export async function loadDocument(db: DbOrTx, source: EinvoiceSource, id: number, actor: Caller, today: string): Promise<LoadedDocument> {
  if (source === 'invoice') {
    const invoice = await getInvoice(db, id, actor, today);
    return {
      source,
      id,
      dealerId: invoice.dealer_id,
      financialYear: invoice.financial_year,
      document: { ...invoice, docType: 'INV', number: invoice.number, date: invoice.invoice_date, shipTo: invoice.ship_to, placeOfSupply: invoice.place_of_supply, taxSplit: invoice.tax_split },
    };
  }
  const note = await getCreditNote(db, id, actor);
  return {
    source,
    id,
    dealerId: note.dealer_id,
    financialYear: note.financial_year,
    document: {
      ...note,
      // A bounced cheque's bank charges are no supply (docs/decisions/053): never an IRN, as if to an unregistered buyer.
      buyer: note.reason_code === 'bank_charges' ? { ...note.buyer, gstin: null } : note.buyer,
      docType: note.kind === 'debit' ? 'DBN' : 'CRN',
      date: note.note_date,
      shipTo: note.ship_to,
      placeOfSupply: note.place_of_supply,
      taxSplit: note.tax_split,
      preceding: { number: note.invoice_number, date: note.invoice_date },
    },
  };
}

/** The JSON of a document, refused with the portal's objections listed when it would not take it. */
export function checkedJson(loaded: LoadedDocument): Inv01 {
  const json = buildInv01(loaded.document);
  const problems = checkInv01(json);
  if (problems.length > 0) throw ruleError(problems[0]!, { problems });
  return json;
}

/** The document a number names (an uploaded answer's DocNo), or a refusal naming the number. */
export async function documentNumbered(db: DbOrTx, number: string): Promise<{ source: EinvoiceSource; id: number }> {
  const found = await billingDocumentNumbered(db, number);
  if (!found) throw ruleError(EINVOICE_TEXT.noMatch(number));
  return found;
}
