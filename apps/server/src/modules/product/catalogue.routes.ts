import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { productInputSchema, productListItemSchema, productListQuerySchema, productPatchSchema, productSchema } from '@steelworks/contract/product';
import { notFound } from '../../lib/app-error';
import { contentTypeOf, fileStoreFor, SAFE_NAME } from '../../lib/files';
import { actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { createProduct, getProduct, listProducts, removeProduct, updateProduct, type ProductTaxSettings } from './catalogue.service';
import { IMAGE_FOLDER } from './product-rows';

const tags = ['products'];

/** The products of the catalogue and their images. */
export async function catalogueRoutes(app: App, tax: ProductTaxSettings) {
  const db = () => app.ctx.db;
  const deps = () => ({ files: fileStoreFor(app.ctx.config), tax });

  pagedGet(app, '/store/product', { access: 'products', schema: { tags, querystring: productListQuerySchema }, item: productListItemSchema }, (request) =>
    listProducts(db(), request.query.search, actorOf(request)),
  );

  createdPost(
    app,
    '/store/product',
    { access: 'productEdit', schema: { tags, consumes: ['multipart/form-data', 'application/json'], body: productInputSchema }, response: productSchema },
    (request) => createProduct(db(), deps(), request.body, actorOf(request)),
  );

  readGet(app, '/store/product/:id', { access: 'products', schema: { tags, params: idParamSchema }, response: productSchema }, (request) =>
    getProduct(db(), request.params.id, actorOf(request)),
  );

  putAndPatch(
    app,
    '/store/product/:id',
    {
      access: 'productEdit',
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], params: idParamSchema },
      put: productInputSchema,
      patch: productPatchSchema,
      response: productSchema,
    },
    (request) => updateProduct(db(), deps(), request.params.id, request.body, actorOf(request)),
  );

  deletedNoContent(app, '/store/product/:id', { access: 'productEdit', schema: { tags, params: idParamSchema } }, (request) =>
    removeProduct(db(), request.params.id, actorOf(request)),
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
