import { productionChoicesSchema } from '@steelworks/contract/production';
import { readGet, type App } from '../../lib/http';
import { defectRoutes } from './defects.routes';
import { myWorkRoutes } from './my-works.routes';
import { productionItemRoutes } from './production-items.routes';
import { workRoutes } from './works.routes';
import { productionChoices } from './works.service';

const tags = ['production'];

/**
 * Production items and works (docs/product/work-orders-and-production.md#production-items, docs/product/roles-and-permissions.md#routes-by-role, docs/product/work-orders-and-production.md#production-items): read by admin, productionmanager
 * and workers; a worker changes only its own works (checked in the service); assigning and deleting is for managers.
 * Each capability registers its own routes, in the order they were registered when they were one file.
 */
export async function productionRoutes(app: App) {
  readGet(app, '/production/choices', { access: 'productionItems', schema: { tags }, response: productionChoicesSchema }, async () =>
    productionChoices(),
  );

  await productionItemRoutes(app);
  await workRoutes(app);
  await myWorkRoutes(app);
  await defectRoutes(app);
}
