import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '@steelworks/contract/permissions';
import type { Actor } from './auth';
import type { AppContext } from './context';
import type { Registry } from 'prom-client';
import type { ReadinessCheck } from './readiness';
import { AppError } from './app-error';
import { ERROR_TEXT } from '@steelworks/contract/common/errors';

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
