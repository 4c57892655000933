import { eq } from 'drizzle-orm';
import type { ScheduleItem } from '@steelworks/contract/schedule';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from '../supervisor/supervisor-account.join';
import { orders } from '../order/order.table';
import { products } from '../product/product.table';
import { scheduleItems, storeSupplies } from './schedule.table';

/**
 * A schedule item as the item list and the quality check lookup read it: its answer's keys, and the order's status
 * (the lookup's) and the finishing time (answered as a date) besides.
 */
const itemColumns = {
  id: scheduleItems.id,
  auto_id: scheduleItems.autoId,
  start_date: scheduleItems.startDate,
  end_date: scheduleItems.endDate,
  product: products.name,
  product_id: scheduleItems.productId,
  product_serial: products.serialNumber,
  quantity: scheduleItems.quantity,
  cols: scheduleItems.cols,
  supervisor: accounts.fullName,
  supervisor_id: scheduleItems.supervisorId,
  order: scheduleItems.orderId,
  order_auto_id: orders.autoId,
  orderStatus: orders.status,
  status: storeSupplies.status,
  work_status: scheduleItems.workStatus,
  finishedAt: scheduleItems.finishedAt,
};
type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

export function toScheduleItem({ orderStatus: _orderStatus, finishedAt, ...r }: ItemRow): ScheduleItem {
  return { ...r, status: r.status ?? 'Not Provided', finished_date: finishedAt ? finishedAt.toISOString().slice(0, 10) : null };
}

export function selectItems(db: DbOrTx) {
  const read = db
    .select(itemColumns)
    .from(scheduleItems)
    .innerJoin(products, eq(products.id, scheduleItems.productId))
    .innerJoin(orders, eq(orders.id, scheduleItems.orderId))
    .leftJoin(storeSupplies, eq(storeSupplies.scheduleItemId, scheduleItems.id))
    .$dynamic();
  return joinSupervisorAccount(read, scheduleItems.supervisorId);
}
