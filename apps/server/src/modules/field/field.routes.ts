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
  visitImageInputSchema,
  visitImageListQuerySchema,
  visitImagePatchSchema,
  visitImageSchema,
  visitListQuerySchema,
} from '@steelworks/contract/field';
import { actorOf, type App } from '../../lib/http';
import { contentTypeOf, fileStoreFor } from '../../lib/files';
import { paginate } from '../../lib/paginate';
import {
  checkIn,
  checkOut,
  createImage,
  createVisit,
  deleteImage,
  deleteVisit,
  fieldDashboard,
  getImage,
  getVisit,
  listImages,
  listVisits,
  liveVisits,
  readImageFile,
  updateImage,
  updateVisit,
} from './field.service';
import { fieldStaffRoutes } from './field-staff.routes';
import { siteRoutes } from './sites.routes';

const tags = ['field'];
const noContent = { 204: z.null() };

/** Spec 3 section 7's field app calls, plus the phone check-in/out, the dashboard and the live map (issue 12). */
export async function fieldRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;
  const files = () => fileStoreFor(app.ctx.config);

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

  // --- Site photos: the uploader's visit only for a field staff member; files only through these routes ---
  app.get(
    '/fieldsite/visit_image',
    { config: { access: 'fieldVisits' }, schema: { tags, querystring: visitImageListQuerySchema, response: { 200: pagedSchema(visitImageSchema) } } },
    async (request) => paginate(request, request.query, listImages(db(), request.query, actorOf(request), tz())),
  );
  app.post(
    '/fieldsite/visit_image',
    {
      config: { access: 'fieldVisits' },
      schema: { tags, consumes: ['multipart/form-data'], body: visitImageInputSchema, response: { 201: visitImageSchema } },
    },
    async (request, reply) => reply.status(201).send(await createImage(db(), files(), request.body, actorOf(request), tz())),
  );
  app.get(
    '/fieldsite/visit_image/:id',
    { config: { access: 'fieldVisits' }, schema: { tags, params: idParamSchema, response: { 200: visitImageSchema } } },
    async (request) => getImage(db(), request.params.id, actorOf(request), tz()),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/fieldsite/visit_image/:id',
      { config: { access: 'fieldVisits' }, schema: { tags, params: idParamSchema, body: visitImagePatchSchema, response: { 200: visitImageSchema } } },
      async (request) => updateImage(db(), request.params.id, request.body, actorOf(request), tz()),
    );
  }
  app.delete(
    '/fieldsite/visit_image/:id',
    { config: { access: 'fieldVisits' }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await deleteImage(db(), files(), request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  for (const which of ['file', 'thumbnail'] as const) {
    app.get(
      `/fieldsite/visit_image/:id/${which}`,
      { config: { access: 'fieldVisits' }, schema: { tags, params: idParamSchema } },
      async (request, reply) => {
        const { name, data } = await readImageFile(db(), files(), request.params.id, which, actorOf(request));
        // Private: a shared cache must never hand one person's site photo to another.
        return reply.header('content-type', contentTypeOf(name)).header('cache-control', 'private, max-age=3600').send(data);
      },
    );
  }
}
