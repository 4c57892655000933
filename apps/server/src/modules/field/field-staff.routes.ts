import { fieldCountsSchema, fieldStaffInputSchema, fieldStaffPatchSchema, fieldStaffSchema } from '@steelworks/contract/field';
import { peopleListQuerySchema } from '@steelworks/contract/staff';
import { readGet, type App } from '../../lib/http';
import { registerPersonRoutes } from '../staff/person-routes';
import { blockFieldStaff, createFieldStaff, fieldCounts, getFieldStaff, listFieldStaff, updateFieldStaff } from './field-staff.service';

const tags = ['field'];

/** The field staff accounts (management: admin and productionmanager) and the field app's card counts. */
export async function fieldStaffRoutes(app: App) {
  const db = () => app.ctx.db;

  registerPersonRoutes(app, {
    path: '/fieldsite/fieldstaff',
    tags,
    access: 'fieldApp',
    schemas: { item: fieldStaffSchema, listQuery: peopleListQuerySchema, create: fieldStaffInputSchema, put: fieldStaffInputSchema, patch: fieldStaffPatchSchema },
    list: (query) => listFieldStaff(db(), query),
    create: (body, actor) => createFieldStaff(db(), app.ctx.mailer, body, actor),
    get: (id) => getFieldStaff(db(), id),
    update: (id, body, actor) => updateFieldStaff(db(), id, body, actor),
    block: (id, actor) => blockFieldStaff(db(), id, actor),
  });

  readGet(app, '/fieldsite/visitentry-card-data', { access: 'fieldApp', schema: { tags }, response: fieldCountsSchema }, () =>
    fieldCounts(db()),
  );
}
