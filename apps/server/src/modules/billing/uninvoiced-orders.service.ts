import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { toCents } from '@steelworks/contract/common/money';
import type { DbOrTx } from '../../db/client';
import { inIds } from '../../lib/paginate';
import { orders } from '../order/order.table';

/**
 * Work agreed but not yet billed: the bills of a dealer's Approved and Started orders (an invoice is made only when an
 * order ships, so none of them has one). The credit check counts them as owed, and so does the available credit.
 * Read through orders_dealer_status_idx: only the active orders of the dealer.
 */
const UNBILLED_STATUSES = ['Approved', 'Started'] as const;

/** One dealer's, in paise; `exceptOrderId`: the order being approved. */
export async function uninvoicedOrdersCents(db: DbOrTx, dealerId: number, exceptOrderId?: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.billAmount}), 0)` })
    .from(orders)
    .where(
      and(
        eq(orders.dealerId, dealerId),
        inArray(orders.status, [...UNBILLED_STATUSES]),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    );
  return toCents(row?.total ?? '0');
}

/** Several dealers' at once (the receivables list), in paise by dealer id; a dealer without any is absent. */
export async function uninvoicedOrdersByDealer(db: DbOrTx, dealerIds: number[]): Promise<Map<number, bigint>> {
  if (dealerIds.length === 0) return new Map();
  const rows = await db
    .select({ dealerId: orders.dealerId, total: sql<string>`sum(${orders.billAmount})` })
    .from(orders)
    .where(and(inIds(orders.dealerId, dealerIds), inArray(orders.status, [...UNBILLED_STATUSES])))
    .groupBy(orders.dealerId);
  return new Map(rows.map((row) => [row.dealerId, toCents(row.total)]));
}
