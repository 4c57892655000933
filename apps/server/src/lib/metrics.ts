import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { mailOutbox } from '../db/accounts.table';
import { deliverable } from './mail';

/**
 * Prometheus metrics of one process (prom-client): requests by route and status with their duration, the mail
 * outbox's backlog and oldest message, the database pool, and Node's own (event-loop lag, memory, CPU). Served on a
 * port of their own (METRICS_PORT), never beside the API: what a scraper reads is not for the internet.
 */
export function collectMetrics(app: FastifyInstance, poolStats?: Database['poolStats']): client.Registry {
  const registry = new client.Registry();

  const requests = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'API and web requests by route pattern, method and status, with their duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/v1/order/order/:id`), never the URL itself, so the label set stays small.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // Both outbox gauges come from one query per scrape, which the partial index of unsent mail answers.
  let outboxRead: { at: number; row: Promise<{ backlog: number; age: number | null } | undefined> } | undefined;
  const outbox = () => {
    if (!outboxRead || Date.now() - outboxRead.at > 1_000) {
      const row = rowsOf<{ backlog: number; age: number | null }>(
        app.ctx.db,
        sql`select count(*)::int as backlog, extract(epoch from now() - min(${mailOutbox.createdAt}))::float8 as age
            from ${mailOutbox} where ${deliverable}`,
      ).then(([first]) => first);
      outboxRead = { at: Date.now(), row };
    }
    return outboxRead.row;
  };
  new client.Gauge({
    name: 'mail_outbox_backlog',
    help: 'Outbox messages still to deliver',
    registers: [registry],
    async collect() {
      this.set((await outbox())?.backlog ?? 0);
    },
  });
  new client.Gauge({
    name: 'mail_outbox_oldest_age_seconds',
    help: 'Age of the oldest outbox message still to deliver (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await outbox())?.age ?? 0);
    },
  });

  if (poolStats) {
    const stats = poolStats;
    new client.Gauge({
      name: 'db_pool_connections_in_use',
      help: 'Database connections running a query',
      registers: [registry],
      collect() {
        const { total, idle } = stats();
        this.set(total - idle);
      },
    });
    new client.Gauge({
      name: 'db_pool_requests_waiting',
      help: 'Queries waiting for a free database connection',
      registers: [registry],
      collect() {
        this.set(stats().waiting);
      },
    });
  }
  return registry;
}

/** The `/metrics` endpoint on its own port, with Node's own metrics added; resolves once it listens. */
export async function serveMetrics(registry: client.Registry, port: number, host: string): Promise<http.Server> {
  client.collectDefaultMetrics({ register: registry });
  const server = http.createServer((request, response) => {
    if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error.message}`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
