import { PAGE_SIZE } from '@steelworks/contract/common/pagination';
import type { ScheduleItem } from '@steelworks/contract/schedule';
import { peopleListQuerySchema } from '@steelworks/contract/staff';
import {
  supervisorDetailQuerySchema,
  supervisorDetailSchema,
  supervisorInputSchema,
  supervisorPatchSchema,
  supervisorSchema,
} from '@steelworks/contract/supervisor';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../lib/http';
import { paginate, type PagedQuery } from '../../lib/paginate';
import { registerPersonRoutes } from '../staff/person-routes';
import { listTransactions } from './ledger.service';
import { blockSupervisor, createSupervisor, getSupervisor, listSupervisors, unblockSupervisor, updateSupervisor } from './supervisor-people.service';

/**
 * A supervisor's schedule items on its detail page, read by the schedule module (a schedule item names its supervisor,
 * so schedule sits above supervisor); `app.ts` gives them (docs/decisions/057-server-modules-one-way.md).
 */
export type SupervisorScheduleItems = {
  scheduleItemsOf(db: DbOrTx, filter: { supervisorId: number }): PagedQuery<ScheduleItem>;
};

export async function supervisorPeopleRoutes(app: App, { scheduleItemsOf }: SupervisorScheduleItems) {
  registerPersonRoutes(app, {
    path: '/supervisor/supervisor',
    tags: ['supervisor'],
    access: 'supervisors',
    schemas: { item: supervisorSchema, listQuery: peopleListQuerySchema, create: supervisorInputSchema, put: supervisorInputSchema, patch: supervisorPatchSchema },
    list: (query) => listSupervisors(app.ctx.db, query),
    create: (body, actor) => createSupervisor(app.ctx.db, app.ctx.mailer, body, actor),
    detail: { query: supervisorDetailQuerySchema, response: supervisorDetailSchema },
    get: async (id, query, request) => {
      const supervisor = await getSupervisor(app.ctx.db, id);
      // The two pages are independent: on a PostgreSQL pool they are read side by side.
      const [balance_transaction, supervisor_schedule_items] = await Promise.all([
        paginate(request, { page: query.bal_page, limit: PAGE_SIZE }, listTransactions(app.ctx.db, { supervisorId: supervisor.id }), 'bal_page'),
        paginate(
          request,
          { page: query.schedulepage, limit: PAGE_SIZE },
          scheduleItemsOf(app.ctx.db, { supervisorId: supervisor.id }),
          'schedulepage',
        ),
      ]);
      return { ...supervisor, balance_transaction, supervisor_schedule_items };
    },
    update: (id, body, actor) => updateSupervisor(app.ctx.db, id, body, actor),
    block: (id, actor) => blockSupervisor(app.ctx.db, id, actor),
    unblock: (id) => unblockSupervisor(app.ctx.db, id),
  });
}
