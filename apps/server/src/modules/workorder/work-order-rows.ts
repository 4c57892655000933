import { eq } from 'drizzle-orm';
import type { WorkOrderImage, WorkOrderRow } from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { accounts } from '../../db/accounts.table';
import { dealerIdOfAccount } from '../dealer/dealer.service';
import { dealers } from '../dealer/dealer.table';
import { orders } from '../order/order.table';
import { workOrderImages, workOrders } from './workorder.table';
import type { Caller } from '../../lib/caller';

/** Where work order drawings are stored and served from (public route, unguessable generated names). */
export const IMAGE_FOLDER = 'workorders';
const mediaUrl = (name: string) => `/api/v1/workorders/media/${name}`;

const headColumns = {
  id: workOrders.id,
  autoId: workOrders.autoId,
  orderId: workOrders.orderId,
  orderAutoId: orders.autoId,
  dealerId: workOrders.dealerId,
  dealerName: accounts.fullName,
  mobile: workOrders.mobile,
  customerName: workOrders.customerName,
  orderCreator: workOrders.orderCreator,
  orderDate: workOrders.orderDate,
  deliveryDate: workOrders.deliveryDate,
  deliverySite: workOrders.deliverySite,
  title: workOrders.title,
  status: workOrders.status,
  totalCost: workOrders.totalCost,
  dateAdded: workOrders.dateAdded,
  // What only the detail shows: a few short columns more on a list page, and one read of the work order for the detail.
  billingAddress: workOrders.billingAddress,
  gstNumber: workOrders.gstNumber,
  notes: workOrders.notes,
  column1Title: workOrders.column1Title,
  column2Title: workOrders.column2Title,
  column3Title: workOrders.column3Title,
  columnFlags: workOrders.columnFlags,
};
type HeadRow = {
  id: number;
  autoId: number;
  orderId: number | null;
  orderAutoId: number | null;
  dealerId: number | null;
  dealerName: string | null;
  mobile: string;
  customerName: string;
  orderCreator: string;
  orderDate: string;
  deliveryDate: string;
  deliverySite: string;
  title: string;
  status: WorkOrderRow['order_status'];
  totalCost: string;
  dateAdded: Date;
};

export function toRow(r: HeadRow, showCost: boolean): WorkOrderRow {
  return {
    id: r.id,
    auto_id: r.autoId,
    order: r.orderId,
    order_auto_id: r.orderAutoId,
    dealer: r.dealerId,
    dealer_name: r.dealerName ?? '',
    mobile: r.mobile,
    customer_name: r.customerName,
    order_creator: r.orderCreator,
    order_date: r.orderDate,
    delivery_date: r.deliveryDate,
    delivery_site: r.deliverySite,
    title: r.title,
    order_status: r.status,
    ...(showCost ? { total_cost: r.totalCost } : {}),
    date_added: r.dateAdded.toISOString(),
  };
}

export function headSelect(db: DbOrTx) {
  return db
    .select(headColumns)
    .from(workOrders)
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .leftJoin(dealers, eq(dealers.id, workOrders.dealerId))
    .leftJoin(accounts, eq(accounts.id, dealers.accountId));
}

/** A dealer sees only its own work orders; a dealer account without a dealer record sees none (-1). */
export async function ownDealerId(db: DbOrTx, actor: Caller): Promise<number | undefined> {
  if (actor.role !== 'dealer') return undefined;
  return (await dealerIdOfAccount(db, actor.accountId)) ?? -1;
}

export async function findVisible(db: DbOrTx, id: number, actor: Caller, lock = false) {
  const query = db.select().from(workOrders).where(eq(workOrders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  const own = await ownDealerId(db, actor);
  if (own !== undefined && row.dealerId !== own) throw notFound();
  return row;
}

export function toImage(r: typeof workOrderImages.$inferSelect): WorkOrderImage {
  return { id: r.id, title: r.title, image: mediaUrl(r.image), thumbnail: mediaUrl(r.thumbnail) };
}
