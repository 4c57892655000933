import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  finishedProductBodySchema,
  finishedProductListQuerySchema,
  finishedProductLookupResultSchema,
  finishedProductLookupSchema,
  finishedProductSchema,
} from '@steelworks/contract/schedule';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { createFinishedProduct, listFinishedProducts, lookupScheduleItem } from './finished-products.service';

const tags = ['schedule'];

export async function finishedProductRoutes(app: App) {
  app.get(
    '/supervisor/finishedproducts',
    {
      config: { access: 'finishedProducts' },
      schema: { tags, querystring: finishedProductListQuerySchema, response: { 200: pagedSchema(finishedProductSchema) } },
    },
    async (request) => paginate(request, request.query, await listFinishedProducts(app.ctx.db, request.query, actorOf(request))),
  );

  app.post(
    '/supervisor/finishedproducts',
    { config: { access: 'qcCreate' }, schema: { tags, body: finishedProductBodySchema, response: { 201: finishedProductSchema } } },
    async (request, reply) => reply.status(201).send(await createFinishedProduct(app.ctx.db, request.body, actorOf(request))),
  );

  app.post(
    '/supervisor/finished-product-id',
    {
      config: { access: 'qcCreate' },
      schema: { tags, body: finishedProductLookupSchema, response: { 200: finishedProductLookupResultSchema } },
    },
    async (request) => lookupScheduleItem(app.ctx.db, request.body.id),
  );
}
