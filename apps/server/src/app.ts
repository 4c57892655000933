import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ERROR_CODES, ERROR_TEXT, genericErrorCode, type ErrorCode, type FieldErrors } from '@steelworks/contract/common/errors';
import { canAccess } from '@steelworks/contract/permissions';
import type { Config } from './config';
import { routeQueries, type Database, type Db } from './db/client';
import { AppError, errorBody } from './lib/app-error';
import { authenticate, tokenFromHeader } from './lib/auth';
import { failoverLimiter, memoryLimiter, rateLimitExempt, rateLimitKey, rateLimitStore, type Limiter } from './lib/limiter';
import { createJobs } from './lib/jobs';
import { withErrorAnswers } from './lib/openapi-errors';
import { registerIdempotency } from './lib/idempotency';
import { fileStoreFor } from './lib/files';
import { loggerOptions, requestIdOptions, tagRequests } from './lib/logging';
import { createMailer } from './lib/mail';
import { collectMetrics } from './lib/metrics';
import { createReadiness } from './lib/readiness';
import { connectRedis } from './lib/redis';
import { trackRequestsInFlight } from './lib/shutdown';
import type { App } from './lib/http';
import { accountRoutes } from './modules/account/account.routes';
import { healthRoutes } from './modules/health/health.routes';
import { dealerRoutes } from './modules/dealer/dealer.routes';
import { supervisorRoutes } from './modules/supervisor/supervisor.routes';
import { supervisorProfileOfAccount } from './modules/supervisor/supervisor-people.service';
import { dealerIdOfAccount } from './modules/dealer/dealer.service';
import { countOrdersOfDealer, listOrdersOfDealer } from './modules/order/order-reads.service';
import { scheduleItemsOf } from './modules/schedule/schedule-items.service';
import { staffRoutes } from './modules/staff/staff.routes';
import { storeRoutes } from './modules/store/store.routes';
import { supplyRoutes } from './modules/supply/supply.routes';
import { productsUsingStoreItem } from './modules/product/bill-of-materials.service';
import { livePiecesOfSection } from './modules/cutting/section.service';
import { productRoutes } from './modules/product/product.routes';
import { getBillingSettings, typeTaxOf } from './modules/billing/billing-settings.service';
import { sheetRoutes } from './modules/sheet/sheet.routes';
import { orderRoutes } from './modules/order/order.routes';
import { orderSchedule } from './modules/schedule/order-schedule';
import { orderFlowRoutes } from './modules/order-flow/order-flow.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { workOrderRoutes } from './modules/workorder/workorder.routes';
import { productionRoutes } from './modules/production/production.routes';
import { workOrderUnits } from './modules/production/work-order-units';
import { auditRoutes } from './modules/audit/audit.routes';
import { fieldRoutes } from './modules/field/field.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { planningRoutes } from './modules/planning/planning.routes';
import { payablesRoutes } from './modules/purchase/payables.routes';
import { purchaseRoutes } from './modules/purchase/purchase.routes';
import { valuationRoutes } from './modules/purchase/valuation.routes';
import { onOrderDueToCover } from './modules/purchase/on-order.service';
import { billingRoutes } from './modules/billing/billing.routes';
import { cuttingRoutes } from './modules/cutting/cutting.routes';
import { notificationRoutes } from './modules/notification/notification.routes';
import { wagesRoutes } from './modules/wages/wages.routes';
import { ewayBillRoutes } from './modules/ewaybill/ewaybill.routes';
import { createNotificationWorker } from './modules/notification/notification-worker';
import { einvoiceRoutes } from './modules/einvoice/einvoice.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { renderGrantOwner } from './modules/documents/render-grants';
import { documentLinkSigner } from './modules/documents/automatic-sends';

const API_PREFIX = '/api/v1';

export type BuildOptions = {
  db: Db;
  config: Config;
  /** The database pool's connections, for the metrics (PostgreSQL). */
  poolStats?: Database['poolStats'];
  /** Logger options (merged over the server's JSON logging), false for none, or a ready logger (main.ts). */
  logger?: boolean | object | FastifyBaseLogger;
};

export async function buildApp({ db: pool, config, logger, poolStats }: BuildOptions): Promise<FastifyInstance> {
  // What every route, service and worker of the app queries: the pool, or inside a request that claimed an
  // Idempotency-Key that request's transaction (lib/idempotency.ts).
  const db = routeQueries(pool);
  const app = Fastify({
    ...loggingOf(logger, config.logLevel),
    ...requestIdOptions,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise anyone could pick their own address with a header.
    trustProxy: trustProxyOption(config.trustProxy),
    // A request that reaches a stopping process on a connection still open is served, not refused (lib/shutdown.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  const webIndex = !!config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of all hooks: every later hook, the handler and what it starts log with the request's id.
  tagRequests(app);

  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : undefined;
  await redis?.firstAttempt;
  const limiter: Limiter = redis ? failoverLimiter(redis, config.redisPrefix) : memoryLimiter();
  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, files: fileStoreFor(config) });
  const jobs = createJobs(app.log);
  const notifier = createNotificationWorker({ db, config, mailer, log: app.log, documentLink: documentLinkSigner(db, config) });
  app.decorate('ctx', { db, config, limiter, mailer, jobs, notifier });
  app.decorate('readiness', createReadiness({ db, redis, s3Files: config.s3 && fileStoreFor(config), mailer }));
  app.decorate('inFlight', trackRequestsInFlight(app));
  app.decorate('metrics', collectMetrics(app, poolStats));
  app.decorate('apiRoutes', []);
  app.decorateRequest('actor', null);
  // A request that fails while its body is read or checked (a broken multipart part, a validator tripping over input
  // it did not expect) is the client's malformed request: 400, never 500. This marks that stretch of the request.
  app.decorateRequest('readingInput', false);
  app.decorateRequest('reply', null as never);
  app.addHook('onRequest', async (request, reply) => {
    request.reply = reply;
  });
  app.addHook('preParsing', async (request, _reply, payload) => {
    request.readingInput = true;
    return payload;
  });
  app.addHook('preHandler', async (request) => {
    request.readingInput = false;
  });
  app.addHook('onClose', async () => {
    await jobs.idle();
    // The notification worker first: a mail it hands over goes into the outbox, which the mailer then closes over.
    await notifier.close();
    await mailer.close();
    await redis?.close();
  });

  // Every API route must say who may call it; a route that declares nothing stops the server from starting.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  // Sign-in and role checks run first, so a refused caller never reaches validation or the handler.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = tokenFromHeader(request.headers.authorization);
    // The PDF renderer's one-minute grant (modules/documents/render-grants.ts) before a session.
    const owner = token ? (renderGrantOwner(token, request.method, request.url) ?? (await authenticate(db, token, config))) : null;
    if (!owner) throw new AppError('unauthorized', ERROR_TEXT.invalidToken);
    const actor = { ...owner, address: request.ip };
    request.actor = actor;
    if (actor.mustChangePassword && !request.routeOptions.config.duringPasswordChange) {
      throw new AppError('password_change_required', ERROR_TEXT.mustChangePassword);
    }
    if (access !== 'signed-in' && !canAccess(actor.role, access)) throw new AppError('forbidden', ERROR_TEXT.forbidden);
  });
  // After sign-in (the key belongs to an account) and before the compress plugin's hooks (the answer is stored as
  // the JSON text it is, not compressed): a repeated Idempotency-Key gets the first answer (docs/decisions/033).
  registerIdempotency(app, pool);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = errorAnswer(error, request.readingInput);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (request.readingInput && !error.statusCode) request.log.warn({ err: error.message }, 'unreadable request');
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    // Page routes (no file extension) get the app; a missing asset or API path gets a JSON 404.
    const pathname = request.url.split('?')[0]!;
    const isPage = webIndex && (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !/\.\w+$/.test(pathname);
    if (isPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send(errorBody('not_found', ERROR_TEXT.notFound));
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Swagger UI and Mantine set inline styles; scripts stay same-origin only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        // The Scan screen's QR reader is WebAssembly served from our own build.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
      },
    },
  });
  // Answers and the built client go compressed to a browser that accepts it (brotli or gzip): a phone on a shop's
  // network fetches the login screen's scripts as about a quarter of their size, and a 300-item order's JSON as a
  // fifteenth (issue 15). Nothing sends us compressed bodies, so request decompression stays off.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Counted by the app's limiter: shared through Redis, per process while Redis is down (never a 500).
    store: rateLimitStore(limiter),
    // Per account once signed in, per address before (lib/limiter.ts).
    keyGenerator: rateLimitKey,
    allowList: rateLimitExempt,
    errorResponseBuilder: () => new AppError('tooMany', ERROR_TEXT.tooManyRequests),
  });
  // Multipart forms (product, work order and site images) arrive as plain key-value bodies that the zod schemas
  // validate; files become Buffers, and one over the size limit answers 413.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.uploadMaxBytes, files: 5, fields: 100 },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Steelworks back office API', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    // The error answer with its codes, on every operation (lib/openapi-errors.ts).
    transformObject: (document) => ('openapiObject' in document ? withErrorAnswers(document.openapiObject) : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // The modules, listed explicitly.
  await app.register(
    async (api: App) => {
      await healthRoutes(api);
      // A profile's supervisor and dealer parts come from those modules, above account (account.service.ts).
      await accountRoutes(api, { supervisorOfAccount: supervisorProfileOfAccount, dealerIdOfAccount });
      // The dealer page's orders and a supervisor's schedule items come from the modules above them.
      await dealerRoutes(api, { listOrdersOfDealer, countOrdersOfDealer });
      await supervisorRoutes(api, { scheduleItemsOf });
      await staffRoutes(api);
      // What products and cutting hold of a store item; then store supply, above store, order and schedule.
      await storeRoutes(api, { productsUsing: productsUsingStoreItem, livePiecesOf: livePiecesOfSection });
      await supplyRoutes(api);
      // A product's tax comes from billing's settings, above product (catalogue.service.ts).
      await productRoutes(api, { typeTaxOf, getBillingSettings });
      await sheetRoutes(api);
      // What an order shows of its schedule comes from the schedule module, above order (order-reads.service.ts).
      await orderRoutes(api, orderSchedule);
      // Promise dates count what approved purchase orders bring by their expected date (docs/decisions/044).
      await orderFlowRoutes(api, onOrderDueToCover);
      await scheduleRoutes(api);
      // A work order's rows own production's units: production hands them over (docs/decisions/055-production-and-work-orders-one-way.md).
      await workOrderRoutes(api, workOrderUnits);
      await productionRoutes(api);
      await auditRoutes(api);
      await fieldRoutes(api);
      await dashboardRoutes(api);
      await planningRoutes(api);
      await purchaseRoutes(api);
      await valuationRoutes(api);
      await payablesRoutes(api);
      await billingRoutes(api);
      await cuttingRoutes(api);
      await notificationRoutes(api);
      await wagesRoutes(api);
      await ewayBillRoutes(api);
      await einvoiceRoutes(api);
      await documentRoutes(api);
    },
    { prefix: API_PREFIX },
  );

  if (webIndex) {
    // Files are looked up per request (wildcard), so a rebuilt client is served without a restart; misses fall
    // through to the not-found handler, which answers the app's index.html for page routes.
    // preCompressed: the build writes each file's .br and .gz beside it (vite.config.ts); one that has none (a file
    // copied in by hand) is compressed on the way out by the compress plugin instead.
    await app.register(fastifyStatic, { root: config.webDist!, wildcard: true, index: 'index.html', preCompressed: true });
    // The build names every file under assets/ by a hash of its content, so a browser keeps it for a year without
    // asking again; index.html is still asked for each time, so a new build reaches everyone at once.
    await app.register(fastifyStatic, {
      root: path.join(config.webDist!, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      decorateReply: false,
      preCompressed: true,
      maxAge: '365d',
      immutable: true,
    });
  }
  return app as unknown as FastifyInstance;
}

/** Fastify's logging options for BuildOptions.logger: the server's JSON logging unless told otherwise. */
function loggingOf(logger: BuildOptions['logger'], level: string) {
  if (typeof logger === 'object' && typeof (logger as FastifyBaseLogger).child === 'function') return { loggerInstance: logger as FastifyBaseLogger };
  if (typeof logger === 'object') return { logger: { ...loggerOptions(level), ...logger } };
  return { logger: logger ?? loggerOptions(level) };
}

/**
 * Fastify's own reading of a number trusts nothing; a hop count means "the nearest N addresses are our proxies"
 * (hop 0 is the socket's peer), as Express reads it.
 */
function trustProxyOption(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/**
 * Maps anything thrown to the JSON of docs/product/api-conventions.md#error-answers, each with its `code`; a 5xx never
 * shows internals.
 */
export function errorAnswer(error: FastifyError, whileReadingInput = false): { status: number; body: Record<string, unknown> } {
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };
  const answer = (code: ErrorCode, message: string, extra?: Record<string, unknown>) => ({ status: ERROR_CODES[code], body: errorBody(code, message, extra) });
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path id that is not a number names no record.
    if (error.validationContext === 'params') return answer('not_found', ERROR_TEXT.notFound);
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
      (fields[field] ??= []).push(issue.message ?? 'Invalid value');
    }
    const first = Object.values(fields)[0]?.[0] ?? 'Invalid input';
    return answer('validation_failed', first, fields);
  }
  const dbCode = databaseErrorCode(error);
  if (dbCode) {
    if (dbCode === '23505') return answer('conflict', 'This record already exists.');
    if (dbCode === '23503') return answer('conflict', 'This record is still in use by other records.');
    if (dbCode === '23514') return answer('rule_refused', 'This change would break a rule of the data.');
    if (dbCode === '23P01') return answer('conflict', 'This record overlaps another.');
    if (dbCode.startsWith('22')) return answer('validation_failed', 'A value is out of range or malformed.');
    if (dbCode === '40001' || dbCode === '40P01') return answer('concurrent_change', ERROR_TEXT.concurrentChange);
  }
  if (isPoolTimeout(error)) return answer('unavailable', ERROR_TEXT.databaseBusy);
  const status = error.statusCode ?? 500;
  if (status === 413) return answer('too_large', ERROR_TEXT.fileTooLarge);
  if (status === 429) return answer('too_many_requests', ERROR_TEXT.tooManyRequests);
  if (status === 401) return answer('unauthorized', ERROR_TEXT.invalidToken);
  if (status === 404) return answer('not_found', ERROR_TEXT.notFound);
  if (status >= 400 && status < 500) {
    // Fastify's own refusals of a request it cannot read (invalid JSON 400, a wrong content type 415, ...).
    const code = status === 400 ? 'unreadable_request' : genericErrorCode(status);
    return { status, body: errorBody(code, error.message) };
  }
  if (whileReadingInput && error.statusCode === undefined) return answer('unreadable_request', ERROR_TEXT.unreadableRequest);
  return answer('server_error', ERROR_TEXT.serverError);
}

/**
 * pg-pool's failure when no connection comes free within its connect timeout (db/client.ts), or a new connection that
 * timed out: a burst of requests, not the request's fault, so 503 and the client may send it again. These errors carry
 * no code; their words, set by the library, are the only sign.
 */
const POOL_TIMEOUT_MESSAGES = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);

function isPoolTimeout(error: unknown): boolean {
  for (let e = error as { message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.message === 'string' && POOL_TIMEOUT_MESSAGES.has(e.message)) return true;
  }
  return false;
}

function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
