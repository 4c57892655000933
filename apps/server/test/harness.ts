import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Role } from '@steelworks/contract/roles';
import { buildApp } from '../src/app';
import { readConfig, type Config } from '../src/config';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/account/account.seed';
import { withDatabase } from './global-setup';
import { SNAPSHOT_FILE, TEMPLATE_DB, adminUrl } from './test-db';

export const DB_KIND = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * TEST_KEY_EVERY_WRITE=1 sends every POST, PUT and PATCH with an Idempotency-Key of its own, so a module's tests run
 * their writes inside the request's transaction (lib/idempotency.ts) and must see the same answers.
 */
const keyOf = (method: InjectOptions['method']): Record<string, string> =>
  process.env.TEST_KEY_EVERY_WRITE === '1' && ['POST', 'PUT', 'PATCH'].includes(String(method).toUpperCase())
    ? { 'idempotency-key': crypto.randomUUID() }
    : {};

type TestResponse = { status: number; body: any; headers: Record<string, unknown> }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The test's own PostgreSQL database (undefined on PGlite): a second app on it stands for a second process. */
  databaseUrl: string | undefined;
  /** Signs in as the demo account of a role (cached per role) and returns its token. */
  tokenFor(role: Role): Promise<string>;
  /** One API call under /api/v1, as a role, as a token, or anonymous. */
  call(
    method: InjectOptions['method'],
    path: string,
    options?: { as?: Role; token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<TestResponse>;
  /** The SQL statements one GET runs (which must answer 200), the token lookup included, as their text. */
  statementsOf(path: string, as: Role): Promise<string[]>;
  close(): Promise<void>;
};

/** The SETTINGS_SECRET of every test app: API secrets saved in the settings are encrypted with it (lib/secrets.ts). */
export const TEST_SETTINGS_SECRET = 'test-settings-secret-of-32-characters-at-least';

export const DEMO_USERNAME: Record<Role, string> = Object.fromEntries(
  DEMO_ACCOUNTS.map((a) => [a.role, a.username]),
) as Record<Role, string>;

/**
 * A fresh app on its own copy of the seeded test database (PGlite snapshot or PostgreSQL template). `logger`: the
 * server's JSON logging with these options (a stream to read what it logs); default none. `role` (or
 * TEST_DATABASE_ROLE for a whole run): on PostgreSQL the app connects as this role, given only what a running server
 * gets (docs/decisions/041), instead of as the superuser of TEST_DATABASE_URL.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { logger?: object; role?: string; source?: DatabaseSource; keepDatabase?: boolean } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options.role ?? process.env.TEST_DATABASE_ROLE, options.source, options.keepDatabase);
  // No notification worker polls in a test app (its statements would land in statementsOf): tests deliver by hand.
  const config = { ...readConfig({ WEB_DIST: '', NOTIFY_POLL_SECONDS: '0', SETTINGS_SECRET: TEST_SETTINGS_SECRET }), rateLimitPerMinute: 1_000_000, ...overrides };
  const app = await buildApp({ db: database.db, config, logger: options.logger ?? false, poolStats: database.poolStats });
  await app.ready();
  const tokens = new Map<Role, string>();

  const call: TestApp['call'] = async (method, path, options = {}) => {
    const token = options.token ?? (options.as ? await tokenFor(options.as) : undefined);
    const response = await app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { ...(token ? { authorization: `token ${token}` } : {}), ...keyOf(method), ...options.headers },
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
    // Work a call leaves for after its answer (a reset mail) is done before the test looks at its effects.
    await app.ctx.jobs.idle();
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.statusCode, body, headers: response.headers };
  };

  // One sign-in per role, also when many calls ask at once: sign-in attempts are counted before the password check, so
  // a burst of parallel logins for one user would be refused past the limit.
  const signIns = new Map<Role, Promise<string>>();
  function tokenFor(role: Role): Promise<string> {
    const cached = tokens.get(role);
    if (cached) return Promise.resolve(cached);
    let signIn = signIns.get(role);
    if (!signIn) {
      signIn = (async () => {
        const response = await call('POST', '/account/login', { body: { username: DEMO_USERNAME[role], password: DEMO_PASSWORD } });
        if (response.status !== 200) throw new Error(`demo login for ${role} failed: ${JSON.stringify(response.body)}`);
        tokens.set(role, response.body.token);
        return response.body.token as string;
      })().finally(() => signIns.delete(role));
      signIns.set(role, signIn);
    }
    return signIn;
  }

  async function statementsOf(path: string, as: Role): Promise<string[]> {
    await tokenFor(as);
    // PGlite and the pg pool alike: every statement goes through the client's query.
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const response = await call('GET', path, { as });
      if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
      // PGlite is given the text, node-postgres a query config {text, values}.
      return spy.mock.calls.map((c) => (typeof c[0] === 'string' ? c[0] : String((c[0] as { text?: unknown }).text)));
    } finally {
      spy.mockRestore();
    }
  }

  return {
    app,
    db: database.db,
    config,
    databaseUrl: database.url,
    tokenFor,
    call,
    statementsOf,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A test app whose uploads go to a folder of its own (`config.dataDir`, named from `prefix`), removed by close(). */
async function createTestAppWithFiles(prefix: string): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const t = await createTestApp({ dataDir });
  return {
    ...t,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The setup of a test file on one test app: registers beforeAll (`createTestApp(overrides, options)`) and afterAll
 * (close it), and returns a TestApp that stands for the app once beforeAll has built it. Hooks the file registers after
 * this call run after the app is built, so they can use it for their own fixtures.
 */
export function useTestApp(overrides: Partial<Config> = {}, options: { logger?: object } = {}): TestApp {
  return useBuiltApp(() => createTestApp(overrides, options));
}

/** useTestApp on a test app whose uploads go to a folder of its own (see createTestAppWithFiles). */
export function useTestAppWithFiles(prefix: string): TestApp {
  return useBuiltApp(() => createTestAppWithFiles(prefix));
}

function useBuiltApp(create: () => Promise<TestApp>): TestApp {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('The test app is built in beforeAll: use it inside a hook or a test.');
    return built;
  };
  beforeAll(async () => {
    built = await create();
  });
  afterAll(() => built?.close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    tokenFor: (role) => current().tokenFor(role),
    call: (method, path, options) => current().call(method, path, options),
    statementsOf: (path, as) => current().statementsOf(path, as),
    close: () => current().close(),
  };
}

/**
 * What a test database is copied from: the seeded test data (global-setup.ts), or that with the whole demo company
 * seeded as well (seeded-demo.ts builds it once per run, for every file that reads the demo), as a PGlite snapshot file
 * or a PostgreSQL template database.
 */
export type DatabaseSource = { snapshot: string; template: string };
const TEST_DATA: DatabaseSource = { snapshot: SNAPSHOT_FILE, template: TEMPLATE_DB };

async function openTestDatabase(role?: string, source: DatabaseSource = TEST_DATA, keep = false): Promise<Database & { url?: string }> {
  if (DB_KIND === 'pglite') return openPglite(undefined, snapshotOf(source.snapshot));
  const url = process.env.TEST_DATABASE_URL!;
  const name = `steelworks_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source.template}`);
  // A test database is thrown away: its commits need not wait for the disk (about 4 ms a flush on this kind of
  // machine). Only a crash of the PostgreSQL server itself could lose them, which no test causes
  // (docs/decisions/060-suite-time.md).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const database = openPostgres(role ? await asServerRole(withDatabase(url, name), role) : withDatabase(url, name), 20);
  return {
    ...database,
    url: withDatabase(url, name),
    async close() {
      await database.close();
      if (keep) return;
      const dropper = new pg.Client({ connectionString: adminUrl(url) });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * A snapshot file as PGlite's `loadDataDir`, which PGlite reads whole with `arrayBuffer()`. A Blob made over the file
 * hands its bytes over in chunks and joins them, about a third of a second for the snapshot on a 2-core machine, once
 * per test file; this one hands over a copy of the bytes its worker read once (test files share their worker's modules:
 * docs/decisions/060-suite-time.md). A file written again (the demo's, once per run) is read again.
 */
class SnapshotBlob extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.contents.slice(0));
  }
}
const snapshots = new Map<string, { mtimeMs: number; bytes: ArrayBuffer }>();

function snapshotOf(file: string): Blob {
  const { mtimeMs } = fs.statSync(file);
  let read = snapshots.get(file);
  if (read?.mtimeMs !== mtimeMs) {
    const buffer = fs.readFileSync(file);
    read = { mtimeMs, bytes: buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) };
    snapshots.set(file, read);
  }
  return new SnapshotBlob(read.bytes);
}

/** The URL of `databaseUrl` as `role` (made if missing), granted what the migrate step grants a running server. */
async function asServerRole(databaseUrl: string, role: string): Promise<string> {
  const owner = new pg.Client({ connectionString: databaseUrl });
  await owner.connect();
  await owner.query(`DO $$ BEGIN CREATE ROLE ${pg.escapeIdentifier(role)} LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
  await owner.query('select steelworks_grant_app($1)', [role]);
  await owner.end();
  const asRole = new URL(databaseUrl);
  asRole.username = role;
  asRole.password = '';
  return asRole.toString();
}
