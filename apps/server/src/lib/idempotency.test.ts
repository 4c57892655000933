/**
 * Exactly-once writes (issue 33 point 3): what a caller sees when it sends a write again under the same
 * Idempotency-Key. The two-process race is in idempotency.pg.test.ts.
 */
import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { useTestAppWithFiles } from '../../test/harness';
import { accountIdOf } from '../db/seed-helpers';
import { multipart, pngImage } from '../modules/product/product.fixtures';
import { DEMO_PASSWORD } from '../modules/account/account.seed';
import { visitEntries, visitImages } from '../modules/field/field.table';
import { hashRequest, isFinalAnswer, sweepExpiredKeys } from './idempotency';
import { idempotencyKeys } from './idempotency.table';

const t = useTestAppWithFiles('steelworks-idem-');
let fieldId: number;
let siteId: number;

beforeAll(async () => {
  fieldId = (await accountIdOf(t.db, 'field'))!;
  const site = await t.call('POST', '/fieldsite/fieldsite/', {
    as: 'admin',
    body: { fieldsite_name: 'Key Site', owner_name: 'Owner', owner_phone: '9000000001', location: '(11.0408,76.0849)' },
  });
  siteId = site.body.id;
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
    expect(other.body).toEqual({ error_message: 'This Idempotency-Key was already used for a different request.' });
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
    expect(refused.body).toEqual({ error_message: 'Select a field site', fieldsite: ['Select a field site'] });
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

  it('a repeat while the first is still running waits, then answers 409; a first copy that died is taken over', async () => {
    await checkOutAll();
    const k = key();
    const first = await checkIn(k);
    const thisKey = and(eq(idempotencyKeys.accountId, fieldId), eq(idempotencyKeys.key, k));
    // As if the first copy were still being answered by another process.
    await t.db.update(idempotencyKeys).set({ state: 'running', responseBody: null, leaseUntil: sql`now() + interval '1 minute'` }).where(thisKey);
    const started = Date.now();
    const busy = await checkIn(k);
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ error_message: 'A request with this Idempotency-Key is still being processed. Try again shortly.' });

    // Its lease ran out (the process died before answering): a repeat runs it again.
    await t.db.update(idempotencyKeys).set({ leaseUntil: sql`now() - interval '1 second'` }).where(thisKey);
    await checkOutAll();
    const retaken = await checkIn(k);
    expect(retaken.status).toBe(201);
    expect(retaken.headers['idempotent-replayed']).toBeUndefined();
    expect(retaken.body.id).not.toBe(first.body.id);
    expect((await checkIn(k)).body).toEqual(retaken.body);
    await checkOutAll();
  }, 30_000);

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

describe('what is kept', () => {
  it('server faults, 429 and the 409 of two writes at once are not kept; other answers are', () => {
    expect(isFinalAnswer(201, '{"id":1}')).toBe(true);
    expect(isFinalAnswer(204, '')).toBe(true);
    expect(isFinalAnswer(400, '{"error_message":"x"}')).toBe(true);
    expect(isFinalAnswer(409, '{"error_message":"This visit was already checked out at 24-11-2026 10:30."}')).toBe(true);
    expect(isFinalAnswer(409, '{"error_message":"Another change was made at the same moment. Please try again."}')).toBe(false);
    expect(isFinalAnswer(429, '{"detail":"Too many requests. Please try again later."}')).toBe(false);
    expect(isFinalAnswer(500, '{"detail":"Internal Server Error"}')).toBe(false);
    expect(isFinalAnswer(503, '{"error_message":"x"}')).toBe(false);
  });

  it('the request hash ignores key order but not values, paths or file bytes', () => {
    const base = { method: 'POST', route: '/api/v1/x/:id', params: { id: 1 }, query: {} };
    expect(hashRequest({ ...base, body: { a: 1, b: [1, 2] } })).toBe(hashRequest({ ...base, body: { b: [1, 2], a: 1, c: undefined } }));
    expect(hashRequest({ ...base, body: { a: 1 } })).not.toBe(hashRequest({ ...base, body: { a: '1' } }));
    expect(hashRequest({ ...base, body: { a: 1 } })).not.toBe(hashRequest({ ...base, params: { id: 2 }, body: { a: 1 } }));
    expect(hashRequest({ ...base, body: { f: Buffer.from([1, 2]) } })).not.toBe(hashRequest({ ...base, body: { f: Buffer.from([1, 3]) } }));
  });
});
