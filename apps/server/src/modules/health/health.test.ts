import { describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, useTestApp } from '../../../test/harness';
import { captureLogs } from '../../../test/log-capture';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import { serveMetrics } from '../../lib/metrics';
import { createReadiness } from '../../lib/readiness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the operations surface', () => {
  const logs = captureLogs();
  const t = useTestApp({}, { logger: logs.logger });

  it('answers liveness without the database, and readiness with each dependency', async () => {
    expect(await t.call('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.call('GET', '/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'not configured', s3: 'not configured', smtp: 'not configured' } },
    });
  });

  it('says unavailable without a database, and answers 503 draining once a shutdown started', async () => {
    const gone = { execute: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
    const mailer = { verify: () => Promise.resolve(false) } as unknown as Mailer;
    expect(await createReadiness({ db: gone, mailer }).check()).toEqual({
      status: 'unavailable',
      checks: { database: 'down', redis: 'not configured', s3: 'not configured', smtp: 'down' },
    });

    t.app.readiness.drain();
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // past the reuse of the last answer
    expect(await t.call('GET', '/health/ready')).toMatchObject({ status: 503, body: { status: 'draining', checks: { database: 'ok' } } });
  });

  it("takes the caller's X-Request-Id, or makes one unique per request, and answers it", async () => {
    const given = await t.call('GET', '/health', { headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42:1');
    const first = await t.call('GET', '/health');
    const second = await t.call('GET', '/health');
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    // Not a plain token (spaces, a line break, too long): replaced, never written into the log as given.
    for (const forged of ['a b', 'x'.repeat(129), 'id\nforged']) {
      expect((await t.call('GET', '/health', { headers: { 'x-request-id': forged } })).headers['x-request-id']).toMatch(UUID);
    }
  });

  it('writes the request id on every line a request logs, the lines of services and after-answer jobs included', async () => {
    const answer = await t.call('POST', '/account/forgot_password', {
      body: { email: 'dealer@steelworks.example' },
      headers: { 'x-request-id': 'forgot-1' },
    });
    expect(answer.status).toBe(200);
    const lines = logs.lines.filter((line) => line.reqId === 'forgot-1');
    // incoming request, request completed, and the mail the job after the answer wrote to the outbox.
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed', 'mail kept in outbox (no SMTP_URL)']));
    for (const line of lines) expect(Object.keys(line).filter((key) => key === 'reqId')).toHaveLength(1);
  });

  it('serves Prometheus metrics on a port of its own: requests by route and status, outbox, event loop', async () => {
    const app = await createTestApp();
    const server = await serveMetrics(app.app.metrics, 0, '127.0.0.1');
    const port = (server.address() as { port: number }).port;
    await app.call('GET', '/health');
    await app.call('GET', '/order/order/999999/', { as: 'admin' });
    await app.call('POST', '/account/forgot_password', { body: { email: 'qc@steelworks.example' } });
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/order\/order\/:id",status="404"\} 1/);
    expect(text).toMatch(/^mail_outbox_backlog [1-9]/m);
    expect(text).toMatch(/^mail_outbox_oldest_age_seconds \d/m);
    if (DB_KIND === 'postgres') {
      expect(text).toMatch(/^db_pool_connections_in_use \d+$/m);
      expect(text).toMatch(/^db_pool_requests_waiting 0$/m);
    }
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    server.close();
    await app.close();
  });
});
