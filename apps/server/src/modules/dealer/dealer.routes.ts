import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { PAGE_SIZE, pagedSchema } from '@steelworks/contract/common/pagination';
import {
  dealerCreateInputSchema,
  dealerDetailQuerySchema,
  dealerDetailSchema,
  dealerListQuerySchema,
  dealerPatchSchema,
  dealerSchema,
  dealerUpdateInputSchema,
} from '@steelworks/contract/dealer';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { countOrdersOfDealer, listOrdersOfDealer } from '../order/order-reads.service';
import { blockDealer, createDealer, getDealer, listDealers, unblockDealer, updateDealer } from './dealer.service';

const tags = ['dealer'];
const access = 'dealers';

export async function dealerRoutes(app: App) {
  app.get(
    '/dealer/dealer',
    { config: { access }, schema: { tags, querystring: dealerListQuerySchema, response: { 200: pagedSchema(dealerSchema) } } },
    async (request) => {
      const search = request.query.search || request.query.searchText || '';
      return paginate(request, request.query, await listDealers(app.ctx.db, { search, type: request.query.type, blocked: request.query.blocked }));
    },
  );
  app.post(
    '/dealer/dealer',
    { config: { access }, schema: { tags, body: dealerCreateInputSchema, response: { 201: dealerSchema } } },
    async (request, reply) => reply.status(201).send(await createDealer(app.ctx.db, app.ctx.mailer, request.body, actorOf(request))),
  );
  app.get(
    '/dealer/dealer/:id',
    {
      config: { access: 'dealerDetail' },
      schema: { tags, params: idParamSchema, querystring: dealerDetailQuerySchema, response: { 200: dealerDetailSchema } },
    },
    async (request) => {
      const dealer = await getDealer(app.ctx.db, request.params.id, actorOf(request));
      // getDealer answered 404 to a dealer asking for another dealer, so these are the caller's own orders.
      const orders = await paginate(request, { page: request.query.page, limit: PAGE_SIZE }, listOrdersOfDealer(app.ctx.db, dealer.id));
      return { ...dealer, ...(await countOrdersOfDealer(app.ctx.db, dealer.id)), orders };
    },
  );
  app.put(
    '/dealer/dealer/:id',
    { config: { access }, schema: { tags, params: idParamSchema, body: dealerUpdateInputSchema, response: { 200: dealerSchema } } },
    async (request) => updateDealer(app.ctx.db, request.params.id, request.body, true, actorOf(request)),
  );
  app.patch(
    '/dealer/dealer/:id',
    {
      config: { access },
      schema: { tags, params: idParamSchema, body: dealerPatchSchema, response: { 200: dealerSchema } },
    },
    async (request) => updateDealer(app.ctx.db, request.params.id, request.body, false, actorOf(request)),
  );
  app.delete(
    '/dealer/dealer/:id',
    { config: { access }, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await blockDealer(app.ctx.db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/dealer/dealer/:id/unblock',
    { config: { access }, schema: { tags, params: idParamSchema, response: { 200: dealerSchema } } },
    async (request) => unblockDealer(app.ctx.db, request.params.id),
  );
}
