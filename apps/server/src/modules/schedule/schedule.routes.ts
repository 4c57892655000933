import type { App } from '../../lib/http';
import { calendarRoutes } from './calendar.routes';
import { finishedProductRoutes } from './finished-products.routes';
import { scheduleItemRoutes } from './schedule-items.routes';

/**
 * The schedule's routes, in the order they were always registered. Scheduling itself has none of its own: approval
 * and the promise date are the order's routes. Store supply is its own module (supply/supply.routes.ts).
 */
export async function scheduleRoutes(app: App) {
  await scheduleItemRoutes(app);
  await calendarRoutes(app);
  await finishedProductRoutes(app);
}
