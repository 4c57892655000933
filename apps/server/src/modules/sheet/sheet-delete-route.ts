import type { Access } from '@steelworks/contract/permissions';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { actorOf, type App } from '../../lib/http';

/**
 * DELETE `url` (an `:id` path) answering 204: the sheets' and the sheet orders' delete. No answer schema: the document
 * has never given these deletes one (deletedNoContent in lib/http.ts would add `204: null`).
 */
export function deleteById(app: App, url: string, access: Access, remove: (db: DbOrTx, id: number, actor: Caller) => Promise<void>): void {
  app.delete(url, { config: { access }, schema: { tags: ['sheet'], params: idParamSchema } }, async (request, reply) => {
    await remove(app.ctx.db, request.params.id, actorOf(request));
    return reply.code(204).send();
  });
}
