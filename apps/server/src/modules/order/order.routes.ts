import type { App } from '../../lib/http';
import { orderEntryRoutes } from './order-entry.routes';
import { orderReadRoutes } from './order-reads.routes';
import type { OrderSchedule } from './order-reads.service';

/** The orders' list, detail and entry. `schedule`: what they show of the schedule, given by `app.ts` (order-reads.service.ts). */
export async function orderRoutes(app: App, schedule: OrderSchedule) {
  await orderReadRoutes(app, schedule);
  await orderEntryRoutes(app, schedule);
}
