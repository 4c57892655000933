import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import { provideInputSchema, storeSupplyListQuerySchema, storeSupplySchema } from '@steelworks/contract/schedule';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { getStoreSupply, listStoreSupplies, provideSupply } from './store-supply.service';

// The OpenAPI document has always listed store supply under the schedule tag; the move did not change the document.
const tags = ['schedule'];

/** Store supply (/store/storemanagerview/): the raw materials of scheduled items, provided by the store. */
export async function storeSupplyRoutes(app: App) {
  app.get(
    '/store/storemanagerview',
    {
      config: { access: 'storeSupply' },
      schema: { tags, querystring: storeSupplyListQuerySchema, response: { 200: pagedSchema(storeSupplySchema) } },
    },
    async (request) => paginate(request, request.query, listStoreSupplies(app.ctx.db, request.query)),
  );

  app.get(
    '/store/storemanagerview/:id',
    { config: { access: 'storeSupply' }, schema: { tags, params: idParamSchema, response: { 200: storeSupplySchema } } },
    async (request) => getStoreSupply(app.ctx.db, request.params.id),
  );

  // Provide: {status: "Provided"} by PUT or PATCH; answers the whole updated row.
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/store/storemanagerview/:id',
      {
        config: { access: 'storeSupply' },
        schema: { tags, params: idParamSchema, body: provideInputSchema, response: { 200: storeSupplySchema } },
      },
      async (request) => provideSupply(app.ctx.db, request.params.id, actorOf(request)),
    );
  }
}
