import { addDaysTo, DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { WORK_TYPES } from '@steelworks/contract/production';
import { SKILL_GRADES } from '@steelworks/contract/wages';
import { accountIdOf } from '../../apps/server/src/db/seed-helpers';
import type { Caller } from '../../apps/server/src/lib/caller';
import { approveSheet, createSheet } from '../../apps/server/src/modules/wages/wage-sheets.service';
import { insertAccounts, insertRows } from '../lib/generate';
import type { BenchContext, Scenario } from '../lib/types';

/** The floor this month: 300 workers at every scale (people's generator makes fewer at small scales). */
const WORKERS = 300;

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const previousMonth = (first: string) => monthStart(addDaysTo(first, -1));

/**
 * Bench data of piece-rate wages (issue 47 point 7): 300 workers with grades and bank details (one in 20 without),
 * rate cards and law settings from the first day of the history, the completed works of the last two months and this
 * one spread over the 300 (the production generator's works: about 7,000 a month at every scale, a million over ten
 * years at scale 1), a leave day each and a few advances last month. The history has a paid sheet of every month up to
 * three months ago (300 lines and 300 ledger payments each, advances and their recoveries now and then, every work
 * of it recorded as paid), the sheet of
 * the month before last approved through the service (its approval is timed and logged), and last month's a draft,
 * computed on every read. Scenarios: that draft (the sheet of 300 workers for a month), the approved sheet, the month's
 * earnings per worker and the workers' wage details searched. Runs last: it reassigns works only, no ctx.random.
 */
export async function generate(ctx: BenchContext): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE);
  const m1 = previousMonth(monthStart(today));
  const m2 = previousMonth(m1);
  const m3 = previousMonth(m2);
  const first = monthStart(addDaysTo(today, -ctx.spanDays + 31));

  const [{ n }] = (await ctx.driver.query<{ n: number }>(`SELECT count(*)::int AS n FROM accounts WHERE role = 'worker'`)) as [{ n: number }];
  await insertAccounts(ctx, 'worker', WORKERS - Number(n), 'bench_wage_worker');
  const ids = (await ctx.driver.query<{ id: number }>(`SELECT id FROM accounts WHERE role = 'worker' ORDER BY id LIMIT ${WORKERS}`)).map((r) => Number(r.id));
  await insertRows(ctx, 'worker_grades', ['account_id', 'skill_grade'], ids.map((id, i) => [id, SKILL_GRADES[i % SKILL_GRADES.length]]));
  await insertRows(
    ctx,
    'worker_bank_details',
    ['account_id', 'account_holder', 'bank_account', 'ifsc', 'upi_id'],
    ids.filter((_, i) => i % 20 !== 19).map((id) => [id, `Holder ${id}`, String(30_200_000_000 + id), 'SBIN0070123', '']),
  );

  const adminId = (await accountIdOf(ctx.db, 'admin')) ?? null;
  await insertRows(
    ctx,
    'wage_rates',
    ['work_type', 'product_type', 'rate', 'effective_from', 'created_by'],
    [
      ...WORK_TYPES.map((type, i) => [type, '', (8 + i * 2).toFixed(2), first, adminId]),
      ['Welding', 'Door Frame', '24.00', first, adminId],
      ['Welding', 'Door Frame', '26.00', addDaysTo(m1, 14), adminId],
    ],
  );
  await ctx.driver.query(
    `INSERT INTO wage_settings (effective_from, defective_share_percent, min_daily_unskilled, min_daily_semi_skilled, min_daily_skilled,
       min_daily_highly_skilled, pf_covered, esi_covered, created_by)
     VALUES ($1, 50, '450.00', '500.00', '550.00', '600.00', true, true, $2)`,
    [first, adminId],
  );

  // The works of the last two months and this one, over the 300 (their start and finish move with them: attendance).
  await ctx.driver.query(
    `UPDATE production_item_works w SET worker_id = (($1::int[]))[1 + w.id % ${ids.length}]
     WHERE w.status = 'Completed' AND w.finished_date >= $2::date`,
    [ids, m2],
  );
  await insertRows(ctx, 'attendance_marks', ['worker_id', 'day', 'status', 'reason'], ids.map((id, i) => [id, addDaysTo(m1, i % 20), 'leave', 'Leave']));

  await generateHistory(ctx, ids, first, m3);

  if (adminId === null) throw new Error('The bench data has no admin account to approve the wage sheets');
  const actor: Caller = { accountId: adminId, role: 'admin' };
  const approved = await createSheet(ctx.db, m2, actor, today);
  const started = Date.now();
  await approveSheet(ctx.db, approved.id, actor, DEFAULT_TIME_ZONE);
  ctx.log(`  wages: the sheet of ${m2} (${ids.length} workers) approved in ${Date.now() - started} ms`);
  // Advances of last month, after that approval: last month's draft recovers them.
  await insertRows(
    ctx,
    'wage_ledger',
    ['worker_id', 'kind', 'amount', 'title', 'created_at'],
    ids.filter((_, i) => i % 10 === 3).map((id) => [id, 'advance', '500.00', 'Advance', `${addDaysTo(m1, 4)}T06:00:00Z`]),
  );
  const draft = await createSheet(ctx.db, m1, actor, today);
  ctx.state.wageSheetDraft = draft.id;
  ctx.state.wageSheetApproved = approved.id;
  ctx.state.wageMonth = { from: draft.period_from, to: draft.period_to };
}

/**
 * A paid sheet of every month from `first` to `last` (300 lines, a ledger payment each; an advance and its recovery
 * for one worker in eleven now and then), and their works recorded as paid, as their approvals would.
 */
async function generateHistory(ctx: BenchContext, ids: number[], first: string, last: string): Promise<void> {
  if (first > last) return;
  await ctx.driver.query(
    `INSERT INTO wage_sheets (period_from, period_to, due_date, status, workers, gross_amount, net_amount, payment_method, approved_at, paid_at)
     SELECT m::date, (m + interval '1 month' - interval '1 day')::date, (m + interval '1 month' + interval '6 days')::date, 'paid', $3,
       9000 * $3, 8000 * $3, 'bank', m + interval '1 month 2 days', m + interval '1 month 5 days'
     FROM generate_series($1::date, $2::date, interval '1 month') AS m`,
    [first, last, ids.length],
  );
  await ctx.driver.query(
    `INSERT INTO wage_sheet_lines (sheet_id, worker_id, skill_grade, works, days_present, minutes, piece_amount, minimum_amount, gross_amount,
       pf_amount, esi_amount, advance_recovered, net_amount)
     SELECT s.id, w.id, g.skill_grade, 24, 24, 24 * 480, 9000, 10800, 10800, 1296, 81,
       CASE WHEN (w.id + s.id) % 11 = 0 THEN 1000 ELSE 0 END, 10800 - 1296 - 81 - CASE WHEN (w.id + s.id) % 11 = 0 THEN 1000 ELSE 0 END
     FROM wage_sheets s CROSS JOIN unnest($1::int[]) AS w(id) LEFT JOIN worker_grades g ON g.account_id = w.id
     WHERE s.status = 'paid'`,
    [ids],
  );
  await ctx.driver.query(
    `INSERT INTO wage_ledger (worker_id, kind, amount, sheet_id, method, title, created_at)
     SELECT l.worker_id, k.kind::wage_ledger_kind, CASE k.kind WHEN 'payment' THEN l.net_amount ELSE l.advance_recovered END,
       CASE WHEN k.kind = 'advance' THEN NULL ELSE s.id END, CASE WHEN k.kind = 'payment' THEN 'bank'::wage_payment_method END,
       CASE k.kind WHEN 'payment' THEN 'Wages ' ELSE 'Advance ' END || s.period_from,
       CASE WHEN k.kind = 'advance' THEN s.period_from + interval '3 days' ELSE s.paid_at END
     FROM wage_sheet_lines l JOIN wage_sheets s ON s.id = l.sheet_id
     CROSS JOIN (VALUES ('payment'), ('advance'), ('recovery')) AS k(kind)
     WHERE s.status = 'paid' AND (k.kind = 'payment' OR l.advance_recovered > 0)`,
  );
  // Every work of those months paid, as their approvals recorded (a million rows at scale 1: what a late work's check probes).
  await ctx.driver.query(
    `INSERT INTO wage_sheet_works (work_id, worker_id, sheet_id)
     SELECT w.id, w.worker_id, s.id FROM wage_sheets s
     JOIN production_item_works w ON w.status = 'Completed' AND w.finished_date BETWEEN s.period_from AND s.period_to
     WHERE s.status = 'paid'`,
  );
}

const month = (ctx: BenchContext) => ctx.state.wageMonth as { from: string; to: string } | undefined;

export const scenarios: Scenario[] = [
  {
    name: 'wage-sheet-draft',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/wages/sheets/${String(ctx.state.wageSheetDraft ?? 0)}/`,
    note: 'wage-sheet-draft: last month\'s draft of 300 workers, computed on read (about 7,000 works, their rates and settings, attendance, advances)',
  },
  {
    name: 'wage-sheet-approved',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/wages/sheets/${String(ctx.state.wageSheetApproved ?? 0)}/`,
    note: 'wage-sheet-approved: the month before last, approved: its 300 frozen lines',
  },
  {
    name: 'wage-earnings-month',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/wages/earnings/?from=${month(ctx)?.from ?? ''}&to=${month(ctx)?.to ?? ''}`,
    note: 'wage-earnings-month: every worker\'s earnings of last month (the pay lines of its works, summed per worker)',
  },
  {
    name: 'wage-workers-search',
    method: 'GET',
    as: 'admin',
    path: '/wages/workers/?search=kumar&bank=missing',
    note: 'wage-workers-search: the workers\' wage details searched by name, those without bank details',
  },
];
