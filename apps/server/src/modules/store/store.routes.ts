import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  stockMovementSchema,
  storeItemInputSchema,
  storeItemPatchSchema,
  storeItemSchema,
  storeItemUpdateSchema,
  storeListQuerySchema,
} from '@steelworks/contract/store';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import {
  createStoreItem,
  deleteStoreItem,
  getStoreItem,
  listStockMovements,
  listStoreItems,
  updateStoreItem,
} from './store.service';
import { storeSupplyRoutes } from './store-supply.routes';

const tags = ['store'];

/** Store items (spec 3 sections 2, 3, 5, 7): admin, productionmanager and storemanager. */
export async function storeRoutes(app: App) {
  const db = () => app.ctx.db;

  app.get(
    '/store/store',
    { config: { access: 'store' }, schema: { tags, querystring: storeListQuerySchema, response: { 200: pagedSchema(storeItemSchema) } } },
    async (request) => paginate(request, request.query, listStoreItems(db(), request.query)),
  );

  app.post(
    '/store/store',
    { config: { access: 'store' }, schema: { tags, body: storeItemInputSchema, response: { 201: storeItemSchema } } },
    async (request, reply) => {
      const item = await createStoreItem(db(), request.body, actorOf(request));
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/store/store/:id',
    { config: { access: 'store' }, schema: { tags, params: idParamSchema, response: { 200: storeItemSchema } } },
    async (request) => getStoreItem(db(), request.params.id),
  );

  app.put(
    '/store/store/:id',
    { config: { access: 'store' }, schema: { tags, params: idParamSchema, body: storeItemUpdateSchema, response: { 200: storeItemSchema } } },
    async (request) => updateStoreItem(db(), request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    '/store/store/:id',
    { config: { access: 'store' }, schema: { tags, params: idParamSchema, body: storeItemPatchSchema, response: { 200: storeItemSchema } } },
    async (request) => updateStoreItem(db(), request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/store/store/:id',
    { config: { access: 'store' }, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteStoreItem(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  /** The stock history of an item: who changed it, when, from what to what, and why. */
  app.get(
    '/store/store/:id/movements',
    {
      config: { access: 'store' },
      schema: { tags, params: idParamSchema, querystring: storeListQuerySchema, response: { 200: pagedSchema(stockMovementSchema) } },
    },
    async (request) => paginate(request, request.query, listStockMovements(db(), request.params.id)),
  );

  // Store supply: its URLs were always the store's (it was registered with the schedule's routes before).
  await storeSupplyRoutes(app);
}
