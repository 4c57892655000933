import { balanceTransactionListQuerySchema, balanceTransactionSchema, withdrawalInputSchema } from '@steelworks/contract/supervisor';
import { actorOf, createdPost, pagedGet, type App } from '../../lib/http';
import { listTransactions, transactionFilterFor, withdraw } from './ledger.service';

const tags = ['supervisor'];

export async function ledgerRoutes(app: App) {
  const access = 'supervisors';
  pagedGet(
    app,
    '/supervisor/balancetransactions',
    { access: 'balance', schema: { tags, querystring: balanceTransactionListQuerySchema }, item: balanceTransactionSchema },
    async (request) => {
      const filter = await transactionFilterFor(app.ctx.db, actorOf(request), request.query.supervisor);
      return listTransactions(app.ctx.db, { ...filter, search: request.query.search });
    },
  );
  createdPost(app, '/supervisor/balancetransactions', { access, schema: { tags, body: withdrawalInputSchema }, response: balanceTransactionSchema }, (request) =>
    withdraw(app.ctx.db, request.body, actorOf(request)),
  );
}
