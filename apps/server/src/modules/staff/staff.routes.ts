import { z } from 'zod';
import type { Area } from '@steelworks/contract/permissions';
import type { Role } from '@steelworks/contract/roles';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import {
  designationSchema,
  peopleListQuerySchema,
  productionManagerInputSchema,
  productionManagerPatchSchema,
  staffInputSchema,
  staffMemberSchema,
  staffPatchSchema,
  workerCreateInputSchema,
  workerPatchSchema,
  workerSchema,
  workerUpdateInputSchema,
} from '@steelworks/contract/staff';
import { actorOf, type App } from '../../lib/http';
import { paginate } from '../../lib/paginate';
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
const noContent = { 204: z.null() };

/** The roles that are an account and nothing more: one set of routes each (spec 1 section 7). */
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
    app.get(
      path,
      { config: { access }, schema: { tags, querystring: peopleListQuerySchema, response: { 200: pagedSchema(staffMemberSchema) } } },
      async (request) => paginate(request, request.query, listStaff(app.ctx.db, role, request.query)),
    );
    app.post(
      path,
      { config: { access }, schema: { tags, body: input, response: { 201: staffMemberSchema } } },
      async (request, reply) => reply.status(201).send(await createStaff(app.ctx.db, app.ctx.mailer, role, request.body, actorOf(request))),
    );
    app.get(
      `${path}/:id`,
      { config: { access }, schema: { tags, params: idParamSchema, response: { 200: staffMemberSchema } } },
      async (request) => getStaff(app.ctx.db, role, request.params.id),
    );
    app.put(
      `${path}/:id`,
      { config: { access }, schema: { tags, params: idParamSchema, body: input, response: { 200: staffMemberSchema } } },
      async (request) => updateStaff(app.ctx.db, role, request.params.id, request.body, actorOf(request)),
    );
    app.patch(
      `${path}/:id`,
      { config: { access }, schema: { tags, params: idParamSchema, body: patch, response: { 200: staffMemberSchema } } },
      async (request) => updateStaff(app.ctx.db, role, request.params.id, request.body, actorOf(request)),
    );
    app.delete(
      `${path}/:id`,
      { config: { access }, schema: { tags, params: idParamSchema, response: noContent } },
      async (request, reply) => {
        await blockStaff(app.ctx.db, role, request.params.id, actorOf(request));
        return reply.status(204).send(null);
      },
    );
    app.post(
      `${path}/:id/unblock`,
      { config: { access }, schema: { tags, params: idParamSchema, response: { 200: staffMemberSchema } } },
      async (request) => unblockStaff(app.ctx.db, role, request.params.id),
    );
  }

  const access = 'workers';
  app.get(
    '/account/worker',
    { config: { access }, schema: { tags, querystring: peopleListQuerySchema, response: { 200: pagedSchema(workerSchema) } } },
    async (request) => paginate(request, request.query, listWorkers(app.ctx.db, request.query)),
  );
  app.post(
    '/account/worker',
    { config: { access }, schema: { tags, body: workerCreateInputSchema, response: { 201: workerSchema } } },
    async (request, reply) => reply.status(201).send(await createWorker(app.ctx.db, app.ctx.mailer, request.body, actorOf(request))),
  );
  app.get(
    '/account/worker/:id',
    { config: { access }, schema: { tags, params: idParamSchema, response: { 200: workerSchema } } },
    async (request) => getWorker(app.ctx.db, request.params.id),
  );
  app.put(
    '/account/worker/:id',
    { config: { access }, schema: { tags, params: idParamSchema, body: workerUpdateInputSchema, response: { 200: workerSchema } } },
    async (request) => updateWorker(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );
  app.patch(
    '/account/worker/:id',
    { config: { access }, schema: { tags, params: idParamSchema, body: workerPatchSchema, response: { 200: workerSchema } } },
    async (request) => updateWorker(app.ctx.db, request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/account/worker/:id',
    { config: { access }, schema: { tags, params: idParamSchema, response: noContent } },
    async (request, reply) => {
      await blockStaff(app.ctx.db, 'worker', request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/account/worker/:id/unblock',
    { config: { access }, schema: { tags, params: idParamSchema, response: { 200: workerSchema } } },
    async (request) => unblockWorker(app.ctx.db, request.params.id),
  );

  app.get(
    '/account/designation',
    { config: { access: 'designations' }, schema: { tags, response: { 200: z.array(designationSchema) } } },
    async () => listDesignations(app.ctx.db),
  );
}
