import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { orderInputSchema, orderItemQuantitySchema, orderPromiseSchema, orderSchema, orderUpdateSchema } from '@steelworks/contract/order';
import { actorOf, type App } from '../../lib/http';
import { createOrder, deleteOrder, updateOrder, updateOrderItemQuantity } from './order-entry.service';
import { promiseFor } from '../schedule/scheduling.service';

const tags = ['orders'];

/** Creating, editing and deleting a pending order and its items, and the promise date of an order being built. */
export async function orderEntryRoutes(app: App) {
  const today = () => ({ today: todayIn(app.ctx.config.timeZone), leadDays: app.ctx.config.materialsLeadDays });

  app.post(
    '/order/order',
    { config: { access: 'orderCreate' }, schema: { tags, body: orderInputSchema, response: { 201: orderSchema } } },
    async (request, reply) => reply.status(201).send(await createOrder(app.ctx.db, request.body, actorOf(request), today())),
  );

  // The promise date of an order being built: the same items as create, nothing saved (issue 16 point 1).
  app.post(
    '/order/promise',
    { config: { access: 'orderCreate' }, schema: { tags, body: orderInputSchema, response: { 200: orderPromiseSchema } } },
    async (request) => promiseFor(app.ctx.db, request.body, todayIn(app.ctx.config.timeZone), app.ctx.config.materialsLeadDays),
  );

  app.put(
    '/order/order/:id',
    { config: { access: 'orderCreate' }, schema: { tags, params: idParamSchema, body: orderUpdateSchema, response: { 200: orderSchema } } },
    async (request) => updateOrder(app.ctx.db, request.params.id, request.body, actorOf(request), today()),
  );

  app.delete(
    '/order/order/:id',
    { config: { access: 'orderStatus' }, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteOrder(app.ctx.db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/order/orderitem/:id',
      {
        config: { access: 'orderCreate' },
        schema: { tags, params: idParamSchema, body: orderItemQuantitySchema, response: { 200: orderSchema } },
      },
      async (request) => updateOrderItemQuantity(app.ctx.db, request.params.id, request.body, actorOf(request)),
    );
  }
}
