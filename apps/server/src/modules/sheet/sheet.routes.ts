import type { App } from '../../lib/http';
import { nestRoutes } from './nest.routes';
import { sheetOrderRoutes } from './sheet-orders.routes';
import { sheetStockRoutes } from './sheet-stock.routes';

export async function sheetRoutes(app: App) {
  await sheetStockRoutes(app);
  await sheetOrderRoutes(app);
  await nestRoutes(app);
}
