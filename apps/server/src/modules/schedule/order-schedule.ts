import { asc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from '../supervisor/supervisor-account.join';
import type { OrderSchedule } from '../order/order-reads.service';
import { scheduleItemDays, scheduleItems, storeSupplies } from './schedule.table';

/**
 * What the order list and an order's detail show of the schedule (order/order-reads.service.ts `OrderSchedule`):
 * `app.ts` gives it to the order's routes and order-flow uses it, so the order module imports nothing of the schedule
 * (docs/decisions/057-server-modules-one-way.md).
 */
export const orderSchedule: OrderSchedule = {
  // The orders a supervisor works on that day (the dashboard's chartered orders): the day index, then the orders by id.
  ordersScheduledOn: (db: DbOrTx, day: string) =>
    db
      .selectDistinct({ id: scheduleItems.orderId })
      .from(scheduleItemDays)
      .innerJoin(scheduleItems, eq(scheduleItems.id, scheduleItemDays.scheduleItemId))
      .where(eq(scheduleItemDays.day, day)),

  scheduleOfOrderItems: (db: DbOrTx, orderItemIds: SQLWrapper) =>
    joinSupervisorAccount(
      db
        .select({
          id: scheduleItems.id,
          orderItemId: scheduleItems.orderItemId,
          auto_id: scheduleItems.autoId,
          supervisor_id: scheduleItems.supervisorId,
          supervisor: accounts.fullName,
          start_date: scheduleItems.startDate,
          end_date: scheduleItems.endDate,
          quantity: scheduleItems.quantity,
          status: storeSupplies.status,
          work_status: scheduleItems.workStatus,
        })
        .from(scheduleItems)
        .leftJoin(storeSupplies, eq(storeSupplies.scheduleItemId, scheduleItems.id))
        .$dynamic(),
      scheduleItems.supervisorId,
    )
      .where(inArray(scheduleItems.orderItemId, orderItemIds))
      .orderBy(asc(scheduleItems.id)),
};
