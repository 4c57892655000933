import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Area } from '@steelworks/contract/permissions';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { pagedSchema } from '@steelworks/contract/common/pagination';
import type { Actor } from '../../lib/auth';
import { actorOf, type App } from '../../lib/http';
import { paginate, type PagedQuery, type PageRequest } from '../../lib/paginate';

type Answer<T extends z.ZodType> = z.input<T>;

/**
 * One kind of person (the staff of a role, workers, supervisors, dealers, field staff): its schemas, its access area
 * and the service calls behind each route. The routes answer `schemas.item` unless the detail says otherwise.
 */
export type PersonKind<
  TItem extends z.ZodType,
  TListQuery extends z.ZodType<PageRequest>,
  TCreate extends z.ZodType,
  TPut extends z.ZodType,
  TPatch extends z.ZodType,
  TDetailQuery extends z.ZodType,
> = {
  /** The list's URL (`/account/worker`); one person is `${path}/:id`. */
  path: string;
  tags: string[];
  access: Area;
  schemas: { item: TItem; listQuery: TListQuery; create: TCreate; put: TPut; patch: TPatch };
  list: (query: z.output<TListQuery>) => PagedQuery<Answer<TItem>> | Promise<PagedQuery<Answer<TItem>>>;
  create: (body: z.output<TCreate>, actor: Actor) => Promise<Answer<TItem>>;
  /** The detail route, when it answers more than the person (a dealer's orders, a supervisor's ledger). */
  detail?: { access?: Area; query: TDetailQuery; response: z.ZodType };
  get: (id: number, query: z.output<TDetailQuery>, request: FastifyRequest) => Promise<unknown>;
  /** `full`: a PUT (the whole form); a PATCH changes only the fields it sends. */
  update: (id: number, body: z.output<TPut> | z.output<TPatch>, actor: Actor, full: boolean) => Promise<Answer<TItem>>;
  /** "Block Account" (DELETE): the person leaves the lists and cannot sign in. */
  block: (id: number, actor: Actor) => Promise<void>;
  /** Where the kind has an Unblock (`POST ${path}/:id/unblock`). */
  unblock?: (id: number) => Promise<Answer<TItem>>;
};

/**
 * Registers a person kind's routes, in this order: list, create, detail, PUT, PATCH, DELETE (block) and unblock. Thin
 * as every route: the schemas parse and answer, the access area is checked by the app, the kind's services do the rest.
 */
export function registerPersonRoutes<
  TItem extends z.ZodType,
  TListQuery extends z.ZodType<PageRequest>,
  TCreate extends z.ZodType,
  TPut extends z.ZodType,
  TPatch extends z.ZodType,
  TDetailQuery extends z.ZodType = z.ZodType<undefined>,
>(app: App, kind: PersonKind<TItem, TListQuery, TCreate, TPut, TPatch, TDetailQuery>): void {
  const { path, tags, access } = kind;
  // The routes are typed by the widened schemas; the kind's service calls are typed by its own (see PersonKind).
  const schemas: Record<keyof typeof kind.schemas, z.ZodType> = kind.schemas;
  const { item } = schemas;
  const detail: { access?: Area; query: z.ZodType; response: z.ZodType } | undefined = kind.detail;

  app.get(
    path,
    { config: { access }, schema: { tags, querystring: schemas.listQuery, response: { 200: pagedSchema(item) } } },
    async (request) => {
      const query = request.query as z.output<TListQuery>;
      return paginate(request, query, await kind.list(query));
    },
  );
  app.post(
    path,
    { config: { access }, schema: { tags, body: schemas.create, response: { 201: item } } },
    async (request, reply) => reply.status(201).send(await kind.create(request.body as z.output<TCreate>, actorOf(request))),
  );
  app.get(
    `${path}/:id`,
    {
      config: { access: detail?.access ?? access },
      schema: {
        tags,
        params: idParamSchema,
        ...(detail ? { querystring: detail.query } : {}),
        response: { 200: detail?.response ?? item },
      },
    },
    async (request) => kind.get(request.params.id, request.query as z.output<TDetailQuery>, request),
  );
  for (const method of ['put', 'patch'] as const) {
    app[method](
      `${path}/:id`,
      { config: { access }, schema: { tags, params: idParamSchema, body: schemas[method], response: { 200: item } } },
      async (request) => kind.update(request.params.id, request.body as z.output<TPut> | z.output<TPatch>, actorOf(request), method === 'put'),
    );
  }
  app.delete(
    `${path}/:id`,
    { config: { access }, schema: { tags, params: idParamSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await kind.block(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
  const { unblock } = kind;
  if (unblock) {
    app.post(
      `${path}/:id/unblock`,
      { config: { access }, schema: { tags, params: idParamSchema, response: { 200: item } } },
      async (request) => unblock(request.params.id),
    );
  }
}
