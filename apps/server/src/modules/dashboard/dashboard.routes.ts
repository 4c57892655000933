import { todayIn } from '@steelworks/contract/common/dates';
import { dashboardDataSchema, graphQuerySchema, revenueGraphSchema, wageGraphSchema } from '@steelworks/contract/dashboard';
import { actorOf, type App } from '../../lib/http';
import { getDashboardData, getRevenueGraph, getWageGraph, parsePeriod } from './dashboard.service';

const tags = ['dashboard'];

export async function dashboardRoutes(app: App) {
  const timeZone = () => app.ctx.config.timeZone;
  app.get(
    '/supervisor/dashboard-data',
    { config: { access: 'dashboardData' }, schema: { tags, response: { 200: dashboardDataSchema } } },
    async (request) => getDashboardData(app.ctx.db, actorOf(request), timeZone()),
  );
  app.get(
    '/supervisor/graph-month',
    { config: { access: 'analytics' }, schema: { tags, querystring: graphQuerySchema, response: { 200: wageGraphSchema } } },
    async (request) => getWageGraph(app.ctx.db, parsePeriod(request.query.date, todayIn(timeZone()), false)),
  );
  app.get(
    '/supervisor/graph-year',
    { config: { access: 'analytics' }, schema: { tags, querystring: graphQuerySchema, response: { 200: wageGraphSchema } } },
    async (request) => getWageGraph(app.ctx.db, parsePeriod(request.query.date, todayIn(timeZone()), true)),
  );
  app.get(
    '/supervisor/yearly-revenue-graph',
    { config: { access: 'analytics' }, schema: { tags, querystring: graphQuerySchema, response: { 200: revenueGraphSchema } } },
    async (request) => getRevenueGraph(app.ctx.db, parsePeriod(request.query.date, todayIn(timeZone()), true).year),
  );
}
