import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStore } from './files';
import type { Mailer } from './mail';
import type { SharedRedis } from './redis';

export type CheckState = 'ok' | 'down' | 'not configured';
export type Readiness = {
  /** ready: all is well; degraded: serving, with a helper down (Redis, S3, SMTP); unavailable: no database; draining: stopping. */
  status: 'ready' | 'degraded' | 'unavailable' | 'draining';
  checks: { database: CheckState; redis: CheckState; s3: CheckState; smtp: CheckState };
};

/** A readiness answer is reused this long, so a flood of probes cannot turn into a flood of SMTP and S3 connections. */
const REUSE_MS = 2_000;
const CHECK_LIMIT_MS = 3_000;

/**
 * What `GET /health/ready` reports: the database (without it nothing works), and each configured helper. Redis, S3
 * and SMTP down make the process degraded, not unready: requests still work (limits per process, images and mail
 * wait), and taking every process out of a load balancer because Redis is down would turn an outage of a helper into
 * an outage of the shop.
 */
export function createReadiness(deps: { db: Db; redis?: SharedRedis; s3Files?: FileStore; mailer: Mailer }) {
  let draining = false;
  let last: { at: number; answer: Promise<Readiness> } | undefined;

  const probe = async (configured: boolean, check: () => Promise<boolean>): Promise<CheckState> => {
    if (!configured) return 'not configured';
    return (await withinLimit(check)) ? 'ok' : 'down';
  };
  const measure = async (): Promise<Readiness> => {
    const [database, redis, s3, smtp] = await Promise.all([
      probe(true, async () => (await deps.db.execute(sql`select 1`), true)),
      probe(!!deps.redis, () => deps.redis!.ping()),
      probe(!!deps.s3Files, () => deps.s3Files!.reachable()),
      probe(!!deps.mailer.verify, () => deps.mailer.verify!()),
    ]);
    const checks = { database, redis, s3, smtp };
    const status = database === 'down' ? 'unavailable' : Object.values(checks).includes('down') ? 'degraded' : 'ready';
    return { status, checks };
  };

  return {
    async check(): Promise<Readiness> {
      if (!last || Date.now() - last.at > REUSE_MS) last = { at: Date.now(), answer: measure() };
      const answer = await last.answer;
      return draining ? { ...answer, status: 'draining' } : answer;
    },
    /** From the start of a shutdown: load balancers stop sending new requests here. */
    drain() {
      draining = true;
    },
  };
}

export type ReadinessCheck = ReturnType<typeof createReadiness>;

async function withinLimit(check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_LIMIT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), limit]);
  } finally {
    clearTimeout(timer);
  }
}
