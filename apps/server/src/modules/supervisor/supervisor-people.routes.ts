import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { PAGE_SIZE, pagedSchema } from '@steelworks/contract/common/pagination';
import { peopleListQuerySchema } from '@steelworks/contract/staff';
import {
  supervisorDetailQuerySchema,
  supervisorDetailSchema,
  supervisorInputSchema,
  supervisorPatchSchema,
  supervisorSchema,
} from '@steelworks/contract/supervisor';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { scheduleItemsOf } from '../schedule/schedule-items.service';
import { listTransactions } from './ledger.service';
import { blockSupervisor, createSupervisor, getSupervisor, listSupervisors, unblockSupervisor, updateSupervisor } from './supervisor-people.service';

const tags = ['supervisor'];
const noContent = { 204: z.null() };

export async function supervisorPeopleRoutes(app: App) {
  const access = 'supervisors';
  app.get(
    '/supervisor/supervisor',
    { config: { access }, schema: { tags, querystring: peopleListQuerySchema, response: { 200: pagedSchema(supervisorSchema) } } },
    async (request) => paginate(request, request.query, listSupervisors(app.ctx.db, request.query)),
  );
  app.post(
    '/supervisor/supervisor',
    { config: { access }, schema: { tags, body: supervisorInputSchema, response: { 201: supervisorSchema } } },
    async (request, reply) => reply.status(201).send(await createSupervisor(app.ctx.db, app.ctx.mailer, request.body, actorOf(request))),
  );
  app.get(
    '/supervisor/supervisor/:id',
    {
      config: { access },
      schema: { tags, params: idParamSchema, querystring: supervisorDetailQuerySchema, response: { 200: supervisorDetailSchema } },
    },
    async (request) => {
      const supervisor = await getSupervisor(app.ctx.db, request.params.id);
      // The two pages are independent: on a PostgreSQL pool they are read side by side.
      const [balance_transaction, supervisor_schedule_items] = await Promise.all([
        paginate(request, { page: request.query.bal_page, limit: PAGE_SIZE }, listTransactions(app.ctx.db, { supervisorId: supervisor.id }), 'bal_page'),
        paginate(
          request,
          { page: request.query.schedulepage, limit: PAGE_SIZE },
          scheduleItemsOf(app.ctx.db, { supervisorId: supervisor.id }),
          'schedulepage',
        ),
      ]);
      return { ...supervisor, balance_transaction, supervisor_schedule_items };
    },
  );
  app.put(
    '/supervisor/supervisor/:id',
    { config: { access }, schema: { tags, params: idParamSchema, body: supervisorInputSchema, response: { 200: supervisorSchema } } },
    async (request) => updateSupervisor(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );
  app.patch(
    '/supervisor/supervisor/:id',
    { config: { access }, schema: { tags, params: idParamSchema, body: supervisorPatchSchema, response: { 200: supervisorSchema } } },
    async (request) => updateSupervisor(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/supervisor/supervisor/:id',
    { config: { access }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await blockSupervisor(app.ctx.db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/supervisor/supervisor/:id/unblock',
    { config: { access }, schema: { tags, params: idParamSchema, response: { 200: supervisorSchema } } },
    async (request) => unblockSupervisor(app.ctx.db, request.params.id),
  );
}
