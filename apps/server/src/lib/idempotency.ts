import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_TEXT, OFFLINE_HEADERS } from '@steelworks/contract/common/errors';
import { rowsOf, type Db } from '../db/client';
import { AppError } from './app-error';
import { idempotencyKeys as keys } from './idempotency.table';

/**
 * Exactly-once writes (issue 33 point 3, docs/decisions/033): a signed-in caller's POST, PUT or PATCH that carries an
 * `Idempotency-Key` is answered once per (account, key); a repeat of the same request within 24 hours gets the
 * stored answer with `Idempotent-Replayed: true` and no second effect, also when both copies arrive at once on two
 * processes. Public routes, GET and DELETE ignore the header.
 *
 * The row is claimed before the handler runs (preHandler: after sign-in and validation, so a malformed body is
 * answered 400 and never stored) and given its answer as the answer leaves (onSend). Answers a retry should run
 * again are not stored: the key is released.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request answers for (it claimed the row); null when it carries none or replays. */
    idempotency: Claim | null;
  }
}

type Claim = { accountId: number; key: string; owner: string };

export type IdempotencyTimings = {
  /** How long a repeat waits for a first copy still running before 409. */
  waitMs: number;
  pollMs: number;
  /** How long a running copy holds its key before another may take it over (it is taken to have died). */
  leaseMs: number;
  /** How long an answer is kept. */
  keepMs: number;
};

export const IDEMPOTENCY_TIMINGS: IdempotencyTimings = { waitMs: 10_000, pollMs: 100, leaseMs: 60_000, keepMs: 24 * 60 * 60 * 1000 };

/** 1-200 visible ASCII characters (a UUID in practice). */
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
/** Expired keys deleted per sweep, and how often a process sweeps. */
const SWEEP_BATCH = 200;
const SWEEP_EVERY_MS = 60_000;

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** Registers the two hooks; call it after the sign-in hook, so `request.actor` is known. */
export function registerIdempotency(app: FastifyInstance, db: Db, timings: IdempotencyTimings = IDEMPOTENCY_TIMINGS): void {
  let nextSweep = 0;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const accountId = request.actor?.accountId;
    const access = request.routeOptions.config.access;
    if (!WRITES.has(request.method) || !accountId || !access || access === 'public') return;
    const key = request.headers[OFFLINE_HEADERS.idempotencyKey.toLowerCase()];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      throw new AppError('validation', ERROR_TEXT.idempotencyKeyFormat, { [OFFLINE_HEADERS.idempotencyKey]: [ERROR_TEXT.idempotencyKeyFormat] });
    }
    const requestHash = hashRequest({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params,
      query: request.query,
      body: request.body,
    });
    const outcome = await claimKey(db, { accountId, key, requestHash }, timings);
    if (outcome.kind === 'mismatch') throw new AppError('unprocessable', ERROR_TEXT.idempotencyKeyReused);
    if (outcome.kind === 'busy') throw new AppError('conflict', ERROR_TEXT.idempotencyKeyBusy);
    if (outcome.kind === 'replay') return replay(reply, outcome.answer);
    request.idempotency = { accountId, key, owner: outcome.owner };
    if (Date.now() >= nextSweep) {
      nextSweep = Date.now() + SWEEP_EVERY_MS;
      await sweepExpiredKeys(db, timings.keepMs).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency sweep failed'));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    await settleKey(db, claim, reply.statusCode, reply.getHeader('content-type'), payload).catch((error: unknown) =>
      // The lease still runs out, and a retry then runs again: never a failed answer for a bookkeeping fault.
      request.log.error({ err: error }, 'idempotency answer not stored'),
    );
    return payload;
  });
}

type StoredAnswer = { status: number; type: string | null; body: string | null };
type Outcome = { kind: 'run'; owner: string } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'mismatch' } | { kind: 'busy' };

/**
 * Claims (account, key) for this request, or finds what a copy before it left: its answer, a different request, or
 * a copy still running (waited for, then taken over once its lease ran out, or 'busy'). Every time is the database's
 * clock, the one clock all processes share.
 */
export async function claimKey(
  db: Db,
  { accountId, key, requestHash }: { accountId: number; key: string; requestHash: string },
  timings: IdempotencyTimings = IDEMPOTENCY_TIMINGS,
): Promise<Outcome> {
  const deadline = Date.now() + timings.waitMs;
  const thisKey = and(eq(keys.accountId, accountId), eq(keys.key, key));
  for (;;) {
    const owner = crypto.randomUUID();
    const [claimed] = await db
      .insert(keys)
      .values({ accountId, key, requestHash, owner, leaseUntil: sql`now() + ${seconds(timings.leaseMs)}` })
      .onConflictDoNothing()
      .returning({ owner: keys.owner });
    if (claimed) return { kind: 'run', owner };

    const [row] = await db
      .select({
        requestHash: keys.requestHash,
        state: keys.state,
        status: keys.responseStatus,
        type: keys.responseType,
        body: keys.responseBody,
        expired: sql<boolean>`${keys.createdAt} < now() - ${seconds(timings.keepMs)}`,
        lapsed: sql<boolean>`${keys.leaseUntil} < now()`,
      })
      .from(keys)
      .where(thisKey);
    // Released (its answer was not to be kept) between our two statements: claim it again.
    if (!row) continue;
    if (row.expired) {
      await db.delete(keys).where(and(thisKey, lt(keys.createdAt, sql`now() - ${seconds(timings.keepMs)}`)));
      continue;
    }
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    if (row.state === 'done') return { kind: 'replay', answer: { status: row.status ?? 200, type: row.type, body: row.body } };
    if (row.lapsed) {
      const [taken] = await db
        .update(keys)
        .set({ owner, leaseUntil: sql`now() + ${seconds(timings.leaseMs)}` })
        .where(and(thisKey, eq(keys.state, 'running'), lt(keys.leaseUntil, sql`now()`)))
        .returning({ owner: keys.owner });
      if (taken) return { kind: 'run', owner };
      continue;
    }
    if (Date.now() >= deadline) return { kind: 'busy' };
    await sleep(timings.pollMs);
  }
}

/** Stores the answer of the claimed key, or releases the key when a retry should run again. */
async function settleKey(db: Db, claim: Claim, status: number, contentType: unknown, payload: unknown): Promise<void> {
  const mine = and(eq(keys.accountId, claim.accountId), eq(keys.key, claim.key), eq(keys.owner, claim.owner));
  const body = payload === undefined || payload === null ? '' : typeof payload === 'string' ? payload : undefined;
  if (body === undefined || !isFinalAnswer(status, body)) {
    await db.delete(keys).where(mine);
    return;
  }
  await db
    .update(keys)
    .set({ state: 'done', responseStatus: status, responseType: typeof contentType === 'string' ? contentType.slice(0, 100) : null, responseBody: body })
    .where(mine);
}

/**
 * What the first copy's caller would have to accept as the answer: not a server fault (5xx), not "too many
 * requests", and not the 409 of two writes meeting, after which the same request succeeds when sent again.
 */
export function isFinalAnswer(status: number, body: string): boolean {
  if (status >= 500 || status === 429) return false;
  if (status === 409) {
    try {
      return (JSON.parse(body) as { error_message?: unknown }).error_message !== ERROR_TEXT.concurrentChange;
    } catch {
      return true;
    }
  }
  return true;
}

function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  reply.code(answer.status).header(OFFLINE_HEADERS.replayed, 'true');
  if (answer.type) reply.header('content-type', answer.type);
  return reply.send(answer.body || undefined);
}

/** Deletes a small batch of expired keys, oldest first by the created_at index; rows another process holds are skipped. */
export async function sweepExpiredKeys(db: Db, keepMs: number = IDEMPOTENCY_TIMINGS.keepMs): Promise<number> {
  const deleted = await rowsOf<{ key: string }>(
    db,
    sql`delete from ${keys} where (${keys.accountId}, ${keys.key}) in (
          select ${keys.accountId}, ${keys.key} from ${keys} where ${keys.createdAt} < now() - ${seconds(keepMs)}
          order by ${keys.createdAt} limit ${SWEEP_BATCH} for update skip locked)
        returning ${keys.key}`,
  );
  return deleted.length;
}

/**
 * sha256 of what makes two requests the same: method, route, path parameters, query and the validated body, the
 * bytes of uploaded files included. Object keys are sorted, so JSON written in another order is the same request.
 */
export function hashRequest(parts: { method: string; route: string; params: unknown; query: unknown; body: unknown }): string {
  const hash = crypto.createHash('sha256');
  feed(hash, [parts.method, parts.route, parts.params, parts.query, parts.body]);
  return hash.digest('hex');
}

function feed(hash: crypto.Hash, value: unknown): void {
  if (value === null || value === undefined) {
    hash.update('n;');
  } else if (value instanceof Uint8Array) {
    hash.update(`b${value.byteLength}:`);
    hash.update(value);
  } else if (value instanceof Date) {
    hash.update(`d${value.toISOString()};`);
  } else if (Array.isArray(value)) {
    hash.update(`a${value.length}[`);
    for (const item of value) feed(hash, item);
    hash.update(']');
  } else if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    hash.update(`o${entries.length}{`);
    for (const [name, item] of entries) {
      hash.update(`${JSON.stringify(name)}:`);
      feed(hash, item);
    }
    hash.update('}');
  } else {
    hash.update(`${typeof value}:${typeof value === 'bigint' ? value.toString() : JSON.stringify(value)};`);
  }
}
