import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQLWrapper } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/** One type for both drivers: services take `Db` and never care which one is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle is used exactly like the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of a raw SQL statement (`db.execute`), on node-postgres and PGlite alike. */
export async function rowsOf<T>(db: DbOrTx, query: SQLWrapper): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The transaction one request runs in (lib/idempotency.ts, docs/decisions/033): while it is open, every query of
 * that request through `routeQueries`' Db goes into it, and a service's own `db.transaction` becomes a savepoint of
 * it. `tx` is null once it has ended, so work the request started that runs later goes to the pool again.
 */
type RequestScope = { tx: Tx | null; afterEnd: Array<() => void> };
const requestScope = new AsyncLocalStorage<RequestScope>();

/** The Db the app hands to routes and services: the pool, or the transaction of the request being answered. */
export function routeQueries(db: Db): Db {
  return new Proxy(db, {
    get(pool, property) {
      const source = requestScope.getStore()?.tx ?? pool;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

export type RequestTransaction = {
  tx: Tx;
  /** Runs `work`, and everything it starts, with its queries routed into `tx`. */
  enter(work: () => void): void;
  /**
   * Commits or rolls back; from then on the request's queries go to the pool, and the work it deferred
   * (afterRequestTransaction) starts. A failed commit rejects: the caller answers a server fault.
   */
  end(outcome: 'commit' | 'rollback'): Promise<void>;
};

const ROLLBACK = Symbol('rollback');

/**
 * Opens a transaction held across the steps of a request (drizzle's transactions live inside one callback, which
 * waits here for `end`). `db` must be the pool itself, never a routed Db inside another request's transaction.
 */
export async function beginRequestTransaction(db: Db): Promise<RequestTransaction> {
  let decide!: (outcome: 'commit' | 'rollback') => void;
  const decided = new Promise<'commit' | 'rollback'>((resolve) => (decide = resolve));
  let opened!: (tx: Tx) => void;
  const open = new Promise<Tx>((resolve) => (opened = resolve));
  const finished = db.transaction(async (tx) => {
    opened(tx);
    if ((await decided) === 'rollback') throw ROLLBACK;
  });
  // A failure to begin rejects below; one at the end is awaited by `end`.
  finished.catch(() => {});
  const tx = await Promise.race([open, finished.then(() => open)]);
  const scope: RequestScope = { tx, afterEnd: [] };
  return {
    tx,
    enter: (work) => requestScope.run(scope, work),
    async end(outcome) {
      scope.tx = null;
      decide(outcome);
      try {
        await finished.catch((error: unknown) => {
          if (error !== ROLLBACK) throw error;
        });
      } finally {
        for (const work of scope.afterEnd.splice(0)) outsideRequestTransaction(work);
      }
    },
  };
}

/** Runs `work` once the current request's transaction has ended (at once when there is none), outside of it. */
export function afterRequestTransaction(work: () => void): void {
  const scope = requestScope.getStore();
  if (scope?.tx) scope.afterEnd.push(work);
  else outsideRequestTransaction(work);
}

/** Runs `work`, and what it starts, outside of any request's transaction (workers that outlive a request). */
export function outsideRequestTransaction<T>(work: () => T): T {
  return requestScope.exit(work);
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed) while no other process of this database does: on PostgreSQL
   * under an advisory lock, so processes started together wait for the first and then find the work done. PGlite
   * has one process by nature.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Connections of the pool: open, idle, and requests waiting for one (metrics); PGlite has none. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded database itself (backups); undefined on PostgreSQL. */
  pglite?: PGlite;
};

/** The embedded database's folder under DATA_DIR. */
export const PGLITE_FOLDER = 'pglite';

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob | File): Promise<Database & { pglite: PGlite }> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close(), exclusively: (work) => work() };
}

/** The advisory lock key of start-up work; advisory locks are per database, so installs on one server never meet. */
const STARTUP_LOCK = 0x5717_0001;
/** How long a request waits for a free connection before it fails, rather than hanging while the server is gone. */
const CONNECT_TIMEOUT_MS = 10_000;

export function openPostgres(url: string, max = 10, onConnectionLost: (error: Error) => void = () => {}): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection can die (server restart, a dropped database); the pool discards it and opens a new one on the
  // next query. Without a listener the 'error' event would crash the process.
  pool.on('error', onConnectionLost);
  // Numeric and date columns arrive as text, as PGlite gives them; money stays exact.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    async exclusively(work) {
      // The lock belongs to this one connection's session: a process that dies while holding it lets the next one go.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        holder.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  log?: { warn: (object: object, message: string) => void },
): Promise<Database> {
  const onConnectionLost = (error: Error) => log?.warn({ err: error.message }, 'PostgreSQL connection lost');
  return config.databaseUrl ? openPostgres(config.databaseUrl, 10, onConnectionLost) : openPglite(path.join(config.dataDir, PGLITE_FOLDER));
}
