import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  CUT_PLAN_TEXT,
  type CutPlan,
  type CutPlanBar,
  type CutPlanInput,
  type CutPlanSection,
  type CutPlanSectionStats,
  type CutPlanStatus,
  type CutPlanSummary,
} from '@steelworks/contract/cut-plan';
import { sectionLabel } from '@steelworks/contract/section';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { sectionInfoOf } from '../store/store-section';
import { storeItems } from '../store/store.table';
import { workOrderItemsOf } from '../workorder/work-order-planning.service';
import { getCutSettings } from './cut-settings.service';
import { planSummaries, workOrdersToPlan } from './work-order-plans';
import { openUnitsByItem, unitsOfWorkOrders } from './cut-units.service';
import { piecesBySection, planItemOf, type PlanItem, type SectionPieces } from './cut-pieces';
import { cutPlanBars, cutPlans, cutPlanWorkOrders, sectionPieces } from './cutting.table';
import { kgOf } from './section.service';
import { solveSection, type Solved } from './section-solver';
import { sectionWork } from './work-budget';

/** The solver's time for one plan, all its sections together (issue 32 point 3: 2 s). */

/** More pieces than a day's cutting: the planner's time limit would not do them justice. */
const MAX_PIECES = 5000;

/**
 * A cut plan for one or several work orders (issue 32 point 3): every unit's pieces by section, each section solved
 * over its live offcuts and full bars, stored with the settings it used. Items that cannot be cut are named in
 * `problems`; the plan fails only when nothing at all can be cut. The stock is not touched until the plan is confirmed.
 */
export async function createCutPlan(db: DbOrTx, input: CutPlanInput, actor: AuditActor): Promise<CutPlan> {
  const { ids, autoIds } = await workOrdersToPlan(db, input.work_orders, CUT_PLAN_TEXT.canceledWorkOrder);
  const rows = (await workOrderItemsOf(db, ids)).map((row) => planItemOf(row, autoIds.get(row.workOrderId)!));
  // Units a confirmed plan cut are left out, each item saying which and by what plan (issue 40 point 4).
  const { open, problems: cutProblems } = openUnitsByItem(await unitsOfWorkOrders(db, ids), rows);
  const items: PlanItem[] = rows.map((row) => ({ ...row, units: open.get(row.id) ?? [] }));
  const settings = await getCutSettings(db);
  const sections = (
    await db.select().from(storeItems).where(and(eq(storeItems.isSection, true), isNull(storeItems.deletedAt))).orderBy(asc(storeItems.id))
  ).map((row) => ({ id: row.id, channelSize: row.channelSize, gauge: row.gauge, stockLengthMm: row.stockLengthMm! }));
  const planned = piecesBySection(items, sections, settings.rules, settings.size_unit);
  const { groups, cuts } = planned;
  const problems = [...cutProblems, ...planned.problems].sort((a, b) => a.work_order_auto_id - b.work_order_auto_id || a.sr_no - b.sr_no);
  if (groups.length === 0) throw ruleError(CUT_PLAN_TEXT.nothingToCut, { problems });
  if (cuts.size > MAX_PIECES) throw ruleError(`These work orders need ${cuts.size} pieces: plan at most ${MAX_PIECES} at once`);

  // One work budget for the whole plan, shared by its sections (work-budget.ts): a section first-fit decreasing already
  // packs at its bound returns at once, and what it leaves goes to the sections still to come (the hard one may be the
  // last). Work, not time, so the same work orders and stock give the same plan at any load
  // (docs/decisions/036-deterministic-cut-plans.md); the offcuts are read in id order for the same reason.
  let used = 0;
  const solved: { group: SectionPieces; plan: Solved }[] = [];
  for (const [index, group] of groups.entries()) {
    const offcuts = await db
      .select({ id: sectionPieces.id, length: sectionPieces.lengthMm })
      .from(sectionPieces)
      .where(and(eq(sectionPieces.storeItemId, group.section.id), eq(sectionPieces.kind, 'offcut'), isNull(sectionPieces.usedAt)))
      .orderBy(asc(sectionPieces.id));
    const plan = await solveSection({
      stockLength: group.section.stockLengthMm,
      kerf: settings.kerf_mm,
      minOffcut: settings.min_offcut_mm,
      offcuts: offcuts.map((o) => ({ id: String(o.id), length: o.length })),
      pieces: group.pieces,
      work: sectionWork(used, index, groups.length),
    });
    used += plan.work;
    solved.push({ group, plan });
  }

  const planId = await db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(cutPlans)
      .values({
        kerfMm: settings.kerf_mm,
        minOffcutMm: settings.min_offcut_mm,
        sizeUnit: settings.size_unit,
        rules: settings.rules,
        sectionStats: solved.map(
          ({ group, plan: p }): CutPlanSectionStats => ({ store_item: group.section.id, lower_bound: p.lowerBound, ffd_bars: p.ffdBars, method: p.method, time_ms: p.timeMs }),
        ),
        problems,
        createdBy: actor?.accountId ?? null,
      })
      .returning();
    await tx.insert(cutPlanWorkOrders).values(ids.map((workOrderId) => ({ planId: plan!.id, workOrderId })));
    let seq = 0;
    const bars = solved.flatMap(({ group, plan: p }) =>
      p.bars.map((bar) => ({
        planId: plan!.id,
        storeItemId: group.section.id,
        seq: ++seq,
        source: bar.source,
        offcutPieceId: bar.offcutId ? Number(bar.offcutId) : null,
        lengthMm: bar.length,
        cuts: bar.cuts.map((cut) => cuts.get(cut.ref)!),
        remainderMm: bar.remainder,
        remainderKind: bar.remainderKind,
      })),
    );
    if (bars.length > 0) await tx.insert(cutPlanBars).values(bars);
    await recordAudit(tx, actor, {
      entity: 'cut_plan',
      id: plan!.id,
      action: 'create',
      after: { auto_id: plan!.autoId, status: 'Planned', work_orders: [...autoIds.values()], bars: bars.length, problems: problems.length },
    });
    return plan!.id;
  });
  return getCutPlan(db, planId);
}

type PlanRow = typeof cutPlans.$inferSelect;

function summariesOf(db: DbOrTx, rows: PlanRow[]): Promise<CutPlanSummary[]> {
  return planSummaries<PlanRow, CutPlanStatus, object>(db, rows, cutPlanWorkOrders, () => ({}));
}

export async function findPlan(db: DbOrTx, id: number, lock = false): Promise<PlanRow> {
  const query = db.select().from(cutPlans).where(eq(cutPlans.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** A plan as the cut list shows it: per section, its bars in order with each piece's work order, item and unit. */
export async function getCutPlan(db: DbOrTx, id: number): Promise<CutPlan> {
  const row = await findPlan(db, id);
  const [summary] = await summariesOf(db, [row]);
  const bars = await db
    .select({ bar: cutPlanBars, tickedBy: accounts.fullName })
    .from(cutPlanBars)
    .leftJoin(accounts, eq(accounts.id, cutPlanBars.tickedBy))
    .where(eq(cutPlanBars.planId, id))
    .orderBy(asc(cutPlanBars.seq));
  const sectionIds = [...new Set(bars.map(({ bar }) => bar.storeItemId))];
  const items = sectionIds.length ? await db.select().from(storeItems).where(inArray(storeItems.id, sectionIds)).orderBy(asc(storeItems.id)) : [];
  const inStock = sectionIds.length
    ? await db
        .select({ id: sectionPieces.storeItemId, n: count() })
        .from(sectionPieces)
        .where(and(inArray(sectionPieces.storeItemId, sectionIds), eq(sectionPieces.kind, 'bar'), isNull(sectionPieces.usedAt)))
        .groupBy(sectionPieces.storeItemId)
    : [];
  const sections: CutPlanSection[] = items.map((item) => {
    const info = sectionInfoOf(item) ?? { channel_size: item.channelSize, gauge: item.gauge, kg_per_metre: Number(item.kgPerMetre), stock_length_mm: item.stockLengthMm ?? 0 };
    const own = bars.filter(({ bar }) => bar.storeItemId === item.id).map(({ bar, tickedBy }) => barAnswer(bar, tickedBy));
    const stats = row.sectionStats.find((s) => s.store_item === item.id);
    const sum = (pick: (bar: CutPlanBar) => number) => own.reduce((total, bar) => total + pick(bar), 0);
    const pieceMm = sum((bar) => bar.cuts.reduce((total, cut) => total + cut.length_mm, 0));
    const stockUsed = sum((bar) => bar.length_mm);
    const newOffcuts = own.filter((bar) => bar.remainder_kind === 'offcut').map((bar) => bar.remainder_mm);
    return {
      store_item: item.id,
      name: item.name,
      label: sectionLabel(info),
      section: info,
      bars_used: own.filter((bar) => bar.source === 'bar').length,
      offcuts_used: own.filter((bar) => bar.source === 'offcut').length,
      bars_in_stock: inStock.find((s) => s.id === item.id)?.n ?? 0,
      pieces: sum((bar) => bar.cuts.length),
      piece_mm: pieceMm,
      stock_used_mm: stockUsed,
      new_offcuts_mm: newOffcuts,
      scrap_mm: sum((bar) => (bar.remainder_kind === 'scrap' ? bar.remainder_mm : 0)),
      yield_percent: stockUsed ? Math.round((pieceMm / stockUsed) * 1000) / 10 : 0,
      kg: kgOf(stockUsed - newOffcuts.reduce((a, b) => a + b, 0), info.kg_per_metre),
      lower_bound: stats?.lower_bound ?? 0,
      ffd_bars: stats?.ffd_bars ?? 0,
      bars: own,
    };
  });
  return {
    ...summary!,
    kerf_mm: row.kerfMm,
    min_offcut_mm: row.minOffcutMm,
    size_unit: row.sizeUnit,
    discarded_at: row.discardedAt ? row.discardedAt.toISOString() : null,
    sections,
    problems: row.problems,
    bars_total: bars.length,
    bars_ticked: bars.filter(({ bar }) => bar.tickedAt).length,
  };
}

export function barAnswer(bar: typeof cutPlanBars.$inferSelect, tickedBy: string | null): CutPlanBar {
  return {
    id: bar.id,
    seq: bar.seq,
    source: bar.source as CutPlanBar['source'],
    offcut_piece: bar.offcutPieceId,
    length_mm: bar.lengthMm,
    cuts: bar.cuts,
    remainder_mm: bar.remainderMm,
    remainder_kind: bar.remainderKind as CutPlanBar['remainder_kind'],
    ticked_at: bar.tickedAt ? bar.tickedAt.toISOString() : null,
    ticked_by: bar.tickedAt ? tickedBy : null,
  };
}

/** The plans, newest first, optionally of one status: a day's cutting is a handful, so a page is read by its index. */
export function listCutPlans(db: DbOrTx, query: { status?: CutPlanStatus }): PagedQuery<CutPlanSummary> {
  const where = query.status ? eq(cutPlans.status, query.status) : undefined;
  return {
    count: async () => (await db.select({ n: count() }).from(cutPlans).where(where))[0]!.n,
    rows: async (limit, offset) =>
      summariesOf(db, await db.select().from(cutPlans).where(where).orderBy(desc(cutPlans.id)).limit(limit).offset(offset)),
  };
}

/** The answer a Planned-only action gives a plan in another state. */
export function assertPlanned(row: PlanRow): void {
  if (row.status !== 'Planned') throw new AppError('conflict', CUT_PLAN_TEXT.notPlanned(row.status));
}
