import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  productionItemDetailSchema,
  productionItemListQuerySchema,
  productionItemSchema,
  productionItemUpdateSchema,
} from '@steelworks/contract/production';
import { actorOf, deletedNoContent, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { deleteProductionItem, getProductionItem, listProductionItems, updateProductionItem } from './production-items.service';

const tags = ['production'];

/** Production items (units): read by admin, productionmanager and workers; changed and deleted by managers. */
export async function productionItemRoutes(app: App) {
  const db = () => app.ctx.db;

  pagedGet(
    app,
    '/production/productionitem',
    { access: 'productionItems', schema: { tags, querystring: productionItemListQuerySchema }, item: productionItemSchema },
    (request) => listProductionItems(db(), request.query),
  );

  readGet(
    app,
    '/production/productionitem/:id',
    { access: 'productionItems', schema: { tags, params: idParamSchema }, response: productionItemDetailSchema },
    (request) => getProductionItem(db(), request.params.id),
  );

  putAndPatch(
    app,
    '/production/productionitem/:id',
    {
      access: 'productionAssign',
      schema: { tags, params: idParamSchema },
      put: productionItemUpdateSchema,
      patch: productionItemUpdateSchema,
      response: productionItemDetailSchema,
    },
    (request) => updateProductionItem(db(), request.params.id, request.body.note, actorOf(request)),
  );

  deletedNoContent(app, '/production/productionitem/:id', { access: 'productionAssign', schema: { tags, params: idParamSchema } }, (request) =>
    deleteProductionItem(db(), request.params.id, actorOf(request)),
  );
}
