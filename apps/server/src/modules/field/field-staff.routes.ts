import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import { fieldCountsSchema, fieldStaffInputSchema, fieldStaffPatchSchema, fieldStaffSchema } from '@steelworks/contract/field';
import { peopleListQuerySchema } from '@steelworks/contract/staff';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
import { blockFieldStaff, createFieldStaff, fieldCounts, getFieldStaff, listFieldStaff, updateFieldStaff } from './field-staff.service';

const tags = ['field'];
const noContent = { 204: z.null() };

/** The field staff accounts and the field app's card counts. */
export async function fieldStaffRoutes(app: App) {
  const db = () => app.ctx.db;

  // --- Field staff (management: admin and productionmanager) ---
  const staffAccess = 'fieldApp' as const;
  app.get(
    '/fieldsite/fieldstaff',
    { config: { access: staffAccess }, schema: { tags, querystring: peopleListQuerySchema, response: { 200: pagedSchema(fieldStaffSchema) } } },
    async (request) => paginate(request, request.query, listFieldStaff(db(), request.query)),
  );
  app.post(
    '/fieldsite/fieldstaff',
    { config: { access: staffAccess }, schema: { tags, body: fieldStaffInputSchema, response: { 201: fieldStaffSchema } } },
    async (request, reply) => reply.status(201).send(await createFieldStaff(db(), app.ctx.mailer, request.body, actorOf(request))),
  );
  app.get(
    '/fieldsite/fieldstaff/:id',
    { config: { access: staffAccess }, schema: { tags, params: idParamSchema, response: { 200: fieldStaffSchema } } },
    async (request) => getFieldStaff(db(), request.params.id),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/fieldsite/fieldstaff/:id',
      {
        config: { access: staffAccess },
        schema: { tags, params: idParamSchema, body: method === 'put' ? fieldStaffInputSchema : fieldStaffPatchSchema, response: { 200: fieldStaffSchema } },
      },
      async (request) => updateFieldStaff(db(), request.params.id, request.body, actorOf(request)),
    );
  }
  app.delete(
    '/fieldsite/fieldstaff/:id',
    { config: { access: staffAccess }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await blockFieldStaff(db(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/fieldsite/visitentry-card-data',
    { config: { access: 'fieldApp' }, schema: { tags, response: { 200: fieldCountsSchema } } },
    async () => fieldCounts(db()),
  );
}
