import { auditEntrySchema, auditListQuerySchema } from '@steelworks/contract/audit';
import { pagedGet, type App } from '../../lib/http';
import { listAudit } from './audit.service';

const tags = ['audit'];

/** The audit log, for admins: the "Audit Log" list and each detail page's History panel (?entity=&entity_id=). */
export async function auditRoutes(app: App) {
  pagedGet(app, '/audit/log', { access: 'audit', schema: { tags, querystring: auditListQuerySchema }, item: auditEntrySchema }, (request) =>
    listAudit(app.ctx.db, request.query, app.ctx.config.timeZone),
  );
}
