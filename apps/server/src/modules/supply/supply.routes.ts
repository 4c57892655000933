import { idParamSchema } from '@steelworks/contract/common/inputs';
import { provideInputSchema, storeSupplyListQuerySchema, storeSupplySchema } from '@steelworks/contract/schedule';
import { actorOf, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { getStoreSupply, listStoreSupplies, provideSupply } from './supply.service';

// The OpenAPI document has always listed store supply under the schedule tag; the moves did not change the document.
const tags = ['schedule'];

/**
 * Store supply (/store/storemanagerview/): the raw materials of scheduled items, provided by the store. Its URLs were
 * always the store's; `app.ts` registers them right after the store's, where they were.
 */
export async function supplyRoutes(app: App) {
  pagedGet(
    app,
    '/store/storemanagerview',
    { access: 'storeSupply', schema: { tags, querystring: storeSupplyListQuerySchema }, item: storeSupplySchema },
    (request) => listStoreSupplies(app.ctx.db, request.query),
  );

  readGet(app, '/store/storemanagerview/:id', { access: 'storeSupply', schema: { tags, params: idParamSchema }, response: storeSupplySchema }, (request) =>
    getStoreSupply(app.ctx.db, request.params.id),
  );

  // Provide: {status: "Provided"} by PUT or PATCH; answers the whole updated row.
  putAndPatch(
    app,
    '/store/storemanagerview/:id',
    { access: 'storeSupply', schema: { tags, params: idParamSchema }, put: provideInputSchema, patch: provideInputSchema, response: storeSupplySchema },
    (request) => provideSupply(app.ctx.db, request.params.id, actorOf(request)),
  );
}
