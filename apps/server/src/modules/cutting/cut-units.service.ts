import { aliasedTable, and, asc, count, countDistinct, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  CUT_PLAN_TEXT,
  unitList,
  type CutPlanProblem,
  type CutStateSummary,
  type CutUnitConflict,
  type PlannedCut,
  type ReopenCutInput,
  type WorkOrderCutState,
} from '@steelworks/contract/cut-plan';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { rowsByKey } from '../../lib/rows-by-key';
import { accounts } from '../../db/accounts.table';
import { productionItems } from '../production/production.table';
import { workOrders } from '../workorder/workorder.table';
import { cutPlans, cutUnits } from './cutting.table';

/**
 * Issue 40 point 4: the units (production items) of work orders that confirmed plans cut. A unit carries at most one
 * live cut mark (cut_units_live_key); planning leaves cut units out, confirming marks the plan's units, and only a
 * manager re-opens a cut unit, with a reason, so that it can be planned again.
 */

const live = isNull(cutUnits.reopenedAt);
const cutter = aliasedTable(accounts, 'cutter');

export type UnitRow = {
  id: number;
  srNo: string;
  workOrderId: number;
  workOrderItemId: number;
  unitNo: number;
  cut: { planId: number; planAutoId: number; cutAt: Date; cutBy: string | null } | null;
};

/** Every unit of these work orders with its live cut mark, by item and unit number (index on production_items.work_order_id). */
export async function unitsOfWorkOrders(db: DbOrTx, workOrderIds: readonly number[]): Promise<UnitRow[]> {
  if (workOrderIds.length === 0) return [];
  const rows = await db
    .select({
      id: productionItems.id,
      srNo: productionItems.srNo,
      workOrderId: productionItems.workOrderId,
      workOrderItemId: productionItems.workOrderItemId,
      unitNo: productionItems.unitNo,
      planId: cutUnits.planId,
      planAutoId: cutPlans.autoId,
      cutAt: cutUnits.cutAt,
      cutBy: cutter.fullName,
    })
    .from(productionItems)
    .leftJoin(cutUnits, and(eq(cutUnits.productionItemId, productionItems.id), live))
    .leftJoin(cutPlans, eq(cutPlans.id, cutUnits.planId))
    .leftJoin(cutter, eq(cutter.id, cutUnits.cutBy))
    .where(inArray(productionItems.workOrderId, [...workOrderIds]))
    .orderBy(asc(productionItems.workOrderItemId), asc(productionItems.unitNo));
  return rows.map(({ planId, planAutoId, cutAt, cutBy, ...unit }) => ({
    ...unit,
    cut: planId !== null && planAutoId !== null && cutAt !== null ? { planId, planAutoId, cutAt, cutBy } : null,
  }));
}

/**
 * The unit numbers still to cut of each work order item, and a problem per item for its cut units ("12-1-1 and 12-1-2
 * cut by cut plan #5: ..."), so a plan names what it leaves out and why. An item with no units at all is a problem too.
 */
export function openUnitsByItem(
  units: readonly UnitRow[],
  items: ReadonlyArray<{ id: number; srNo: number; workOrderId: number; workOrderAutoId: number; quantity: number }>,
): { open: Map<number, number[]>; problems: CutPlanProblem[] } {
  const open = new Map<number, number[]>();
  const problems: CutPlanProblem[] = [];
  const unitsOf = rowsByKey(units, (unit) => unit.workOrderItemId);
  for (const item of items) {
    const own = unitsOf.get(item.id) ?? [];
    open.set(item.id, own.filter((unit) => !unit.cut).map((unit) => unit.unitNo));
    const problem = (message: string) =>
      problems.push({ work_order: item.workOrderId, work_order_auto_id: item.workOrderAutoId, item: item.id, sr_no: item.srNo, message });
    if (item.quantity > 0 && own.length === 0) problem(CUT_PLAN_TEXT.noUnits);
    const byPlan = rowsByKey(own.filter((unit) => unit.cut), (unit) => unit.cut!.planAutoId);
    for (const [planAutoId, cut] of byPlan) problem(CUT_PLAN_TEXT.alreadyCut(unitList(cut.map((unit) => unit.srNo)), planAutoId));
  }
  return { open, problems };
}

/**
 * Marks the units a plan's pieces are for as cut by it, in the confirming transaction. Answers 409 naming the units
 * when one was cut meanwhile (by another plan confirmed since this one was made) or has left its work order. The insert
 * skips a unit that another transaction marked first (it waits for that one to commit), so of two confirmations over
 * the same unit the second always finds it here, whatever locks it took before.
 */
export async function markUnitsCut(tx: DbOrTx, plan: { id: number; autoId: number }, cuts: readonly PlannedCut[], actor: AuditActor): Promise<void> {
  const wanted = new Map<string, PlannedCut>();
  for (const cut of cuts) wanted.set(`${cut.item}:${cut.unit}`, cut);
  if (wanted.size === 0) return;
  const itemIds = [...new Set(cuts.map((cut) => cut.item))];
  const rows = await tx
    .select({ id: productionItems.id, srNo: productionItems.srNo, workOrderId: productionItems.workOrderId, item: productionItems.workOrderItemId, unitNo: productionItems.unitNo })
    .from(productionItems)
    .where(inArray(productionItems.workOrderItemId, itemIds));
  const byKey = new Map(rows.map((row) => [`${row.item}:${row.unitNo}`, row]));
  const gone: CutUnitConflict[] = [...wanted]
    .filter(([key]) => !byKey.has(key))
    .map(([, cut]) => ({ sr_no: `${cut.work_order_auto_id}-${cut.sr_no}-${cut.unit}`, production_item: null, plan_auto_id: null }));
  if (gone.length > 0) throw new AppError('conflict', CUT_PLAN_TEXT.unitsGone(unitList(gone.map((u) => u.sr_no))), { units: gone });

  const units = [...wanted.keys()].map((key) => byKey.get(key)!).sort((a, b) => a.id - b.id);
  const ids = units.map((unit) => unit.id);
  await assertNotCut(tx, ids);
  const marked = await tx
    .insert(cutUnits)
    .values(units.map((unit) => ({ productionItemId: unit.id, workOrderId: unit.workOrderId, planId: plan.id, cutBy: actor?.accountId ?? null })))
    // The partial unique key's own predicate, unqualified, as ON CONFLICT names an index by it.
    .onConflictDoNothing({ target: cutUnits.productionItemId, where: sql`reopened_at is null` })
    .returning({ id: cutUnits.productionItemId });
  if (marked.length < units.length) await assertNotCut(tx, ids.filter((id) => !marked.some((m) => m.id === id)));

  for (const [workOrderId, own] of rowsByKey(units, (unit) => unit.workOrderId)) {
    const after = { units_cut: own.map((unit) => unit.srNo).join(', ') };
    await recordAudit(tx, actor, { entity: 'work_order', id: workOrderId, action: 'update', after, note: `Cut plan #${plan.autoId} confirmed` });
  }
}

/** 409 naming the units among `ids` that carry a live cut mark (of another plan). */
async function assertNotCut(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const cut = await tx
    .select({ id: productionItems.id, srNo: productionItems.srNo, planAutoId: cutPlans.autoId })
    .from(cutUnits)
    .innerJoin(productionItems, eq(productionItems.id, cutUnits.productionItemId))
    .innerJoin(cutPlans, eq(cutPlans.id, cutUnits.planId))
    .where(and(inArray(cutUnits.productionItemId, [...ids]), live))
    .orderBy(asc(productionItems.id));
  if (cut.length === 0) return;
  const units: CutUnitConflict[] = cut.map((row) => ({ sr_no: row.srNo, production_item: row.id, plan_auto_id: row.planAutoId }));
  const plans = [...new Set(cut.map((row) => row.planAutoId))].map((n) => `#${n}`).join(', ');
  throw new AppError('conflict', CUT_PLAN_TEXT.cutMeanwhile(`${unitList(units.map((u) => u.sr_no))} (cut plan ${plans})`), { units });
}

async function findWorkOrder(db: DbOrTx, id: number, lock = false) {
  const query = db.select({ id: workOrders.id, autoId: workOrders.autoId }).from(workOrders).where(eq(workOrders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

const REOPENINGS_SHOWN = 20;

/** The work order page's cut state: every unit with its cut mark, and the latest re-openings with their reasons. */
export async function getWorkOrderCutState(db: DbOrTx, id: number): Promise<WorkOrderCutState> {
  const order = await findWorkOrder(db, id);
  const units = await unitsOfWorkOrders(db, [id]);
  const reopener = aliasedTable(accounts, 'reopener');
  const reopenings = await db
    .select({ srNo: productionItems.srNo, planAutoId: cutPlans.autoId, at: cutUnits.reopenedAt, by: reopener.fullName, reason: cutUnits.reopenReason })
    .from(cutUnits)
    .innerJoin(productionItems, eq(productionItems.id, cutUnits.productionItemId))
    .innerJoin(cutPlans, eq(cutPlans.id, cutUnits.planId))
    .leftJoin(reopener, eq(reopener.id, cutUnits.reopenedBy))
    .where(and(eq(cutUnits.workOrderId, id), isNotNull(cutUnits.reopenedAt)))
    .orderBy(desc(cutUnits.id))
    .limit(REOPENINGS_SHOWN);
  return {
    work_order: order.id,
    auto_id: order.autoId,
    units_total: units.length,
    units_cut: units.filter((unit) => unit.cut).length,
    units: units.map((unit) => ({
      production_item: unit.id,
      sr_no: unit.srNo,
      item: unit.workOrderItemId,
      unit_no: unit.unitNo,
      cut: unit.cut
        ? { plan: unit.cut.planId, plan_auto_id: unit.cut.planAutoId, cut_at: unit.cut.cutAt.toISOString(), cut_by: unit.cut.cutBy }
        : null,
    })),
    reopenings: reopenings.map((r) => ({ sr_no: r.srNo, plan_auto_id: r.planAutoId, reopened_at: r.at!.toISOString(), reopened_by: r.by, reason: r.reason ?? '' })),
  };
}

/** How much of each work order is cut, for a page of Plan Cutting's list (two grouped reads by index). */
export async function listCutStates(db: DbOrTx, ids: readonly number[]): Promise<{ results: CutStateSummary[] }> {
  const totals = await db
    .select({ workOrderId: productionItems.workOrderId, n: count() })
    .from(productionItems)
    .where(inArray(productionItems.workOrderId, [...ids]))
    .groupBy(productionItems.workOrderId);
  const cut = await db
    .select({ workOrderId: cutUnits.workOrderId, planId: cutUnits.planId, planAutoId: cutPlans.autoId, n: countDistinct(cutUnits.productionItemId) })
    .from(cutUnits)
    .innerJoin(cutPlans, eq(cutPlans.id, cutUnits.planId))
    .where(and(inArray(cutUnits.workOrderId, [...ids]), live))
    .groupBy(cutUnits.workOrderId, cutUnits.planId, cutPlans.autoId)
    .orderBy(asc(cutUnits.planId));
  return {
    results: ids.map((id) => {
      const own = cut.filter((row) => row.workOrderId === id);
      return {
        work_order: id,
        units_total: totals.find((row) => row.workOrderId === id)?.n ?? 0,
        units_cut: own.reduce((sum, row) => sum + row.n, 0),
        plans: own.map((row) => ({ id: row.planId, auto_id: row.planAutoId })),
      };
    }),
  };
}

/**
 * A manager (admin or production manager) re-opens cut units of a work order, all of them or the ones named, with a
 * reason: their marks are closed (kept, with who, when and why) and they can be planned and cut again. The work order's
 * row lock orders two re-openings; an audit row on the work order keeps the reason.
 */
export async function reopenCutUnits(db: DbOrTx, workOrderId: number, input: ReopenCutInput, actor: AuditActor): Promise<WorkOrderCutState> {
  await db.transaction(async (tx) => {
    await findWorkOrder(tx, workOrderId, true);
    const units = await tx
      .select({ id: productionItems.id, srNo: productionItems.srNo, markId: cutUnits.id, planAutoId: cutPlans.autoId })
      .from(productionItems)
      .leftJoin(cutUnits, and(eq(cutUnits.productionItemId, productionItems.id), live))
      .leftJoin(cutPlans, eq(cutPlans.id, cutUnits.planId))
      .where(eq(productionItems.workOrderId, workOrderId))
      .orderBy(asc(productionItems.id));
    let chosen = units.filter((unit) => unit.markId !== null);
    if (input.units) {
      const named = new Set(input.units);
      if (input.units.some((id) => !units.some((unit) => unit.id === id))) throw fieldError('units', CUT_PLAN_TEXT.notOnWorkOrder);
      const notCut = units.filter((unit) => named.has(unit.id) && unit.markId === null);
      if (notCut.length > 0) throw fieldError('units', CUT_PLAN_TEXT.notCut(unitList(notCut.map((unit) => unit.srNo))));
      chosen = chosen.filter((unit) => named.has(unit.id));
    }
    if (chosen.length === 0) throw ruleError(CUT_PLAN_TEXT.noneCut);
    await tx
      .update(cutUnits)
      .set({ reopenedAt: sql`now()`, reopenedBy: actor?.accountId ?? null, reopenReason: input.reason })
      .where(inArray(cutUnits.id, chosen.map((unit) => unit.markId!)));
    await recordAudit(tx, actor, {
      entity: 'work_order',
      id: workOrderId,
      action: 'update',
      after: { units_reopened: chosen.map((unit) => `${unit.srNo} (cut plan #${unit.planAutoId})`).join(', ') },
      note: `Cut re-opened: ${input.reason}`,
    });
  });
  return getWorkOrderCutState(db, workOrderId);
}
