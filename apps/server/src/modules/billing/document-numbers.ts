import { sql } from 'drizzle-orm';
import { documentNumber, financialYearOf } from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { documentCounters } from './invoice.table';

export type DocumentSeries = 'invoice' | 'credit_note';

/**
 * The next number of a series in the financial year of `day`, inside the caller's transaction. The counter row stays
 * locked until that transaction ends, so numbers are given in commit order and a rolled-back document gives its number
 * back: consecutive, without gaps, whatever the number of processes (docs/decisions/031).
 */
export async function nextDocumentNumber(tx: DbOrTx, series: DocumentSeries, prefix: string, day: string) {
  const financialYear = financialYearOf(day);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastSeq: 1 })
    .onConflictDoUpdate({ target: [documentCounters.series, documentCounters.financialYear], set: { lastSeq: sql`${documentCounters.lastSeq} + 1` } })
    .returning({ seq: documentCounters.lastSeq });
  const seq = row!.seq;
  return { financialYear, seq, number: documentNumber(prefix, financialYear, seq) };
}
