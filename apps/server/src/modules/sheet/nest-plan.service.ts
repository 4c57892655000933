import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { NEST_TEXT, type NestGroup, type NestPlan, type NestPlanInput, type NestPlanStatus, type NestPlanSummary, type NestSheet } from '@steelworks/contract/sheet-nest';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { getCutSettings } from '../cutting/cut-settings.service';
import { planSummaries, workOrdersToPlan } from '../cutting/work-order-plans';
import { workOrderItemsOf } from '../workorder/work-order-planning.service';
import { NEST_WORK, nestParts, type NestResult } from './nesting/guillotine';
import { checkFits, partsOf, type StockRow } from './nest-parts';
import { getSheetRules } from './sheet-rules.service';
import { sheetNestPlans, sheetNestPlanWorkOrders, sheetNestSheets, sheetRemnants } from './nest.table';
import { sheets } from './sheet.table';

/** The nesting settings (README's settings table): kerf and minimum remnant in mm, 2 or 3 stages. */
export type NestSettings = { kerfMm: number; minRemnantMm: number; stages: 2 | 3 };
/** More parts than a day's doors: the planner's work budget would not do them justice. */
const MAX_PARTS = 2000;

/** The stock of one thickness: live remnants in id order, then the live sheet sizes in stock, the largest first. */
async function stockOf(db: DbOrTx, thick: string): Promise<StockRow[]> {
  const remnants = await db
    .select({ id: sheetRemnants.id, sheetId: sheetRemnants.sheetId, width: sheetRemnants.width, height: sheetRemnants.height, name: sheets.name })
    .from(sheetRemnants)
    .innerJoin(sheets, eq(sheets.id, sheetRemnants.sheetId))
    .where(and(eq(sheetRemnants.thick, thick), isNull(sheetRemnants.usedAt)))
    .orderBy(asc(sheetRemnants.id));
  const sizes = await db
    .select()
    .from(sheets)
    .where(and(eq(sheets.thick, thick), isNull(sheets.deletedAt), gt(sheets.quantity, 0)))
    .orderBy(asc(sheets.id));
  return [
    ...remnants.map((r) => ({ ...r, kind: 'remnant' as const, quantity: 1 })),
    ...sizes
      .sort((a, b) => b.width * b.height - a.width * a.height || a.id - b.id)
      .map((s) => ({ id: s.id, kind: 'sheet' as const, sheetId: s.id, name: s.name, width: s.width, height: s.height, quantity: s.quantity })),
  ];
}

/**
 * A nest plan for work orders and parts typed by hand (issue 46 point 4): per thickness, the parts placed on the live
 * remnants first, then on whole sheets, by the guillotine solver with a work budget shared by the thicknesses. The
 * stock is not touched until the plan is confirmed; a plan may need more sheets than are in stock (confirming says so).
 */
export async function createNestPlan(db: DbOrTx, input: NestPlanInput, settings: NestSettings, actor: AuditActor): Promise<NestPlan> {
  const { ids, autoIds } = await workOrdersToPlan(db, input.work_orders, NEST_TEXT.canceledWorkOrder);
  const items = (await workOrderItemsOf(db, ids)).map((row) => ({
    workOrderAutoId: autoIds.get(row.workOrderId)!,
    srNo: row.srNo,
    productType: row.productType,
    width: Number(row.width),
    height: Number(row.height),
    quantity: row.quantity,
  }));
  const { size_unit } = await getCutSettings(db);
  const { rules } = await getSheetRules(db);
  const { parts, problems } = partsOf(items, input.parts, size_unit, rules);
  if (parts.size === 0) throw ruleError(NEST_TEXT.nothingToNest, { problems });
  const total = [...parts.values()].reduce((t, list) => t + list.length, 0);
  if (total > MAX_PARTS) throw ruleError(NEST_TEXT.tooManyParts(total, MAX_PARTS));

  const solved: { thick: string; stock: StockRow[]; result: NestResult }[] = [];
  const thicks = [...parts.keys()].sort();
  let used = 0;
  for (const [index, thick] of thicks.entries()) {
    const stock = await stockOf(db, thick);
    const own = parts.get(thick)!;
    checkFits(thick, own, stock);
    const result = nestParts({
      parts: own,
      stock: stock.map((s) => ({ id: `${s.kind}:${s.id}`, kind: s.kind, w: s.width, h: s.height, count: s.kind === 'remnant' ? 1 : MAX_PARTS })),
      kerf: settings.kerfMm,
      minRemnant: settings.minRemnantMm,
      stages: settings.stages,
      work: Math.floor((NEST_WORK - used) / (thicks.length - index)),
    });
    used += result.stats.work;
    solved.push({ thick, stock, result });
  }

  const planId = await db.transaction(async (tx) => {
    const groups: NestGroup[] = solved.map(({ thick, result: { stats, sheets: own } }) => ({
      thick,
      sheets_used: stats.sheetsUsed,
      remnants_used: stats.remnantsUsed,
      remnants_made: own.reduce((t, s) => t + s.remnants.length, 0),
      yield_percent: stats.yieldPercent,
      baseline_sheets: stats.baselineSheets,
      area_lower_bound: stats.areaLowerBound,
      work: stats.work,
    }));
    const [plan] = await tx
      .insert(sheetNestPlans)
      .values({ kerfMm: settings.kerfMm, minRemnantMm: settings.minRemnantMm, stages: settings.stages, parts: input.parts, groups, problems, createdBy: actor?.accountId ?? null })
      .returning();
    if (ids.length) await tx.insert(sheetNestPlanWorkOrders).values(ids.map((workOrderId) => ({ planId: plan!.id, workOrderId })));
    let seq = 0;
    const rows = solved.flatMap(({ thick, stock, result }) =>
      result.sheets.map((sheet) => {
        const [kind, id] = sheet.stockId.split(':');
        const row = stock.find((s) => s.kind === kind && s.id === Number(id))!;
        return {
          planId: plan!.id,
          seq: ++seq,
          sheetId: row.sheetId,
          remnantId: kind === 'remnant' ? row.id : null,
          thick,
          width: sheet.w,
          height: sheet.h,
          parts: sheet.parts.map((p) => ({ label: p.ref, x: p.x, y: p.y, w: p.w, h: p.h, rotated: p.rotated })),
          cuts: sheet.cuts,
          remnants: sheet.remnants,
        };
      }),
    );
    await tx.insert(sheetNestSheets).values(rows);
    await recordAudit(tx, actor, {
      entity: 'sheet_nest_plan',
      id: plan!.id,
      action: 'create',
      after: { auto_id: plan!.autoId, status: 'Planned', work_orders: [...autoIds.values()], sheets: rows.length, problems: problems.length },
    });
    return plan!.id;
  });
  return getNestPlan(db, planId);
}

type PlanRow = typeof sheetNestPlans.$inferSelect;

function summariesOf(db: DbOrTx, rows: PlanRow[]): Promise<NestPlanSummary[]> {
  return planSummaries<PlanRow, NestPlanStatus, Pick<NestPlanSummary, 'sheets_used' | 'remnants_used'>>(db, rows, sheetNestPlanWorkOrders, (row) => ({
    sheets_used: row.groups.reduce((t, g) => t + g.sheets_used, 0),
    remnants_used: row.groups.reduce((t, g) => t + g.remnants_used, 0),
  }));
}

export async function findNestPlan(db: DbOrTx, id: number, lock = false): Promise<PlanRow> {
  const query = db.select().from(sheetNestPlans).where(eq(sheetNestPlans.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export function nestSheetAnswer(row: typeof sheetNestSheets.$inferSelect, name: string, tickedBy: string | null): NestSheet {
  const partArea = row.parts.reduce((t, p) => t + p.w * p.h, 0);
  return {
    id: row.id,
    seq: row.seq,
    thick: row.thick,
    source: row.remnantId ? 'remnant' : 'sheet',
    sheet: row.sheetId,
    remnant: row.remnantId,
    name,
    width_mm: row.width,
    length_mm: row.height,
    parts: row.parts,
    cuts: row.cuts,
    remnants: row.remnants,
    yield_percent: Math.round((partArea / (row.width * row.height)) * 1000) / 10,
    ticked_at: row.tickedAt ? row.tickedAt.toISOString() : null,
    ticked_by: row.tickedAt ? tickedBy : null,
  };
}

/** A plan as the nest screen shows it: its figures per thickness and each sheet's layout and cuts in order. */
export async function getNestPlan(db: DbOrTx, id: number): Promise<NestPlan> {
  const row = await findNestPlan(db, id);
  const [summary] = await summariesOf(db, [row]);
  const own = await db
    .select({ sheet: sheetNestSheets, name: sheets.name, tickedBy: accounts.fullName })
    .from(sheetNestSheets)
    .innerJoin(sheets, eq(sheets.id, sheetNestSheets.sheetId))
    .leftJoin(accounts, eq(accounts.id, sheetNestSheets.tickedBy))
    .where(eq(sheetNestSheets.planId, id))
    .orderBy(asc(sheetNestSheets.seq));
  return {
    ...summary!,
    kerf_mm: row.kerfMm,
    min_remnant_mm: row.minRemnantMm,
    stages: row.stages,
    discarded_at: row.discardedAt ? row.discardedAt.toISOString() : null,
    sheet_order: row.sheetOrderId,
    groups: row.groups,
    sheets: own.map(({ sheet, name, tickedBy }) => nestSheetAnswer(sheet, name, tickedBy)),
    problems: row.problems,
    sheets_ticked: own.filter(({ sheet }) => sheet.tickedAt).length,
  };
}

/** The plans, newest first, optionally of one status, read by their index. */
export function listNestPlans(db: DbOrTx, query: { status?: NestPlanStatus }): PagedQuery<NestPlanSummary> {
  const where = query.status ? eq(sheetNestPlans.status, query.status) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(sheetNestPlans).where(where))[0]!.n,
    rows: async (limit, offset) => summariesOf(db, await db.select().from(sheetNestPlans).where(where).orderBy(desc(sheetNestPlans.id)).limit(limit).offset(offset)),
  };
}

/** The answer a Planned-only action gives a plan in another state. */
export function assertNestPlanned(row: PlanRow): void {
  if (row.status !== 'Planned') throw new AppError('conflict', NEST_TEXT.notPlanned(row.status));
}
