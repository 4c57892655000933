import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  checkInInputSchema,
  positionInputSchema,
  visitEntryInputSchema,
  visitEntryPatchSchema,
  visitEntrySchema,
  visitListQuerySchema,
} from '@steelworks/contract/field';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { checkIn, checkOut, createVisit, deleteVisit, getVisit, listVisits, updateVisit } from './visits.service';

const tags = ['field'];
const noContent = { 204: z.null() };

/** The visit entries, with the phone check-in and check-out. */
export async function visitRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;

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
}
