import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { workOrderImageInputSchema, workOrderImageSchema, workOrderImageTitleSchema } from '@steelworks/contract/workorder';
import { notFound } from '../../lib/app-error';
import { contentTypeOf, fileStoreFor, SAFE_NAME } from '../../lib/files';
import { actorOf, createdPost, deletedNoContent, updateBy, type App } from '../../lib/http';
import { addWorkOrderImage, deleteWorkOrderImage, updateWorkOrderImage } from './work-order-images.service';
import { IMAGE_FOLDER } from './work-order-rows';

const tags = ['workorders'];

export async function workOrderImageRoutes(app: App) {
  const db = () => app.ctx.db;
  const files = () => fileStoreFor(app.ctx.config);

  // Drawings: one multipart upload per image with its title.
  createdPost(
    app,
    '/workorders/workorder/:id/images',
    {
      access: 'workOrderCreate',
      schema: { tags, consumes: ['multipart/form-data'], params: idParamSchema, body: workOrderImageInputSchema },
      response: workOrderImageSchema,
    },
    (request) => addWorkOrderImage(db(), files(), request.params.id, request.body, actorOf(request)),
  );

  updateBy(
    app,
    'PATCH',
    '/workorders/workorderimage/:id',
    { access: 'workOrderCreate', schema: { tags, params: idParamSchema, body: workOrderImageTitleSchema }, response: workOrderImageSchema },
    (request) => updateWorkOrderImage(db(), request.params.id, request.body.title, actorOf(request)),
  );

  deletedNoContent(app, '/workorders/workorderimage/:id', { access: 'workOrderCreate', schema: { tags, params: idParamSchema } }, (request) =>
    deleteWorkOrderImage(db(), files(), request.params.id, actorOf(request)),
  );

  /** Public like product images: an <img> sends no token, and names are 128 random bits generated at upload. */
  app.get(
    '/workorders/media/:name',
    { config: { access: 'public' }, schema: { tags, security: [], params: z.object({ name: z.string().max(80) }) } },
    async (request, reply) => {
      const { name } = request.params;
      if (!SAFE_NAME.test(name)) throw notFound();
      const data = await files().get(IMAGE_FOLDER, name);
      if (!data) throw notFound();
      return reply
        .header('content-type', contentTypeOf(name))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
}
