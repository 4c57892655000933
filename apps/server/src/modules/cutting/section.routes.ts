import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  addOffcutSchema,
  receiveBarsSchema,
  removePieceSchema,
  sectionPiecePathSchema,
  sectionStockSchema,
} from '@steelworks/contract/section';
import { actorOf, type App } from '../../lib/http';
import { addOffcut, getSectionStock, receiveBars, removePiece } from './section.service';

const tags = ['store'];

/** Sections in the store (issue 32 point 1): the store's roles read and correct a section's bars and offcuts. */
export async function sectionRoutes(app: App) {
  const db = () => app.ctx.db;

  app.get(
    '/store/sections/:id',
    { config: { access: 'store' }, schema: { tags, params: idParamSchema, response: { 200: sectionStockSchema } } },
    async (request) => getSectionStock(db(), request.params.id),
  );

  app.post(
    '/store/sections/:id/bars',
    { config: { access: 'store' }, schema: { tags, params: idParamSchema, body: receiveBarsSchema, response: { 200: sectionStockSchema } } },
    async (request) => receiveBars(db(), request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/store/sections/:id/offcuts',
    { config: { access: 'store' }, schema: { tags, params: idParamSchema, body: addOffcutSchema, response: { 200: sectionStockSchema } } },
    async (request) => addOffcut(db(), request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/store/sections/:id/pieces/:piece/remove',
    { config: { access: 'store' }, schema: { tags, params: sectionPiecePathSchema, body: removePieceSchema, response: { 200: sectionStockSchema } } },
    async (request) => removePiece(db(), request.params.id, request.params.piece, request.body, actorOf(request)),
  );
}
