// What every credit or debit note writes alike (credit-notes.service.ts, bounce-charges.service.ts): the note's row
// under the next number of its series, and the invoice's adjustment with the status it leaves.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { getBillingSettings } from './billing-settings.service';
import { nextDocumentNumber, prefixOf } from './document-numbers';
import { creditNotes, invoices } from './invoice.table';

type NoteFields = Omit<typeof creditNotes.$inferInsert, 'number' | 'financialYear' | 'seq' | 'noteDate'>;

/** A note dated today under the next number of its kind's series (credit notes, debit notes): its id and number. */
export async function insertNote(tx: DbOrTx, today: string, fields: NoteFields): Promise<{ id: number; number: string }> {
  const series = fields.kind === 'debit' ? 'debit_note' : 'credit_note';
  const { financialYear, seq, number } = await nextDocumentNumber(tx, series, prefixOf(await getBillingSettings(tx), series), today);
  const [note] = await tx
    .insert(creditNotes)
    .values({ number, financialYear, seq, noteDate: today, ...fields })
    .returning({ id: creditNotes.id });
  return { id: note!.id, number };
}

/** The invoice's new adjustment (what its notes add or take away), Paid when its payments now cover it, else Open. */
export async function setInvoiceAdjustment(tx: DbOrTx, invoiceId: number, adjustment: string): Promise<void> {
  await tx
    .update(invoices)
    .set({
      adjustment,
      status: sql`case when ${invoices.amountPaid} = ${invoices.total} + ${adjustment}::numeric then 'Paid' else 'Open' end::invoice_status`,
    })
    .where(eq(invoices.id, invoiceId));
}
