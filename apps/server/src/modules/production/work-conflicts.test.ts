/**
 * A worker's start, complete and defective queued on a phone without signal (issue 33 point 4, docs/decisions/033):
 * the tap time is kept and used when the phone's clock agrees with ours, and a change that can no longer apply (the
 * work reassigned or completed meanwhile) answers 409 with why, never a silent success.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { anotherWorker } from '../../../test/another-worker';
import { useTestApp } from '../../../test/harness';
import { accountIdOf } from '../../db/seed-helpers';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { productionItemWorks as works } from './production.table';

const t = useTestApp();
let workerId: number;
let otherWorkerId: number;
let otherWorkerToken: string;

beforeAll(async () => {
  workerId = (await accountIdOf(t.db, 'worker'))!;
  ({ id: otherWorkerId, token: otherWorkerToken } = await anotherWorker(t, `worker${Date.now()}`));
});

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const tapped = (tap: Date, offMs = 0) => ({
  'X-Tapped-At': new Date(tap.getTime() + offMs).toISOString(),
  'X-Sent-At': new Date(Date.now() + offMs).toISOString(),
});

/** A new open work of the demo worker on a unit of its own work order. */
async function newWork(workType = 'Cutting'): Promise<{ id: number }> {
  const wo = await t.call('POST', '/workorders/workorder/', { as: 'admin', body: { work_order_items: [{ product_type: 'Door Frame', quantity: 1 }] } });
  expect(wo.status, JSON.stringify(wo.body)).toBe(201);
  const unit = wo.body.work_order_items[0].production_items[0].id;
  const assigned = await t.call('POST', '/production/productionitemwork/', { as: 'admin', body: { work_type: workType, worker: workerId, production_items: [unit] } });
  expect(assigned.status).toBe(201);
  return assigned.body[0];
}

function move(id: number, body: Record<string, unknown>, as: Role | { token: string } = 'worker', headers: Record<string, string> = {}) {
  const who = typeof as === 'string' ? { as } : { token: as.token };
  return t.call('PATCH', `/production/productionitemwork/${id}/`, { ...who, body, headers });
}

describe('tap times of work status changes', () => {
  it('a start and a completion tapped earlier with a correct clock take the tap times', async () => {
    const work = await newWork();
    const startTap = ago(50 * MINUTE);
    const started = await move(work.id, { status: 'In Progress' }, 'worker', tapped(startTap));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ started_at: startTap.toISOString(), tapped_at: startTap.toISOString(), clock_differs: false });
    const doneTap = ago(20 * MINUTE);
    const done = await move(work.id, { status: 'Completed' }, 'worker', tapped(doneTap));
    expect(done.body).toMatchObject({
      started_at: startTap.toISOString(),
      finished_at: doneTap.toISOString(),
      finished_date: todayIn(t.config.timeZone, doneTap),
      duration_minutes: 30,
      tapped_at: doneTap.toISOString(),
      clock_differs: false,
    });
  });

  it('a phone clock 2 hours behind: the receive time, marked; a completion is never before its start', async () => {
    const work = await newWork();
    const before = Date.now();
    const tap = ago(5 * MINUTE);
    const started = await move(work.id, { status: 'In Progress' }, 'worker', tapped(tap, -120 * MINUTE));
    expect(started.body.clock_differs).toBe(true);
    expect(new Date(started.body.started_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // The tap as the phone sent it, by its clock.
    expect(started.body.tapped_at).toBe(new Date(tap.getTime() - 120 * MINUTE).toISOString());
    // The completion's tap (correct clock) reads before the start taken at its receive time: finished at the start.
    const done = await move(work.id, { status: 'Completed' }, 'worker', tapped(ago(2 * MINUTE)));
    expect(done.status).toBe(200);
    expect(done.body.clock_differs).toBe(false);
    expect(done.body.finished_at).toBe(done.body.started_at);
    expect(done.body.duration_minutes).toBe(0);
  });

  it('without the headers the server clock and today, as before', async () => {
    const work = await newWork();
    const before = Date.now();
    const done = await move(work.id, { status: 'Completed' });
    expect(done.body).toMatchObject({ tapped_at: null, clock_differs: false, finished_date: todayIn(t.config.timeZone) });
    expect(new Date(done.body.finished_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('changes that can no longer apply', () => {
  it('a work reassigned meanwhile: its former worker gets 409 naming the new worker; a stranger still 403', async () => {
    const work = await newWork();
    const moved = await move(work.id, { worker: otherWorkerId }, 'productionmanager');
    expect(moved.status).toBe(200);
    for (const body of [{ status: 'In Progress' }, { status: 'Completed' }, { defective: true, defect_reason: 'Crack' }]) {
      const late = await move(work.id, body, 'worker', tapped(ago(10 * MINUTE)));
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ error_message: 'This work was reassigned to Ramesh Babu.', code: 'conflict' });
    }
    const current = await t.call('GET', `/production/productionitemwork/${work.id}/`, { as: 'admin' });
    expect(current.body).toMatchObject({ status: 'Pending', worker: otherWorkerId, tapped_at: null });

    // A worker who never had the work keeps the 403.
    const foreign = await newWork();
    const refused = await move(foreign.id, { status: 'In Progress' }, { token: otherWorkerToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'You can change only your own works', code: 'forbidden' });
    // Moved back to the first worker, it is theirs again.
    expect((await move(work.id, { worker: workerId }, 'admin')).status).toBe(200);
    expect((await move(work.id, { status: 'Completed' })).status).toBe(200);
  });

  it("a work's former workers came over from the audit log when the column came in (its migration's data step)", async () => {
    const work = await newWork();
    expect((await move(work.id, { worker: otherWorkerId }, 'productionmanager')).status).toBe(200);
    expect((await move(work.id, { worker: workerId }, 'admin')).status).toBe(200);
    // As a database from before the column: the history only in the audit log.
    await t.db.update(works).set({ formerWorkerIds: [] }).where(eq(works.id, work.id));
    const file = fs.readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_former-workers.sql'))!;
    const backfill = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint')[1]!;
    await t.db.execute(sql.raw(backfill));
    const [row] = await t.db.select({ former: works.formerWorkerIds }).from(works).where(eq(works.id, work.id));
    expect(row!.former).toEqual([workerId, otherWorkerId]);
    // So the worker it was taken from and given back to is told apart from a stranger as before.
    const late = await move(work.id, { status: 'In Progress' }, { token: otherWorkerToken });
    expect(late.body).toMatchObject({ code: 'conflict' });
  });

  it('a work completed meanwhile (by a manager): a queued start, complete or defective answers 409 and changes nothing', async () => {
    const work = await newWork();
    const completed = await move(work.id, { status: 'Completed' }, 'productionmanager');
    expect(completed.status).toBe(200);
    for (const body of [{ status: 'In Progress' }, { status: 'Completed' }, { defective: true, defect_reason: 'Bent' }]) {
      const late = await move(work.id, body, 'worker', tapped(ago(3 * MINUTE)));
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ error_message: 'This work was already completed.', code: 'conflict' });
    }
    const after = await t.call('GET', `/production/productionitemwork/${work.id}/`, { as: 'admin' });
    expect(after.body).toEqual(completed.body);
    // The status form may still correct the note of a completed work.
    expect((await move(work.id, { status: 'Completed', note: 'Edges filed' })).body.note).toBe('Edges filed');
  });
});
