import { desc, eq } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { DbOrTx } from '../../db/client';
import type { SUPPLIER_LEDGER_KINDS } from '@steelworks/contract/payables';
import { supplierLedger } from './payables.table';

type LedgerKind = (typeof SUPPLIER_LEDGER_KINDS)[number];

export type SupplierLedgerEntry = {
  supplierId: number;
  entryDate: string;
  kind: LedgerKind;
  reference: string;
  description: string;
  /** Positive: the shop owes the supplier more. Zero posts nothing. */
  cents: bigint;
  billId?: number;
  paymentId?: number;
  debitNoteId?: number;
  createdBy: number | null | undefined;
};

/** What the shop owes the supplier: the balance of its last ledger row (0 without one). */
export async function supplierBalanceCents(db: DbOrTx, supplierId: number): Promise<bigint> {
  const [last] = await db
    .select({ balance: supplierLedger.balance })
    .from(supplierLedger)
    .where(eq(supplierLedger.supplierId, supplierId))
    .orderBy(desc(supplierLedger.seq))
    .limit(1);
  return last ? toCents(last.balance) : 0n;
}

/**
 * Appends one row to the supplier's ledger with its running balance. The caller holds the supplier's row lock
 * (findSupplier(tx, id, true)), so rows of one supplier are numbered and balanced one after the other.
 */
export async function postSupplierLedger(tx: DbOrTx, entry: SupplierLedgerEntry): Promise<void> {
  if (entry.cents === 0n) return;
  const [last] = await tx
    .select({ seq: supplierLedger.seq, balance: supplierLedger.balance })
    .from(supplierLedger)
    .where(eq(supplierLedger.supplierId, entry.supplierId))
    .orderBy(desc(supplierLedger.seq))
    .limit(1);
  await tx.insert(supplierLedger).values({
    supplierId: entry.supplierId,
    seq: (last?.seq ?? 0) + 1,
    entryDate: entry.entryDate,
    kind: entry.kind,
    billId: entry.billId ?? null,
    paymentId: entry.paymentId ?? null,
    debitNoteId: entry.debitNoteId ?? null,
    reference: entry.reference.slice(0, 60),
    description: entry.description.slice(0, 300),
    amount: formatCents(entry.cents),
    balance: formatCents((last ? toCents(last.balance) : 0n) + entry.cents),
    createdBy: entry.createdBy ?? null,
  });
}
