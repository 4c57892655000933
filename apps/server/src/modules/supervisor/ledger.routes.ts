import { pagedSchema } from '@steelworks/contract/common/list-query';
import { balanceTransactionListQuerySchema, balanceTransactionSchema, withdrawalInputSchema } from '@steelworks/contract/supervisor';
import { actorOf, readGet, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { listTransactions, transactionFilterFor, withdraw } from './ledger.service';

const tags = ['supervisor'];

export async function ledgerRoutes(app: App) {
  const access = 'supervisors';
  readGet(
    app,
    '/supervisor/balancetransactions',
    { access: 'balance', schema: { tags, querystring: balanceTransactionListQuerySchema }, response: pagedSchema(balanceTransactionSchema) },
    async (request) => {
      const filter = await transactionFilterFor(app.ctx.db, actorOf(request), request.query.supervisor);
      return paginate(request, request.query, listTransactions(app.ctx.db, { ...filter, search: request.query.search }));
    },
  );
  app.post(
    '/supervisor/balancetransactions',
    { config: { access }, schema: { tags, body: withdrawalInputSchema, response: { 201: balanceTransactionSchema } } },
    async (request, reply) => reply.status(201).send(await withdraw(app.ctx.db, request.body, actorOf(request))),
  );
}
