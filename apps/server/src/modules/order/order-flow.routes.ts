import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { orderPatchSchema, orderSchema } from '@steelworks/contract/order';
import { actorOf, type App } from '../../lib/http';
import { patchOrder } from './order-flow.service';

const tags = ['orders'];

/** The status moves of an order (approve, start, ship, deliver, cancel). */
export async function orderFlowRoutes(app: App) {
  const today = () => ({ today: todayIn(app.ctx.config.timeZone), leadDays: app.ctx.config.materialsLeadDays });

  // A status change ({status, start_date?}; admin and productionmanager) or the pending edit fields.
  app.patch(
    '/order/order/:id',
    { config: { access: 'orderCreate' }, schema: { tags, params: idParamSchema, body: orderPatchSchema, response: { 200: orderSchema } } },
    async (request) => patchOrder(app.ctx.db, request.params.id, request.body, actorOf(request), today()),
  );
}
