import { z } from 'zod';
import type { Area } from '@steelworks/contract/permissions';
import type { Role } from '@steelworks/contract/roles';
import {
  designationSchema,
  peopleListQuerySchema,
  personSchema,
  productionManagerInputSchema,
  productionManagerPatchSchema,
  staffInputSchema,
  staffPatchSchema,
  workerCreateInputSchema,
  workerPatchSchema,
  workerSchema,
  workerUpdateInputSchema,
} from '@steelworks/contract/staff';
import { readGet, type App } from '../../lib/http';
import { registerPersonRoutes } from './person-routes';
import {
  blockStaff,
  createStaff,
  createWorker,
  getStaff,
  getWorker,
  listDesignations,
  listStaff,
  listWorkers,
  unblockStaff,
  unblockWorker,
  updateStaff,
  updateWorker,
} from './staff.service';

const tags = ['staff'];

/** The roles that are an account and nothing more: one set of routes each (docs/product/client-2022-names.md#calls). */
const PLAIN_STAFF: ReadonlyArray<{ path: string; role: Role; access: Area; input: typeof staffInputSchema; patch: typeof staffPatchSchema }> = [
  { path: '/account/storemanager', role: 'storemanager', access: 'storeManagers', input: staffInputSchema, patch: staffPatchSchema },
  { path: '/account/sheetuser', role: 'sheet_user', access: 'sheetUsers', input: staffInputSchema, patch: staffPatchSchema },
  { path: '/account/qualitychecker', role: 'qualitychecker', access: 'qualityCheckers', input: staffInputSchema, patch: staffPatchSchema },
  {
    path: '/account/production_manager',
    role: 'productionmanager',
    access: 'productionManagers',
    input: productionManagerInputSchema,
    patch: productionManagerPatchSchema,
  },
];

export async function staffRoutes(app: App) {
  for (const { path, role, access, input, patch } of PLAIN_STAFF) {
    registerPersonRoutes(app, {
      path,
      tags,
      access,
      schemas: { item: personSchema, listQuery: peopleListQuerySchema, create: input, put: input, patch },
      list: (query) => listStaff(app.ctx.db, role, query),
      create: (body, actor) => createStaff(app.ctx.db, app.ctx.mailer, role, body, actor),
      get: (id) => getStaff(app.ctx.db, role, id),
      update: (id, body, actor) => updateStaff(app.ctx.db, role, id, body, actor),
      block: (id, actor) => blockStaff(app.ctx.db, role, id, actor),
      unblock: (id) => unblockStaff(app.ctx.db, role, id),
    });
  }

  registerPersonRoutes(app, {
    path: '/account/worker',
    tags,
    access: 'workers',
    schemas: { item: workerSchema, listQuery: peopleListQuerySchema, create: workerCreateInputSchema, put: workerUpdateInputSchema, patch: workerPatchSchema },
    list: (query) => listWorkers(app.ctx.db, query),
    create: (body, actor) => createWorker(app.ctx.db, app.ctx.mailer, body, actor),
    get: (id) => getWorker(app.ctx.db, id),
    update: (id, body, actor) => updateWorker(app.ctx.db, id, body, actor),
    block: (id, actor) => blockStaff(app.ctx.db, 'worker', id, actor),
    unblock: (id) => unblockWorker(app.ctx.db, id),
  });

  readGet(app, '/account/designation', { access: 'designations', schema: { tags }, response: z.array(designationSchema) }, () =>
    listDesignations(app.ctx.db),
  );
}
