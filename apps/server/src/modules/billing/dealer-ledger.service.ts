import { eq, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { LedgerKind } from '@steelworks/contract/dealer-statement';
import type { DbOrTx } from '../../db/client';
import { dealerBalances, dealerLedger } from './payment.table';

/**
 * The dealer ledger's one writer (issue 31 point 4). Every money move of a dealer (invoice, credit note, payment,
 * TDS, reversal, refund) first takes its dealer_balances row lock, here, and only then touches invoices, payments or counters:
 * one lock order, so two moves of one dealer run one after the other and moves of different dealers never deadlock.
 */
export async function lockDealerBalance(tx: DbOrTx, dealerId: number): Promise<{ balanceCents: bigint; entries: number }> {
  await tx.insert(dealerBalances).values({ dealerId }).onConflictDoNothing();
  const [row] = await tx.select().from(dealerBalances).where(eq(dealerBalances.dealerId, dealerId)).for('update');
  return { balanceCents: toCents(row!.balance), entries: row!.ledgerEntries };
}

export type LedgerPosting = {
  dealerId: number;
  entryDate: string;
  kind: LedgerKind;
  reference: string;
  description: string;
  /** Raises what the dealer owes (invoice, reversal) when positive; lowers it (payment, credit note) when negative. */
  cents: bigint;
  invoiceId?: number | null;
  creditNoteId?: number | null;
  paymentId?: number | null;
  refundId?: number | null;
  createdBy?: number | null;
};

/** Appends one ledger row with the balance after it and moves the dealer's balance; nothing for a zero amount. */
export async function postDealerLedger(tx: DbOrTx, posting: LedgerPosting): Promise<void> {
  if (posting.cents === 0n) return;
  const { balanceCents, entries } = await lockDealerBalance(tx, posting.dealerId);
  const balance = formatCents(balanceCents + posting.cents);
  await tx
    .update(dealerBalances)
    .set({ balance, ledgerEntries: sql`${dealerBalances.ledgerEntries} + 1` })
    .where(eq(dealerBalances.dealerId, posting.dealerId));
  await tx.insert(dealerLedger).values({
    dealerId: posting.dealerId,
    seq: entries + 1,
    entryDate: posting.entryDate,
    kind: posting.kind,
    invoiceId: posting.invoiceId ?? null,
    creditNoteId: posting.creditNoteId ?? null,
    paymentId: posting.paymentId ?? null,
    refundId: posting.refundId ?? null,
    reference: posting.reference,
    description: posting.description,
    debit: posting.cents > 0n ? formatCents(posting.cents) : '0',
    credit: posting.cents < 0n ? formatCents(-posting.cents) : '0',
    balance,
    createdBy: posting.createdBy ?? null,
  });
}
