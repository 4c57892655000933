import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { outsideRequestTransaction } from '../db/client';

/**
 * The request a piece of work belongs to. Set for the whole of a request (hooks, handler, and what it starts, such as
 * a job after the answer), so a line logged through the app's logger by a service still names its request.
 */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();
/** Fastify's per-request loggers carry the id in their bindings already; the mixin must not add it twice. */
const REQUEST_LOGGER = Symbol('request logger');
const REQUEST_ID_LABEL = 'reqId';

/** What the server logs: JSON lines only, with the request id on every line logged while a request runs. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // Request logs carry method, URL and status only; these paths are redacted in case anything logs more.
    redact: ['req.headers.authorization', 'body.password', 'body.new_password', 'body.old_password', 'token'],
    mixin(_object, _level, logger) {
      if ((logger as unknown as Record<symbol, boolean>)[REQUEST_LOGGER]) return {};
      const store = requestContext.getStore();
      return store ? { [REQUEST_ID_LABEL]: store.requestId } : {};
    },
  };
}

/**
 * The process's logger (main.ts gives it to the app; scripts use it too): the same JSON lines, written to stdout
 * synchronously, as Node writes its own stdout to a pipe or socket on Linux. Pino's default buffers lines and flushes
 * them when the process exits; a line still in flight could then land after the refusal written at exit, and the
 * last line of a process that refused to start would not say why.
 */
export function createLogger(level: string): FastifyBaseLogger {
  return pino(loggerOptions(level), pino.destination({ dest: 1, sync: true })) as unknown as FastifyBaseLogger;
}

/**
 * Node's own warnings (a deprecation in a library) as log lines of the logger, instead of the plain text Node writes
 * to stderr by default, so the output stays one JSON object per line.
 */
export function logProcessWarnings(log: FastifyBaseLogger): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => log.warn({ warning: warning.name, code: (warning as { code?: string }).code, stack: warning.stack }, warning.message));
}

/** An id a caller or proxy sent in `X-Request-Id` when it is a plain token, or a new one unique across processes. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
}

/** Fastify options that name each request and tag its logger (see loggerOptions); Fastify's label is `reqId` too. */
export const requestIdOptions = {
  genReqId: requestIdOf,
  childLoggerFactory(logger: FastifyBaseLogger, bindings: pino.Bindings, options: pino.ChildLoggerOptions) {
    const child = logger.child(bindings, options);
    (child as unknown as Record<symbol, boolean>)[REQUEST_LOGGER] = true;
    return child;
  },
};

/** Runs every request inside its context and answers its id in `X-Request-Id`. Register before any other hook. */
export function tagRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ requestId: request.id }, done);
  });
}

/**
 * Runs work that outlives the request that started it (a mail worker's next round) outside of its context, its
 * database transaction included.
 */
export function outsideRequest<T>(work: () => T): T {
  return requestContext.exit(() => outsideRequestTransaction(work));
}
