import { and, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import {
  WAGE_DUE_DAYS,
  WAGE_DUE_WARN_DAYS,
  WAGE_SHEET_TEXT,
  type WageDue,
  type WageSheet,
  type WageSheetDetail,
  type WageSheetLine,
  type WageSlip,
  type WageSlipSummary,
} from '@steelworks/contract/wage-sheets';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { computeSheetLines, loadSettings, periodOf } from './sheet-lines.service';
import { workersWithoutBank } from './wage-workers.service';
import { wageSheetLines, wageSheets } from './wage-sheets.table';
import type { Caller } from '../../lib/caller';

type SheetRow = typeof wageSheets.$inferSelect;

const toSheet = (row: SheetRow): WageSheet => ({
  id: row.id,
  period_from: row.periodFrom,
  period_to: row.periodTo,
  due_date: row.dueDate,
  status: row.status,
  workers: row.workers,
  gross_amount: row.grossAmount,
  net_amount: row.netAmount,
  payment_method: row.paymentMethod,
  payment_reference: row.paymentReference,
  approved_at: row.approvedAt?.toISOString() ?? null,
  paid_at: row.paidAt?.toISOString() ?? null,
});

const fromLine = (line: WageSheetLine, sheetId: number): typeof wageSheetLines.$inferInsert => ({
  sheetId,
  workerId: line.worker,
  skillGrade: line.skill_grade,
  works: line.works,
  defective: line.defective,
  byWorkType: line.by_work_type,
  daysPresent: line.days_present,
  minutes: line.minutes,
  pieceAmount: line.piece_amount,
  minimumAmount: line.minimum_amount,
  topupAmount: line.topup_amount,
  overtimeMinutes: line.overtime_minutes,
  overtimeAmount: line.overtime_amount,
  adjustmentAmount: line.adjustment_amount,
  grossAmount: line.gross_amount,
  pfAmount: line.pf_amount,
  esiAmount: line.esi_amount,
  advanceRecovered: line.advance_recovered,
  netAmount: line.net_amount,
});

/** A frozen line as the sheet answers it: its columns selected in the answer's keys, with the worker's name. */
const lineColumns = {
  worker: wageSheetLines.workerId,
  worker_name: accounts.fullName,
  skill_grade: wageSheetLines.skillGrade,
  works: wageSheetLines.works,
  defective: wageSheetLines.defective,
  by_work_type: wageSheetLines.byWorkType,
  days_present: wageSheetLines.daysPresent,
  minutes: wageSheetLines.minutes,
  piece_amount: wageSheetLines.pieceAmount,
  minimum_amount: wageSheetLines.minimumAmount,
  topup_amount: wageSheetLines.topupAmount,
  overtime_minutes: wageSheetLines.overtimeMinutes,
  overtime_amount: wageSheetLines.overtimeAmount,
  adjustment_amount: wageSheetLines.adjustmentAmount,
  gross_amount: wageSheetLines.grossAmount,
  pf_amount: wageSheetLines.pfAmount,
  esi_amount: wageSheetLines.esiAmount,
  advance_recovered: wageSheetLines.advanceRecovered,
  net_amount: wageSheetLines.netAmount,
};

/** The sheets, newest period first (one row a month or week). */
export function listSheets(db: DbOrTx): PagedQuery<WageSheet> {
  return {
    ...cappedCounter(db, () => db.select({ id: wageSheets.id }).from(wageSheets), { search: '' }),
    rows: async (limit, offset) => (await db.select().from(wageSheets).orderBy(desc(wageSheets.periodFrom)).limit(limit).offset(offset)).map(toSheet),
  };
}

async function sheetOr404(db: DbOrTx, id: number, lock = false): Promise<SheetRow> {
  const query = db.select().from(wageSheets).where(eq(wageSheets.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The approved sheet of the period just before `from`, whose unpaid works this sheet pays. */
async function latePeriod(db: DbOrTx, from: string): Promise<{ from: string; to: string } | undefined> {
  const [previous] = await db
    .select()
    .from(wageSheets)
    .where(and(eq(wageSheets.periodTo, addDaysTo(from, -1)), ne(wageSheets.status, 'draft')));
  return previous ? { from: previous.periodFrom, to: previous.periodTo } : undefined;
}

/** A new draft sheet for the period starting on `period_from` (the wage period setting in force that day). */
export async function createSheet(db: DbOrTx, from: string, actor: Caller, today: string): Promise<WageSheet> {
  const settingOn = await loadSettings(db);
  const period = periodOf(from, settingOn(from).wagePeriod);
  if (!period) throw fieldError('period_from', WAGE_SHEET_TEXT.periodStart);
  if (period.from > today) throw fieldError('period_from', WAGE_SHEET_TEXT.periodFuture);
  return db.transaction(async (tx) => {
    // A sheet of another length made before the wage period setting changed must not share a day with this one (the
    // database's exclusion constraint wage_sheets_no_overlap holds it under concurrency too).
    const [overlapping] = await tx
      .select({ from: wageSheets.periodFrom })
      .from(wageSheets)
      .where(and(lte(wageSheets.periodFrom, period.to), gte(wageSheets.periodTo, period.from), ne(wageSheets.periodFrom, period.from)))
      .limit(1);
    if (overlapping) throw new AppError('conflict', WAGE_SHEET_TEXT.periodOverlaps);
    const [row] = await tx
      .insert(wageSheets)
      .values({ periodFrom: period.from, periodTo: period.to, dueDate: addDaysTo(period.to, WAGE_DUE_DAYS), createdBy: actor.accountId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', WAGE_SHEET_TEXT.sheetExists);
    await recordAudit(tx, actor, { entity: 'wage_sheet', id: row.id, action: 'create', after: { period_from: row.periodFrom, period_to: row.periodTo } });
    return toSheet(row);
  });
}

async function frozenLines(db: DbOrTx, sheetId: number, workerId?: number): Promise<WageSheetLine[]> {
  return db
    .select(lineColumns)
    .from(wageSheetLines)
    .innerJoin(accounts, eq(accounts.id, wageSheetLines.workerId))
    .where(and(eq(wageSheetLines.sheetId, sheetId), workerId ? eq(wageSheetLines.workerId, workerId) : undefined))
    .orderBy(accounts.fullName, accounts.id);
}

/** A sheet with its lines: computed now for a draft, as frozen for an approved or paid one. */
export async function getSheet(db: DbOrTx, id: number, timeZone: string): Promise<WageSheetDetail> {
  const row = await sheetOr404(db, id);
  const lines =
    row.status === 'draft' ? await computeSheetLines(db, row, { timeZone, late: await latePeriod(db, row.periodFrom) }) : await frozenLines(db, id);
  const sum = (pick: (l: WageSheetLine) => string) => formatCents(lines.reduce((s, l) => s + toCents(pick(l)), 0n));
  const bankMissing = await workersWithoutBank(db, lines.map((l) => l.worker));
  return { ...toSheet(row), workers: lines.length, gross_amount: sum((l) => l.gross_amount), net_amount: sum((l) => l.net_amount), lines, bank_missing: bankMissing };
}

/**
 * Approves and locks a draft: its lines and the works they pay are frozen in one transaction; approvals run one at a
 * time (an advance is recovered by one sheet only). 409 for a sheet already approved.
 */
export async function approveSheet(db: DbOrTx, id: number, actor: Caller, timeZone: string): Promise<WageSheetDetail> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wage_sheet_approval'))`);
    const row = await sheetOr404(tx, id, true);
    if (row.status !== 'draft') throw new AppError('conflict', WAGE_SHEET_TEXT.notDraft);
    const lines = await computeSheetLines(tx, row, { timeZone, late: await latePeriod(tx, row.periodFrom), freeze: true });
    if (lines.length) await tx.insert(wageSheetLines).values(lines.map((l) => fromLine(l, id)));
    const sum = (pick: (l: WageSheetLine) => string) => formatCents(lines.reduce((s, l) => s + toCents(pick(l)), 0n));
    await tx
      .update(wageSheets)
      .set({ status: 'approved', workers: lines.length, grossAmount: sum((l) => l.gross_amount), netAmount: sum((l) => l.net_amount), approvedBy: actor.accountId, approvedAt: new Date() })
      .where(eq(wageSheets.id, id));
    await recordAudit(tx, actor, {
      entity: 'wage_sheet',
      id,
      action: 'status',
      before: { status: 'draft' },
      after: { status: 'approved', workers: lines.length, net_amount: sum((l) => l.net_amount) },
    });
  });
  return getSheet(db, id, timeZone);
}

/** One worker's slip of an approved or paid sheet; 404 for a draft or a worker the sheet does not pay. */
export async function getSlip(db: DbOrTx, sheetId: number, workerId: number): Promise<WageSlip> {
  const row = await sheetOr404(db, sheetId);
  const [line] = row.status === 'draft' ? [] : await frozenLines(db, sheetId, workerId);
  if (!line) throw notFound();
  const [account] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, workerId));
  return {
    ...line,
    sheet: row.id,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    due_date: row.dueDate,
    status: row.status,
    payment_method: row.paymentMethod,
    paid_at: row.paidAt?.toISOString() ?? null,
    username: account?.username ?? '',
  };
}

/** A worker's own slips, newest first (its lines of approved and paid sheets). */
export async function listMySlips(db: DbOrTx, workerId: number): Promise<WageSlipSummary[]> {
  const rows = await db
    .select({
      sheet: wageSheets.id,
      period_from: wageSheets.periodFrom,
      period_to: wageSheets.periodTo,
      status: wageSheets.status,
      net_amount: wageSheetLines.netAmount,
      paidAt: wageSheets.paidAt,
    })
    .from(wageSheetLines)
    .innerJoin(wageSheets, eq(wageSheets.id, wageSheetLines.sheetId))
    .where(and(eq(wageSheetLines.workerId, workerId), inArray(wageSheets.status, ['approved', 'paid'])))
    .orderBy(desc(wageSheets.periodFrom))
    .limit(60);
  return rows.map(({ paidAt, ...slip }) => ({ ...slip, paid_at: paidAt?.toISOString() ?? null }));
}

/** Unpaid sheets due within a few days or past due (the admin dashboard's warning), through the unpaid-due index. */
export async function listWagesDue(db: DbOrTx, today: string): Promise<WageDue[]> {
  const rows = await db
    .select({ sheet: wageSheets.id, period_from: wageSheets.periodFrom, period_to: wageSheets.periodTo, due_date: wageSheets.dueDate })
    .from(wageSheets)
    .where(and(ne(wageSheets.status, 'paid'), lte(wageSheets.dueDate, addDaysTo(today, WAGE_DUE_WARN_DAYS))))
    .orderBy(wageSheets.dueDate)
    .limit(12);
  return rows.map((row) => ({ ...row, overdue: row.due_date < today }));
}

export { frozenLines, sheetOr404 };
