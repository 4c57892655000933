import { eq } from 'drizzle-orm';
import type { ScheduleItem, SupplyStatus, WorkStatus } from '@steelworks/contract/schedule';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { orders } from '../order/order.table';
import { products } from '../product/product.table';
import { supervisors } from '../supervisor/supervisor.table';
import { scheduleItems, storeSupplies } from './schedule.table';

/** A schedule item as the item list and the quality check lookup read it, and its answer. */
const itemColumns = {
  id: scheduleItems.id,
  autoId: scheduleItems.autoId,
  startDate: scheduleItems.startDate,
  endDate: scheduleItems.endDate,
  product: products.name,
  productId: scheduleItems.productId,
  productSerial: products.serialNumber,
  quantity: scheduleItems.quantity,
  cols: scheduleItems.cols,
  supervisor: accounts.fullName,
  supervisorId: scheduleItems.supervisorId,
  order: scheduleItems.orderId,
  orderAutoId: orders.autoId,
  orderStatus: orders.status,
  status: storeSupplies.status,
  workStatus: scheduleItems.workStatus,
  finishedAt: scheduleItems.finishedAt,
};
export type ItemData = {
  id: number;
  autoId: string;
  startDate: string;
  endDate: string;
  product: string;
  productId: number;
  productSerial: string;
  quantity: number;
  cols: number;
  supervisor: string;
  supervisorId: number;
  order: number;
  orderAutoId: number;
  orderStatus: string;
  status: SupplyStatus | null;
  workStatus: WorkStatus;
  finishedAt: Date | null;
};

export function toScheduleItem(r: ItemData): ScheduleItem {
  return {
    id: r.id,
    auto_id: r.autoId,
    start_date: r.startDate,
    end_date: r.endDate,
    product: r.product,
    product_id: r.productId,
    product_serial: r.productSerial,
    quantity: r.quantity,
    cols: r.cols,
    supervisor: r.supervisor,
    supervisor_id: r.supervisorId,
    order: r.order,
    order_auto_id: r.orderAutoId,
    status: (r.status ?? 'Not Provided') as SupplyStatus,
    work_status: r.workStatus as WorkStatus,
    finished_date: r.finishedAt ? r.finishedAt.toISOString().slice(0, 10) : null,
  };
}

export function selectItems(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(scheduleItems)
    .innerJoin(products, eq(products.id, scheduleItems.productId))
    .innerJoin(supervisors, eq(supervisors.id, scheduleItems.supervisorId))
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .innerJoin(orders, eq(orders.id, scheduleItems.orderId))
    .leftJoin(storeSupplies, eq(storeSupplies.scheduleItemId, scheduleItems.id));
}
