import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { orderInputSchema, orderItemQuantitySchema, orderSchema } from '@steelworks/contract/order';
import { actorOf, createdPost, deletedNoContent, putAndPatch, type App } from '../../lib/http';
import { createOrder, deleteOrder, updateOrderItemQuantity } from './order-entry.service';
import type { OrderSchedule } from './order-reads.service';

const tags = ['orders'];

/**
 * Creating and deleting a pending order, and an item's quantity. The PUT and PATCH of an order (a status move or the
 * pending edit), the order form's check and the promise date of an order being built are order-flow's.
 */
export async function orderEntryRoutes(app: App, schedule: OrderSchedule) {
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });

  createdPost(app, '/order/order', { access: 'orderCreate', schema: { tags, body: orderInputSchema }, response: orderSchema }, (request) =>
    createOrder(app.ctx.db, request.body, actorOf(request), today(), schedule),
  );

  deletedNoContent(app, '/order/order/:id', { access: 'orderStatus', schema: { tags, params: idParamSchema } }, (request) =>
    deleteOrder(app.ctx.db, request.params.id, actorOf(request)),
  );

  putAndPatch(
    app,
    '/order/orderitem/:id',
    { access: 'orderCreate', schema: { tags, params: idParamSchema }, put: orderItemQuantitySchema, patch: orderItemQuantitySchema, response: orderSchema },
    (request) => updateOrderItemQuantity(app.ctx.db, request.params.id, request.body, actorOf(request), schedule),
  );
}
