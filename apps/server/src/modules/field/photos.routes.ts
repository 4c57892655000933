import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import { visitImageInputSchema, visitImageListQuerySchema, visitImagePatchSchema, visitImageSchema } from '@steelworks/contract/field';
import { actorOf, type App } from '../../lib/http';
import { contentTypeOf, fileStoreFor } from '../../lib/files';
import { paginate } from '../../lib/paginate';
import { createImage, deleteImage, getImage, listImages, readImageFile, updateImage } from './photos.service';

const tags = ['field'];
const noContent = { 204: z.null() };

/** The site photos of the visits and their files. */
export async function photoRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;
  const files = () => fileStoreFor(app.ctx.config);

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
