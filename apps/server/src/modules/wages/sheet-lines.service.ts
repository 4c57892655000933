import { sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { addDaysTo } from '@steelworks/contract/common/dates';
import type { SkillGrade, WAGE_PERIODS } from '@steelworks/contract/wages';
import type { WageSheetLine } from '@steelworks/contract/wage-sheets';
import { rowsOf, type DbOrTx } from '../../db/client';
import { attendanceDays } from './attendance.service';
import { payLines } from './earnings.service';
import { wageSettings } from './wages.table';
import { rowsByKey } from '../../lib/rows-by-key';

type Setting = typeof wageSettings.$inferSelect;
export type SheetPeriod = { id: number; periodFrom: string; periodTo: string };

/** The period a sheet starting on `from` covers under the setting in force that day; null when `from` cannot start one. */
export function periodOf(from: string, kind: (typeof WAGE_PERIODS)[number]): { from: string; to: string } | null {
  if (kind === 'week') return new Date(`${from}T00:00:00Z`).getUTCDay() === 1 ? { from, to: addDaysTo(from, 6) } : null;
  if (!from.endsWith('-01')) return null;
  return { from, to: addDaysTo(`${addDaysTo(from, 31).slice(0, 8)}01`, -1) };
}

/** The dated settings, oldest first (a few rows a year), and the row in force on a day (defaults before any). */
export async function loadSettings(db: DbOrTx): Promise<(day: string) => Setting> {
  const rows = await db.select().from(wageSettings).orderBy(wageSettings.effectiveFrom).limit(1000);
  const defaults = { ...DEFAULT_SETTING };
  // A sheet asks for every present day of every worker: the few days of a period are looked up once each.
  const byDay = new Map<string, Setting>();
  return (day) => {
    let setting = byDay.get(day);
    if (!setting) byDay.set(day, (setting = rows.filter((r) => r.effectiveFrom <= day).at(-1) ?? defaults));
    return setting;
  };
}

const DEFAULT_SETTING: Setting = {
  id: 0,
  effectiveFrom: '2000-01-01',
  defectiveSharePercent: 0,
  wagePeriod: 'month',
  minDailyUnskilled: '0',
  minDailySemiSkilled: '0',
  minDailySkilled: '0',
  minDailyHighlySkilled: '0',
  dailyHoursLimit: 8,
  weeklyHoursLimit: 48,
  pfCovered: false,
  pfPercent: '12',
  pfCeiling: '15000',
  esiCovered: false,
  esiPercent: '0.75',
  esiLimit: '21000',
  createdBy: null,
  createdAt: new Date(0),
};

const minimumOf = (s: Setting, grade: SkillGrade | null) =>
  toCents(
    grade === 'highly skilled' ? s.minDailyHighlySkilled : grade === 'skilled' ? s.minDailySkilled : grade === 'semi-skilled' ? s.minDailySemiSkilled : s.minDailyUnskilled,
  );

/** a * b / c rounded half up, in paise (all non-negative except an adjustment, which never goes through here). */
const mulDiv = (a: bigint, b: bigint, c: bigint) => (c === 0n ? 0n : (a * b * 2n + c) / (2n * c));
/** A percent with two decimals ("0.75") of an amount, to the paisa. */
const percentOf = (amount: bigint, percent: string) => mulDiv(amount, toCents(percent), 10_000n);
const max0 = (v: bigint) => (v > 0n ? v : 0n);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** The Monday of a day's week: the weekly hours limit counts per calendar week (Monday to Sunday). */
const mondayOf = (day: string) => addDaysTo(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * Every worker's line of a sheet's period (docs/product/wages.md#wage-sheet), computed from the works, attendance,
 * settings, adjustments and advances. `freeze`: also records, in the same statement as the sums, which works the
 * sheet pays (the approval), so a work completed meanwhile is paid exactly once, by this sheet or the next.
 */
export async function computeSheetLines(
  db: DbOrTx,
  sheet: SheetPeriod,
  options: { timeZone: string; late?: { from: string; to: string }; freeze?: boolean },
): Promise<WageSheetLine[]> {
  const period = { from: sheet.periodFrom, to: sheet.periodTo, late: options.late };
  const freeze = options.freeze
    ? sql`, frozen as (insert into wage_sheet_works (work_id, worker_id, sheet_id) select work, payee, ${sheet.id} from lines on conflict do nothing)`
    : sql``;
  const pieces = await rowsOf<{ payee: number; work_type: string; works: number; defective: number; amount: string }>(
    db,
    sql`${payLines(period)} ${freeze}
      select payee, work_type, count(*)::int as works, (count(*) filter (where defective))::int as defective,
        coalesce(sum(amount), 0)::numeric(14,2)::text as amount
      from lines group by payee, work_type order by payee, work_type`,
  );
  // What each worker still owes of its advances (less what approved, unpaid sheets recover already) and its
  // adjustments landing in this period: each summed once for all workers, the advances through their partial index.
  const workers = await rowsOf<{ id: number; name: string; grade: SkillGrade | null; advances: string; adjustments: string }>(
    db,
    sql`with owed as (
        select l.worker_id, sum(case when l.kind = 'advance' then l.amount else -l.amount end) as amount
        from wage_ledger l where l.kind in ('advance', 'recovery') group by l.worker_id
      ),
      pending as (
        select sl.worker_id, sum(sl.advance_recovered) as amount
        from wage_sheets s join wage_sheet_lines sl on sl.sheet_id = s.id
        where s.status = 'approved' and s.id <> ${sheet.id} group by sl.worker_id
      ),
      adjusted as (
        select j.worker_id, sum(j.amount) as amount from wage_adjustments j where j.period_from = ${sheet.periodFrom}::date group by j.worker_id
      )
      select a.id, a.full_name as name, g.skill_grade as grade,
        (coalesce(o.amount, 0) - coalesce(p.amount, 0))::numeric(14,2)::text as advances, coalesce(j.amount, 0)::numeric(14,2)::text as adjustments
      from accounts a
      left join worker_grades g on g.account_id = a.id
      left join owed o on o.worker_id = a.id
      left join pending p on p.worker_id = a.id
      left join adjusted j on j.worker_id = a.id
      where a.role = 'worker' order by a.full_name, a.id`,
  );
  const days = await attendanceDays(db, { from: sheet.periodFrom, to: sheet.periodTo }, options.timeZone);
  const settingOn = await loadSettings(db);
  const last = settingOn(sheet.periodTo);
  // The PF ceiling and ESI limit are monthly: a weekly sheet takes its days' share of them.
  const periodDays = BigInt(Math.round((Date.parse(sheet.periodTo) - Date.parse(sheet.periodFrom)) / 86_400_000) + 1);
  const monthDays = BigInt(Number(periodOf(`${sheet.periodFrom.slice(0, 8)}01`, 'month')!.to.slice(8)));
  const scale = (limit: string) => (last.wagePeriod === 'week' ? mulDiv(toCents(limit), periodDays, monthDays) : toCents(limit));

  // Grouped by worker once: a sheet has hundreds of workers and thousands of their days.
  const piecesOf = rowsByKey(pieces, (p) => p.payee);
  const presentOf = rowsByKey(
    days.filter((d) => d.status === 'present'),
    (d) => d.worker,
  );
  const lines: WageSheetLine[] = [];
  for (const worker of workers) {
    const mine = piecesOf.get(worker.id) ?? [];
    const present = presentOf.get(worker.id) ?? [];
    const piece = mine.reduce((sum, p) => sum + toCents(p.amount), 0n);
    const adjustment = toCents(worker.adjustments);
    if (mine.length === 0 && present.length === 0 && adjustment === 0n) continue;
    const minutes = present.reduce((sum, d) => sum + d.minutes, 0);
    const minimum = present.reduce((sum, d) => sum + minimumOf(settingOn(d.day), worker.grade), 0n);
    const topup = max0(minimum - piece);
    // Overtime: the larger of the hours beyond the daily limit and those beyond the weekly limit.
    const daily = present.reduce((sum, d) => sum + Math.max(0, d.minutes - settingOn(d.day).dailyHoursLimit * 60), 0);
    const weeks = new Map<string, number>();
    for (const d of present) weeks.set(mondayOf(d.day), (weeks.get(mondayOf(d.day)) ?? 0) + d.minutes);
    const weekly = [...weeks].reduce((sum, [monday, m]) => sum + Math.max(0, m - settingOn(monday < sheet.periodFrom ? sheet.periodFrom : monday).weeklyHoursLimit * 60), 0);
    const overtimeMinutes = Math.max(daily, weekly);
    // The pieces made in overtime already earned the ordinary rate once; the premium pays it a second time.
    const overtime = mulDiv(piece + topup, BigInt(overtimeMinutes), BigInt(minutes));
    const gross = max0(piece + topup + overtime + adjustment);
    const pfWages = max0(piece + topup + adjustment);
    const pf = last.pfCovered ? percentOf(min(pfWages, scale(last.pfCeiling)), last.pfPercent) : 0n;
    const esi = last.esiCovered && gross <= scale(last.esiLimit) ? percentOf(gross, last.esiPercent) : 0n;
    const recovered = min(max0(toCents(worker.advances)), max0(gross - pf - esi));
    lines.push({
      worker: worker.id,
      worker_name: worker.name,
      skill_grade: worker.grade,
      works: mine.reduce((sum, p) => sum + p.works, 0),
      defective: mine.reduce((sum, p) => sum + p.defective, 0),
      by_work_type: mine.map((p) => ({ work_type: p.work_type, works: p.works, amount: p.amount })),
      days_present: present.length,
      minutes,
      piece_amount: formatCents(piece),
      minimum_amount: formatCents(minimum),
      topup_amount: formatCents(topup),
      overtime_minutes: overtimeMinutes,
      overtime_amount: formatCents(overtime),
      adjustment_amount: formatCents(adjustment),
      gross_amount: formatCents(gross),
      pf_amount: formatCents(pf),
      esi_amount: formatCents(esi),
      advance_recovered: formatCents(recovered),
      net_amount: formatCents(max0(gross - pf - esi - recovered)),
    });
  }
  return lines;
}
