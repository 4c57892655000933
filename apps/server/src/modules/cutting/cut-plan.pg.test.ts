/**
 * Confirmations racing on real PostgreSQL (PGlite has one connection, so it cannot race): two plans over the same
 * offcut, and plans over the same work order's units (issue 40 point 4).
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server-pg <this file>
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { storeItems } from '../store/store.table';
import { createSection, createWorkOrder } from './cutting.fixtures';
import { markUnitsCut } from './cut-units.service';
import { cutUnits, sectionPieces } from './cutting.table';

const t = useTestApp();
const door = (channel_size: string, quantity = 1) => ({ product_type: 'Door Frame', channel_size, channel_guage: '16', width: 90, height: 210, quantity });

/** The section's stock in metres is the sum of its live pieces (mm), and how many full bars are live. */
async function stockOf(sectionId: number) {
  const live = await t.db.select().from(sectionPieces).where(and(eq(sectionPieces.storeItemId, sectionId), isNull(sectionPieces.usedAt)));
  const [item] = await t.db.select().from(storeItems).where(eq(storeItems.id, sectionId));
  return { stockMm: Math.round(Number(item!.stock) * 1000), piecesMm: live.reduce((sum, piece) => sum + piece.lengthMm, 0), bars: live.filter((p) => p.kind === 'bar').length };
}

describe('confirming cut plans concurrently', () => {
  it('lets exactly one of two plans over the same offcut through; the offcut is never spent twice', async () => {
    const section = await createSection(t, { channel_size: '4x2', gauge: '16G' }, { bars: 20, offcuts: [2200] });
    // Two work orders: the plans share the offcut, not units.
    const orders = [await createWorkOrder(t, [door('4x2')]), await createWorkOrder(t, [door('4x2')])];
    const plans = [];
    for (const order of orders) plans.push((await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [order.id] } })).body);
    const [offcut] = await t.db.select().from(sectionPieces).where(and(eq(sectionPieces.storeItemId, section.id), eq(sectionPieces.kind, 'offcut')));
    for (const plan of plans) expect(plan.sections[0].bars.some((bar: { offcut_piece: number | null }) => bar.offcut_piece === offcut!.id)).toBe(true);

    const answers = await Promise.all(plans.map((plan) => t.call('POST', `/cutting/plans/${plan.id}/confirm/`, { as: 'productionmanager' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.missing[0].offcut_piece).toBe(offcut!.id);

    const [used] = await t.db.select().from(sectionPieces).where(eq(sectionPieces.id, offcut!.id));
    const winner = plans[answers.findIndex((a) => a.status === 200)];
    expect(used!.usedByPlanId).toBe(winner.id);
    // The stock in metres is still the sum of the live pieces: one plan's worth moved, not two.
    const stock = await stockOf(section.id);
    expect(stock.stockMm).toBe(stock.piecesMm);
    expect(stock.bars).toBe(19);
  });

  it('cuts a work order once: of four plans over the same units confirmed at once, exactly one wins and the stock moves once', async () => {
    const section = await createSection(t, { channel_size: '6x2', gauge: '16G' }, { bars: 60 });
    const order = await createWorkOrder(t, [door('6x2', 2)]);
    const plans = [];
    for (let i = 0; i < 4; i++) plans.push((await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [order.id] } })).body);
    const barsPerPlan = plans[0].sections[0].bars_used as number;

    const answers = await Promise.all(plans.map((plan, i) => t.call('POST', `/cutting/plans/${plan.id}/confirm/`, { as: i % 2 ? 'admin' : 'productionmanager' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = plans[answers.findIndex((a) => a.status === 200)];
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error_message).toMatch(/^Units of this plan were cut meanwhile: \d+-1-1 and \d+-1-2 \(cut plan #\d+\)/);
      expect(refused.body.units.map((u: { plan_auto_id: number }) => u.plan_auto_id)).toEqual([winner.auto_id, winner.auto_id]);
    }
    const marks = await t.db.select().from(cutUnits).where(and(eq(cutUnits.workOrderId, order.id), isNull(cutUnits.reopenedAt)));
    expect(marks.map((mark) => mark.planId)).toEqual([winner.id, winner.id]);
    const stock = await stockOf(section.id);
    expect(stock.bars).toBe(60 - barsPerPlan);
    expect(stock.stockMm).toBe(stock.piecesMm);
    const losers = plans.filter((plan) => plan.id !== winner.id).map((plan) => plan.id);
    expect(await t.db.select().from(sectionPieces).where(inArray(sectionPieces.usedByPlanId, losers))).toEqual([]);
  });

  it('holds by the unique mark alone: a marking that passed its check waits for the first one and then answers 409', async () => {
    await createSection(t, { channel_size: '7x2', gauge: '16G' }, { bars: 10 });
    const order = await createWorkOrder(t, [door('7x2')]);
    type Plan = { id: number; auto_id: number; sections: { bars: { cuts: never[] }[] }[] };
    const planOnce = async (): Promise<Plan> => (await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [order.id] } })).body;
    const plans = [await planOnce(), await planOnce()] as const;
    const cutsOf = (plan: Plan) => plan.sections.flatMap((section) => section.bars.flatMap((bar) => bar.cuts));

    // The first marks and stays open; the second starts meanwhile, finds no mark committed, and waits at its insert.
    let inserted!: () => void;
    let release!: () => void;
    const marked = new Promise<void>((resolve) => (inserted = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = t.db.transaction(async (tx) => {
      await markUnitsCut(tx, { id: plans[0].id, autoId: plans[0].auto_id }, cutsOf(plans[0]), null);
      inserted();
      await held;
    });
    await marked;
    const second = t.db.transaction((tx) => markUnitsCut(tx, { id: plans[1].id, autoId: plans[1].auto_id }, cutsOf(plans[1]), null)).catch((error: unknown) => error);
    setTimeout(release, 300);
    await first;
    expect(await second).toMatchObject({ status: 409, extra: { units: [{ sr_no: `${order.autoId}-1-1`, plan_auto_id: plans[0].auto_id }] } });
    const marks = await t.db.select().from(cutUnits).where(eq(cutUnits.workOrderId, order.id));
    expect(marks.map((mark) => mark.planId)).toEqual([plans[0].id]);
  });
});
