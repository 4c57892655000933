import { eq } from 'drizzle-orm';
import type { OrderRow, OrderStatus } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { accounts } from '../../db/accounts.table';
import { dealerIdOfAccount } from '../dealer/dealer.service';
import { orders } from './order.table';
import type { Caller } from '../../lib/caller';

// What the order capability files share: an order's row columns and answer, and who may see an order.

export const rowColumns = {
  id: orders.id,
  autoId: orders.autoId,
  dealerId: orders.dealerId,
  dealerName: accounts.fullName,
  dealerPhone: accounts.phone,
  status: orders.status,
  startDate: orders.startDate,
  endDate: orders.endDate,
  dateAdded: orders.dateAdded,
  customerName: orders.customerName,
  deliverySite: orders.deliverySite,
  deliveryStateCode: orders.deliveryStateCode,
  thirdPartyDelivery: orders.thirdPartyDelivery,
  note: orders.note,
  billAmount: orders.billAmount,
};
type RowData = {
  id: number;
  autoId: number;
  dealerId: number;
  dealerName: string;
  dealerPhone: string;
  status: OrderStatus;
  startDate: string | null;
  endDate: string | null;
  dateAdded: Date;
  customerName: string;
  deliverySite: string;
  deliveryStateCode: string | null;
  thirdPartyDelivery: boolean;
  note: string;
  billAmount: string;
};

export function toRow(r: RowData): OrderRow {
  return {
    id: r.id,
    auto_id: r.autoId,
    dealer: r.dealerId,
    dealer_name: r.dealerName,
    dealer_phone: r.dealerPhone,
    status: r.status,
    start_date: r.startDate,
    end_date: r.endDate,
    date_added: r.dateAdded.toISOString(),
    customer_name: r.customerName,
    delivery_site: r.deliverySite,
    delivery_state_code: r.deliveryStateCode,
    third_party_delivery: r.thirdPartyDelivery,
    note: r.note,
    bill_amount: r.billAmount,
    total_amount: r.billAmount,
  };
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

