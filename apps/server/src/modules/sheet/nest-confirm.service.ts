import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NEST_TEXT, type NestMissing, type NestPlan, type NestSheet } from '@steelworks/contract/sheet-nest';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { serverActionTime, type ActionTime } from '../../lib/device-time';
import { accounts } from '../../db/accounts.table';
import { assertNestPlanned, findNestPlan, getNestPlan, nestSheetAnswer } from './nest-plan.service';
import { sheetNestPlans, sheetNestSheets, sheetRemnantMovements, sheetRemnants } from './nest.table';
import { postSheetOrder } from './sheet-orders.service';
import { sheets } from './sheet.table';

/** The gsm a nest plan's deduction order records: the coating is the sheet's, not the plan's; 120 is the usual one. */
const DEDUCTION_GSM = 120;

/** The cutter ticks a sheet off as cut, or unticks it: a Planned plan only, dated by the tap when it can be believed. */
export async function tickNestSheet(db: DbOrTx, planId: number, sheetId: number, ticked: boolean, actor: AuditActor, time: ActionTime = serverActionTime()): Promise<NestSheet> {
  return db.transaction(async (tx) => {
    assertNestPlanned(await findNestPlan(tx, planId));
    const [row] = await tx
      .select()
      .from(sheetNestSheets)
      .where(and(eq(sheetNestSheets.id, sheetId), eq(sheetNestSheets.planId, planId)))
      .for('update');
    if (!row) throw notFound();
    const [after] = await tx
      .update(sheetNestSheets)
      .set(ticked ? { tickedAt: row.tickedAt ?? time.at, tickedBy: row.tickedAt ? row.tickedBy : (actor?.accountId ?? null) } : { tickedAt: null, tickedBy: null })
      .where(eq(sheetNestSheets.id, sheetId))
      .returning();
    await recordAudit(tx, actor, { entity: 'sheet_nest_sheet', id: sheetId, action: 'update', before: { ticked: !!row.tickedAt }, after: { ticked: !!after!.tickedAt } });
    const [by] = after!.tickedBy ? await tx.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, after!.tickedBy)) : [];
    const [sheet] = await tx.select({ name: sheets.name }).from(sheets).where(eq(sheets.id, after!.sheetId));
    return nestSheetAnswer(after!, sheet!.name, by?.name ?? null);
  });
}

/**
 * The plan was cut: in one transaction the remnants it used leave the stock, its whole sheets leave by a deduction
 * sheet order (with its movement rows), and the offcuts above the minimum enter the stock as remnants, each with a
 * movement row. The remnants are locked first, then the sheets, each in id order, so two confirmations over the same
 * remnant run one after the other and the second finds it gone: nothing changes and the answer (409) names it.
 */
export async function confirmNestPlan(db: DbOrTx, planId: number, actor: Caller, timeZone: string): Promise<NestPlan> {
  await db.transaction(async (tx) => {
    const plan = await findNestPlan(tx, planId, true);
    assertNestPlanned(plan);
    const rows = await tx.select().from(sheetNestSheets).where(eq(sheetNestSheets.planId, planId)).orderBy(asc(sheetNestSheets.seq));
    const missing: NestMissing[] = [];
    const remnantIds = rows.flatMap((row) => (row.remnantId ? [row.remnantId] : [])).sort((a, b) => a - b);
    const remnants = remnantIds.length ? await tx.select().from(sheetRemnants).where(inArray(sheetRemnants.id, remnantIds)).orderBy(asc(sheetRemnants.id)).for('update') : [];
    for (const remnant of remnants.filter((r) => r.usedAt)) {
      missing.push({ remnant: remnant.id, message: NEST_TEXT.remnantGone(remnant.id, remnant.width, remnant.height) });
    }
    const needed = new Map<number, number>();
    for (const row of rows.filter((r) => !r.remnantId)) needed.set(row.sheetId, (needed.get(row.sheetId) ?? 0) + 1);
    const sheetIds = [...needed.keys()].sort((a, b) => a - b);
    const stock = sheetIds.length ? await tx.select().from(sheets).where(inArray(sheets.id, sheetIds)).orderBy(asc(sheets.id)).for('no key update') : [];
    for (const sheet of stock) {
      const want = needed.get(sheet.id)!;
      const available = sheet.deletedAt ? 0 : sheet.quantity;
      if (available < want) missing.push({ sheet: sheet.id, needed: want, available, message: NEST_TEXT.sheetsShort(sheet.name, want, available) });
    }
    if (missing.length > 0) throw new AppError('conflict', NEST_TEXT.stockMissing, { missing });

    const by = actor.accountId;
    if (remnantIds.length) {
      await tx.update(sheetRemnants).set({ usedAt: sql`now()`, usedByPlanId: planId }).where(inArray(sheetRemnants.id, remnantIds));
      await tx.insert(sheetRemnantMovements).values(remnantIds.map((remnantId) => ({ remnantId, planId, accountId: by, direction: 'out' })));
    }
    const sheetOrderId = sheetIds.length
      ? await postSheetOrder(
          tx,
          { title: `Nest plan #${plan.autoId}`, order_type: 'deduction', gsm: DEDUCTION_GSM, order_items: sheetIds.map((sheet) => ({ sheet, quantity: needed.get(sheet)! })) },
          actor,
          timeZone,
        )
      : null;
    const made = rows.flatMap((row) => row.remnants.map((r) => ({ sheetId: row.sheetId, thick: row.thick, width: r.w, height: r.h, origin: 'cut', originPlanId: planId, createdBy: by })));
    if (made.length) {
      const inserted = await tx.insert(sheetRemnants).values(made).returning({ id: sheetRemnants.id });
      await tx.insert(sheetRemnantMovements).values(inserted.map(({ id }) => ({ remnantId: id, planId, accountId: by, direction: 'in' })));
    }
    await tx
      .update(sheetNestPlans)
      .set({ status: 'Cut', sheetOrderId, confirmedAt: sql`now()`, confirmedBy: by, updatedAt: sql`now()` })
      .where(eq(sheetNestPlans.id, planId));
    await recordAudit(tx, actor, {
      entity: 'sheet_nest_plan',
      id: planId,
      action: 'status',
      before: { status: 'Planned' },
      after: { status: 'Cut', remnants_used: remnantIds.length, sheets_used: rows.length - remnantIds.length, remnants_made: made.length },
    });
  });
  return getNestPlan(db, planId);
}

/** A plan not to be cut: Planned only; the stock was never touched. */
export async function discardNestPlan(db: DbOrTx, planId: number, actor: AuditActor): Promise<NestPlan> {
  await db.transaction(async (tx) => {
    assertNestPlanned(await findNestPlan(tx, planId, true));
    await tx
      .update(sheetNestPlans)
      .set({ status: 'Discarded', discardedAt: sql`now()`, discardedBy: actor?.accountId ?? null, updatedAt: sql`now()` })
      .where(eq(sheetNestPlans.id, planId));
    await recordAudit(tx, actor, { entity: 'sheet_nest_plan', id: planId, action: 'status', before: { status: 'Planned' }, after: { status: 'Discarded' } });
  });
  return getNestPlan(db, planId);
}

/** The live remnants, oldest first, optionally of one thickness: what the sheets screen lists beside the sheets. */
export async function listRemnants(db: DbOrTx, thick?: string) {
  const rows = await db
    .select({ remnant: sheetRemnants, name: sheets.name, planAutoId: sheetNestPlans.autoId })
    .from(sheetRemnants)
    .innerJoin(sheets, eq(sheets.id, sheetRemnants.sheetId))
    .leftJoin(sheetNestPlans, eq(sheetNestPlans.id, sheetRemnants.originPlanId))
    .where(and(isNull(sheetRemnants.usedAt), thick ? eq(sheetRemnants.thick, thick) : undefined))
    .orderBy(asc(sheetRemnants.thick), asc(sheetRemnants.id));
  return rows.map(({ remnant, name, planAutoId }) => ({
    id: remnant.id,
    sheet: remnant.sheetId,
    name,
    thick: remnant.thick,
    width_mm: remnant.width,
    length_mm: remnant.height,
    origin: remnant.origin as 'cut' | 'received',
    origin_plan_auto_id: planAutoId,
    source: remnant.source,
    created_at: remnant.createdAt.toISOString(),
  }));
}
