import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { orderInputSchema, orderItemQuantitySchema, orderPromiseSchema, orderSchema } from '@steelworks/contract/order';
import { actorOf, createdPost, deletedNoContent, putAndPatch, type App } from '../../lib/http';
import { createOrder, deleteOrder, promiseForOrder, updateOrderItemQuantity } from './order-entry.service';

const tags = ['orders'];

/**
 * Creating and deleting a pending order, an item's quantity, and the promise date of an order being built. The PUT and
 * PATCH of an order (a status move or the pending edit) and the order form's check are order-flow's.
 */
export async function orderEntryRoutes(app: App) {
  const today = () => ({ today: todayIn(app.ctx.config.timeZone), leadDays: app.ctx.config.materialsLeadDays });

  createdPost(app, '/order/order', { access: 'orderCreate', schema: { tags, body: orderInputSchema }, response: orderSchema }, (request) =>
    createOrder(app.ctx.db, request.body, actorOf(request), today()),
  );

  // The promise date of an order being built: the same items as create, nothing saved (issue 16 point 1); never for
  // an order create would refuse (issue 40 point 6).
  app.post(
    '/order/promise',
    { config: { access: 'orderCreate' }, schema: { tags, body: orderInputSchema, response: { 200: orderPromiseSchema } } },
    async (request) => promiseForOrder(app.ctx.db, request.body, actorOf(request), today()),
  );

  deletedNoContent(app, '/order/order/:id', { access: 'orderStatus', schema: { tags, params: idParamSchema } }, (request) =>
    deleteOrder(app.ctx.db, request.params.id, actorOf(request)),
  );

  putAndPatch(
    app,
    '/order/orderitem/:id',
    { access: 'orderCreate', schema: { tags, params: idParamSchema }, put: orderItemQuantitySchema, patch: orderItemQuantitySchema, response: orderSchema },
    (request) => updateOrderItemQuantity(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );
}
