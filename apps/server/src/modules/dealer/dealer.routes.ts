import { PAGE_SIZE } from '@steelworks/contract/common/pagination';
import {
  dealerCreateInputSchema,
  dealerDetailQuerySchema,
  dealerDetailSchema,
  dealerListQuerySchema,
  dealerPatchSchema,
  dealerSchema,
  dealerUpdateInputSchema,
} from '@steelworks/contract/dealer';
import type { DealerOrderCounts, OrderRow } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { actorOf, type App } from '../../lib/http';
import { paginate, type PagedQuery } from '../../lib/paginate';
import { registerPersonRoutes } from '../staff/person-routes';
import { blockDealer, createDealer, getDealer, listDealers, unblockDealer, updateDealer } from './dealer.service';

/**
 * The dealer page's orders, read by the order module (an order names its dealer, so order sits above dealer); `app.ts`
 * gives them (docs/decisions/057-server-modules-one-way.md).
 */
export type DealerOrders = {
  listOrdersOfDealer(db: DbOrTx, dealerId: number): PagedQuery<OrderRow>;
  countOrdersOfDealer(db: DbOrTx, dealerId: number): Promise<DealerOrderCounts>;
};

export async function dealerRoutes(app: App, { listOrdersOfDealer, countOrdersOfDealer }: DealerOrders) {
  registerPersonRoutes(app, {
    path: '/dealer/dealer',
    tags: ['dealer'],
    access: 'dealers',
    schemas: { item: dealerSchema, listQuery: dealerListQuerySchema, create: dealerCreateInputSchema, put: dealerUpdateInputSchema, patch: dealerPatchSchema },
    list: (query) => listDealers(app.ctx.db, { search: query.search || query.searchText || '', type: query.type, blocked: query.blocked }),
    create: (body, actor) => createDealer(app.ctx.db, app.ctx.mailer, body, actor),
    detail: { access: 'dealerDetail', query: dealerDetailQuerySchema, response: dealerDetailSchema },
    get: async (id, query, request) => {
      const dealer = await getDealer(app.ctx.db, id, actorOf(request));
      // getDealer answered 404 to a dealer asking for another dealer, so these are the caller's own orders.
      const orders = await paginate(request, { page: query.page, limit: PAGE_SIZE }, listOrdersOfDealer(app.ctx.db, dealer.id));
      return { ...dealer, ...(await countOrdersOfDealer(app.ctx.db, dealer.id)), orders };
    },
    update: (id, body, actor, full) => updateDealer(app.ctx.db, id, body, full, actor),
    block: (id, actor) => blockDealer(app.ctx.db, id, actor),
    unblock: (id) => unblockDealer(app.ctx.db, id),
  });
}
