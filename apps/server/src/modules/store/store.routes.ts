import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  stockMovementSchema,
  storeItemInputSchema,
  storeItemPatchSchema,
  storeItemSchema,
  storeItemUpdateSchema,
  storeListQuerySchema,
} from '@steelworks/contract/store';
import { actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import {
  createStoreItem,
  deleteStoreItem,
  getStoreItem,
  listStockMovements,
  listStoreItems,
  updateStoreItem,
  type StoreItemUses,
} from './store.service';

const tags = ['store'];

/**
 * Store items (docs/product/catalogue-and-store.md#store-items): admin, productionmanager and storemanager. `uses`: what
 * the products and cutting hold of an item, given by `app.ts` (store.service.ts).
 */
export async function storeRoutes(app: App, uses: StoreItemUses) {
  const db = () => app.ctx.db;

  pagedGet(app, '/store/store', { access: 'store', schema: { tags, querystring: storeListQuerySchema }, item: storeItemSchema }, (request) =>
    listStoreItems(db(), request.query),
  );

  createdPost(app, '/store/store', { access: 'store', schema: { tags, body: storeItemInputSchema }, response: storeItemSchema }, (request) =>
    createStoreItem(db(), request.body, actorOf(request), uses),
  );

  readGet(app, '/store/store/:id', { access: 'store', schema: { tags, params: idParamSchema }, response: storeItemSchema }, (request) =>
    getStoreItem(db(), request.params.id),
  );

  putAndPatch(
    app,
    '/store/store/:id',
    { access: 'store', schema: { tags, params: idParamSchema }, put: storeItemUpdateSchema, patch: storeItemPatchSchema, response: storeItemSchema },
    (request) => updateStoreItem(db(), request.params.id, request.body, actorOf(request), uses),
  );

  deletedNoContent(app, '/store/store/:id', { access: 'store', schema: { tags, params: idParamSchema } }, (request) =>
    deleteStoreItem(db(), request.params.id, actorOf(request), uses),
  );

  /** The stock history of an item: who changed it, when, from what to what, and why. */
  pagedGet(
    app,
    '/store/store/:id/movements',
    { access: 'store', schema: { tags, params: idParamSchema, querystring: storeListQuerySchema }, item: stockMovementSchema },
    (request) => listStockMovements(db(), request.params.id),
  );
}
