import { eq } from 'drizzle-orm';
import type { OrderRow } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { accounts } from '../../db/accounts.table';
import { dealerIdOfAccount } from '../dealer/dealer.service';
import { orders } from './order.table';
import type { Caller } from '../../lib/caller';
import type { RowOf } from '../../lib/row-of';

// What the order capability files share: an order's row columns and answer, and who may see an order.

/** An order's row as its answer names it; toRow turns the time into ISO text and answers the bill twice. */
export const rowColumns = {
  id: orders.id,
  auto_id: orders.autoId,
  dealer: orders.dealerId,
  dealer_name: accounts.fullName,
  dealer_phone: accounts.phone,
  status: orders.status,
  start_date: orders.startDate,
  end_date: orders.endDate,
  date_added: orders.dateAdded,
  customer_name: orders.customerName,
  delivery_site: orders.deliverySite,
  delivery_state_code: orders.deliveryStateCode,
  third_party_delivery: orders.thirdPartyDelivery,
  note: orders.note,
  bill_amount: orders.billAmount,
};

export function toRow(r: RowOf<typeof rowColumns>): OrderRow {
  return { ...r, date_added: r.date_added.toISOString(), total_amount: r.bill_amount };
}

/** A dealer's own dealer id; a dealer account without a dealer record owns nothing (-1 matches no order). */
export async function ownDealerId(db: DbOrTx, actor: Caller): Promise<number | undefined> {
  if (actor.role !== 'dealer') return undefined;
  return (await dealerIdOfAccount(db, actor.accountId)) ?? -1;
}

/** The order row, or 404 when it does not exist or the caller (a dealer) may not see it. */
export async function findVisibleOrder(db: DbOrTx, id: number, actor: Caller, lock = false) {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound();
  const own = await ownDealerId(db, actor);
  if (own !== undefined && order.dealerId !== own) throw notFound();
  return order;
}

