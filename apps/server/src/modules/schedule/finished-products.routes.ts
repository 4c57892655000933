import {
  finishedProductBodySchema,
  finishedProductListQuerySchema,
  finishedProductLookupResultSchema,
  finishedProductLookupSchema,
  finishedProductSchema,
} from '@steelworks/contract/schedule';
import { actionPost, actorOf, createdPost, pagedGet, type App } from '../../lib/http';
import { createFinishedProduct, listFinishedProducts, lookupScheduleItem } from './finished-products.service';

const tags = ['schedule'];

export async function finishedProductRoutes(app: App) {
  pagedGet(
    app,
    '/supervisor/finishedproducts',
    { access: 'finishedProducts', schema: { tags, querystring: finishedProductListQuerySchema }, item: finishedProductSchema },
    (request) => listFinishedProducts(app.ctx.db, request.query, actorOf(request)),
  );

  createdPost(app, '/supervisor/finishedproducts', { access: 'qcCreate', schema: { tags, body: finishedProductBodySchema }, response: finishedProductSchema }, (request) =>
    createFinishedProduct(app.ctx.db, request.body, actorOf(request)),
  );

  actionPost(
    app,
    '/supervisor/finished-product-id',
    { access: 'qcCreate', schema: { tags, body: finishedProductLookupSchema }, response: finishedProductLookupResultSchema },
    (request) => lookupScheduleItem(app.ctx.db, request.body.id),
  );
}
