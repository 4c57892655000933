// Billing's business-to-business documents, read for the e-invoice module (docs/decisions/048-dependencies-one-way.md:
// a module reads another's records through its services).
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { EinvoiceSource } from '@steelworks/contract/einvoice';
import type { DbOrTx } from '../../db/client';
import { creditNotes, invoices } from './invoice.table';

/** The B2B invoices and notes of one day (buyer with a GSTIN): what the bulk tool's file of that day holds. */
export async function documentsOfDay(db: DbOrTx, day: string): Promise<{ source: EinvoiceSource; id: number }[]> {
  const [invoiceRows, noteRows] = await Promise.all([
    db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.invoiceDate, day), isNotNull(sql`${invoices.buyer}->>'gstin'`))).orderBy(invoices.id),
    db
      .select({ id: creditNotes.id })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      // A bounced cheque's charges are no supply: no e-invoice.
      .where(and(eq(creditNotes.noteDate, day), ne(creditNotes.reasonCode, 'bank_charges'), isNotNull(sql`${invoices.buyer}->>'gstin'`)))
      .orderBy(creditNotes.id),
  ]);
  return [...invoiceRows.map((row) => ({ source: 'invoice' as const, id: row.id })), ...noteRows.map((row) => ({ source: 'note' as const, id: row.id }))];
}

/** The document a number names: invoice numbers and note numbers are unique. */
export async function billingDocumentNumbered(db: DbOrTx, number: string): Promise<{ source: EinvoiceSource; id: number } | undefined> {
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number));
  if (invoice) return { source: 'invoice', id: invoice.id };
  const [note] = await db.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.number, number));
  if (note) return { source: 'note', id: note.id };
  return undefined;
}

/** The latest live invoices to registered buyers (the demo registers a few of them). */
export async function latestB2bInvoices(db: DbOrTx, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(ne(invoices.status, 'Cancelled'), isNotNull(sql`${invoices.buyer}->>'gstin'`)))
    .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
    .limit(count);
  return rows.map((row) => row.id);
}
