import { defectsQuerySchema, defectsSummarySchema } from '@steelworks/contract/production';
import { readGet, type App } from '../../lib/http';
import { summariseDefects } from './defects.service';

const tags = ['production'];

/** The defects report: per work type and per worker, for managers. */
export async function defectRoutes(app: App) {
  const db = () => app.ctx.db;

  readGet(
    app,
    '/production/defects',
    { access: 'productionAssign', schema: { tags, querystring: defectsQuerySchema }, response: defectsSummarySchema },
    (request) => summariseDefects(db(), request.query, app.ctx.config.timeZone),
  );
}
