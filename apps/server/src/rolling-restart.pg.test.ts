/**
 * Restarts and upgrades drop nothing (issue 42 point 2; docs/decisions/041): three processes of the built server on
 * fixed ports, behind the shipped proxy configurations run by Debian's caddy and nginx, restarted one at a time (a
 * SIGTERM as systemd sends it, then a new process on the same port, as `systemctl restart steelworks@N` does) while
 * writers keep recording payments through the proxy. Every request must succeed, and every payment that answered 201
 * must be in the database exactly once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@steelworks/contract/common/dates';
import { withDatabase } from '../test/global-setup';
import { startCaddy, startNginx, type Proxy } from '../test/proxies';
import { buildServer, freePort, startServer, waitUntil, type ServerProcess } from '../test/server-process';
import { adminUrl, dropDatabase } from '../test/test-db';

const serverUrl = process.env.TEST_DATABASE_URL!;
const databaseName = `steelworks_rolling_${crypto.randomBytes(5).toString('hex')}`;
const DRAIN_SECONDS = 3;
const WRITERS = 6;
/** How many times a writer sends a payment again that got no answer before it counts as failed. */
const RESENDS = 3;

let buildDir: string;
let dataDir: string;
let environment: Record<string, string>;
let ports: number[];
let servers: ServerProcess[];
let direct: pg.Client;

beforeAll(async () => {
  buildDir = buildServer('rolling');
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-rolling-'));
  environment = {
    DATABASE_URL: withDatabase(serverUrl, databaseName),
    SEED_DEMO: 'true',
    WEB_DIST: '',
    DATA_DIR: dataDir,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    // The subject is the restart, not the limits: the writers all sign in as the demo admin.
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'info',
  };
  ports = await Promise.all([freePort(), freePort(), freePort()]);
  servers = ports.map((port, i) => startServer(`process ${i + 1}`, buildDir, port, environment));
  await Promise.all(servers.map((server) => waitUntil(server, ['ready'], 150_000)));
  direct = new pg.Client({ connectionString: environment.DATABASE_URL });
  await direct.connect();
}, 240_000);

afterAll(async () => {
  for (const server of servers ?? []) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await direct?.end();
  await dropDatabase(serverUrl, databaseName);
  for (const folder of [buildDir, dataDir]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('a stopping process', () => {
  it(`answers readiness "draining" for SHUTDOWN_DRAIN_SECONDS while it serves every request, then stops accepting and exits 0`, async () => {
    const port = await freePort();
    const stopping = startServer('stopping', buildDir, port, environment);
    await waitUntil(stopping, ['ready']);
    const signalled = Date.now();
    stopping.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${stopping.url}/api/v1/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe('draining');
    // Still serving, each answer closing its connection so that the proxy's next request opens one elsewhere.
    const signIn = await fetch(`${stopping.url}/api/v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Demo@1234' }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('connection')).toBe('close');
    const { code } = await stopping.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    await expect(fetch(`${stopping.url}/api/v1/health`)).rejects.toThrow();
    expect(stopping.lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['draining: readiness answers "draining" while this process still serves', 'shutting down: finishing the requests in flight', 'stopped cleanly']),
    );
  }, 60_000);
});

type Tally = { ok: number; resent: number; failed: Array<{ status: number | string; body: string }> };

/** Writers record payments of 1.00 through the proxy (one dealer each) until `until` settles; every answer is tallied. */
async function writeThrough(proxy: Proxy, tag: string, until: Promise<void>): Promise<Tally> {
  const signIn = await fetch(`${proxy.url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Demo@1234' }),
  });
  expect(signIn.status).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const dealers = (await direct.query<{ id: number }>('select id from dealers order by id limit $1', [WRITERS])).rows.map((row) => row.id);
  expect(dealers).toHaveLength(WRITERS);
  const today = todayIn('Asia/Kolkata');
  const tally: Tally = { ok: 0, resent: 0, failed: [] };
  let done = false;
  void until.then(() => (done = true));
  let serial = 0;
  await Promise.all(
    dealers.map(async (dealer) => {
      while (!done) {
        const reference = `${tag}-${(serial += 1)}`;
        const send = () =>
          fetch(`${proxy.url}/api/v1/billing/payments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `token ${token}`, 'idempotency-key': reference },
            body: JSON.stringify({ dealer_id: dealer, amount: '1.00', received_on: today, mode: 'cash', reference }),
            signal: AbortSignal.timeout(30_000),
          });
        try {
          // A write that got no answer is sent again under its key, as the web app's queue does until it gets one
          // (docs/decisions/033-offline-queue-keys-and-tap-times.md): nginx's reload closes the idle kept-alive
          // connections of its old workers, one may close under a request, and the next kept one may be closed too.
          const answer = await sendUntilAnswered(send, () => (tally.resent += 1));
          const text = await answer.text();
          if (answer.status === 201) tally.ok += 1;
          else tally.failed.push({ status: answer.status, body: `${reference}: ${text.slice(0, 200)}` });
        } catch (error) {
          tally.failed.push({ status: 'network', body: `${reference}: ${(error as Error).message}` });
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  return tally;
}

/** `send()`, and again after a network error up to RESENDS times, a moment apart; the last error is thrown. */
async function sendUntilAnswered(send: () => Promise<Response>, onResend: () => void): Promise<Response> {
  for (let resends = 0; ; resends++) {
    try {
      return await send();
    } catch (error) {
      if (resends === RESENDS) throw error;
      onResend();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Each process in turn, as docs/deploy.md (section 8) says: the proxy leaves it out (nginx only), SIGTERM, wait for its
 * exit, start a new one on the same port, wait until it is ready, the proxy takes it back; answers how long each new
 * process took from its start to ready.
 */
async function restartOneByOne(proxy: Proxy): Promise<number[]> {
  const readyMs: number[] = [];
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (let i = 0; i < servers.length; i++) {
    const old = servers[i]!;
    await proxy.leaveOut(ports[i]!);
    old.child.kill('SIGTERM');
    expect((await old.exited).code, `process ${i + 1} stopped cleanly`).toBe(0);
    const started = Date.now();
    servers[i] = startServer(`process ${i + 1} (restarted)`, buildDir, ports[i]!, environment);
    await waitUntil(servers[i]!, ['ready'], 120_000);
    readyMs.push(Date.now() - started);
    await proxy.takeBack(ports[i]!);
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  return readyMs;
}

describe.each([
  ['Caddy (deploy/Caddyfile)', startCaddy],
  ['nginx (deploy/nginx.conf)', startNginx],
])('a rolling restart of three processes behind %s under steady writes', (name, start) => {
  let proxy: Proxy;
  beforeAll(async () => {
    proxy = await start(await freePort(), ports);
  }, 60_000);
  afterAll(async () => {
    await proxy?.stop();
  });

  it('fails no payment of a client that sends again what got no answer, and records each exactly once', async () => {
    const tag = `rolling-${proxy.name}-${crypto.randomBytes(3).toString('hex')}`;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const writing = writeThrough(proxy, tag, finished);
    const readyMs = await restartOneByOne(proxy).finally(finish);
    const tally = await writing;
    console.log(`${name}: ${tally.ok} payments answered 201, ${tally.resent} sent again, ${tally.failed.length} failed; each restarted process ready after ${readyMs.join(', ')} ms`);
    expect(tally.failed, proxy.output().slice(-2000)).toEqual([]);
    expect(tally.ok).toBeGreaterThan(50);
    const { rows } = await direct.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct reference)::int as distinct from payments where reference like $1',
      [`${tag}-%`],
    );
    expect(rows[0]).toEqual({ n: tally.ok, distinct: tally.ok });
  }, 300_000);
});
