/**
 * Once per e2e run: build the web app, start a fake WhatsApp provider and the real server (pointed at it) on a fresh
 * database and a free port, hand their addresses to the tests (`inject('baseUrl')`, `inject('whatsappInbox')`), and
 * stop both afterwards. The database is a new one on TEST_DATABASE_URL's PostgreSQL server when that is set (as CI
 * sets it), else the embedded PGlite. See e2e/README.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { FAKE_WHATSAPP, startFakeWhatsApp } from './support/fake-whatsapp';
import { ARTIFACTS_DIR, REPO_ROOT } from './support/paths';
import './support/provided';

const BUILD_CACHE = path.join(REPO_ROOT, '.tmp', 'e2e-web-dist');
// The demo seed grows with every capability, and a busy machine runs it several times slower: minutes, not seconds.
const START_TIMEOUT_MS = 300_000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  pruneArtifacts();
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-e2e-'));
  const webDist = path.join(runDir, 'web-dist');
  // Inside apps/server, so the built server finds the server's own node_modules as the real build does.
  const serverDist = path.join(REPO_ROOT, 'apps/server', `.e2e-build-${process.pid}`);
  const dataDir = path.join(runDir, 'data');
  const logFile = path.join(runDir, 'server.log');
  let server: ChildProcess | undefined;
  let whatsapp: Awaited<ReturnType<typeof startFakeWhatsApp>> | undefined;
  let database: RunDatabase | undefined;

  const cleanUp = async () => {
    if (server) await stopServer(server);
    server = undefined;
    await whatsapp?.close();
    whatsapp = undefined;
    await database?.drop();
    database = undefined;
    if (fs.existsSync(logFile)) fs.copyFileSync(logFile, path.join(ARTIFACTS_DIR, 'server.log'));
    fs.rmSync(runDir, { recursive: true, force: true });
    fs.rmSync(serverDist, { recursive: true, force: true });
  };

  try {
    buildWeb(webDist);
    buildServer(serverDist);
    whatsapp = await startFakeWhatsApp();
    database = await createRunDatabase();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const databaseUrl = database?.url;
    server = startServer({ port, baseUrl, whatsappApiUrl: whatsapp.url, databaseUrl, dataDir, webDist, serverDist, logFile });
    await waitForHealth(baseUrl, server, logFile);
    console.log(`[e2e] server ready at ${baseUrl} (fresh database ${database ? database.name : `in ${dataDir}`})`);
    project.provide('baseUrl', baseUrl);
    project.provide('whatsappInbox', whatsapp.inboxUrl);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}

/** Screenshots older than an hour are from earlier runs (newer ones may belong to a run someone else has going). */
function pruneArtifacts(): void {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  for (const name of fs.readdirSync(ARTIFACTS_DIR)) {
    const file = path.join(ARTIFACTS_DIR, name);
    if (Date.now() - fs.statSync(file).mtimeMs > 60 * 60 * 1000) fs.rmSync(file, { force: true, recursive: true });
  }
}

/**
 * Builds into this run's own folder (never into apps/web/dist, which `npm start` or another run may be serving). When
 * apps/web/dist already holds a build of the current sources (`npm start` made it, as `npm test`'s start test does
 * before this phase), a copy of it is the same build.
 */
function buildWeb(outDir: string): void {
  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(path.join(BUILD_CACHE, 'index.html'))) {
    console.log(`[e2e] E2E_SKIP_BUILD=1: reusing the web build in ${path.relative(REPO_ROOT, BUILD_CACHE)}`);
    fs.cpSync(BUILD_CACHE, outDir, { recursive: true });
    return;
  }
  if (copyFreshBuild(outDir)) {
    console.log('[e2e] apps/web/dist is a build of the current sources: using a copy of it');
    return;
  }
  console.log('[e2e] building the web app (npm run build -w @steelworks/web)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@steelworks/web', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0 || !fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`[e2e] the web build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  // Keep a copy for E2E_SKIP_BUILD=1; copied aside first so a reader never sees a half-written folder for long.
  const staging = `${BUILD_CACHE}.${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(outDir, staging, { recursive: true });
  fs.rmSync(BUILD_CACHE, { recursive: true, force: true });
  fs.renameSync(staging, BUILD_CACHE);
}

/** Copies apps/web/dist when `scripts/build.mjs --fresh web` says it is a build of the current sources, before and after. */
function copyFreshBuild(outDir: string): boolean {
  const fresh = () => spawnSync('node', ['scripts/build.mjs', '--fresh', 'web'], { cwd: REPO_ROOT }).status === 0;
  if (!fresh()) return false;
  fs.cpSync(path.join(REPO_ROOT, 'apps/web/dist'), outDir, { recursive: true });
  if (fresh() && fs.existsSync(path.join(outDir, 'index.html'))) return true;
  fs.rmSync(outDir, { recursive: true, force: true });
  return false;
}

/** The server as production runs it: compiled to JavaScript (apps/server/build.mjs), started with plain node. */
function buildServer(outDir: string): void {
  const result = spawnSync('node', ['apps/server/build.mjs', '--outdir', outDir], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`[e2e] the server build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
}

type RunDatabase = { name: string; url: string; drop: () => Promise<void> };

/**
 * With TEST_DATABASE_URL, a new database on that PostgreSQL server for this run, dropped at its end: the database the
 * supported deployment runs on, where the demo seed takes about a quarter of its time on PGlite, and where queries run
 * in PostgreSQL's own processes instead of the server's thread (docs/decisions/060-suite-time.md). Without it, none:
 * the server uses the embedded PGlite in its DATA_DIR, as `npm start` does.
 */
async function createRunDatabase(): Promise<RunDatabase | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return undefined;
  const name = `steelworks_e2e_${process.pid}_${Date.now()}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const onAdmin = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(options: {
  port: number;
  baseUrl: string;
  whatsappApiUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  serverDist: string;
  logFile: string;
}): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    WEB_DIST: options.webDist,
    LOG_LEVEL: 'warn',
    LOGIN_FAILURES_ALLOWED: '1000',
    FORGOT_PASSWORD_PER_ADDRESS: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
    SEED_DEMO: 'true',
    // The key that encrypts the IRP secrets the e-invoice flow saves in Company & Tax.
    SETTINGS_SECRET: 'e2e-settings-secret-of-32-characters-at-least',
    // Links in WhatsApp messages are absolute under PUBLIC_URL, as a dealer's phone (and Meta) need them.
    PUBLIC_URL: options.baseUrl,
    // WhatsApp goes to the fake Meta Cloud API of support/fake-whatsapp.ts.
    WHATSAPP_API_URL: options.whatsappApiUrl,
    WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
  };
  // The run's own database, the outbox instead of SMTP, and in-memory rate limits, whatever the caller's shell has;
  // WhatsApp through the fake alone (no webhook, template or MSG91 of the shell's).
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'TEST_DATABASE_URL', 'VITEST', 'VITEST_MODE', 'NODE_ENV']) delete env[name];
  for (const name of ['NOTIFY_WEBHOOK_URL', 'WHATSAPP_TEMPLATE', 'MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID']) delete env[name];
  // No proxy stands in front of this one process, so it stops without the drain a deployment's processes wait out.
  if (options.databaseUrl) Object.assign(env, { DATABASE_URL: options.databaseUrl, SHUTDOWN_DRAIN_SECONDS: '0' });
  const log = fs.openSync(options.logFile, 'a');
  // Its own process group, so stopping it also stops anything it started.
  const child = spawn('node', ['--enable-source-maps', path.join(options.serverDist, 'main.js')], {
    cwd: path.join(REPO_ROOT, 'apps/server'),
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return child;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`[e2e] the server exited (${child.exitCode ?? child.signalCode}) before it was ready. Its log:\n${readLog(logFile)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `health answered ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`[e2e] the server did not answer ${baseUrl}/api/v1/health within ${START_TIMEOUT_MS / 1000} s (${lastError}). Its log:\n${readLog(logFile)}`);
}

function readLog(logFile: string): string {
  return fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-20_000) : '(no log)';
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM lets the server shut down gracefully (it closes PGlite); SIGKILL after 10 s if it hangs. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  killGroup(child, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(child.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  killGroup(child, 'SIGKILL');
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
