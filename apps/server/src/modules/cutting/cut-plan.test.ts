import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useTestApp } from '../../../test/harness';
import { auditLog } from '../../db/audit.table';
import { stockMovements } from '../store/store.table';
import { createSection, createWorkOrder } from './cutting.fixtures';

const t = useTestApp();
const door = (channel_size: string, channel_guage: string, quantity = 3) => ({ product_type: 'Door Frame', channel_size, channel_guage, width: 90, height: 210, quantity });

describe('cut settings and rules', () => {
  it('answers the defaults, saves settings and a rule with an audit row, refuses a bad formula with the parser message', async () => {
    const defaults = await t.call('GET', '/cutting/settings/', { as: 'storemanager' });
    expect(defaults.body).toMatchObject({ kerf_mm: 3, min_offcut_mm: 300, size_unit: 'cm', updated_at: null });
    expect(defaults.body.rules.find((r: { product_type: string }) => r.product_type === 'is_door')).toMatchObject({
      allowance_mm: 50,
      pieces: [{ name: 'Jamb', count: 2, length: 'H + a' }, { name: 'Head', count: 1, length: 'W + 2a' }],
    });

    const bad = await t.call('PUT', '/cutting/settings/', {
      as: 'productionmanager',
      body: { kerf_mm: 3, min_offcut_mm: 300, size_unit: 'cm', rules: [{ product_type: 'is_window', allowance_mm: 0, pieces: [{ name: 'Jamb', count: 2, length: 'H + b' }] }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body['rules.0.pieces.0.length']).toEqual(['Unknown name "b" at character 5. Use only W, H and a']);
    expect(bad.body.error_message).toBe('Unknown name "b" at character 5. Use only W, H and a');
    const badKerf = await t.call('PUT', '/cutting/settings/', { as: 'admin', body: { kerf_mm: 25, min_offcut_mm: 300, size_unit: 'feet' } });
    expect(badKerf.body).toMatchObject({ kerf_mm: ['Enter a saw kerf of 0 to 20 whole mm'], size_unit: ['Choose mm, cm or inch'] });

    const rule = { product_type: 'is_window', allowance_mm: 0, pieces: [{ name: 'Side', count: 4, length: '(W + H) / 2' }] };
    const saved = await t.call('PUT', '/cutting/settings/', { as: 'admin', body: { kerf_mm: 4, min_offcut_mm: 250, size_unit: 'cm', rules: [rule] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ kerf_mm: 4, min_offcut_mm: 250 });
    expect(saved.body.rules.find((r: { product_type: string }) => r.product_type === 'is_window')).toMatchObject({ pieces: rule.pieces });
    const twice = await t.call('PUT', '/cutting/settings/', { as: 'admin', body: { kerf_mm: 3, min_offcut_mm: 300, size_unit: 'cm', rules: [rule, rule] } });
    expect(twice.status).toBe(400);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'cut_settings'));
    expect(audits.at(-1)!.changes).toMatchObject({ kerf_mm: { before: 3, after: 4 }, min_offcut_mm: { before: 300, after: 250 } });
    // Back to the shop's defaults for the plans below.
    await t.call('PUT', '/cutting/settings/', { as: 'admin', body: { kerf_mm: 3, min_offcut_mm: 300, size_unit: 'cm', rules: [{ ...rule, pieces: [{ name: 'Jamb', count: 2, length: 'H' }, { name: 'Head', count: 1, length: 'W' }, { name: 'Sill', count: 1, length: 'W' }] }] } });
  });

  it('lets admin and production manager edit, the store manager read, others nothing', async () => {
    const body = { kerf_mm: 3, min_offcut_mm: 300, size_unit: 'cm' };
    for (const role of ['storemanager', 'worker', 'dealer', 'supervisor'] as Role[]) expect((await t.call('PUT', '/cutting/settings/', { as: role, body })).status).toBe(403);
    for (const role of ['worker', 'dealer', 'qualitychecker', 'sheet_user'] as Role[]) expect((await t.call('GET', '/cutting/settings/', { as: role })).status).toBe(403);
  });
});

describe('cut plans', () => {
  it('plans three 90 x 210 door frames: 6 jambs of 2150 mm and 3 heads of 1000 mm on 6 bars, hand-checked', async () => {
    const section = await createSection(t, { channel_size: '4x2', gauge: '16G', kg_per_metre: '2.5' }, { bars: 10 });
    const order = await createWorkOrder(t, [
      door('4 x 2', '16'),
      { product_type: 'Gate', channel_size: '6x3', channel_guage: '14', width: 300, height: 180, quantity: 1 },
      door('5x2.5', '14', 1),
    ]);
    const plan = await t.call('POST', '/cutting/plans/', { as: 'productionmanager', body: { work_orders: [order.id] } });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    expect(plan.body).toMatchObject({ status: 'Planned', kerf_mm: 3, min_offcut_mm: 300, bars_total: 6, bars_ticked: 0 });
    expect(plan.body.work_orders).toEqual([{ id: order.id, auto_id: order.autoId, customer_name: 'Cut test' }]);
    expect(plan.body.problems.map((p: { sr_no: number; message: string }) => [p.sr_no, p.message])).toEqual([
      [2, 'No cut rule for the product type "Gate"'],
      [3, 'No section in stock for 5x2.5 14G'],
    ]);
    const [cut] = plan.body.sections;
    expect(cut).toMatchObject({ store_item: section.id, label: '4x2 16G', bars_used: 6, offcuts_used: 0, bars_in_stock: 10, pieces: 9, piece_mm: 15_900, stock_used_mm: 21_960, scrap_mm: 0, lower_bound: 6, yield_percent: 72.4 });
    // Jamb + kerf = 2153; with a head (1003) 504 mm are left, alone 1507: both reusable offcuts.
    const shapes = cut.bars.map((bar: { cuts: { length_mm: number }[]; remainder_mm: number; remainder_kind: string }) => [bar.cuts.map((c) => c.length_mm), bar.remainder_mm, bar.remainder_kind]);
    expect(shapes.sort()).toEqual([
      [[2150, 1000], 504, 'offcut'],
      [[2150, 1000], 504, 'offcut'],
      [[2150, 1000], 504, 'offcut'],
      [[2150], 1507, 'offcut'],
      [[2150], 1507, 'offcut'],
      [[2150], 1507, 'offcut'],
    ]);
    expect(cut.new_offcuts_mm.sort()).toEqual([1507, 1507, 1507, 504, 504, 504]);
    expect(cut.kg).toBe(Math.round((21_960 - 6033) * 2.5) / 1000);
    expect(cut.bars[0].cuts[0]).toMatchObject({ label: `WO ${order.autoId} #1 Door Frame 90x210 · unit 1 of 3 · Jamb`, work_order: order.id, item: order.items[0]!.id, sr_no: 1, unit: 1 });
    const units = cut.bars.flatMap((bar: { cuts: { unit: number; piece: string }[] }) => bar.cuts.map((c) => `${c.unit} ${c.piece}`)).sort();
    expect(units).toEqual(['1 Head', '1 Jamb', '1 Jamb', '2 Head', '2 Jamb', '2 Jamb', '3 Head', '3 Jamb', '3 Jamb']);

    const list = await t.call('GET', '/cutting/plans/?status=Planned', { as: 'worker' });
    expect(list.body.results.map((p: { id: number }) => p.id)).toContain(plan.body.id);
  });

  it('confirms: offcut and bars leave the stock, new offcuts enter it, metres and movements follow; a stale plan is refused and re-planned', async () => {
    const section = await createSection(t, { channel_size: '4x2.5', gauge: '16' }, { bars: 7, offcuts: [2200] });
    const order = await createWorkOrder(t, [door('4x2.5', '16G')]);
    // Another work order of the same section: its plan counts on the same offcut and bars (cut-units.test.ts has the
    // same work order planned twice).
    const other = await createWorkOrder(t, [door('4x2.5', '16G')]);
    const first = (await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [order.id] } })).body;
    const second = (await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [other.id] } })).body;
    expect(first.sections[0]).toMatchObject({ bars_used: 5, offcuts_used: 1 });
    expect(first.sections[0].bars[0]).toMatchObject({ source: 'offcut', length_mm: 2200, cuts: [{ length_mm: 2150 }], remainder_mm: 47, remainder_kind: 'scrap' });

    const tick = await t.call('PATCH', `/cutting/plans/${first.id}/bars/${first.sections[0].bars[0].id}/`, { as: 'worker', body: { ticked: true } });
    expect(tick.status, JSON.stringify(tick.body)).toBe(200);
    expect(tick.body.ticked_at).not.toBeNull();
    expect(tick.body.ticked_by).toBeTruthy();

    const confirmed = await t.call('POST', `/cutting/plans/${first.id}/confirm/`, { as: 'productionmanager' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'Cut', bars_ticked: 1 });
    const stock = (await t.call('GET', `/store/sections/${section.id}/`, { as: 'storemanager' })).body;
    expect(stock.bars).toBe(2);
    expect(stock.offcuts.map((o: { length_mm: number; origin: string; origin_plan: number }) => [o.length_mm, o.origin, o.origin_plan])).toEqual([
      [1507, 'cut', first.id],
      [1507, 'cut', first.id],
      [504, 'cut', first.id],
      [504, 'cut', first.id],
      [504, 'cut', first.id],
    ]);
    // 7 x 3660 + 2200 = 27820 mm before; 2 x 3660 + 2 x 1507 + 3 x 504 = 11846 mm after.
    expect(stock).toMatchObject({ metres: 11.846, stock: 11.846 });
    const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.storeItemId, section.id)).orderBy(asc(stockMovements.id));
    expect(movements.at(-1)).toMatchObject({ oldStock: '27.820', newStock: '11.846', reason: `Cut plan ${first.auto_id}: 6 bars and offcuts cut` });

    const refused = await t.call('POST', `/cutting/plans/${second.id}/confirm/`, { as: 'admin' });
    expect(refused.status).toBe(409);
    expect(refused.body.error_message).toBe('The stock no longer covers this plan: re-plan it');
    expect(refused.body.missing.map((m: { message: string }) => m.message)).toEqual([
      '4x2.5 16G: the 2200 mm offcut of bar 1 has left the stock',
      '4x2.5 16G: 5 full bars of 3660 mm needed, 2 in stock',
    ]);
    expect((await t.call('GET', `/store/sections/${section.id}/`, { as: 'admin' })).body.stock).toBe(11.846);
    expect((await t.call('GET', `/cutting/plans/${second.id}/`, { as: 'admin' })).body.status).toBe('Planned');

    expect((await t.call('POST', `/cutting/plans/${second.id}/discard/`, { as: 'admin' })).body.status).toBe('Discarded');
    await t.call('POST', `/store/sections/${section.id}/bars/`, { as: 'storemanager', body: { count: 5 } });
    const again = await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [other.id] } });
    // The new offcuts are used first: the 1507s take the heads... and the plan confirms.
    expect(again.body.sections[0].offcuts_used).toBeGreaterThan(0);
    const ok = await t.call('POST', `/cutting/plans/${again.body.id}/confirm/`, { as: 'admin' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = (await t.call('GET', `/store/sections/${section.id}/`, { as: 'admin' })).body;
    const piecesMm = after.bars * 3660 + after.offcuts.reduce((s: number, o: { length_mm: number }) => s + o.length_mm, 0);
    expect(after.stock * 1000).toBeCloseTo(piecesMm, 6);
    expect((await t.call('POST', `/cutting/plans/${again.body.id}/confirm/`, { as: 'admin' })).status).toBe(409);
    expect((await t.call('PATCH', `/cutting/plans/${again.body.id}/bars/${again.body.sections[0].bars[0].id}/`, { as: 'worker', body: { ticked: false } })).status).toBe(409);
  });

  it('refuses by role, unknown ids and nothing to cut', async () => {
    await createSection(t, { channel_size: '3x1.5', gauge: '18' }, { bars: 4 });
    const order = await createWorkOrder(t, [door('3x1.5', '18', 1)]);
    const plan = (await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [order.id] } })).body;
    const bar = plan.sections[0].bars[0].id;
    for (const role of ['worker', 'storemanager', 'dealer', 'supervisor', 'qualitychecker', 'sheet_user'] as Role[]) {
      expect((await t.call('POST', '/cutting/plans/', { as: role, body: { work_orders: [order.id] } })).status).toBe(403);
      expect((await t.call('POST', `/cutting/plans/${plan.id}/confirm/`, { as: role })).status).toBe(403);
      expect((await t.call('POST', `/cutting/plans/${plan.id}/discard/`, { as: role })).status).toBe(403);
    }
    for (const role of ['storemanager', 'dealer', 'supervisor', 'qualitychecker', 'sheet_user'] as Role[]) {
      expect((await t.call('GET', `/cutting/plans/${plan.id}/`, { as: role })).status).toBe(403);
      expect((await t.call('GET', '/cutting/plans/', { as: role })).status).toBe(403);
      expect((await t.call('PATCH', `/cutting/plans/${plan.id}/bars/${bar}/`, { as: role, body: { ticked: true } })).status).toBe(403);
    }
    expect((await t.call('GET', `/cutting/plans/${plan.id}/`, { as: 'worker' })).status).toBe(200);
    expect((await t.call('GET', '/cutting/plans/999999/', { as: 'admin' })).status).toBe(404);
    expect((await t.call('PATCH', `/cutting/plans/${plan.id}/bars/999999/`, { as: 'worker', body: { ticked: true } })).status).toBe(404);
    expect((await t.call('POST', '/cutting/plans/999999/confirm/', { as: 'admin' })).status).toBe(404);
    expect((await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [order.id, 999999] } })).status).toBe(404);
    expect((await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [] } })).status).toBe(400);
    const nothing = await createWorkOrder(t, [door('9x9', '10', 2)]);
    const none = await t.call('POST', '/cutting/plans/', { as: 'admin', body: { work_orders: [nothing.id] } });
    expect(none).toMatchObject({ status: 400, body: { error_message: 'Nothing on these work orders can be cut: see why for each item' } });
    expect(none.body.problems[0].message).toBe('No section in stock for 9x9 10G');
  });
});
