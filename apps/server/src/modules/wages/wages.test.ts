import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { auditLog } from '../../db/audit.table';
import { call, completedWork, newWorker, unitsFor } from './wages.fixtures';

const world = useOrderWorld();
let a: { id: number; token: string };
let b: { id: number; token: string };
let m1: string; // the first day of this month
const day = (n: number) => addDaysTo(m1, n - 1);
let splitWorkId: number;

/**
 * The hand-worked month (docs/product/wages.md#earnings):
 *   rates  Welding, any product 30.00 from day 1; Welding, Door Frame 40.00 from day 1, 50.00 from day 15;
 *          Cutting, any product 10.00 from day 1; a defective work earns 50% from day 1.
 *   A      day 5: Door Frame welding 40.00; Door Frame cutting split A 60% / B 40% -> A 6.00, B 4.00
 *          day 20: Door Frame welding 50.00 (the new rate); Window Frame welding 30.00 (the any-product card);
 *                  Door Frame welding defective 25.00 (50% of 50.00) and its rework 50.00
 *   A = 40 + 6 + 50 + 30 + 25 + 50 = 201.00 (day 5: 46.00, day 20: 155.00); B = 4.00.
 */
beforeAll(async () => {
  m1 = `${world.today.slice(0, 8)}01`;
  a = await newWorker(world, 'Aadhi Wage');
  b = await newWorker(world, 'Bala Wage');
  const rates = [
    { work_type: 'Welding', rate: '30', effective_from: day(1) },
    { work_type: 'Welding', product_type: 'Door Frame', rate: '40.00', effective_from: day(1) },
    { work_type: 'Welding', product_type: 'Door Frame', rate: 50, effective_from: day(15), note: 'New welding rate' },
    { work_type: 'Cutting', rate: '10.00', effective_from: day(1) },
  ];
  for (const rate of rates) expect((await call(world, 'POST', '/wages/rates', 'productionmanager', rate)).status).toBe(201);
  expect((await call(world, 'POST', '/wages/settings', 'admin', { effective_from: day(1), defective_share_percent: 50 })).status).toBe(201);

  const [u1, u2, u3, u4] = await unitsFor(world, [
    { product_type: 'Door Frame', quantity: 3 },
    { product_type: 'Window Frame', quantity: 1 },
  ]);
  splitWorkId = await completedWork(world, u1!, 'Cutting', b, day(5));
  await completedWork(world, u1!, 'Welding', a, day(5));
  await completedWork(world, u2!, 'Welding', a, day(20));
  await completedWork(world, u4!, 'Welding', a, day(20));
  await completedWork(world, u3!, 'Welding', a, day(20), 'Weld crack');
  await completedWork(world, u3!, 'Welding', a, day(20));
  // B started the cutting, A finished it by hand: the manager splits its pay.
  const split = await call(world, 'POST', `/wages/works/${splitWorkId}/split`, 'productionmanager', {
    shares: [
      { worker: a.id, percent: 60 },
      { worker: b.id, percent: 40 },
    ],
    reason: 'Bala cut two of five bars before his shift ended',
  });
  expect(split.status, JSON.stringify(split.body)).toBe(201);
  expect(split.body.map((l: { worker: number; amount: string }) => [l.worker, l.amount]).sort()).toEqual(
    [
      [a.id, '6.00'],
      [b.id, '4.00'],
    ].sort(),
  );
});

/** This whole month: its first to its last day. */
const month = () => `from=${day(1)}&to=${addDaysTo(`${addDaysTo(day(28), 7).slice(0, 8)}01`, -1)}`;

describe('earnings from works', () => {
  it('a month with a mid-month rate change, a defect and its rework, and a split: hand-worked totals per worker', async () => {
    const answer = await call(world, 'GET', `/wages/earnings?${month()}`, 'admin');
    expect(answer.status).toBe(200);
    const mine = (id: number) => answer.body.find((r: { worker: number }) => r.worker === id);
    expect(mine(a.id)).toMatchObject({ worker_name: 'Aadhi Wage', works: 6, defective: 1, unrated: 0, amount: '201.00' });
    expect(mine(b.id)).toMatchObject({ works: 1, amount: '4.00' });
  });

  it('per day, and the drill-down to the works with the rate each took', async () => {
    const days = await call(world, 'GET', `/wages/earnings/days?${month()}&worker=${a.id}`, 'productionmanager');
    expect(days.body).toEqual([
      { day: day(5), works: 2, defective: 0, unrated: 0, amount: '46.00' },
      { day: day(20), works: 4, defective: 1, unrated: 0, amount: '155.00' },
    ]);
    const works = await call(world, 'GET', `/wages/earnings/works?worker=${a.id}&day=${day(20)}`, 'productionmanager');
    expect(works.body.map((w: { product_type: string; rate: string; defective: boolean; amount: string }) => [w.product_type, w.rate, w.defective, w.amount])).toEqual([
      ['Door Frame', '50.00', false, '50.00'],
      ['Window Frame', '30.00', false, '30.00'],
      ['Door Frame', '50.00', true, '25.00'],
      ['Door Frame', '50.00', false, '50.00'],
    ]);
    const split = await call(world, 'GET', `/wages/earnings/works?worker=${a.id}&day=${day(5)}`, 'admin');
    expect(split.body.find((w: { work: number }) => w.work === splitWorkId)).toMatchObject({ share_percent: 60, rate: '10.00', amount: '6.00', split_reason: 'Bala cut two of five bars before his shift ended' });
  });

  it('the split is in the work history (audited) and a split that does not add up to 100% is refused', async () => {
    const rows = await world.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'production_item_work'), eq(auditLog.entityId, splitWorkId)));
    expect(rows.some((r) => r.note.startsWith('Pay split:'))).toBe(true);
    const bad = await call(world, 'POST', `/wages/works/${splitWorkId}/split`, 'admin', { shares: [{ worker: a.id, percent: 90 }], reason: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_message).toBeTruthy();
    expect(await call(world, 'POST', '/wages/works/99999999/split', 'admin', { shares: [{ worker: a.id, percent: 100 }], reason: 'x' })).toMatchObject({ status: 404 });
  });

  it('a rate change never reaches back before this month; the history of a card shows the dates it ran', async () => {
    const past = await call(world, 'POST', '/wages/rates', 'admin', { work_type: 'Welding', rate: '99', effective_from: addDaysTo(m1, -1) });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe('validation_failed');
    const again = await call(world, 'POST', '/wages/rates', 'admin', { work_type: 'Cutting', rate: '12', effective_from: day(1) });
    expect(again.status).toBe(409);
    const list = await call(world, 'GET', '/wages/rates?work_type=Welding&limit=50', 'productionmanager');
    const doorFrame = list.body.results.filter((r: { product_type: string }) => r.product_type === 'Door Frame');
    expect(doorFrame.map((r: { rate: string; effective_from: string; effective_to: string | null }) => [r.rate, r.effective_from, r.effective_to])).toEqual([
      ['50.00', day(15), null],
      ['40.00', day(1), day(14)],
    ]);
  });

  it("the worker's own today and month on My works; another worker's never", async () => {
    const mine = await call(world, 'GET', '/wages/my-earnings', { token: a.token });
    expect(mine.status).toBe(200);
    const inMonth = (n: number) => (day(n) <= world.today ? 1 : 0);
    // Day 5 and 20 count when they are not after today.
    expect(mine.body.month_works).toBe(2 * inMonth(5) + 4 * inMonth(20));
    const other = await call(world, 'GET', '/wages/my-earnings', { token: b.token });
    expect(other.body.month_amount).toBe(inMonth(5) ? '4.00' : '0.00');
  });
});

describe('permissions', () => {
  const others: Role[] = ['supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];
  it('admin and production manager read and edit; every other role 403', async () => {
    for (const role of ['admin', 'productionmanager'] as Role[]) {
      expect((await call(world, 'GET', `/wages/earnings?${month()}`, role)).status).toBe(200);
      expect((await call(world, 'GET', `/wages/attendance?${month()}`, role)).status).toBe(200);
      expect((await call(world, 'GET', '/wages/rates', role)).status).toBe(200);
    }
    for (const role of others) {
      expect((await call(world, 'GET', `/wages/earnings?${month()}`, role)).status, role).toBe(403);
      expect((await call(world, 'POST', '/wages/rates', role, { work_type: 'Cutting', rate: '1', effective_from: day(2) })).status, role).toBe(403);
      expect((await call(world, 'PUT', '/wages/attendance', role, { worker: a.id, day: world.today, status: 'leave', reason: 'x' })).status, role).toBe(403);
    }
  });

  it('only a worker has My earnings; a skill grade only for a worker (another account 404)', async () => {
    for (const role of ['admin', 'productionmanager', 'supervisor', 'dealer'] as Role[]) {
      expect((await call(world, 'GET', '/wages/my-earnings', role)).status, role).toBe(403);
    }
    const grade = await call(world, 'PUT', `/wages/workers/${a.id}/grade`, 'admin', { skill_grade: 'skilled' });
    expect(grade.body).toMatchObject({ worker: a.id, skill_grade: 'skilled' });
    expect((await call(world, 'PUT', `/wages/workers/${world.w.dealerId}/grade`, 'admin', { skill_grade: 'skilled' })).status).toBe(404);
    expect((await call(world, 'PUT', `/wages/workers/${a.id}/grade`, 'admin', { skill_grade: 'expert' })).status).toBe(400);
  });
});

describe('attendance', () => {
  it('a day with taps is present with its first and last tap; a manager marks leave and corrects times with a reason (audited)', async () => {
    const today = await call(world, 'GET', `/wages/attendance?from=${world.today}&to=${world.today}&worker=${a.id}`, 'admin');
    expect(today.body).toHaveLength(1);
    expect(today.body[0]).toMatchObject({ worker: a.id, status: 'present', marked: false });
    expect(today.body[0].first_tap).toMatch(/^\d\d:\d\d$/);

    const leaveDay = addDaysTo(world.today, 1);
    const leave = await call(world, 'PUT', '/wages/attendance', 'productionmanager', { worker: a.id, day: leaveDay, status: 'leave', reason: 'Sister’s wedding' });
    expect(leave.status, JSON.stringify(leave.body)).toBe(200);
    expect(leave.body).toMatchObject({ day: leaveDay, status: 'leave', first_tap: null, minutes: 0, marked: true });

    const corrected = await call(world, 'PUT', '/wages/attendance', 'admin', {
      worker: a.id,
      day: world.today,
      status: 'present',
      first_tap: '08:30',
      last_tap: '17:15',
      reason: 'Forgot to tap Start in the morning',
    });
    expect(corrected.body).toMatchObject({ status: 'present', first_tap: '08:30', last_tap: '17:15', minutes: 525, reason: 'Forgot to tap Start in the morning' });
    const audit = await world.t.db.select().from(auditLog).where(eq(auditLog.entity, 'attendance_mark'));
    expect(audit.map((r) => r.note)).toContain('Forgot to tap Start in the morning');

    const bad = await call(world, 'PUT', '/wages/attendance', 'admin', { worker: a.id, day: world.today, status: 'present', first_tap: '18:00', last_tap: '09:00', reason: 'x' });
    expect(bad.status).toBe(400);
    const noReason = await call(world, 'PUT', '/wages/attendance', 'admin', { worker: a.id, day: world.today, status: 'absent', reason: ' ' });
    expect(noReason.status).toBe(400);
  });
});
