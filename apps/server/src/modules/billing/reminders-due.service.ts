import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from './invoice.table';

const balanceCents = sql<string>`((${invoices.total} + ${invoices.adjustment} - ${invoices.amountPaid}) * 100)::bigint::text`;

export type InvoiceToRemind = { id: number; number: string; dealerId: number; dueDate: string; balance: bigint };

/** The open invoices with something left to pay and due by `dueBy` (issue 48 point 3), oldest due first. */
export async function invoicesToRemind(db: DbOrTx, dueBy: string): Promise<InvoiceToRemind[]> {
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, dealerId: invoices.dealerId, dueDate: invoices.dueDate, balance: balanceCents })
    .from(invoices)
    .where(and(eq(invoices.status, 'Open'), lte(invoices.dueDate, dueBy), gt(sql`${invoices.total} + ${invoices.adjustment} - ${invoices.amountPaid}`, 0)))
    .orderBy(asc(invoices.dueDate), asc(invoices.id));
  return rows.map((r) => ({ ...r, balance: BigInt(r.balance) }));
}

/** The dealers with open invoices and what they owe on them: who gets the monthly statement. */
export async function dealersOwing(db: DbOrTx): Promise<Array<{ dealerId: number; balance: bigint }>> {
  const rows = await db
    .select({ dealerId: invoices.dealerId, balance: sql<string>`sum(${balanceCents}::bigint)::text` })
    .from(invoices)
    .where(eq(invoices.status, 'Open'))
    .groupBy(invoices.dealerId)
    .having(sql`sum(${invoices.total} + ${invoices.adjustment} - ${invoices.amountPaid}) > 0`)
    .orderBy(asc(invoices.dealerId));
  return rows.map((r) => ({ ...r, balance: BigInt(r.balance) }));
}
