import type { App } from '../../lib/http';
import { addonRoutes } from './addons.routes';
import { billOfMaterialsRoutes } from './bill-of-materials.routes';
import { catalogueRoutes } from './catalogue.routes';
import type { ProductTaxSettings } from './catalogue.service';

/**
 * Products, their bill of materials and other costs (docs/product/catalogue-and-store.md#products). Reading is open to every role of the
 * `products` area, with cost and profit left out per role in the service; changes need `productEdit`. The tax settings a
 * new product takes are billing's, given by `app.ts` (catalogue.service.ts).
 */
export async function productRoutes(app: App, tax: ProductTaxSettings) {
  await catalogueRoutes(app, tax);
  await billOfMaterialsRoutes(app);
  await addonRoutes(app);
}
