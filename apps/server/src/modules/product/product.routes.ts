import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  availableAddonsInputSchema,
  availableAddonsSchema,
  otherCostInputSchema,
  otherCostSchema,
  productInputSchema,
  productListItemSchema,
  productListQuerySchema,
  productPatchSchema,
  productSchema,
  rawMaterialInputSchema,
  rawMaterialQuerySchema,
  rawMaterialSchema,
} from '@steelworks/contract/product';
import { notFound } from '../../lib/app-error';
import { contentTypeOf, fileStoreFor, SAFE_NAME } from '../../lib/files';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import {
  addOtherCost,
  addRawMaterial,
  availableAddons,
  createProduct,
  getProduct,
  IMAGE_FOLDER,
  listProducts,
  listRawMaterials,
  removeOtherCost,
  removeProduct,
  removeRawMaterial,
  updateProduct,
} from './product.service';

const tags = ['products'];
const noContent = { 204: z.null() };

/**
 * Products, their bill of materials and other costs (spec 2 sections 2-7). Reading is open to every role of the
 * `products` area, with cost and profit left out per role in the service; changes need `productEdit`.
 */
export async function productRoutes(app: App) {
  const db = () => app.ctx.db;
  const deps = () => ({ files: fileStoreFor(app.ctx.config) });

  app.get(
    '/store/product',
    { config: { access: 'products' }, schema: { tags, querystring: productListQuerySchema, response: { 200: pagedSchema(productListItemSchema) } } },
    async (request) => paginate(request, request.query, listProducts(db(), request.query.search, actorOf(request))),
  );

  app.post(
    '/store/product',
    {
      config: { access: 'productEdit' },
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], body: productInputSchema, response: { 201: productSchema } },
    },
    async (request, reply) => reply.status(201).send(await createProduct(db(), deps(), request.body, actorOf(request))),
  );

  app.get(
    '/store/product/:id',
    { config: { access: 'products' }, schema: { tags, params: idParamSchema, response: { 200: productSchema } } },
    async (request) => getProduct(db(), request.params.id, actorOf(request)),
  );

  app.put(
    '/store/product/:id',
    {
      config: { access: 'productEdit' },
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], params: idParamSchema, body: productInputSchema, response: { 200: productSchema } },
    },
    async (request) => updateProduct(db(), deps(), request.params.id, request.body, actorOf(request)),
  );

  app.patch(
    '/store/product/:id',
    {
      config: { access: 'productEdit' },
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], params: idParamSchema, body: productPatchSchema, response: { 200: productSchema } },
    },
    async (request) => updateProduct(db(), deps(), request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/store/product/:id',
    { config: { access: 'productEdit' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await removeProduct(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  /**
   * Product images and thumbnails. Public on purpose: an <img> cannot send the token header, and the names are 128
   * random bits generated at upload, so a URL is only known to those who were shown the product.
   */
  app.get(
    '/store/media/:name',
    { config: { access: 'public' }, schema: { tags, security: [], params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) throw notFound();
      const data = await fileStoreFor(app.ctx.config).get(IMAGE_FOLDER, name);
      if (!data) throw notFound();
      return reply
        .header('content-type', contentTypeOf(name))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );

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

  app.post(
    '/store/available_addons',
    { config: { access: 'products' }, schema: { tags, body: availableAddonsInputSchema, response: { 200: availableAddonsSchema } } },
    async (request) => availableAddons(db(), request.body.product, request.body.addons),
  );
}
