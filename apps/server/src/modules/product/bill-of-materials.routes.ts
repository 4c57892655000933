import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  otherCostInputSchema,
  otherCostSchema,
  rawMaterialInputSchema,
  rawMaterialQuerySchema,
  rawMaterialSchema,
} from '@steelworks/contract/product';
import { actorOf, createdPost, deletedNoContent, pagedGet, type App } from '../../lib/http';
import { addOtherCost, addRawMaterial, listRawMaterials, removeOtherCost, removeRawMaterial } from './bill-of-materials.service';

const tags = ['products'];

/** A product's bill of materials (raw materials) and other costs, which set its cost. */
export async function billOfMaterialsRoutes(app: App) {
  const db = () => app.ctx.db;

  // Raw materials: prices are part of the answer, so reading is for the roles that see cost (the store area).
  pagedGet(app, '/store/rawmaterial', { access: 'store', schema: { tags, querystring: rawMaterialQuerySchema }, item: rawMaterialSchema }, (request) =>
    listRawMaterials(db(), request.query.product, actorOf(request)),
  );

  createdPost(app, '/store/rawmaterial', { access: 'productEdit', schema: { tags, body: rawMaterialInputSchema }, response: rawMaterialSchema }, (request) =>
    addRawMaterial(db(), request.body, actorOf(request)),
  );

  deletedNoContent(app, '/store/rawmaterial/:id', { access: 'productEdit', schema: { tags, params: idParamSchema } }, (request) =>
    removeRawMaterial(db(), request.params.id, actorOf(request)),
  );

  createdPost(app, '/store/othercost', { access: 'productEdit', schema: { tags, body: otherCostInputSchema }, response: otherCostSchema }, (request) =>
    addOtherCost(db(), request.body, actorOf(request)),
  );

  deletedNoContent(app, '/store/othercost/:id', { access: 'productEdit', schema: { tags, params: idParamSchema } }, (request) =>
    removeOtherCost(db(), request.params.id, actorOf(request)),
  );
}
