import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { orderCheckSchema, orderInputSchema, orderPatchSchema, orderPromiseSchema, orderSchema } from '@steelworks/contract/order';
import { actionPost, actorOf, updateBy, type App } from '../../lib/http';
import { updateOrder } from '../order/order-entry.service';
import { orderSchedule } from '../schedule/order-schedule';
import type { MaterialsWait, OnOrderDue } from '../schedule/scheduling.service';
import { checkOrder, promiseForOrder } from './order-check.service';
import { patchOrder } from './order-flow.service';

const tags = ['orders'];

/**
 * The routes where an order meets billing, scheduling and the dashboard (docs/decisions/056-order-flow-above-billing.md):
 * the order form's check with its total with GST, the promise date (the schedule's), and the status moves (approve,
 * start, ship, deliver, cancel).
 */
export async function orderFlowRoutes(app: App, onOrderDue: OnOrderDue) {
  const today = () => ({ today: todayIn(app.ctx.config.timeZone) });
  const wait = (): MaterialsWait => ({ leadDays: app.ctx.config.materialsLeadDays, onOrderDue });

  // The order form's check: what create would answer now, by create's own checks, nothing saved (issue 40 point 6).
  actionPost(app, '/order/check', { access: 'orderCreate', schema: { tags, body: orderInputSchema }, response: orderCheckSchema }, (request) =>
    checkOrder(app.ctx.db, request.body, actorOf(request), today(), wait()),
  );

  // The promise date of an order being built: the same items as create, nothing saved (issue 16 point 1); never for
  // an order create would refuse (issue 40 point 6).
  actionPost(app, '/order/promise', { access: 'orderCreate', schema: { tags, body: orderInputSchema }, response: orderPromiseSchema }, (request) =>
    promiseForOrder(app.ctx.db, request.body, actorOf(request), today(), wait()),
  );

  // PUT takes PATCH's body: with a status it is the same status change (a dealer's answers 403), as the 2022 client
  // sends it; without, the Update Order page's dealer and items and the pending edit fields.
  updateBy(
    app,
    'PUT',
    '/order/order/:id',
    { access: 'orderCreate', schema: { tags, params: idParamSchema, body: orderPatchSchema }, response: orderSchema },
    (request) =>
      request.body.status
        ? patchOrder(app.ctx.db, request.params.id, request.body, actorOf(request), today(), wait())
        : updateOrder(app.ctx.db, request.params.id, request.body, actorOf(request), today(), orderSchedule),
  );

  // A status change ({status, start_date?}; admin and productionmanager) or the pending edit fields.
  updateBy(
    app,
    'PATCH',
    '/order/order/:id',
    { access: 'orderCreate', schema: { tags, params: idParamSchema, body: orderPatchSchema }, response: orderSchema },
    (request) => patchOrder(app.ctx.db, request.params.id, request.body, actorOf(request), today(), wait()),
  );
}
