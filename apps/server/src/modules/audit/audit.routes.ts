import { auditEntrySchema, auditListQuerySchema } from '@steelworks/contract/audit';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import type { App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { listAudit } from './audit.service';

const tags = ['audit'];

/** The audit log, for admins: the "Audit Log" list and each detail page's History panel (?entity=&entity_id=). */
export async function auditRoutes(app: App) {
  app.get(
    '/audit/log',
    { config: { access: 'audit' }, schema: { tags, querystring: auditListQuerySchema, response: { 200: pagedSchema(auditEntrySchema) } } },
    async (request) => paginate(request, request.query, listAudit(app.ctx.db, request.query, app.ctx.config.timeZone)),
  );
}
