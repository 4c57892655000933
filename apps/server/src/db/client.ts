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
