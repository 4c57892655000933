import crypto from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_TEXT, OFFLINE_HEADERS, RETRY_CODES, genericErrorCode, isErrorCode } from '@steelworks/contract/common/errors';
import { beginRequestTransaction, rowsOf, type Db, type RequestTransaction, type Tx } from '../db/client';
import { AppError, errorBody } from './app-error';
import { idempotencyKeys as keys } from './idempotency.table';

/**
 * Exactly-once writes (issue 33 point 3, issue 40 point 1, docs/decisions/033): a signed-in caller's POST, PUT or
 * PATCH that carries an `Idempotency-Key` is answered once per (account, key); a repeat of the same request within
 * 24 hours gets the stored answer with `Idempotent-Replayed: true` and no second effect, also when both copies arrive
 * at once on two processes, and also when the process answering the first died at any moment. Public routes, GET and
 * DELETE ignore the header.
 *
 * Such a request runs in one database transaction from its claim to its answer. The preHandler (after sign-in and
 * validation, so a malformed body is answered 400 and never stored) opens it and claims the key in it by inserting
 * the key's row: a copy of the same key, on any process, waits on that row until this transaction ends. The handler's
 * queries run in it (db/client.ts, routeQueries; a service's own transaction becomes a savepoint). onSend writes the
 * answer into the row and commits, and only then does the answer leave. The effect and its stored answer therefore
 * commit together or not at all. Answers a retry should run again are not stored: the transaction is rolled back.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request answers for (it claimed the row); null when it carries none or replays. */
    idempotency: Claim | null;
  }
}

type Claim = { accountId: number; key: string; transaction: RequestTransaction };

export type IdempotencyTimings = {
  /** How long a repeat waits for a first copy still running before 409. */
  waitMs: number;
  /** How long an answer is kept. */
  keepMs: number;
};

export const IDEMPOTENCY_TIMINGS: IdempotencyTimings = { waitMs: 10_000, keepMs: 24 * 60 * 60 * 1000 };

/** 1-200 visible ASCII characters (a UUID in practice). */
const KEY_FORMAT = /^[\x21-\x7e]{1,200}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH']);
/** Expired keys deleted per sweep, and how often a process sweeps. */
const SWEEP_BATCH = 200;
const SWEEP_EVERY_MS = 60_000;
/** Taken after the claim: an answer that is kept but refuses (4xx) undoes what the handler did, not the claim. */
const EFFECT = sql.raw('idempotency_effect');
/** PostgreSQL's "lock not available": the wait for another copy of the key ran past lock_timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Registers the hooks; call it after the sign-in hook, so `request.actor` is known. `db` is the pool itself: the
 * request's transaction is opened on it.
 */
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
    if (Date.now() >= nextSweep) {
      nextSweep = Date.now() + SWEEP_EVERY_MS;
      await sweepExpiredKeys(db, timings.keepMs).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency sweep failed'));
    }
    const requestHash = hashRequest({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: request.params,
      query: request.query,
      body: request.body,
    });
    const transaction = await beginRequestTransaction(db);
    const outcome = await claimKey(transaction.tx, { accountId, key, requestHash }, timings).catch(async (error: unknown) => {
      await transaction.end('rollback').catch(() => {});
      throw error;
    });
    if (outcome.kind !== 'run') await transaction.end('rollback');
    if (outcome.kind === 'mismatch') throw new AppError('key_reused', ERROR_TEXT.idempotencyKeyReused);
    if (outcome.kind === 'busy') throw new AppError('key_in_progress', ERROR_TEXT.idempotencyKeyBusy);
    if (outcome.kind === 'replay') return replay(reply, outcome.answer);
    request.idempotency = { accountId, key, transaction };
  });

  // Callback style, so that the rest of the request (later hooks, the handler and what it starts) runs inside it.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.idempotency) request.idempotency.transaction.enter(() => done());
    else done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    return settleKey(claim, reply, payload, request.log);
  });

  // Never left open: an answer that did not pass through onSend (none should) gives its transaction back.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (!claim) return;
    request.idempotency = null;
    request.log.error('a request with an Idempotency-Key ended without its answer being stored');
    await claim.transaction.end('rollback').catch(() => {});
  });
}

type StoredAnswer = { status: number; type: string | null; body: string | null };
type Outcome = { kind: 'run' } | { kind: 'replay'; answer: StoredAnswer } | { kind: 'mismatch' } | { kind: 'busy' };

/**
 * Claims (account, key) in the request's transaction, or finds the answer a copy before it committed, or that the key
 * was used for a different request. A copy whose transaction is still open makes the insert wait (up to waitMs, then
 * 'busy'); when that copy commits, its answer is found; when it rolls back or its process dies, this one claims the
 * key. Every time is the database's clock, the one clock all processes share.
 */
async function claimKey(
  tx: Tx,
  { accountId, key, requestHash }: { accountId: number; key: string; requestHash: string },
  timings: IdempotencyTimings = IDEMPOTENCY_TIMINGS,
): Promise<Outcome> {
  const thisKey = and(eq(keys.accountId, accountId), eq(keys.key, key));
  for (;;) {
    // SET takes no parameters; the wait is a whole number of milliseconds.
    await tx.execute(sql`set local lock_timeout = ${sql.raw(String(Math.round(timings.waitMs)))}`);
    const claimed = await tx
      .insert(keys)
      .values({ accountId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: keys.key })
      .catch((error: unknown) => {
        if (codeOf(error) === LOCK_NOT_AVAILABLE) return 'busy' as const;
        throw error;
      });
    if (claimed === 'busy') return { kind: 'busy' };
    await tx.execute(sql`set local lock_timeout to default`);
    if (claimed.length > 0) {
      await tx.execute(sql`savepoint ${EFFECT}`);
      return { kind: 'run' };
    }

    const [row] = await tx
      .select({
        requestHash: keys.requestHash,
        status: keys.responseStatus,
        type: keys.responseType,
        body: keys.responseBody,
        expired: sql<boolean>`${keys.createdAt} < now() - ${seconds(timings.keepMs)}`,
      })
      .from(keys)
      .where(thisKey);
    // Deleted (expired) between our two statements: claim it again.
    if (!row) continue;
    if (row.expired) {
      await tx.delete(keys).where(and(thisKey, lt(keys.createdAt, sql`now() - ${seconds(timings.keepMs)}`)));
      continue;
    }
    if (row.requestHash !== requestHash) return { kind: 'mismatch' };
    return { kind: 'replay', answer: { status: row.status ?? 200, type: row.type, body: row.body } };
  }
}

/**
 * Ends the request's transaction as its answer leaves. A success commits with its answer stored; if that commit fails
 * the caller gets a server fault instead (a resend then replays the answer if the commit happened after all, or runs
 * once). A kept refusal (4xx) undoes what the handler did and commits only its answer. Anything else rolls back: the
 * key is released and a retry runs again.
 */
async function settleKey(claim: Claim, reply: FastifyReply, payload: unknown, log: FastifyBaseLogger): Promise<unknown> {
  const { tx, end } = claim.transaction;
  const status = reply.statusCode;
  const body = payload === undefined || payload === null ? '' : typeof payload === 'string' ? payload : undefined;
  const kept = body !== undefined && isFinalAnswer(status, body);
  const mine = and(eq(keys.accountId, claim.accountId), eq(keys.key, claim.key));
  const store = () =>
    tx
      .update(keys)
      .set({ responseStatus: status, responseType: contentTypeOf(reply), responseBody: body })
      .where(mine);

  if (status < 400) {
    try {
      // An answer that is not text cannot be replayed: the effect commits and the key is released, as before.
      await (kept ? store() : tx.delete(keys).where(mine));
    } catch (error) {
      await end('rollback').catch(() => {});
      return serverFault(reply, log, error);
    }
    return end('commit').then(
      () => payload,
      (error: unknown) => serverFault(reply, log, error),
    );
  }
  if (kept) {
    try {
      await tx.execute(sql`rollback to savepoint ${EFFECT}`);
      await store();
      await end('commit');
      return payload;
    } catch (error) {
      log.error({ err: error }, 'idempotency answer not stored');
    }
  }
  await end('rollback').catch((error: unknown) => log.error({ err: error }, 'idempotency rollback failed'));
  return payload;
}

/** The answer of a request whose effect could not be committed: nothing happened, and a retry may run it. */
function serverFault(reply: FastifyReply, log: FastifyBaseLogger, error: unknown): string {
  log.error({ err: error }, 'request not committed');
  reply.code(500).type('application/json; charset=utf-8');
  return JSON.stringify(errorBody('server_error', ERROR_TEXT.serverError));
}

function contentTypeOf(reply: FastifyReply): string | null {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' ? type.slice(0, 100) : null;
}

/** The SQLSTATE of a database error, which drizzle wraps in errors of its own. */
function codeOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/**
 * What the first copy's caller would have to accept as the answer: not one of the contract's RETRY_CODES (a server
 * fault, "too many requests", the 409 of two writes meeting, after which the same request succeeds when sent again).
 * Decided by the answer's `code` (its status's generic code when it has none), never by its message.
 */
export function isFinalAnswer(status: number, body: string): boolean {
  if (status < 400) return true;
  if (status >= 500) return false;
  return !RETRY_CODES.has(answerCode(status, body));
}

function answerCode(status: number, body: string) {
  try {
    const code = (JSON.parse(body) as { code?: unknown } | null)?.code;
    if (isErrorCode(code)) return code;
  } catch {
    // Not JSON: the status alone tells.
  }
  return genericErrorCode(status);
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
