import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Area } from '@steelworks/contract/permissions';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import type { Actor } from '../../lib/auth';
import { actionPost, actorOf, createdPost, deletedNoContent, pagedGet, putAndPatch, type App } from '../../lib/http';
import type { PagedQuery, PageRequest } from '../../lib/paginate';

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
  const { path, tags, access, schemas } = kind;
  // The builders type a handler's request by the schemas; a kind's schemas are type parameters here, so each handler
  // reads its input as the kind's schema output (the kind's service calls are typed by its own, see PersonKind).
  const detail: { access?: Area; query: z.ZodType; response: z.ZodType } | undefined = kind.detail;
  const one = `${path}/:id`;

  pagedGet(app, path, { access, schema: { tags, querystring: schemas.listQuery }, item: schemas.item }, (request) =>
    kind.list(request.query as z.output<TListQuery>),
  );
  createdPost(app, path, { access, schema: { tags, body: schemas.create }, response: schemas.item }, (request) =>
    kind.create(request.body as z.output<TCreate>, actorOf(request)),
  );
  app.get(
    one,
    {
      config: { access: detail?.access ?? access },
      schema: {
        tags,
        params: idParamSchema,
        ...(detail ? { querystring: detail.query } : {}),
        response: { 200: detail?.response ?? (schemas.item as z.ZodType) },
      },
    },
    async (request) => kind.get(request.params.id, request.query as z.output<TDetailQuery>, request),
  );
  putAndPatch(
    app,
    one,
    { access, schema: { tags, params: idParamSchema }, put: schemas.put, patch: schemas.patch, response: schemas.item },
    (request) => kind.update(request.params.id, request.body as z.output<TPut> | z.output<TPatch>, actorOf(request), request.method === 'PUT'),
  );
  deletedNoContent(app, one, { access, schema: { tags, params: idParamSchema } }, (request) => kind.block(request.params.id, actorOf(request)));
  const { unblock } = kind;
  if (unblock) {
    actionPost(app, `${one}/unblock`, { access, schema: { tags, params: idParamSchema }, response: schemas.item as z.ZodType }, (request) =>
      unblock(request.params.id),
    );
  }
}
