import { todayIn } from '@steelworks/contract/common/dates';
import { receivableRowSchema, receivablesQuerySchema, receivablesSummarySchema } from '@steelworks/contract/receivables';
import { pagedGet, readGet, type App } from '../../lib/http';
import { listReceivables, summarizeReceivables } from './receivables.service';

const tags = ['billing'];

/** Receivables (issue 31 point 5): who owes what and for how long; admin and production manager. */
export async function receivablesRoutes(app: App) {
  const today = () => todayIn(app.ctx.config.timeZone);
  pagedGet(app, '/billing/receivables', { access: 'billing', schema: { tags, querystring: receivablesQuerySchema }, item: receivableRowSchema }, (request) =>
    listReceivables(app.ctx.db, request.query, today()),
  );
  readGet(app, '/billing/receivables/summary', { access: 'billing', schema: { tags }, response: receivablesSummarySchema }, () =>
    summarizeReceivables(app.ctx.db, today()),
  );
}
