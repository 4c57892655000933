import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { toCents } from '@steelworks/contract/common/money';
import { invoiceAmounts } from '@steelworks/contract/invoice';
import type { DbOrTx } from '../../db/client';
import { inIds } from '../../lib/paginate';
import { dealers } from '../dealer/dealer.table';
import { orderItems, orders } from '../order/order.table';
import { products } from '../product/product.table';
import { getBillingSettings } from './billing-settings.service';
import { placeOfSupplyOf, taxSplitOf } from './invoice-issue.service';

/**
 * Work agreed but not yet billed: a dealer's Approved and Started orders (an invoice is made only when an order ships,
 * so none of them has one), each at what its invoice would come to WITH GST (issue 41 point 9): the order's price
 * snapshots, each product's own GST rate, the tax split of the order's place of supply and the invoice's own
 * rounding (invoiceAmounts), so credit is never overstated by the tax. The credit check counts them as owed, and so
 * does the available credit. Read through orders_dealer_status_idx and the items' order index: only the active
 * orders of the dealers asked, in one query.
 */
const UNBILLED_STATUSES = ['Approved', 'Started'] as const;

/** The orders of `where` with their totals incl. GST in paise, in one read of their items. */
async function orderTotalsWithTax(db: DbOrTx, where: SQL | undefined): Promise<Array<{ orderId: number; dealerId: number; cents: bigint }>> {
  const rows = await db
    .select({
      orderId: orders.id,
      dealerId: orders.dealerId,
      stateCode: dealers.stateCode,
      deliveryStateCode: orders.deliveryStateCode,
      thirdPartyDelivery: orders.thirdPartyDelivery,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      gstRate: products.gstRate,
    })
    .from(orders)
    .innerJoin(dealers, eq(dealers.id, orders.dealerId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(where)
    .orderBy(asc(orders.id), asc(orderItems.id));
  if (rows.length === 0) return [];
  const settings = await getBillingSettings(db);
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return [...byOrder.values()].map((items) => {
    const first = items[0]!;
    const lines = items.map((item) => ({ taxable: toCents(item.unitPrice) * BigInt(item.quantity), rate: item.gstRate }));
    const split = taxSplitOf(placeOfSupplyOf(first, first.stateCode), settings);
    return { orderId: first.orderId, dealerId: first.dealerId, cents: invoiceAmounts(lines, split).total };
  });
}

/** One order's total incl. GST in paise (the order being approved). */
export async function orderWithTaxCents(db: DbOrTx, orderId: number): Promise<bigint> {
  const [order] = await orderTotalsWithTax(db, eq(orders.id, orderId));
  return order?.cents ?? 0n;
}

/** One dealer's, in paise; `exceptOrderId`: the order being approved. */
export async function uninvoicedOrdersCents(db: DbOrTx, dealerId: number, exceptOrderId?: number): Promise<bigint> {
  const totals = await orderTotalsWithTax(
    db,
    and(eq(orders.dealerId, dealerId), inArray(orders.status, [...UNBILLED_STATUSES]), exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId)),
  );
  return totals.reduce((sum, order) => sum + order.cents, 0n);
}

/** Several dealers' at once (the receivables list), in paise by dealer id; a dealer without any is absent. */
export async function uninvoicedOrdersByDealer(db: DbOrTx, dealerIds: number[]): Promise<Map<number, bigint>> {
  if (dealerIds.length === 0) return new Map();
  const totals = await orderTotalsWithTax(db, and(inIds(orders.dealerId, dealerIds), inArray(orders.status, [...UNBILLED_STATUSES])));
  const byDealer = new Map<number, bigint>();
  for (const order of totals) byDealer.set(order.dealerId, (byDealer.get(order.dealerId) ?? 0n) + order.cents);
  return byDealer;
}
