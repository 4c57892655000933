import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  certificateInputSchema,
  goodsReceiptDetailSchema,
  goodsReceiptInputSchema,
  goodsReceiptListQuerySchema,
  goodsReceiptSchema,
} from '@steelworks/contract/goods-receipt';
import {
  PURCHASE_ORDER_MOVES,
  purchaseOrderDetailSchema,
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderMoveInputSchema,
  purchaseOrderSchema,
  supplierDetailSchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierPatchSchema,
  supplierSchema,
  type PurchaseOrderMove,
} from '@steelworks/contract/purchase';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/auth';
import { contentTypeOf, fileStoreFor, SAFE_NAME, uploadedImage } from '../../lib/files';
import { actionPost, actorOf, createdPost, pagedGet, putAndPatch, readGet, updateBy, type App } from '../../lib/http';
import { attachCertificate, CERTIFICATE_FOLDER, getGoodsReceipt, listGoodsReceipts } from './goods-receipt-reads.service';
import { receiveGoods } from './goods-receipt.service';
import { sendPurchaseOrder } from './purchase-order-mail.service';
import { createPurchaseOrder, getPurchaseOrder, listPurchaseOrders, movePurchaseOrder, updatePurchaseOrder } from './purchase-order.service';
import { createSupplier, getSupplier, listSuppliers, updateSupplier } from './supplier.service';

const tags = ['purchase'];

/** The store manager receives goods and sees quantities, never prices: its answers leave rates and values out. */
const seesPrices = (actor: Actor) => actor.role !== 'storemanager';

/**
 * Buying (issue 45, docs/product/buying.md): suppliers and purchase orders for the admin and the production manager
 * (the store manager reads them without prices, to receive), goods received for those three.
 */
export async function purchaseRoutes(app: App) {
  const db = () => app.ctx.db;
  const today = () => todayIn(app.ctx.config.timeZone);
  const prices = (request: Parameters<typeof actorOf>[0]) => seesPrices(actorOf(request));

  pagedGet(app, '/purchase/suppliers', { access: 'purchaseRead', schema: { tags, querystring: supplierListQuerySchema }, item: supplierSchema }, (request) =>
    listSuppliers(db(), request.query),
  );
  createdPost(app, '/purchase/suppliers', { access: 'purchasing', schema: { tags, body: supplierInputSchema }, response: supplierDetailSchema }, (request) =>
    createSupplier(db(), request.body, actorOf(request)),
  );
  readGet(app, '/purchase/suppliers/:id', { access: 'purchaseRead', schema: { tags, params: idParamSchema }, response: supplierDetailSchema }, (request) =>
    getSupplier(db(), request.params.id, prices(request)),
  );
  putAndPatch(
    app,
    '/purchase/suppliers/:id',
    { access: 'purchasing', schema: { tags, params: idParamSchema }, put: supplierInputSchema, patch: supplierPatchSchema, response: supplierDetailSchema },
    (request) => updateSupplier(db(), request.params.id, request.body, actorOf(request)),
  );

  pagedGet(app, '/purchase/orders', { access: 'purchaseRead', schema: { tags, querystring: purchaseOrderListQuerySchema }, item: purchaseOrderSchema }, (request) =>
    listPurchaseOrders(db(), request.query, prices(request)),
  );
  createdPost(app, '/purchase/orders', { access: 'purchasing', schema: { tags, body: purchaseOrderInputSchema }, response: purchaseOrderDetailSchema }, (request) =>
    createPurchaseOrder(db(), request.body, actorOf(request), today()),
  );
  readGet(app, '/purchase/orders/:id', { access: 'purchaseRead', schema: { tags, params: idParamSchema }, response: purchaseOrderDetailSchema }, (request) =>
    getPurchaseOrder(db(), request.params.id, prices(request)),
  );
  updateBy(
    app,
    'PUT',
    '/purchase/orders/:id',
    { access: 'purchasing', schema: { tags, params: idParamSchema, body: purchaseOrderInputSchema }, response: purchaseOrderDetailSchema },
    (request) => updatePurchaseOrder(db(), request.params.id, request.body, actorOf(request)),
  );
  for (const move of Object.keys(PURCHASE_ORDER_MOVES) as PurchaseOrderMove[]) {
    actionPost(
      app,
      `/purchase/orders/:id/${move}`,
      { access: 'purchasing', schema: { tags, params: idParamSchema, body: purchaseOrderMoveInputSchema }, response: purchaseOrderDetailSchema },
      (request) => movePurchaseOrder(db(), request.params.id, move, actorOf(request), today(), request.body.note),
    );
  }
  actionPost(
    app,
    '/purchase/orders/:id/send',
    { access: 'purchasing', schema: { tags, params: idParamSchema }, response: purchaseOrderDetailSchema },
    (request) => sendPurchaseOrder(db(), app.ctx.mailer, request.params.id, actorOf(request)),
  );

  pagedGet(app, '/purchase/receipts', { access: 'goodsReceipt', schema: { tags, querystring: goodsReceiptListQuerySchema }, item: goodsReceiptSchema }, (request) =>
    listGoodsReceipts(db(), request.query, prices(request)),
  );
  createdPost(app, '/purchase/receipts', { access: 'goodsReceipt', schema: { tags, body: goodsReceiptInputSchema }, response: goodsReceiptDetailSchema }, (request) => {
    const actor = actorOf(request);
    return receiveGoods(db(), request.body, actor, { today: today(), tolerancePercent: app.ctx.config.purchaseOverReceiptPercent, prices: seesPrices(actor) });
  });
  readGet(app, '/purchase/receipts/:id', { access: 'goodsReceipt', schema: { tags, params: idParamSchema }, response: goodsReceiptDetailSchema }, (request) =>
    getGoodsReceipt(db(), request.params.id, prices(request)),
  );
  actionPost(
    app,
    '/purchase/receipt-lines/:id/certificate',
    { access: 'goodsReceipt', schema: { tags, consumes: ['multipart/form-data'], params: idParamSchema, body: certificateInputSchema }, response: goodsReceiptDetailSchema },
    (request) =>
      attachCertificate(db(), fileStoreFor(app.ctx.config), request.params.id, uploadedImage(request.body.image) ?? null, actorOf(request), prices(request)),
  );
  /** Public like the other images: an <img> sends no token, and the names are 128 random bits given at upload. */
  app.get(
    '/purchase/certificates/:name',
    { config: { access: 'public' }, schema: { tags, security: [], params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) throw notFound();
      const data = await fileStoreFor(app.ctx.config).get(CERTIFICATE_FOLDER, name);
      if (!data) throw notFound();
      return reply.header('content-type', contentTypeOf(name)).header('cache-control', 'private, max-age=86400').send(data);
    },
  );
}
