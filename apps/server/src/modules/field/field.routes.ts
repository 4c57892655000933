import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  checkInInputSchema,
  fieldDashboardSchema,
  liveVisitSchema,
  positionInputSchema,
  visitEntryInputSchema,
  visitEntryPatchSchema,
  visitEntrySchema,
  visitListQuerySchema,
} from '@steelworks/contract/field';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import {
  checkIn,
  checkOut,
  createVisit,
  deleteVisit,
  fieldDashboard,
  getVisit,
  listVisits,
  liveVisits,
  updateVisit,
} from './field.service';
import { fieldStaffRoutes } from './field-staff.routes';
import { photoRoutes } from './photos.routes';
import { siteRoutes } from './sites.routes';

const tags = ['field'];
const noContent = { 204: z.null() };

/** Spec 3 section 7's field app calls, plus the phone check-in/out, the dashboard and the live map (issue 12). */
export async function fieldRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;

  await fieldStaffRoutes(app);
  await siteRoutes(app);

  // --- Visit entries: managers see and change all; a field staff member sees only its own ---
  app.get(
    '/fieldsite/visitentry',
    { config: { access: 'fieldVisits' }, schema: { tags, querystring: visitListQuerySchema, response: { 200: pagedSchema(visitEntrySchema) } } },
    async (request) => paginate(request, request.query, await listVisits(db(), request.query, actorOf(request), tz())),
  );
  app.post(
    '/fieldsite/visitentry',
    { config: { access: 'fieldApp' }, schema: { tags, body: visitEntryInputSchema, response: { 201: visitEntrySchema } } },
    async (request, reply) => reply.status(201).send(await createVisit(db(), request.body, actorOf(request), tz())),
  );
  app.post(
    '/fieldsite/visitentry/check-in',
    { config: { access: 'fieldCheckIn' }, schema: { tags, body: checkInInputSchema, response: { 201: visitEntrySchema } } },
    async (request, reply) => reply.status(201).send(await checkIn(db(), request.body, actorOf(request), tz())),
  );
  app.post(
    '/fieldsite/visitentry/:id/check-out',
    { config: { access: 'fieldCheckIn' }, schema: { tags, params: idParamSchema, body: positionInputSchema, response: { 200: visitEntrySchema } } },
    async (request) => checkOut(db(), request.params.id, request.body, actorOf(request), tz()),
  );
  app.get(
    '/fieldsite/visitentry/:id',
    { config: { access: 'fieldVisits' }, schema: { tags, params: idParamSchema, response: { 200: visitEntrySchema } } },
    async (request) => getVisit(db(), request.params.id, actorOf(request), tz()),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/fieldsite/visitentry/:id',
      {
        config: { access: 'fieldApp' },
        schema: { tags, params: idParamSchema, body: method === 'put' ? visitEntryInputSchema : visitEntryPatchSchema, response: { 200: visitEntrySchema } },
      },
      async (request) => updateVisit(db(), request.params.id, request.body, actorOf(request), tz()),
    );
  }
  app.delete(
    '/fieldsite/visitentry/:id',
    { config: { access: 'fieldApp' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteVisit(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/fieldsite/dashboard-data',
    { config: { access: 'fieldVisits' }, schema: { tags, response: { 200: fieldDashboardSchema } } },
    async (request) => fieldDashboard(db(), actorOf(request), tz()),
  );
  app.get(
    '/fieldsite/live-visits',
    { config: { access: 'fieldApp' }, schema: { tags, response: { 200: z.array(liveVisitSchema) } } },
    async () => liveVisits(db(), tz()),
  );

  await photoRoutes(app);
}
