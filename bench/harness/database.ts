// The bench's database: a throwaway PostgreSQL database, or PGlite when no server answers (run-bench.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client';
import type { Driver } from '../lib/types';
import { type Options, log } from './options';

export type BenchDatabase = { database: Database; driver: Driver; where: string; drop: () => Promise<void> };

export async function openBenchDatabase(options: Options): Promise<BenchDatabase> {
  const serverUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  const name = `steelworks_bench_${stamp}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return openBenchPglite(options, name, `${redact(serverUrl)}: ${(error as Error).message}`);
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), Math.max(10, options.connections));
  // The driver gets its own connection, so direct SQL timings never wait for the app's pool.
  const direct = new pg.Client({ connectionString: url.toString() });
  await direct.connect();
  const driver: Driver = {
    kind: 'postgres',
    query: async <R>(text: string, params?: unknown[]) => (await direct.query(text, params)).rows as R[],
  };
  return {
    database,
    driver,
    where: `PostgreSQL database ${name} on ${redact(serverUrl)}`,
    drop: async () => {
      await direct.end();
      await database.close();
      if (options.keep) {
        log(`kept database ${name} (--keep): ${redact(url.toString())}`);
        return;
      }
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
      log(`dropped database ${name}`);
    },
  };
}

async function openBenchPglite(options: Options, name: string, reason: string): Promise<BenchDatabase> {
  const dataDir = path.join(os.tmpdir(), name);
  const banner = '!'.repeat(100);
  console.warn(
    `\n${banner}\n!! No PostgreSQL server answered (${reason}).\n!! Falling back to an embedded PGlite database in ${dataDir}.\n` +
      `!! PGlite is ONE connection inside this process: the numbers below are NOT representative of production.\n` +
      `!! Set BENCH_DATABASE_URL to a PostgreSQL server for real numbers.\n${banner}\n`,
  );
  const database = await openPglite(dataDir);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const driver: Driver = {
    kind: 'pglite',
    query: async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
  };
  return {
    database,
    driver,
    where: `embedded PGlite in ${dataDir} (NOT representative)`,
    drop: async () => {
      await database.close();
      if (options.keep) log(`kept PGlite data dir ${dataDir} (--keep)`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}
