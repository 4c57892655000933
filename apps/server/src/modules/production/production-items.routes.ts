import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  productionItemDetailSchema,
  productionItemListQuerySchema,
  productionItemSchema,
  productionItemUpdateSchema,
} from '@steelworks/contract/production';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { deleteProductionItem, getProductionItem, listProductionItems, updateProductionItem } from './production-items.service';

const tags = ['production'];
const noContent = { 204: z.null() };

/** Production items (units): read by admin, productionmanager and workers; changed and deleted by managers. */
export async function productionItemRoutes(app: App) {
  const db = () => app.ctx.db;

  app.get(
    '/production/productionitem',
    {
      config: { access: 'productionItems' },
      schema: { tags, querystring: productionItemListQuerySchema, response: { 200: pagedSchema(productionItemSchema) } },
    },
    async (request) => paginate(request, request.query, await listProductionItems(db(), request.query)),
  );

  app.get(
    '/production/productionitem/:id',
    { config: { access: 'productionItems' }, schema: { tags, params: idParamSchema, response: { 200: productionItemDetailSchema } } },
    async (request) => getProductionItem(db(), request.params.id),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/production/productionitem/:id',
      {
        config: { access: 'productionAssign' },
        schema: { tags, params: idParamSchema, body: productionItemUpdateSchema, response: { 200: productionItemDetailSchema } },
      },
      async (request) => updateProductionItem(db(), request.params.id, request.body.note, actorOf(request)),
    );
  }

  app.delete(
    '/production/productionitem/:id',
    { config: { access: 'productionAssign' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteProductionItem(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
}
