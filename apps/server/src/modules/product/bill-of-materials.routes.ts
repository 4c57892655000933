import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  otherCostInputSchema,
  otherCostSchema,
  rawMaterialInputSchema,
  rawMaterialQuerySchema,
  rawMaterialSchema,
} from '@steelworks/contract/product';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { addOtherCost, addRawMaterial, listRawMaterials, removeOtherCost, removeRawMaterial } from './bill-of-materials.service';

const tags = ['products'];
const noContent = { 204: z.null() };

/** A product's bill of materials (raw materials) and other costs, which set its cost. */
export async function billOfMaterialsRoutes(app: App) {
  const db = () => app.ctx.db;

  // Raw materials: prices are part of the answer, so reading is for the roles that see cost (the store area).
  app.get(
    '/store/rawmaterial',
    { config: { access: 'store' }, schema: { tags, querystring: rawMaterialQuerySchema, response: { 200: pagedSchema(rawMaterialSchema) } } },
    async (request) =>
      paginate(request, request.query, await listRawMaterials(db(), request.query.product, actorOf(request))),
  );

  app.post(
    '/store/rawmaterial',
    { config: { access: 'productEdit' }, schema: { tags, body: rawMaterialInputSchema, response: { 201: rawMaterialSchema } } },
    async (request, reply) => reply.status(201).send(await addRawMaterial(db(), request.body, actorOf(request))),
  );

  app.delete(
    '/store/rawmaterial/:id',
    { config: { access: 'productEdit' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await removeRawMaterial(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/store/othercost',
    { config: { access: 'productEdit' }, schema: { tags, body: otherCostInputSchema, response: { 201: otherCostSchema } } },
    async (request, reply) => reply.status(201).send(await addOtherCost(db(), request.body, actorOf(request))),
  );

  app.delete(
    '/store/othercost/:id',
    { config: { access: 'productEdit' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await removeOtherCost(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
}
