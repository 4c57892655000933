import { defectsQuerySchema, defectsSummarySchema } from '@steelworks/contract/production';
import type { App } from '../../lib/http';
import { summariseDefects } from './defects.service';

const tags = ['production'];

/** The defects report: per work type and per worker, for managers. */
export async function defectRoutes(app: App) {
  const db = () => app.ctx.db;

  app.get(
    '/production/defects',
    { config: { access: 'productionAssign' }, schema: { tags, querystring: defectsQuerySchema, response: { 200: defectsSummarySchema } } },
    async (request) => summariseDefects(db(), request.query, app.ctx.config.timeZone),
  );
}
