import { and, eq, ilike, inArray } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { toCents } from '@steelworks/contract/common/money';
import { WAGE_SHEET_TEXT, type WageLedgerRow, type WageSheetDetail } from '@steelworks/contract/wage-sheets';
import { WAGES_TEXT } from '@steelworks/contract/wages';
import type { z } from 'zod';
import type { wageAdjustmentInputSchema, wageAdvanceInputSchema, wagePaymentInputSchema } from '@steelworks/contract/wage-sheets';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, likePattern, newestFirstPage, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { frozenLines, getSheet, sheetOr404 } from './wage-sheets.service';
import { wageAdjustments, wageLedger, wageSheets, workerBankDetails } from './wage-sheets.table';
import type { Caller } from '../../lib/caller';

async function workerOrFieldError(tx: DbOrTx, id: number): Promise<{ id: number; name: string }> {
  const [worker] = await tx
    .select({ id: accounts.id, name: accounts.fullName })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'worker')));
  if (!worker) throw fieldError('worker', WAGES_TEXT.workerUnknown);
  return worker;
}

/**
 * Pays an approved sheet (docs/product/wages.md#payment): one payment row per worker with net pay and one recovery
 * row per advance recovered, in one transaction. The conditional update (approved -> paid) makes a second payment,
 * at the same moment or later, a 409; the route takes an Idempotency-Key so a retried request answers the first.
 */
export async function paySheet(db: DbOrTx, id: number, input: z.infer<typeof wagePaymentInputSchema>, actor: Caller, timeZone: string): Promise<WageSheetDetail> {
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(wageSheets)
      .set({ status: 'paid', paymentMethod: input.method, paymentReference: input.reference, paidBy: actor.accountId, paidAt: new Date() })
      .where(and(eq(wageSheets.id, id), eq(wageSheets.status, 'approved')))
      .returning();
    if (!paid) {
      const row = await sheetOr404(tx, id);
      throw new AppError('conflict', row.status === 'paid' ? WAGE_SHEET_TEXT.alreadyPaid : WAGE_SHEET_TEXT.notApproved);
    }
    const period = `${paid.periodFrom} to ${paid.periodTo}`;
    const lines = await frozenLines(tx, id);
    const rows = lines.flatMap((line) => [
      ...(toCents(line.advance_recovered) > 0n
        ? [{ workerId: line.worker, kind: 'recovery' as const, amount: line.advance_recovered, sheetId: id, title: `Advance recovered, wages ${period}`, createdBy: actor.accountId }]
        : []),
      ...(toCents(line.net_amount) > 0n
        ? [{ workerId: line.worker, kind: 'payment' as const, amount: line.net_amount, sheetId: id, method: input.method, title: `Wages ${period}`, createdBy: actor.accountId }]
        : []),
    ]);
    if (rows.length) await tx.insert(wageLedger).values(rows);
    await recordAudit(tx, actor, {
      entity: 'wage_sheet',
      id,
      action: 'money',
      before: { status: 'approved' },
      after: { status: 'paid', method: input.method, reference: input.reference, net_amount: paid.netAmount },
      note: `Paid ${paid.netAmount} to ${lines.length} workers by ${input.method}`,
    });
  });
  return getSheet(db, id, timeZone);
}

const ledgerColumns = {
  id: wageLedger.id,
  worker: wageLedger.workerId,
  worker_name: accounts.fullName,
  kind: wageLedger.kind,
  amount: wageLedger.amount,
  sheet: wageLedger.sheetId,
  method: wageLedger.method,
  title: wageLedger.title,
  createdAt: wageLedger.createdAt,
};

/** The wage ledger, newest first: everyone's or one worker's (through the worker index). */
export function listLedger(db: DbOrTx, query: { worker?: number; search: string }): PagedQuery<WageLedgerRow> {
  const where = and(query.worker ? eq(wageLedger.workerId, query.worker) : undefined, query.search ? ilike(wageLedger.title, likePattern(query.search)) : undefined);
  return {
    ...cappedCounter(db, () => db.select({ id: wageLedger.id }).from(wageLedger).where(where), { search: query.search }),
    rows: async (limit, offset) => {
      const read = db.select(ledgerColumns).from(wageLedger).innerJoin(accounts, eq(accounts.id, wageLedger.workerId));
      const page = await newestFirstPage(read.where(where).$dynamic(), wageLedger.id, limit, offset);
      return page.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
    },
  };
}

/** An advance paid to a worker: a ledger row, recovered by the next sheets approved. Audited. */
export async function createAdvance(db: DbOrTx, input: z.infer<typeof wageAdvanceInputSchema>, actor: Caller): Promise<WageLedgerRow> {
  return db.transaction(async (tx) => {
    const worker = await workerOrFieldError(tx, input.worker);
    const [row] = await tx
      .insert(wageLedger)
      .values({ workerId: worker.id, kind: 'advance', amount: input.amount, title: input.note ? `Advance: ${input.note}` : 'Advance', createdBy: actor.accountId })
      .returning();
    await recordAudit(tx, actor, { entity: 'wage_ledger', id: row!.id, action: 'money', after: { worker: worker.id, kind: 'advance', amount: row!.amount }, note: row!.title });
    return { id: row!.id, worker: worker.id, worker_name: worker.name, kind: row!.kind, amount: row!.amount, sheet: null, method: null, title: row!.title, created_at: row!.createdAt.toISOString() };
  });
}

/**
 * A correction of a locked sheet: it lands in the first later period whose sheet is not yet approved (the next
 * period's, normally). 409 for a draft (change it instead). Audited.
 */
export async function createAdjustment(db: DbOrTx, sheetId: number, input: z.infer<typeof wageAdjustmentInputSchema>, actor: Caller) {
  return db.transaction(async (tx) => {
    const sheet = await sheetOr404(tx, sheetId);
    if (sheet.status === 'draft') throw new AppError('conflict', WAGE_SHEET_TEXT.notLocked);
    await workerOrFieldError(tx, input.worker);
    let target = addDaysTo(sheet.periodTo, 1);
    for (;;) {
      const [next] = await tx.select().from(wageSheets).where(eq(wageSheets.periodFrom, target));
      if (!next || next.status === 'draft') break;
      target = addDaysTo(next.periodTo, 1);
    }
    const [row] = await tx
      .insert(wageAdjustments)
      .values({ workerId: input.worker, correctsSheetId: sheetId, periodFrom: target, amount: input.amount, reason: input.reason, createdBy: actor.accountId })
      .returning();
    await recordAudit(tx, actor, { entity: 'wage_adjustment', id: row!.id, action: 'create', after: { worker: input.worker, amount: row!.amount, period_from: target, corrects: sheetId }, note: input.reason });
    return { id: row!.id, worker: input.worker, amount: row!.amount, period_from: target, reason: row!.reason };
  });
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

/** The wage register of a sheet (every figure of every line) as CSV rows, the header first. */
export async function registerRows(db: DbOrTx, sheetId: number, timeZone: string): Promise<string[][]> {
  const sheet = await getSheet(db, sheetId, timeZone);
  const header = ['Worker', 'Skill grade', 'Works', 'Defective', 'Days present', 'Hours', 'Piece earnings', 'Minimum wage', 'Top-up', 'Overtime hours', 'Overtime', 'Adjustment', 'Gross', 'PF', 'ESI', 'Advance recovered', 'Net pay'];
  return [
    header,
    ...sheet.lines.map((l) => [
      l.worker_name, l.skill_grade ?? '', String(l.works), String(l.defective), String(l.days_present), hours(l.minutes), l.piece_amount, l.minimum_amount, l.topup_amount,
      hours(l.overtime_minutes), l.overtime_amount, l.adjustment_amount, l.gross_amount, l.pf_amount, l.esi_amount, l.advance_recovered, l.net_amount,
    ]),
  ];
}

/**
 * The bank file of an approved or paid sheet: one transfer per worker with net pay, to the account of its bank details
 * (the beneficiary is the account holder, or the worker's name when none is given; a worker without details has empty
 * account columns for the office to fill in or pay otherwise).
 */
export async function bankFileRows(db: DbOrTx, sheetId: number): Promise<string[][]> {
  const sheet = await sheetOr404(db, sheetId);
  if (sheet.status === 'draft') throw new AppError('conflict', WAGE_SHEET_TEXT.notApproved);
  const lines = (await frozenLines(db, sheetId)).filter((l) => toCents(l.net_amount) > 0n);
  const banks = lines.length ? await db.select().from(workerBankDetails).where(inArray(workerBankDetails.accountId, lines.map((l) => l.worker))) : [];
  const bankOf = new Map(banks.map((b) => [b.accountId, b]));
  const narration = `WAGES ${sheet.periodFrom.slice(0, 7)}`;
  return [
    ['Beneficiary name', 'Account number', 'IFSC', 'Amount', 'Narration'],
    ...lines.map((l) => {
      const bank = bankOf.get(l.worker);
      return [bank?.accountHolder || l.worker_name, bank?.bankAccount ?? '', bank?.ifsc ?? '', l.net_amount, narration];
    }),
  ];
}
