import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { orderCheckSchema, orderInputSchema, orderItemQuantitySchema, orderPatchSchema, orderPromiseSchema, orderSchema } from '@steelworks/contract/order';
import { actorOf, createdPost, deletedNoContent, putAndPatch, type App } from '../../lib/http';
import { checkOrder, createOrder, deleteOrder, promiseForOrder, updateOrder, updateOrderItemQuantity } from './order-entry.service';
import { patchOrder } from './order-flow.service';

const tags = ['orders'];

/** Creating, editing and deleting a pending order and its items, and the promise date of an order being built. */
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

  // The order form's check: what create would answer now, by create's own checks, nothing saved (issue 40 point 6).
  app.post(
    '/order/check',
    { config: { access: 'orderCreate' }, schema: { tags, body: orderInputSchema, response: { 200: orderCheckSchema } } },
    async (request) => checkOrder(app.ctx.db, request.body, actorOf(request), today()),
  );

  // PUT takes PATCH's body: with a status it is the same status change (a dealer's answers 403), as the 2022 client
  // sends it; without, the Update Order page's dealer and items and the pending edit fields.
  app.put(
    '/order/order/:id',
    { config: { access: 'orderCreate' }, schema: { tags, params: idParamSchema, body: orderPatchSchema, response: { 200: orderSchema } } },
    async (request) =>
      request.body.status
        ? patchOrder(app.ctx.db, request.params.id, request.body, actorOf(request), today())
        : updateOrder(app.ctx.db, request.params.id, request.body, actorOf(request), today()),
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
