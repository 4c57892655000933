import { and, asc, eq, sql } from 'drizzle-orm';
import { addDaysTo, todayIn } from '@steelworks/contract/common/dates';
import { WORK_TYPES } from '@steelworks/contract/production';
import { rowsOf } from '../../db/client';
import { accountIdOf, hasRows } from '../../db/seed-helpers';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { accounts } from '../../db/accounts.table';
import { attendanceMarks, wageRates, wageSettings, workerGrades } from './wages.table';
import { wageLedger, workerBankDetails } from './wage-sheets.table';
import { approveSheet, createSheet } from './wage-sheets.service';
import { paySheet } from './wage-payments.service';

/** The first day of the month before `day`'s (YYYY-MM-DD). */
const monthBefore = (day: string) => `${addDaysTo(`${day.slice(0, 8)}01`, -1).slice(0, 8)}01`;

const BASE_RATES: Record<(typeof WORK_TYPES)[number], string> = {
  Cutting: '12.00',
  Bending: '10.00',
  Welding: '18.00',
  Grinding: '8.00',
  Fitting: '15.00',
  Painting: '10.00',
  Packing: '5.00',
};

/**
 * The demo's wages (docs/product/wages.md#demo): rate cards since the paid month with one change in the middle of the
 * last 30 days (Welding 18.00 -> 20.00) and dearer cards for security doors and gates; the works the production seed
 * completed today spread over the last three weeks (each work order on its own day, the first one today), so the demo
 * worker has a month of earnings and today's; skill grades; a leave day and a corrected day in attendance; the paid
 * month's wage sheet approved and paid (five days present, an advance recovered) and this month's open; bank details
 * of every worker but the last. The paid month is last month, or the one before while the demo's works reach into
 * last month.
 */
export async function seedWages(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  if (await hasRows(db, wageRates)) return;
  const adminId = (await accountIdOf(db, 'admin')) ?? null;
  const managerId = (await accountIdOf(db, 'manager')) ?? adminId;
  const tz = ctx.config.timeZone;
  const today = todayIn(tz);
  const change = addDaysTo(today, -14);

  // Each work order's completed works move back 0, 2, 4... days, at working hours (the first stays today as it is).
  await db.execute(sql`
    with ranked as (
      select work_order_id, ((dense_rank() over (order by work_order_id) - 1) * 2)::int as back
      from (select distinct work_order_id from production_item_works where status = 'Completed') o
    )
    update production_item_works w
    set finished_date = w.finished_date - r.back,
        finished_at = ((w.finished_date - r.back)::timestamp + make_interval(mins => 570 + (w.id * 37) % 420)) at time zone ${tz},
        started_at = ((w.finished_date - r.back)::timestamp + make_interval(mins => 570 + (w.id * 37) % 420)) at time zone ${tz}
          - (w.finished_at - w.started_at)
    from ranked r
    where r.work_order_id = w.work_order_id and w.status = 'Completed' and r.back > 0`);
  await db.execute(sql`
    update production_items p set finished_date = w.finished_date
    from production_item_works w where w.id = p.current_work_id and p.status = 'Completed'`);

  // The paid sheet's month: last month, or the month before it while the works above and the attendance days below
  // (three days back) still reach into last month, so that its slip counts its own five days whatever today's date.
  const [{ earliest }] = (await rowsOf<{ earliest: string }>(db, sql`select to_char(least(min(finished_date), ${addDaysTo(today, -3)}::date), 'YYYY-MM-DD') as earliest
    from production_item_works where status = 'Completed'`)) as [{ earliest: string }];
  const paidMonth = monthBefore(earliest);

  await db.insert(wageRates).values([
    ...WORK_TYPES.map((workType) => ({ workType, rate: BASE_RATES[workType], effectiveFrom: paidMonth, createdBy: adminId })),
    { workType: 'Welding', rate: '20.00', effectiveFrom: change, note: 'Welding rate revised', createdBy: managerId },
    { workType: 'Welding', productType: 'Security Door', rate: '30.00', effectiveFrom: paidMonth, createdBy: adminId },
    { workType: 'Welding', productType: 'Gate', rate: '45.00', effectiveFrom: paidMonth, createdBy: adminId },
    { workType: 'Fitting', productType: 'Security Door', skillGrade: 'highly skilled' as const, rate: '25.00', effectiveFrom: paidMonth, createdBy: adminId },
  ]);
  // Illustrative minimum daily wages (a state's notification sets the real ones), PF and ESI covered.
  await db.insert(wageSettings).values({
    effectiveFrom: paidMonth,
    defectiveSharePercent: 0,
    minDailyUnskilled: '450.00',
    minDailySemiSkilled: '500.00',
    minDailySkilled: '550.00',
    minDailyHighlySkilled: '600.00',
    pfCovered: true,
    esiCovered: true,
    createdBy: adminId,
  });

  const workers = await db
    .select({ id: accounts.id, username: accounts.username, name: accounts.fullName })
    .from(accounts)
    .where(and(eq(accounts.role, 'worker'), eq(accounts.active, true)))
    .orderBy(asc(accounts.id));
  if (workers.length === 0) return;
  await db.insert(workerGrades).values(workers.map((w, i) => ({ accountId: w.id, skillGrade: w.username === 'worker' ? ('skilled' as const) : i % 2 ? ('semi-skilled' as const) : ('unskilled' as const) })));
  // Bank details for the bank file (made-up account numbers), all but the last worker, whose sheet line says so.
  const banked = workers.length > 1 ? workers.slice(0, -1) : workers;
  await db.insert(workerBankDetails).values(
    banked.map((w, i) => ({ accountId: w.id, accountHolder: w.name, bankAccount: String(30_200_000_000 + w.id * 7919), ifsc: 'SBIN0070123', upiId: i % 2 ? '' : `${w.username ?? 'worker'}@upi` })),
  );

  const demo = workers.find((w) => w.username === 'worker') ?? workers[0]!;
  const at = (day: string, time: string) => sql`(${day}::date + ${time}::time) at time zone ${tz}`;
  await db.insert(attendanceMarks).values([
    { workerId: demo.id, day: addDaysTo(today, -3), status: 'leave', reason: 'Family function', updatedBy: managerId },
    {
      workerId: demo.id,
      day: addDaysTo(today, -2),
      status: 'present',
      firstTap: at(addDaysTo(today, -2), '08:30'),
      lastTap: at(addDaysTo(today, -2), '17:30'),
      reason: 'Forgot to tap Start in the morning',
      updatedBy: managerId,
    },
  ]);

  if (!adminId) return;
  const actor: Caller = { accountId: adminId, role: 'admin' };
  // Last month: the demo worker present five days (the top-up to the minimum wage shows), an advance recovered.
  await db.insert(attendanceMarks).values(
    [3, 4, 5, 6, 7].map((n) => {
      const day = addDaysTo(paidMonth, n);
      return { workerId: demo.id, day, status: 'present' as const, firstTap: at(day, '09:00'), lastTap: at(day, n === 5 ? '19:00' : '17:30'), reason: 'Paper register', updatedBy: managerId };
    }),
  );
  await db.insert(wageLedger).values({ workerId: demo.id, kind: 'advance', amount: '1000.00', title: 'Advance: Festival', createdBy: adminId, createdAt: new Date(`${addDaysTo(paidMonth, 2)}T06:00:00Z`) });
  const paid = await createSheet(db, paidMonth, actor, today);
  await approveSheet(db, paid.id, actor, tz);
  await paySheet(db, paid.id, { method: 'bank', reference: 'Demo NEFT batch' }, actor, tz);
  await createSheet(db, `${today.slice(0, 8)}01`, actor, today);
}
