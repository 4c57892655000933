import { idParamSchema } from '@steelworks/contract/common/inputs';
import { visitImageInputSchema, visitImageListQuerySchema, visitImagePatchSchema, visitImageSchema } from '@steelworks/contract/field';
import { actionTimeOf } from '../../lib/device-time';
import { actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, readGet, type App } from '../../lib/http';
import { contentTypeOf, fileStoreFor } from '../../lib/files';
import { createImage, deleteImage, getImage, listImages, readImageFile, updateImage } from './photos.service';

const tags = ['field'];

/** The site photos of the visits and their files. */
export async function photoRoutes(app: App) {
  const db = () => app.ctx.db;
  const tz = () => app.ctx.config.timeZone;
  const files = () => fileStoreFor(app.ctx.config);

  // --- Site photos: the uploader's visit only for a field staff member; files only through these routes ---
  pagedGet(app, '/fieldsite/visit_image', { access: 'fieldVisits', schema: { tags, querystring: visitImageListQuerySchema }, item: visitImageSchema }, (request) =>
    listImages(db(), request.query, actorOf(request), tz()),
  );
  createdPost(
    app,
    '/fieldsite/visit_image',
    { access: 'fieldVisits', schema: { tags, consumes: ['multipart/form-data'], body: visitImageInputSchema }, response: visitImageSchema },
    (request) => createImage(db(), files(), request.body, actorOf(request), tz(), actionTimeOf(request)),
  );
  readGet(app, '/fieldsite/visit_image/:id', { access: 'fieldVisits', schema: { tags, params: idParamSchema }, response: visitImageSchema }, (request) =>
    getImage(db(), request.params.id, actorOf(request), tz()),
  );
  putAndPatch(
    app,
    '/fieldsite/visit_image/:id',
    { access: 'fieldVisits', schema: { tags, params: idParamSchema }, put: visitImagePatchSchema, patch: visitImagePatchSchema, response: visitImageSchema },
    (request) => updateImage(db(), request.params.id, request.body, actorOf(request), tz()),
  );
  deletedNoContent(app, '/fieldsite/visit_image/:id', { access: 'fieldVisits', schema: { tags, params: idParamSchema } }, (request) =>
    deleteImage(db(), files(), request.params.id, actorOf(request)),
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
