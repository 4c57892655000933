import { idParamSchema } from '@steelworks/contract/common/inputs';
import { workOrderDraftSchema } from '@steelworks/contract/workorder';
import { readGet, type App } from '../../lib/http';
import { draftFromOrder } from './from-order.service';

const tags = ['workorders'];

export async function fromOrderRoutes(app: App) {
  const db = () => app.ctx.db;

  /** "Create from order": the form pre-filled from an Approved dealer order (404 for any other order). */
  readGet(
    app,
    '/workorders/from-order/:id',
    { access: 'workOrderCreate', schema: { tags, params: idParamSchema }, response: workOrderDraftSchema },
    (request) => draftFromOrder(db(), request.params.id),
  );
}
