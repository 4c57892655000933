import { cutNeedQuerySchema, cutNeedSchema } from '@steelworks/contract/cut-need';
import { readGet, type App } from '../../lib/http';
import { getCutNeed } from './cut-need.service';

/**
 * Material by weight (issue 32 point 5): the channel need of a work order, an order or one unit of a product (its raw
 * steel cost). The roles of planning read it (admin, production manager, store manager); dealers see nothing of it.
 */
export async function cutNeedRoutes(app: App) {
  readGet(app, '/cutting/need', { access: 'planning', schema: { tags: ['cutting'], querystring: cutNeedQuerySchema }, response: cutNeedSchema }, (request) =>
    getCutNeed(app.ctx.db, request.query),
  );
}
