import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { statementQuerySchema, statementSchema } from '@steelworks/contract/dealer-statement';
import { actorOf, type App } from '../../lib/http';
import { getStatement, statementCsv, statementFileName } from './statement.service';

const tags = ['billing'];

/** A dealer's statement for a date range (issue 31 point 4), as JSON or (`?format=csv`) a spreadsheet; a dealer its own. */
export async function statementRoutes(app: App) {
  app.get(
    '/billing/dealers/:id/statement',
    { config: { access: 'dealerAccounts' }, schema: { tags, params: idParamSchema, querystring: statementQuerySchema, response: { 200: statementSchema } } },
    async (request, reply) => {
      const { timeZone } = app.ctx.config;
      const statement = await getStatement(app.ctx.db, request.params.id, request.query, actorOf(request), todayIn(timeZone));
      if (request.query.format !== 'csv') return statement;
      // The CSV text goes out as it is: Fastify runs the JSON schema's serializer only for a JSON content type.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statementFileName(statement)}"`)
        .header('cache-control', 'no-store')
        .send(statementCsv(statement, timeZone) as never);
    },
  );
}
