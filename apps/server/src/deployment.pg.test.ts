/**
 * The several-process story of docs/deploy.md, end to end (issue 28): three processes of the built server started at
 * the same instant on a fresh PostgreSQL database, one Redis (behind a TCP proxy the test can cut), a local S3
 * server (s3rver) and a slow local SMTP sink (smtp-server, half a second per message: each send
 * outlasts the other processes' polls, so a message two of them could claim at once would show as a second copy).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parse } from 'csv-parse/sync';
import S3rver from 's3rver';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import { adminUrl, dropDatabase } from '../test/test-db';
import { buildServer, freePort, startServer, waitUntil, type ServerProcess } from '../test/server-process';
import { MIGRATIONS_DIR } from './db/migrate';
import { multipart, pngImage } from './modules/product/product.fixtures';

const serverUrl = process.env.TEST_DATABASE_URL!;
const databaseName = `steelworks_deploy_${crypto.randomBytes(5).toString('hex')}`;
const databaseUrl = withDatabase(serverUrl, databaseName);
const SMTP_SECONDS_PER_MESSAGE = 0.5;
const LOGIN_FAILURES_ALLOWED = 5;

let buildDir: string;
let s3Dir: string;
let s3: S3rver;
let smtp: SMTPServer;
let redis: TcpProxy;
let direct: pg.Client;
const delivered: Array<{ to: string; subject: string }> = [];
let servers: ServerProcess[] = [];
/** Processes a test starts for itself; stopped at the end like the others. */
const onTheSide: ServerProcess[] = [];
let environment: Record<string, string>;

beforeAll(async () => {
  buildDir = buildServer('deploy');
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();

  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'steelworks' }] });
  const { port: s3Port } = await s3.run();

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => (message += chunk.toString()));
      // A slow mail server: each message is accepted only after a while.
      stream.on('end', () =>
        setTimeout(() => {
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), subject: /^Subject: (.*)$/m.exec(message)?.[1] ?? '' });
          callback();
        }, SMTP_SECONDS_PER_MESSAGE * 1000),
      );
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  redis = await startTcpProxy(6379);

  environment = {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'true',
    REDIS_URL: redis.url('redis'),
    REDIS_PREFIX: `deploy-${databaseName}:`,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'steelworks',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOGIN_FAILURES_ALLOWED: String(LOGIN_FAILURES_ALLOWED),
    FORGOT_PASSWORD_PER_ADDRESS: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST: '',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-deploy-')),
    LOG_LEVEL: 'info',
    SHUTDOWN_DRAIN_SECONDS: '1',
  };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  // The same instant: a deploy or an upgrade starts every process at once.
  servers = ports.map((port, i) => startServer(`process ${i + 1}`, buildDir, port, environment));
  await Promise.all(servers.map((server) => waitUntil(server, ['ready'], 150_000)));
  direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
}, 240_000);

afterAll(async () => {
  for (const server of [...servers, ...onTheSide]) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await direct?.end();
  await redis?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await s3?.close();
  await dropDatabase(serverUrl, databaseName);
  for (const folder of [buildDir, s3Dir]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
}, 60_000);

async function call(server: ServerProcess, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const isJson = options.body !== undefined && !Buffer.isBuffer(options.body);
  const response = await fetch(`${server.url}/api/v1${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `token ${options.token}` } : {}),
      ...(isJson ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    body: isJson ? JSON.stringify(options.body) : (options.body as Buffer | undefined),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
}

async function signIn(server: ServerProcess, username: string): Promise<string> {
  const answer = await call(server, 'POST', '/account/login', { body: { username, password: 'Demo@1234' } });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

describe('three processes on one PostgreSQL, Redis, S3 and SMTP', () => {
  it('all come up together on a fresh database: one migrates and seeds, the others wait; every log line is JSON', async () => {
    for (const server of servers) {
      expect(await waitUntil(server, ['ready'])).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', s3: 'ok', smtp: 'ok' } });
    }
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const { rows } = await direct.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBe(journal.entries.length);
    const seeders = servers.filter((server) => server.lines.some((line) => line.msg === 'demo data ready'));
    expect(seeders).toHaveLength(1);
    // Each process says whether it migrated, and how much: one ran them all, the others found nothing to do.
    const migrations = servers.map((server) => server.lines.find((line) => typeof line.migrations === 'number')!);
    expect(migrations.map((line) => line.migrations).sort()).toEqual([0, 0, journal.entries.length]);
    expect(migrations.find((line) => line.migrations)).toMatchObject({ msg: `this process migrated the database: ${journal.entries.length} migration(s) applied`, pid: expect.any(Number) });
    expect(migrations.filter((line) => line.msg === 'database schema up to date: nothing to migrate')).toHaveLength(2);
    const { rows: admins } = await direct.query("select count(*)::int as n from accounts where username = 'admin'");
    expect(admins[0].n).toBe(1);
    for (const server of servers) expect(server.plainLines).toEqual([]);
  });

  it('a token from one process works on the others, and logout from all devices ends it everywhere', async () => {
    const token = await signIn(servers[0]!, 'admin');
    for (const server of servers) expect((await call(server, 'GET', '/account/profile', { token })).status).toBe(200);
    expect((await call(servers[2]!, 'POST', '/account/logout', { token })).status).toBe(200);
    for (const server of servers) expect((await call(server, 'GET', '/account/profile', { token })).status).toBe(401);
  });

  it('counts sign-in failures spread over the processes together', async () => {
    const statuses = [];
    for (let attempt = 0; attempt <= LOGIN_FAILURES_ALLOWED; attempt++) {
      const server = servers[attempt % servers.length]!;
      statuses.push((await call(server, 'POST', '/account/login', { body: { username: 'store', password: `wrong-${attempt}` } })).status);
    }
    expect(statuses).toEqual([...Array(LOGIN_FAILURES_ALLOWED).fill(400), 429]);
  });

  it('serves an image uploaded through one process from another (S3)', async () => {
    const token = await signIn(servers[0]!, 'admin');
    const fields = { serial_number: 'LH - 9001', channel_size: '4x2', guage: '16', width: '90', height: '210', is_door: 'true' };
    const { body, headers } = multipart(fields, [{ field: 'image', filename: 'door.png', contentType: 'image/png', data: await pngImage(300, 200) }]);
    const created = await call(servers[0]!, 'POST', '/store/product/', { token, body, headers });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const image = await fetch(`${servers[1]!.url}${created.body.image as string}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(fs.readdirSync(s3Dir, { recursive: true }).some((name) => String(name).includes('products'))).toBe(true);
  });

  it('refuses in one log line a PORT or a METRICS_PORT that another process holds: each process of a machine needs its own', async () => {
    const metricsPort = await freePort();
    // A process of its own (not among `servers`, which the later tests spread their requests over).
    const withMetrics = startServer('process with metrics', buildDir, await freePort(), { ...environment, METRICS_PORT: String(metricsPort) });
    onTheSide.push(withMetrics);
    await waitUntil(withMetrics, ['ready']);
    const samePort = startServer('same port', buildDir, servers[0]!.port, environment);
    const sameMetricsPort = startServer('same metrics port', buildDir, await freePort(), { ...environment, METRICS_PORT: String(metricsPort) });
    onTheSide.push(samePort, sameMetricsPort);
    for (const [server, setting, port] of [[samePort, 'PORT', servers[0]!.port], [sameMetricsPort, 'METRICS_PORT', metricsPort]] as const) {
      expect((await server.exited).code).toBe(1);
      expect(server.plainLines).toEqual([]);
      expect(server.lines.at(-1)).toMatchObject({
        level: 60,
        msg: 'refusing to start',
        reason: `${setting} ${port} on 127.0.0.1 is taken by another process: give each process a ${setting} of its own`,
      });
    }
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
    withMetrics.child.kill('SIGTERM');
    expect((await withMetrics.exited).code).toBe(0);
  }, 120_000);

  it('delivers 30 forgot-password mails exactly once each through a slow mail server', async () => {
    const { rows } = await direct.query(
      "select email from accounts where active and username is not null and username <> 'admin' and email like '%@%' order by id limit 10",
    );
    expect(rows).toHaveLength(10);
    const before = delivered.length;
    let request = 0;
    for (let round = 0; round < 3; round++) {
      for (const { email } of rows) {
        const answer = await call(servers[request++ % servers.length]!, 'POST', '/account/forgot_password', { body: { email } });
        expect(answer.status).toBe(200);
      }
    }
    // 30 messages at half a second each, three workers: about 5 s; then long enough for any second copy to show.
    const deadline = Date.now() + 120_000;
    while (delivered.length - before < 30 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    await new Promise((resolve) => setTimeout(resolve, 2 * SMTP_SECONDS_PER_MESSAGE * 1000));
    const mails = delivered.slice(before);
    expect(mails).toHaveLength(30);
    for (const { email } of rows) expect(mails.filter((mail) => mail.to === email)).toHaveLength(3);
    const { rows: outbox } = await direct.query('select count(*)::int as n from mail_outbox where not sent or attempts <> 1');
    expect(outbox[0].n).toBe(0);
  }, 180_000);

  it('keeps answering with Redis stopped (no 5xx, readiness degraded), and is ready again when it returns', async () => {
    const token = await signIn(servers[1]!, 'admin');
    redis.cut();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const server = servers[i % servers.length]!;
      statuses.push((await call(server, 'GET', i % 2 ? '/account/profile' : '/order/order/?page=1', { token })).status);
    }
    statuses.push((await call(servers[2]!, 'POST', '/account/login', { body: { username: 'dealer', password: 'Demo@1234' } })).status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    for (const server of servers) expect(await waitUntil(server, ['degraded'], 15_000)).toMatchObject({ checks: { redis: 'down', database: 'ok' } });
    redis.restore();
    for (const server of servers) await waitUntil(server, ['ready'], 30_000);
  }, 90_000);

  it('lets a CSV export in flight finish when its process gets SIGTERM, then exits 0', async () => {
    const last = servers[2]!;
    await direct.query(
      "insert into audit_log (entity, entity_id, action, note) select 'deploy-test', g, 'update', repeat('x', 120) from generate_series(1, 60000) g",
    );
    const { rows } = await direct.query('select count(*)::int as n from audit_log');
    const token = await signIn(last, 'admin');
    let signalled = false;
    const csv = await new Promise<string>((resolve, reject) => {
      const request = http.get(`${last.url}/api/v1/audit/log?format=csv`, { headers: { authorization: `token ${token}` } }, (response) => {
        expect(response.statusCode).toBe(200);
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (!signalled) {
            signalled = true;
            last.child.kill('SIGTERM');
          }
          // A slow reader: the export runs for seconds after the signal.
          response.pause();
          setTimeout(() => response.resume(), 5);
        });
        response.on('end', () => resolve(text));
        response.on('error', reject);
      });
      request.on('error', reject);
    });
    const records = parse(csv, { bom: true }) as string[][];
    expect(records).toHaveLength(rows[0].n + 1);
    const { code } = await last.exited;
    expect(code).toBe(0);
    expect(last.lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['shutting down: finishing the requests in flight', 'stopped cleanly']));
    expect(last.lines.some((line) => String(line.msg).includes('cutting'))).toBe(false);
    // The others go on serving.
    expect((await call(servers[0]!, 'GET', '/health')).status).toBe(200);
  }, 120_000);

  it('cuts what is still running when the grace period is over, names it in the log, and exits 1', async () => {
    const impatient = startServer('process 4', buildDir, await freePort(), { ...environment, SHUTDOWN_GRACE_SECONDS: '1' });
    servers.push(impatient);
    await waitUntil(impatient, ['ready']);
    const token = await signIn(impatient, 'admin');
    // A client that stops reading: the export cannot finish within the second it is given.
    await new Promise<void>((resolve, reject) => {
      const request = http.get(`${impatient.url}/api/v1/audit/log?format=csv`, { headers: { authorization: `token ${token}` } }, (response) => {
        response.once('data', () => {
          response.pause();
          impatient.child.kill('SIGTERM');
          resolve();
        });
        response.on('error', () => {});
      });
      request.on('error', reject);
    });
    const { code } = await impatient.exited;
    expect(code).toBe(1);
    expect(impatient.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 50, msg: 'shutdown grace period over: cutting this request', method: 'GET', url: '/api/v1/audit/log?format=csv' }),
        expect.objectContaining({ level: 50, msg: 'stopped before the requests in flight had finished', cut: 1 }),
      ]),
    );
  }, 120_000);
});
