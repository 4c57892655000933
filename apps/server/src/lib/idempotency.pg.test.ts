/**
 * Exactly-once across processes (issue 33 point 3) on a real PostgreSQL server: two apps on one database stand for
 * two API processes behind a balancer, and copies of one request under one Idempotency-Key reach both at once.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { useTestApp } from '../../test/harness';
import { buildApp } from '../app';
import { openPostgres, type Database } from '../db/client';
import { accountIdOf } from '../db/seed-helpers';
import { visitEntries } from '../modules/field/field.table';
import { IDEMPOTENCY_TIMINGS } from './idempotency';

const t = useTestApp();
let second: { app: FastifyInstance; database: Database };
let fieldId: number;
let siteId: number;

beforeAll(async () => {
  const database = openPostgres(t.databaseUrl!, 10);
  const app = await buildApp({ db: database.db, config: t.config, logger: false });
  await app.ready();
  second = { app, database };
  fieldId = (await accountIdOf(t.db, 'field'))!;
  const site = await t.call('POST', '/fieldsite/fieldsite/', {
    as: 'admin',
    body: { fieldsite_name: 'Race Site', owner_name: 'Owner', owner_phone: '9000000001', location: '(11.0408,76.0849)' },
  });
  siteId = site.body.id;
});

// Before the harness closes the database (hooks after the tests run last-registered first).
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
});

/** One copy of the check-in, to the first process or the second. */
async function checkInOn(which: 0 | 1, key: string) {
  const token = await t.tokenFor('fieldstaff');
  const app = which === 0 ? t.app : second.app;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/fieldsite/visitentry/check-in',
    headers: { authorization: `token ${token}`, 'idempotency-key': key },
    payload: { fieldsite: siteId, latitude: 11.0409, longitude: 76.085, accuracy: 9 },
  });
  return { status: response.statusCode, body: response.json(), replayed: response.headers['idempotent-replayed'] };
}

const openVisits = () =>
  t.db
    .select({ id: visitEntries.id })
    .from(visitEntries)
    .where(and(eq(visitEntries.fieldStaffId, fieldId), isNull(visitEntries.checkOutAt), isNull(visitEntries.deletedAt), eq(visitEntries.source, 'phone')));

async function checkOutAll() {
  for (const { id } of await openVisits()) {
    await t.call('POST', `/fieldsite/visitentry/${id}/check-out`, { as: 'fieldstaff', body: { latitude: 11.04, longitude: 76.08, accuracy: 9 } });
  }
}

describe('one Idempotency-Key on two processes at once', () => {
  it('two copies of a check-in, one on each process: one visit, both answers the same 201', async () => {
    for (let round = 0; round < 5; round++) {
      await checkOutAll();
      const key = crypto.randomUUID();
      const [a, b] = await Promise.all([checkInOn(0, key), checkInOn(1, key)]);
      expect(a.status, JSON.stringify(a.body)).toBe(201);
      expect(b.status, JSON.stringify(b.body)).toBe(201);
      expect(b.body).toEqual(a.body);
      // Exactly one of them ran; the other waited for its answer.
      expect([a.replayed, b.replayed].filter((r) => r === 'true')).toHaveLength(1);
      expect(await openVisits()).toEqual([{ id: a.body.id }]);
    }
  });

  it('six copies spread over both processes: one visit, six equal answers', async () => {
    await checkOutAll();
    const key = crypto.randomUUID();
    const answers = await Promise.all(([0, 1, 0, 1, 0, 1] as const).map((which) => checkInOn(which, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(5);
    expect(await openVisits()).toHaveLength(1);
    await checkOutAll();
  });

  it('a copy whose first is still in its transaction on another process waits: 409 after 10 s; once that process died it runs', async () => {
    await checkOutAll();
    const key = crypto.randomUUID();
    // The first copy, claimed and mid-way on a process of its own: its transaction holds the key's row.
    const first = new pg.Client({ connectionString: t.databaseUrl });
    await first.connect();
    first.on('error', () => {});
    await first.query('begin');
    await first.query(`insert into idempotency_keys (account_id, key, request_hash) values ($1, $2, 'x')`, [fieldId, key]);

    const started = Date.now();
    const busy = await checkInOn(1, key);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDEMPOTENCY_TIMINGS.waitMs - 500);
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ error_message: 'A request with this Idempotency-Key is still being processed. Try again shortly.', code: 'key_in_progress' });
    expect(await openVisits()).toEqual([]);

    // A copy waiting when that process is killed: PostgreSQL ends its transaction, and the copy runs, once, at once.
    const waiting = checkInOn(0, key);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const killedAt = Date.now();
    (first as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const ran = await waiting;
    expect(ran.status, JSON.stringify(ran.body)).toBe(201);
    expect(ran.replayed).toBeUndefined();
    expect(Date.now() - killedAt).toBeLessThan(IDEMPOTENCY_TIMINGS.waitMs);
    expect(await openVisits()).toEqual([{ id: ran.body.id }]);
    expect(await checkInOn(1, key)).toEqual({ ...ran, replayed: 'true' });
    await checkOutAll();
  }, 30_000);
});
