import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import { z } from 'zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '@steelworks/contract/permissions';
import type { Actor } from './auth';
import type { AppContext } from './context';
import type { Registry } from 'prom-client';
import type { ReadinessCheck } from './readiness';
import { AppError } from './app-error';
import { ERROR_TEXT } from '@steelworks/contract/common/errors';
import { pagedSchema } from '@steelworks/contract/common/list-query';
import { paginate, type PagedQuery, type PageRequest } from './paginate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs: 'public', 'signed-in', or an area of the contract's permission table. */
    access?: Access;
    /** Reachable while the account must change its password (profile, change password, logout). */
    duringPasswordChange?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** True from the start of body parsing until the handler runs (see app.ts). */
    readingInput: boolean;
    /** This request's reply, for helpers that answer in another format than the route's JSON (CSV export). */
    reply: FastifyReply;
  }
  interface FastifyInstance {
    ctx: AppContext;
    /** What `GET /health/ready` answers (lib/readiness.ts). */
    readiness: ReadinessCheck;
    /** The requests being answered (lib/shutdown.ts). */
    inFlight: Set<FastifyRequest>;
    /** This process's Prometheus metrics (lib/metrics.ts), served when METRICS_PORT is set. */
    metrics: Registry;
    /** Every API route with its access, for the generic permission test and the startup check. */
    apiRoutes: ApiRoute[];
  }
}

/** A registered API route: what generic tests walk (permissions, bad input), so new routes are covered unedited. */
export type ApiRoute = { method: string; url: string; access: Access; schema?: FastifySchema };

/** The Fastify instance modules register their routes on, typed by the zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The signed-in caller of a route that is not public. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthorized', ERROR_TEXT.invalidToken);
  return request.actor;
}

/** A route's request as its handler sees it: params, query and body typed by the route's zod schemas `S`. */
export type RouteRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  IncomingMessage,
  S,
  ZodTypeProvider
>;

/** The input schemas of a route (tags, params, querystring, body, consumes): its answer is the builder's to set. */
type InputSchema = Omit<FastifySchema, 'response'>;

/**
 * What every route builder below is told besides the URL: the access area (on every route: the permission test and
 * the startup check read `config.access`) and the schemas of the route's input, written in place at the route.
 */
type RouteOptions<S extends InputSchema> = { access: Access; schema: S };

/**
 * Registers a builder's route. Fastify cannot resolve the reply type of a schema that is still a type parameter, so a
 * builder checks its answer against the zod schema it is given in its own signature, and hands it on here unchecked.
 */
function register<S extends FastifySchema>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  access: Access,
  schema: S,
  handle: (request: RouteRequest<S>, reply: FastifyReply) => Promise<unknown>,
): void {
  app.route<RouteGenericInterface, FastifyContextConfig, S>({
    method,
    url,
    config: { access },
    schema,
    handler: (request, reply) => handle(request, reply as FastifyReply) as never,
  });
}

/**
 * A paged list: `GET url` answering `pagedSchema(item)` with the page of the query `list` returns (see `paginate`,
 * which also answers `?format=csv`). The querystring must carry `page` and `limit` (the contract's list queries do).
 */
export function pagedGet<S extends InputSchema & { querystring: z.ZodType<PageRequest> }, I extends z.ZodType>(
  app: App,
  url: string,
  { access, schema, item }: RouteOptions<S> & { item: I },
  list: (request: RouteRequest<S>) => PagedQuery<z.input<I>> | Promise<PagedQuery<z.input<I>>>,
): void {
  register(app, 'GET', url, access, { ...schema, response: { 200: pagedSchema(item) } }, async (request) =>
    paginate(request, request.query as PageRequest, await list(request)),
  );
}

/** A read: `GET url` answering 200 with what `read` returns, as `response` (one record by id, a summary, settings). */
export function readGet<S extends InputSchema, R extends z.ZodType>(
  app: App,
  url: string,
  { access, schema, response }: RouteOptions<S> & { response: R },
  read: (request: RouteRequest<S>) => Promise<z.input<R>>,
): void {
  register(app, 'GET', url, access, { ...schema, response: { 200: response } }, read);
}

/** An action on a record or a check that saves nothing: `POST url` answering 200 (not 201) with what `act` returns. */
export function actionPost<S extends InputSchema, R extends z.ZodType>(
  app: App,
  url: string,
  { access, schema, response }: RouteOptions<S> & { response: R },
  act: (request: RouteRequest<S>) => Promise<z.input<R>>,
): void {
  register(app, 'POST', url, access, { ...schema, response: { 200: response } }, act);
}

/** A create: `POST url` answering 201 with what `create` returns, as `response`. */
export function createdPost<S extends InputSchema, R extends z.ZodType>(
  app: App,
  url: string,
  { access, schema, response }: RouteOptions<S> & { response: R },
  create: (request: RouteRequest<S>) => Promise<z.input<R>>,
): void {
  register(app, 'POST', url, access, { ...schema, response: { 201: response } }, async (request, reply) =>
    reply.status(201).send(await create(request)),
  );
}

/** An update by one method, PUT (the whole input) or PATCH (some of it), answering 200 with what `update` returns. */
export function updateBy<S extends InputSchema, R extends z.ZodType>(
  app: App,
  method: 'PUT' | 'PATCH',
  url: string,
  { access, schema, response }: RouteOptions<S> & { response: R },
  update: (request: RouteRequest<S>) => Promise<z.input<R>>,
): void {
  register(app, method, url, access, { ...schema, response: { 200: response } }, update);
}

/**
 * An update by PUT (the whole input, `put`) and by PATCH (some of it, `patch`) on the same URL, PUT registered first,
 * both answering 200 with what `update` returns, as `response`.
 */
export function putAndPatch<S extends InputSchema, P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(
  app: App,
  url: string,
  { access, schema, put, patch, response }: RouteOptions<S> & { put: P; patch: Q; response: R },
  update: (request: RouteRequest<S & { body: P | Q }>) => Promise<z.input<R>>,
): void {
  for (const [method, body] of [['PUT', put], ['PATCH', patch]] as const) {
    register(app, method, url, access, { ...schema, body: body as P | Q, response: { 200: response } }, update);
  }
}

/** A delete: `DELETE url` answering 204 with no body once `remove` is done. */
export function deletedNoContent<S extends InputSchema>(
  app: App,
  url: string,
  { access, schema }: RouteOptions<S>,
  remove: (request: RouteRequest<S>) => Promise<unknown>,
): void {
  register(app, 'DELETE', url, access, { ...schema, response: { 204: z.null() } }, async (request, reply) => {
    await remove(request);
    return reply.status(204).send(null);
  });
}
