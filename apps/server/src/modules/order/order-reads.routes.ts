import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import { orderListQuerySchema, orderRowSchema, orderSchema } from '@steelworks/contract/order';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { getOrder, listOrders } from './order-reads.service';

const tags = ['orders'];

/** The order list and an order's detail. */
export async function orderReadRoutes(app: App) {
  app.get(
    '/order/order',
    { config: { access: 'orders' }, schema: { tags, querystring: orderListQuerySchema, response: { 200: pagedSchema(orderRowSchema) } } },
    async (request) => paginate(request, request.query, await listOrders(app.ctx.db, request.query, actorOf(request), app.ctx.config.timeZone)),
  );

  app.get(
    '/order/order/:id',
    { config: { access: 'orders' }, schema: { tags, params: idParamSchema, response: { 200: orderSchema } } },
    async (request) => getOrder(app.ctx.db, request.params.id, actorOf(request)),
  );
}
