/**
 * Exactly-once writes (issue 33 point 3): what a caller sees when it sends a write again under the same
 * Idempotency-Key. The two-process race is in idempotency.pg.test.ts.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { useTestAppWithFiles } from '../../test/harness';
import { fieldStaffAndSite } from '../modules/field/field.fixtures';
import { accountIdOf } from '../db/seed-helpers';
import { multipart, pngImage } from '../modules/product/product.fixtures';
import { DEMO_PASSWORD } from '../modules/account/account.seed';
import { visitEntries, visitImages } from '../modules/field/field.table';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { errorAnswer } from '../app';
import { routeQueries, type Db } from '../db/client';
import { mailOutbox } from '../db/accounts.table';
import { ERROR_TEXT } from '@steelworks/contract/common/errors';
import { AppError, concurrentChange } from './app-error';
import { createJobs } from './jobs';
import { hashRequest, isFinalAnswer, registerIdempotency, sweepExpiredKeys } from './idempotency';
import { idempotencyKeys } from './idempotency.table';

const t = useTestAppWithFiles('steelworks-idem-');
let fieldId: number;
let siteId: number;

beforeAll(async () => {
  ({ fieldId, siteId } = await fieldStaffAndSite(t, { fieldsite_name: 'Key Site' }));
});

const key = () => crypto.randomUUID();
const position = { latitude: 11.0409, longitude: 76.085, accuracy: 10 };

function checkIn(idempotencyKey: string | undefined, body: Record<string, unknown> = { fieldsite: siteId, ...position }) {
  return t.call('POST', '/fieldsite/visitentry/check-in', { as: 'fieldstaff', body, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });
}

/** The field staff member's phone visits that are still open. */
async function openVisits() {
  return t.db
    .select({ id: visitEntries.id })
    .from(visitEntries)
    .where(and(eq(visitEntries.fieldStaffId, fieldId), isNull(visitEntries.checkOutAt), isNull(visitEntries.deletedAt), eq(visitEntries.source, 'phone')));
}

async function checkOutAll() {
  for (const { id } of await openVisits()) {
    expect((await t.call('POST', `/fieldsite/visitentry/${id}/check-out`, { as: 'fieldstaff', body: position })).status).toBe(200);
  }
}

describe('Idempotency-Key', () => {
  it('a repeated check-in gets the first answer, marked replayed, and makes no second visit', async () => {
    await checkOutAll();
    const k = key();
    const first = await checkIn(k);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await checkIn(k);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(await openVisits()).toEqual([{ id: first.body.id }]);
    // Without the key the same check-in is a second attempt, and the open visit refuses it.
    expect((await checkIn(undefined)).status).toBe(409);
    await checkOutAll();
  });

  it('copies arriving at once on one process: one visit, the same answer to each', async () => {
    await checkOutAll();
    const k = key();
    const answers = await Promise.all([checkIn(k), checkIn(k), checkIn(k)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await openVisits()).toEqual([{ id: answers[0]!.body.id }]);
    await checkOutAll();
  });

  it('the same key with another body is refused with 422 and changes nothing', async () => {
    await checkOutAll();
    const k = key();
    const first = await checkIn(k);
    expect(first.status).toBe(201);
    await checkOutAll();
    const other = await checkIn(k, { fieldsite: siteId, ...position, accuracy: 11 });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error_message: 'This Idempotency-Key was already used for a different request.', code: 'key_reused' });
    expect(await openVisits()).toEqual([]);
    // Another path under the key is another request too.
    const elsewhere = await t.call('POST', `/fieldsite/visitentry/${first.body.id}/check-out`, { as: 'fieldstaff', body: position, headers: { 'Idempotency-Key': k } });
    expect(elsewhere.status).toBe(422);
  });

  it('keys belong to one account: another account may use the same key', async () => {
    await checkOutAll();
    const k = key();
    expect((await checkIn(k)).status).toBe(201);
    const form = await t.call('POST', '/fieldsite/visitentry/', {
      as: 'admin',
      headers: { 'Idempotency-Key': k },
      body: { fieldsite: siteId, field_staff: fieldId, check_in_date: '2026-11-20T10:00:00+05:30', check_in_location: '(11.0408,76.0849)' },
    });
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    expect(form.headers['idempotent-replayed']).toBeUndefined();
    expect(form.body.source).toBe('form');
    await checkOutAll();
  });

  it('a refusal of the service (400) is replayed as 400; a malformed body is answered 400 and not kept', async () => {
    const k = key();
    const refused = await checkIn(k, { fieldsite: 999_999, ...position });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error_message: 'Select a field site', fieldsite: ['Select a field site'], code: 'validation_failed' });
    const again = await checkIn(k, { fieldsite: 999_999, ...position });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refused.body);
    expect(again.headers['idempotent-replayed']).toBe('true');

    await checkOutAll();
    const m = key();
    const malformed = await checkIn(m, { fieldsite: siteId, latitude: 'north', longitude: 76, accuracy: 5 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.latitude).toEqual(['Invalid latitude']);
    // Nothing was kept for it: the corrected request under the same key runs.
    const corrected = await checkIn(m);
    expect(corrected.status).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    await checkOutAll();
  });

  it('a key older than 24 hours is forgotten: the request runs again', async () => {
    await checkOutAll();
    const k = key();
    const first = await checkIn(k);
    expect(first.status).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.accountId, fieldId), eq(idempotencyKeys.key, k)));
    const later = await checkIn(k);
    // It ran: the open visit refuses a second check-in (no replay of the 201).
    expect(later.status).toBe(409);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.open_visit).toBe(first.body.id);

    // Expired rows are deleted in batches, oldest first; fresh ones stay.
    await t.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '30 hours'` }).where(eq(idempotencyKeys.key, k));
    expect(await sweepExpiredKeys(t.db)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toEqual([]);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys))[0]!.n).toBeGreaterThan(0);
    await checkOutAll();
  });

  it('an answer that cannot be stored takes its effect with it: 500, no visit, and the resend checks in once', async () => {
    await checkOutAll();
    const k = key();
    // The answer's write fails, as it would if the process died between the effect and the answer.
    await t.db.execute(sql.raw(`create function refuse_answer() returns trigger language plpgsql as $$
      begin if new.key = '${k}' then raise exception 'the answer is lost'; end if; return new; end $$`));
    await t.db.execute(sql`create trigger refuse_answer before update on idempotency_keys for each row execute function refuse_answer()`);
    try {
      const lost = await checkIn(k);
      expect(lost.status).toBe(500);
      expect(lost.body).toEqual({ detail: 'Internal Server Error', code: 'server_error' });
      expect(await openVisits()).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_answer on idempotency_keys`);
      await t.db.execute(sql`drop function refuse_answer()`);
    }
    const resent = await checkIn(k);
    expect(resent.status, JSON.stringify(resent.body)).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBeUndefined();
    expect(await openVisits()).toEqual([{ id: resent.body.id }]);
    expect((await checkIn(k)).body).toEqual(resent.body);
    await checkOutAll();
  });

  it('a work completed twice under one key: one completion, the second copy gets the same 200', async () => {
    const workerId = (await accountIdOf(t.db, 'worker'))!;
    const wo = await t.call('POST', '/workorders/workorder/', { as: 'admin', body: { work_order_items: [{ product_type: 'Door Frame', quantity: 1 }] } });
    expect(wo.status, JSON.stringify(wo.body)).toBe(201);
    const unit = wo.body.work_order_items[0].production_items[0].id;
    const [work] = (await t.call('POST', '/production/productionitemwork/', { as: 'admin', body: { work_type: 'Cutting', worker: workerId, production_items: [unit] } })).body;
    const k = key();
    const complete = () => t.call('PATCH', `/production/productionitemwork/${work.id}/`, { as: 'worker', body: { status: 'Completed' }, headers: { 'Idempotency-Key': k } });
    const first = await complete();
    expect(first.status).toBe(200);
    const again = await complete();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Without the key, a second completion is refused.
    expect((await t.call('PATCH', `/production/productionitemwork/${work.id}/`, { as: 'worker', body: { status: 'Completed' } })).status).toBe(409);
  });

  it('a photo sent twice is stored once; other bytes under the same key are refused', async () => {
    await checkOutAll();
    const visit = (await checkIn(undefined)).body.id;
    const k = key();
    const upload = async (data: Buffer) => {
      const form = multipart({ visit_entry: visit, title: 'gate.png', message: '' }, [{ field: 'image', filename: 'gate.png', contentType: 'image/png', data }]);
      return t.call('POST', '/fieldsite/visit_image/', { as: 'fieldstaff', body: form.body, headers: { ...form.headers, 'Idempotency-Key': k } });
    };
    const image = await pngImage(200, 150);
    const first = await upload(image);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await upload(image);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await upload(await pngImage(201, 150))).status).toBe(422);
    expect(await t.db.select({ id: visitImages.id }).from(visitImages).where(eq(visitImages.visitId, visit))).toHaveLength(1);
    await checkOutAll();
  });

  it('a malformed key is refused with 400 naming the header; GET and sign-in ignore the header', async () => {
    for (const bad of ['', 'x'.repeat(201), 'has space', 'ключ']) {
      const answer = await t.call('POST', '/fieldsite/visitentry/check-in', { as: 'fieldstaff', body: { fieldsite: siteId, ...position }, headers: { 'Idempotency-Key': bad } });
      expect(answer.status, bad).toBe(400);
      expect(answer.body['Idempotency-Key']).toEqual(['Idempotency-Key must be 1 to 200 visible ASCII characters (send a UUID).']);
    }
    const k = key();
    const read = () => t.call('GET', '/fieldsite/visitentry/?page=1', { as: 'fieldstaff', headers: { 'Idempotency-Key': k } });
    expect((await read()).headers['idempotent-replayed']).toBeUndefined();
    expect((await read()).headers['idempotent-replayed']).toBeUndefined();
    const login = () => t.call('POST', '/account/login', { body: { username: 'field', password: DEMO_PASSWORD }, headers: { 'Idempotency-Key': k } });
    const [a, b] = [await login(), await login()];
    expect(a.status).toBe(200);
    expect(b.body.token).not.toBe(a.body.token);
    expect(a.headers['idempotent-replayed']).toBeUndefined();
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toEqual([]);
  });
});

/**
 * The hooks on an app of their own, whose routes write rows to the mail outbox (any table would do) the way services
 * do: through the app's Db, in transactions of their own, with a job after the answer.
 */
describe('one transaction from the claim to the answer', () => {
  let app: FastifyInstance;
  let db: Db;
  const jobs = createJobs(Fastify().log);
  const seenByJobs: number[] = [];
  const subject = (k: string, part: string) => `${k} ${part}`;
  const rows = (k: string) =>
    t.db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(sql`${mailOutbox.subject} like ${`${k} %`}`).orderBy(mailOutbox.id);
  const write = (k: string, part: string) => db.insert(mailOutbox).values({ to: 'a@example.com', subject: subject(k, part), body: '' });

  beforeAll(async () => {
    db = routeQueries(t.db);
    app = Fastify();
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      request.actor = { accountId: fieldId } as never;
    });
    registerIdempotency(app, t.db);
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      const { status, body } = errorAnswer(error);
      return reply.status(status).send(body);
    });
    const route = (url: string, handler: (k: string) => Promise<unknown>) =>
      app.post(url, { config: { access: 'signed-in' } }, (request) => handler(request.headers['idempotency-key'] as string));
    route('/write-then-refuse', async (k) => {
      await write(k, 'first');
      throw new AppError('validation', 'Refused after a write');
    });
    route('/write-then-meet', async (k) => {
      await write(k, 'first');
      throw concurrentChange();
    });
    route('/write-then-fail', async (k) => {
      await write(k, 'first');
      throw new Error('a fault');
    });
    route('/inner-refusal-caught', async (k) => {
      await db
        .transaction(async (tx) => {
          await tx.insert(mailOutbox).values({ to: 'a@example.com', subject: subject(k, 'undone'), body: '' });
          throw new AppError('validation', 'Inner refusal');
        })
        .catch(() => undefined);
      await db.transaction(async (tx) => {
        await tx.insert(mailOutbox).values({ to: 'a@example.com', subject: subject(k, 'kept'), body: '' });
      });
      jobs.run('count', async () => {
        seenByJobs.push((await rows(k)).length);
      });
      return { done: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = async (url: string, k: string) => {
    const response = await app.inject({ method: 'POST', url, headers: { 'idempotency-key': k } });
    await jobs.idle();
    return { status: response.statusCode, body: response.json(), replayed: response.headers['idempotent-replayed'] };
  };

  it('a kept refusal undoes what its handler wrote before refusing, and is replayed', async () => {
    const k = key();
    const refused = await send('/write-then-refuse', k);
    expect(refused).toEqual({ status: 400, body: { error_message: 'Refused after a write', code: 'validation_failed' }, replayed: undefined });
    expect(await rows(k)).toEqual([]);
    expect(await send('/write-then-refuse', k)).toEqual({ ...refused, replayed: 'true' });
    expect(await rows(k)).toEqual([]);
  });

  it('two writes meeting is decided by its code: reworded, it is still not kept, and the resend runs again', async () => {
    const text = ERROR_TEXT as { concurrentChange: string };
    const original = text.concurrentChange;
    text.concurrentChange = 'Zwei Änderungen trafen sich; bitte erneut senden.';
    try {
      const k = key();
      const met = await send('/write-then-meet', k);
      expect(met).toEqual({ status: 409, body: { error_message: text.concurrentChange, code: 'concurrent_change' }, replayed: undefined });
      expect(await rows(k)).toEqual([]);
      expect((await send('/write-then-meet', k)).replayed).toBeUndefined();
      expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toEqual([]);
    } finally {
      text.concurrentChange = original;
    }
  });

  it('a server fault undoes the write and keeps nothing: the resend runs again', async () => {
    const k = key();
    expect((await send('/write-then-fail', k)).status).toBe(500);
    expect(await rows(k)).toEqual([]);
    expect((await send('/write-then-fail', k)).replayed).toBeUndefined();
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k))).toEqual([]);
  });

  it("a service's own transaction is a savepoint: its refusal, caught, undoes only its part; jobs run after the commit", async () => {
    const k = key();
    expect(await send('/inner-refusal-caught', k)).toEqual({ status: 200, body: { done: true }, replayed: undefined });
    expect(await rows(k)).toEqual([{ subject: subject(k, 'kept') }]);
    expect(seenByJobs).toEqual([1]);
    expect(await send('/inner-refusal-caught', k)).toEqual({ status: 200, body: { done: true }, replayed: 'true' });
    expect(await rows(k)).toHaveLength(1);
    expect(seenByJobs).toEqual([1]);
  });
});

describe('what is kept', () => {
  it('server faults, 429 and the 409 of two writes at once are not kept; other answers are', () => {
    expect(isFinalAnswer(201, '{"id":1}')).toBe(true);
    expect(isFinalAnswer(204, '')).toBe(true);
    expect(isFinalAnswer(400, '{"error_message":"x","code":"rule_refused"}')).toBe(true);
    expect(isFinalAnswer(409, '{"error_message":"This visit was already checked out at 24-11-2026 10:30.","code":"conflict"}')).toBe(true);
    expect(isFinalAnswer(409, '{"error_message":"Another change was made at the same moment. Please try again.","code":"concurrent_change"}')).toBe(false);
    expect(isFinalAnswer(429, '{"detail":"Too many requests. Please try again later.","code":"too_many_requests"}')).toBe(false);
    expect(isFinalAnswer(500, '{"detail":"Internal Server Error","code":"server_error"}')).toBe(false);
    expect(isFinalAnswer(503, '{"error_message":"x","code":"unavailable"}')).toBe(false);
    // An answer without a code (or not JSON) is judged by its status's generic code.
    expect(isFinalAnswer(409, 'not json')).toBe(true);
    expect(isFinalAnswer(429, '')).toBe(false);
  });

  it('decides by the code, never the words: other words change nothing', () => {
    expect(isFinalAnswer(409, '{"error_message":"Zwei Änderungen trafen sich.","code":"concurrent_change"}')).toBe(false);
    expect(isFinalAnswer(409, '{"error_message":"Another change was made at the same moment. Please try again.","code":"conflict"}')).toBe(true);
    expect(isFinalAnswer(409, '{"error_message":"Another change was made at the same moment. Please try again."}')).toBe(true);
  });

  it('the request hash ignores key order but not values, paths or file bytes', () => {
    const base = { method: 'POST', route: '/api/v1/x/:id', params: { id: 1 }, query: {} };
    expect(hashRequest({ ...base, body: { a: 1, b: [1, 2] } })).toBe(hashRequest({ ...base, body: { b: [1, 2], a: 1, c: undefined } }));
    expect(hashRequest({ ...base, body: { a: 1 } })).not.toBe(hashRequest({ ...base, body: { a: '1' } }));
    expect(hashRequest({ ...base, body: { a: 1 } })).not.toBe(hashRequest({ ...base, params: { id: 2 }, body: { a: 1 } }));
    expect(hashRequest({ ...base, body: { f: Buffer.from([1, 2]) } })).not.toBe(hashRequest({ ...base, body: { f: Buffer.from([1, 3]) } }));
  });
});
