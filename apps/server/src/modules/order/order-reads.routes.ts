import { idParamSchema } from '@steelworks/contract/common/inputs';
import { orderListQuerySchema, orderRowSchema, orderSchema } from '@steelworks/contract/order';
import { actorOf, pagedGet, readGet, type App } from '../../lib/http';
import { getOrder, listOrders, type OrderSchedule } from './order-reads.service';

const tags = ['orders'];

/** The order list and an order's detail. */
export async function orderReadRoutes(app: App, schedule: OrderSchedule) {
  pagedGet(app, '/order/order', { access: 'orders', schema: { tags, querystring: orderListQuerySchema }, item: orderRowSchema }, (request) =>
    listOrders(app.ctx.db, request.query, actorOf(request), schedule, app.ctx.config.timeZone),
  );

  readGet(app, '/order/order/:id', { access: 'orders', schema: { tags, params: idParamSchema }, response: orderSchema }, (request) =>
    getOrder(app.ctx.db, request.params.id, actorOf(request), schedule),
  );
}
