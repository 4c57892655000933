import { todayIn } from '@steelworks/contract/common/dates';
import { dashboardDataSchema, graphQuerySchema, revenueGraphSchema, wageGraphSchema } from '@steelworks/contract/dashboard';
import { actorOf, readGet, type App } from '../../lib/http';
import { getDashboardData, getRevenueGraph, getWageGraph, parsePeriod } from './dashboard.service';

const tags = ['dashboard'];

export async function dashboardRoutes(app: App) {
  const timeZone = () => app.ctx.config.timeZone;
  readGet(app, '/supervisor/dashboard-data', { access: 'dashboardData', schema: { tags }, response: dashboardDataSchema }, (request) =>
    getDashboardData(app.ctx.db, actorOf(request), timeZone()),
  );
  readGet(app, '/supervisor/graph-month', { access: 'analytics', schema: { tags, querystring: graphQuerySchema }, response: wageGraphSchema }, (request) =>
    getWageGraph(app.ctx.db, parsePeriod(request.query.date, todayIn(timeZone()), false)),
  );
  readGet(app, '/supervisor/graph-year', { access: 'analytics', schema: { tags, querystring: graphQuerySchema }, response: wageGraphSchema }, (request) =>
    getWageGraph(app.ctx.db, parsePeriod(request.query.date, todayIn(timeZone()), true)),
  );
  readGet(
    app,
    '/supervisor/yearly-revenue-graph',
    { access: 'analytics', schema: { tags, querystring: graphQuerySchema }, response: revenueGraphSchema },
    (request) => getRevenueGraph(app.ctx.db, parsePeriod(request.query.date, todayIn(timeZone()), true).year),
  );
}
