import type { App } from '../../lib/http';
import { dailyWorkRoutes } from './daily-work.routes';
import { ledgerRoutes } from './ledger.routes';
import { supervisorPeopleRoutes, type SupervisorScheduleItems } from './supervisor-people.routes';

/** The supervisors, their money ledger and their daily work, registered in this order. */
export async function supervisorRoutes(app: App, scheduleItems: SupervisorScheduleItems) {
  await supervisorPeopleRoutes(app, scheduleItems);
  await ledgerRoutes(app);
  await dailyWorkRoutes(app);
}
