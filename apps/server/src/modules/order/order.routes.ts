import type { App } from '../../lib/http';
import { orderEntryRoutes } from './order-entry.routes';
import { orderReadRoutes } from './order-reads.routes';

export async function orderRoutes(app: App) {
  await orderReadRoutes(app);
  await orderEntryRoutes(app);
}
