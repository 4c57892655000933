import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  addOffcutSchema,
  receiveBarsSchema,
  removePieceSchema,
  sectionPiecePathSchema,
  sectionStockSchema,
} from '@steelworks/contract/section';
import { actionPost, actorOf, readGet, type App } from '../../lib/http';
import { addOffcut, getSectionStock, receiveBars, removePiece } from './section.service';

const tags = ['store'];

/** Sections in the store (issue 32 point 1): the store's roles read and correct a section's bars and offcuts. */
export async function sectionRoutes(app: App) {
  const db = () => app.ctx.db;

  readGet(app, '/store/sections/:id', { access: 'store', schema: { tags, params: idParamSchema }, response: sectionStockSchema }, (request) =>
    getSectionStock(db(), request.params.id),
  );

  actionPost(
    app,
    '/store/sections/:id/bars',
    { access: 'store', schema: { tags, params: idParamSchema, body: receiveBarsSchema }, response: sectionStockSchema },
    (request) => receiveBars(db(), request.params.id, request.body, actorOf(request)),
  );

  actionPost(
    app,
    '/store/sections/:id/offcuts',
    { access: 'store', schema: { tags, params: idParamSchema, body: addOffcutSchema }, response: sectionStockSchema },
    (request) => addOffcut(db(), request.params.id, request.body, actorOf(request)),
  );

  actionPost(
    app,
    '/store/sections/:id/pieces/:piece/remove',
    { access: 'store', schema: { tags, params: sectionPiecePathSchema, body: removePieceSchema }, response: sectionStockSchema },
    (request) => removePiece(db(), request.params.id, request.params.piece, request.body, actorOf(request)),
  );
}
