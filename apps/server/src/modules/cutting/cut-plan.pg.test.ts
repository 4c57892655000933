/**
 * Two confirmations of two plans over the same offcut on real PostgreSQL (PGlite has one connection, so it cannot race).
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server-pg <this file>
 */
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { storeItems } from '../store/store.table';
import { createSection, createWorkOrder } from './cutting.fixtures';
import { sectionPieces } from './cutting.table';

const t = useTestApp();

describe('confirming cut plans concurrently', () => {
  it('lets exactly one of two plans over the same offcut through; the offcut is never spent twice', async () => {
    const section = await createSection(t, { channel_size: '4x2', gauge: '16G' }, { bars: 20, offcuts: [2200] });
    const order = await createWorkOrder(t, [{ product_type: 'Door Frame', channel_size: '4x2', channel_guage: '16', width: 90, height: 210, quantity: 1 }]);
    const plans = [];
    for (let i = 0; i < 2; i++) plans.push((await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [order.id] } })).body);
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
    const live = await t.db.select().from(sectionPieces).where(and(eq(sectionPieces.storeItemId, section.id), isNull(sectionPieces.usedAt)));
    const [item] = await t.db.select().from(storeItems).where(eq(storeItems.id, section.id));
    expect(Math.round(Number(item!.stock) * 1000)).toBe(live.reduce((sum, piece) => sum + piece.lengthMm, 0));
    expect(live.filter((piece) => piece.kind === 'bar')).toHaveLength(19);
  });
});
