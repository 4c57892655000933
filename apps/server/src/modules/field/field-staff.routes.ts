import { idParamSchema } from '@steelworks/contract/common/inputs';
import { fieldCountsSchema, fieldStaffInputSchema, fieldStaffPatchSchema, fieldStaffSchema } from '@steelworks/contract/field';
import { peopleListQuerySchema } from '@steelworks/contract/staff';
import { actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, type App } from '../../lib/http';
import { blockFieldStaff, createFieldStaff, fieldCounts, getFieldStaff, listFieldStaff, updateFieldStaff } from './field-staff.service';

const tags = ['field'];

/** The field staff accounts and the field app's card counts. */
export async function fieldStaffRoutes(app: App) {
  const db = () => app.ctx.db;

  // --- Field staff (management: admin and productionmanager) ---
  const staffAccess = 'fieldApp' as const;
  pagedGet(app, '/fieldsite/fieldstaff', { access: staffAccess, schema: { tags, querystring: peopleListQuerySchema }, item: fieldStaffSchema }, (request) =>
    listFieldStaff(db(), request.query),
  );
  createdPost(app, '/fieldsite/fieldstaff', { access: staffAccess, schema: { tags, body: fieldStaffInputSchema }, response: fieldStaffSchema }, (request) =>
    createFieldStaff(db(), app.ctx.mailer, request.body, actorOf(request)),
  );
  app.get(
    '/fieldsite/fieldstaff/:id',
    { config: { access: staffAccess }, schema: { tags, params: idParamSchema, response: { 200: fieldStaffSchema } } },
    async (request) => getFieldStaff(db(), request.params.id),
  );
  putAndPatch(
    app,
    '/fieldsite/fieldstaff/:id',
    { access: staffAccess, schema: { tags, params: idParamSchema }, put: fieldStaffInputSchema, patch: fieldStaffPatchSchema, response: fieldStaffSchema },
    (request) => updateFieldStaff(db(), request.params.id, request.body, actorOf(request)),
  );
  deletedNoContent(app, '/fieldsite/fieldstaff/:id', { access: staffAccess, schema: { tags, params: idParamSchema } }, (request) =>
    blockFieldStaff(db(), request.params.id, actorOf(request)),
  );

  app.get(
    '/fieldsite/visitentry-card-data',
    { config: { access: 'fieldApp' }, schema: { tags, response: { 200: fieldCountsSchema } } },
    async () => fieldCounts(db()),
  );
}
