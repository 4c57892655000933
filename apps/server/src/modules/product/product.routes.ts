import type { App } from '../../lib/http';
import { addonRoutes } from './addons.routes';
import { billOfMaterialsRoutes } from './bill-of-materials.routes';
import { catalogueRoutes } from './catalogue.routes';

/**
 * Products, their bill of materials and other costs (docs/product/catalogue-and-store.md#products). Reading is open to every role of the
 * `products` area, with cost and profit left out per role in the service; changes need `productEdit`.
 */
export async function productRoutes(app: App) {
  await catalogueRoutes(app);
  await billOfMaterialsRoutes(app);
  await addonRoutes(app);
}
