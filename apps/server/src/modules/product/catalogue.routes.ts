import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import { productInputSchema, productListItemSchema, productListQuerySchema, productPatchSchema, productSchema } from '@steelworks/contract/product';
import { notFound } from '../../lib/app-error';
import { contentTypeOf, fileStoreFor, SAFE_NAME } from '../../lib/files';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { createProduct, getProduct, listProducts, removeProduct, updateProduct } from './catalogue.service';
import { IMAGE_FOLDER } from './product-rows';

const tags = ['products'];
const noContent = { 204: z.null() };

/** The products of the catalogue and their images. */
export async function catalogueRoutes(app: App) {
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
}
