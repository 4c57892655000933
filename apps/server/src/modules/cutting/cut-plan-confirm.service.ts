import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CUT_PLAN_TEXT, type CutPlan, type CutPlanBar, type MissingStock } from '@steelworks/contract/cut-plan';
import { sectionLabel } from '@steelworks/contract/section';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { serverActionTime, type ActionTime } from '../../lib/device-time';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { accounts } from '../../db/accounts.table';
import { storeItems } from '../store/store.table';
import { assertPlanned, barAnswer, findPlan, getCutPlan } from './cut-plan.service';
import { cutPlanBars, cutPlans, sectionPieces } from './cutting.table';
import { markUnitsCut } from './cut-units.service';
import { moveSectionStock } from './section.service';

/**
 * The cutter ticks a bar off as cut, or unticks it (issue 32 point 4): a Planned plan only. The tick comes through the
 * phone's queue (issue 40 point 9), so it is dated by the tap when the phone's clock can be believed (decision 033).
 */
export async function tickBar(
  db: DbOrTx,
  planId: number,
  barId: number,
  ticked: boolean,
  actor: AuditActor,
  time: ActionTime = serverActionTime(),
): Promise<CutPlanBar> {
  return db.transaction(async (tx) => {
    assertPlanned(await findPlan(tx, planId));
    const [bar] = await tx
      .select()
      .from(cutPlanBars)
      .where(and(eq(cutPlanBars.id, barId), eq(cutPlanBars.planId, planId)))
      .for('update');
    if (!bar) throw notFound();
    const [after] = await tx
      .update(cutPlanBars)
      .set(ticked ? { tickedAt: bar.tickedAt ?? time.at, tickedBy: bar.tickedAt ? bar.tickedBy : (actor?.accountId ?? null) } : { tickedAt: null, tickedBy: null })
      .where(eq(cutPlanBars.id, barId))
      .returning();
    await recordAudit(tx, actor, {
      entity: 'cut_plan_bar',
      id: barId,
      action: 'update',
      before: { ticked: !!bar.tickedAt },
      after: { ticked: !!after!.tickedAt },
    });
    const [by] = after!.tickedBy ? await tx.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, after!.tickedBy)) : [];
    return barAnswer(after!, by?.name ?? null);
  });
}

/**
 * The plan was cut: in one transaction the offcuts it named and as many full bars as it used leave the stock, its new
 * offcuts enter it, and each section's stock (metres) moves with a movement row. The sections' rows are locked first,
 * in id order (every change of a section's pieces takes that lock), so two confirmations over the same offcut run one
 * after the other and the second sees the offcut gone. When the stock no longer covers the plan nothing changes and
 * the answer (409) names what is missing; the plan stays Planned, to be discarded and planned again. The units the plan
 * cuts are marked cut by it (cut-units.service.ts); a unit another plan cut meanwhile is a 409 naming it.
 */
export async function confirmCutPlan(db: DbOrTx, planId: number, actor: AuditActor): Promise<CutPlan> {
  await db.transaction(async (tx) => {
    const plan = await findPlan(tx, planId, true);
    assertPlanned(plan);
    const bars = await tx.select().from(cutPlanBars).where(eq(cutPlanBars.planId, planId)).orderBy(asc(cutPlanBars.seq));
    const sectionIds = [...new Set(bars.map((bar) => bar.storeItemId))].sort((a, b) => a - b);
    const sections = sectionIds.length
      ? await tx.select().from(storeItems).where(inArray(storeItems.id, sectionIds)).orderBy(asc(storeItems.id)).for('update')
      : [];
    // A unit another plan cut since this one was made is not cut twice: 409 naming it, before any stock is looked at.
    await markUnitsCut(tx, plan, bars.flatMap((bar) => bar.cuts), actor);
    const missing: MissingStock[] = [];
    const used: number[] = [];
    for (const section of sections) {
      const label = sectionLabel({ channel_size: section.channelSize, gauge: section.gauge });
      const own = bars.filter((bar) => bar.storeItemId === section.id);
      const offcutIds = own.filter((bar) => bar.source === 'offcut').map((bar) => bar.offcutPieceId!);
      const liveOffcuts = offcutIds.length
        ? await tx.select({ id: sectionPieces.id }).from(sectionPieces).where(and(inArray(sectionPieces.id, offcutIds), isNull(sectionPieces.usedAt)))
        : [];
      for (const bar of own.filter((b) => b.source === 'offcut' && !liveOffcuts.some((o) => o.id === b.offcutPieceId))) {
        missing.push({
          store_item: section.id,
          label,
          offcut_piece: bar.offcutPieceId!,
          message: `${label}: the ${bar.lengthMm} mm offcut of bar ${bar.seq} has left the stock`,
        });
      }
      used.push(...liveOffcuts.map((o) => o.id));
      // Full bars by length: a bar planned at the stock length takes a live bar of that length.
      const lengths = new Map<number, number>();
      for (const bar of own.filter((b) => b.source === 'bar')) lengths.set(bar.lengthMm, (lengths.get(bar.lengthMm) ?? 0) + 1);
      for (const [length, needed] of lengths) {
        const live = await tx
          .select({ id: sectionPieces.id })
          .from(sectionPieces)
          .where(and(eq(sectionPieces.storeItemId, section.id), eq(sectionPieces.kind, 'bar'), eq(sectionPieces.lengthMm, length), isNull(sectionPieces.usedAt)))
          .orderBy(asc(sectionPieces.id))
          .limit(needed);
        if (live.length < needed) {
          missing.push({
            store_item: section.id,
            label,
            bars_needed: needed,
            bars_available: live.length,
            message: `${label}: ${needed} full bars of ${length} mm needed, ${live.length} in stock`,
          });
        }
        used.push(...live.map((piece) => piece.id));
      }
    }
    if (missing.length > 0) throw new AppError('conflict', CUT_PLAN_TEXT.stockMissing, { missing });

    if (used.length > 0) {
      await tx
        .update(sectionPieces)
        .set({ usedAt: sql`now()`, usedByPlanId: planId, usedBy: actor?.accountId ?? null, usedNote: `Cut plan ${plan.autoId}` })
        .where(inArray(sectionPieces.id, used));
    }
    const newOffcuts = bars.filter((bar) => bar.remainderKind === 'offcut');
    if (newOffcuts.length > 0) {
      await tx.insert(sectionPieces).values(
        newOffcuts.map((bar) => ({
          storeItemId: bar.storeItemId,
          kind: 'offcut',
          lengthMm: bar.remainderMm,
          origin: 'cut',
          originPlanId: planId,
          note: `Cut plan ${plan.autoId}, bar ${bar.seq}`,
          createdBy: actor?.accountId ?? null,
        })),
      );
    }
    for (const section of sections) {
      const own = bars.filter((bar) => bar.storeItemId === section.id);
      const delta = own.reduce((sum, bar) => sum - bar.lengthMm + (bar.remainderKind === 'offcut' ? bar.remainderMm : 0), 0);
      await moveSectionStock(tx, section.id, delta, `Cut plan ${plan.autoId}: ${own.length} bars and offcuts cut`, actor);
    }
    await tx.update(cutPlans).set({ status: 'Cut', confirmedAt: sql`now()`, confirmedBy: actor?.accountId ?? null, updatedAt: sql`now()` }).where(eq(cutPlans.id, planId));
    await recordAudit(tx, actor, { entity: 'cut_plan', id: planId, action: 'status', before: { status: 'Planned' }, after: { status: 'Cut' } });
  });
  return getCutPlan(db, planId);
}

/** A plan not to be cut (re-planned, or the work changed): Planned only; the stock was never touched. */
export async function discardCutPlan(db: DbOrTx, planId: number, actor: AuditActor): Promise<CutPlan> {
  await db.transaction(async (tx) => {
    assertPlanned(await findPlan(tx, planId, true));
    await tx.update(cutPlans).set({ status: 'Discarded', discardedAt: sql`now()`, discardedBy: actor?.accountId ?? null, updatedAt: sql`now()` }).where(eq(cutPlans.id, planId));
    await recordAudit(tx, actor, { entity: 'cut_plan', id: planId, action: 'status', before: { status: 'Planned' }, after: { status: 'Discarded' } });
  });
  return getCutPlan(db, planId);
}
