import { sql } from 'drizzle-orm';
import { DOCUMENT_NUMBER_MAX, documentNumber, financialYearOf } from '@steelworks/contract/invoice';
import type { CompanySettings } from '@steelworks/contract/billing';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { documentCounters } from './invoice.table';

/** The numbered series, each with its prefix setting (docs/decisions/030-dealer-accounts-settings.md). */
const DOCUMENT_SERIES = {
  invoice: 'invoice_prefix',
  credit_note: 'credit_note_prefix',
  debit_note: 'debit_note_prefix',
  receipt: 'receipt_prefix',
  refund: 'refund_prefix',
} as const satisfies Record<string, keyof CompanySettings>;
export type DocumentSeries = keyof typeof DOCUMENT_SERIES;
/** Series numbered under a fixed prefix, without a setting (issue 45: PO/26-27/0001, GRN/26-27/0001, SDN/26-27/0001). */
type FixedSeries = 'purchase_order' | 'goods_receipt' | 'supplier_debit_note';

/** The prefix a series takes from the settings: `prefixOf(settings, 'debit_note')` -> "DN". */
export function prefixOf(settings: CompanySettings, series: DocumentSeries): string {
  return settings[DOCUMENT_SERIES[series]];
}

export const seriesFullMessage = (number: string) =>
  `The number ${number} would be longer than ${DOCUMENT_NUMBER_MAX} characters (CGST rule 46(b)): choose another prefix in Accounts > Company & Tax to start a new series.`;

/**
 * The next number of a series under its prefix in the financial year of `day`, inside the caller's transaction. The
 * counter is kept per series, prefix and year, so a new prefix starts at 1 and the old series keeps no gap. The counter
 * row stays locked until that transaction ends, so numbers are given in commit order and a rolled-back document gives
 * its number back: consecutive, without gaps, whatever the number of processes (docs/decisions/031). A number that
 * would pass 16 characters (the 1,00,000th of a year) is refused, and its count rolls back with the transaction.
 */
export async function nextDocumentNumber(tx: DbOrTx, series: DocumentSeries | FixedSeries, prefix: string, day: string) {
  const financialYear = financialYearOf(day);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, prefix, financialYear, lastSeq: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.prefix, documentCounters.financialYear],
      set: { lastSeq: sql`${documentCounters.lastSeq} + 1` },
    })
    .returning({ seq: documentCounters.lastSeq });
  const seq = row!.seq;
  const number = documentNumber(prefix, financialYear, seq);
  if (number.length > DOCUMENT_NUMBER_MAX) throw new AppError('conflict', seriesFullMessage(number));
  return { financialYear, seq, number };
}
