import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { auditLog } from '../../db/audit.table';
import { useTestApp } from '../../../test/harness';
import { createWorkOrder } from '../cutting/cutting.fixtures';
import { checkGuillotine } from './nesting/nest-cuts';
import { createStockSheet, quantityOf, typed } from './nest.fixtures';
import { sheetRemnantMovements, sheetRemnants } from './nest.table';
import { sheetMovements, sheetOrders, sheets } from './sheet.table';

const t = useTestApp();
const plan = (body: unknown, as: 'admin' | 'productionmanager' = 'admin') => t.call('POST', '/sheet/nest-plans/', { as, body });

describe('sheet nest plans', () => {
  it('lets admin and production manager plan; the worker reads and ticks; others are refused; a foreign sheet is 404', async () => {
    await createStockSheet(t, { thick: '1.50', width: 1250, height: 2500, quantity: 20 });
    const body = { parts: [typed('Panel', '1.50', 600, 800, 3)] };
    expect((await plan(body, 'productionmanager')).status).toBe(201);
    const made = await plan(body);
    expect(made.status).toBe(201);
    for (const role of ['worker', 'storemanager', 'sheet_user', 'dealer', 'supervisor'] as const) {
      expect((await t.call('POST', '/sheet/nest-plans/', { as: role, body })).status, role).toBe(403);
      expect((await t.call('POST', `/sheet/nest-plans/${made.body.id}/confirm/`, { as: role })).status, role).toBe(403);
    }
    for (const role of ['storemanager', 'sheet_user', 'dealer'] as const) expect((await t.call('GET', `/sheet/nest-plans/${made.body.id}/`, { as: role })).status).toBe(403);
    const read = await t.call('GET', `/sheet/nest-plans/${made.body.id}/`, { as: 'worker' });
    expect(read.status).toBe(200);
    const sheet = read.body.sheets[0];
    const ticked = await t.call('PATCH', `/sheet/nest-plans/${made.body.id}/sheets/${sheet.id}/`, { as: 'worker', body: { ticked: true } });
    expect(ticked.status).toBe(200);
    expect(ticked.body.ticked_by).toBeTruthy();
    const other = (await plan(body)).body;
    expect((await t.call('PATCH', `/sheet/nest-plans/${other.id}/sheets/${sheet.id}/`, { as: 'worker', body: { ticked: true } })).status).toBe(404);
    expect((await t.call('GET', '/sheet/nest-plans/999999/', { as: 'admin' })).status).toBe(404);
    const list = await t.call('GET', '/sheet/nest-plans/?status=Planned', { as: 'worker' });
    expect(list.body.results.map((p: { id: number }) => p.id)).toContain(made.body.id);
    // Store and sheet users see the remnants with the sheets; the worker does not.
    for (const role of ['storemanager', 'sheet_user', 'productionmanager'] as const) expect((await t.call('GET', '/sheet/remnants/', { as: role })).status).toBe(200);
    expect((await t.call('GET', '/sheet/remnants/', { as: 'worker' })).status).toBe(403);
  });

  it('draws each sheet as guillotine cuts, and confirming moves the sheets out and the remnants in, audited', async () => {
    const sheet = await createStockSheet(t, { thick: '2.00', width: 1250, height: 2500, quantity: 10 });
    const made = await plan({ parts: [typed('Base plate', '2.00', 1000, 1000, 2)] });
    expect(made.status).toBe(201);
    const nest = made.body;
    expect(nest.groups).toMatchObject([{ thick: '2.00', sheets_used: 1, remnants_used: 0, remnants_made: 1 }]);
    const [drawn] = nest.sheets;
    expect(drawn).toMatchObject({ source: 'sheet', sheet: sheet.id, width_mm: 1250, length_mm: 2500, yield_percent: 64 });
    expect(drawn.parts.map((p: { label: string }) => p.label)).toEqual(['Base plate 1/2', 'Base plate 2/2']);
    expect(checkGuillotine({ w: 1250, h: 2500, parts: drawn.parts, cuts: drawn.cuts }, nest.kerf_mm)).toBeNull();

    const confirmed = await t.call('POST', `/sheet/nest-plans/${nest.id}/confirm/`, { as: 'productionmanager', headers: { 'idempotency-key': `nest-${nest.id}` } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('Cut');
    expect(await quantityOf(t, sheet.id)).toBe(9);
    const [order] = await t.db.select().from(sheetOrders).where(eq(sheetOrders.id, confirmed.body.sheet_order));
    expect(order).toMatchObject({ title: `Nest plan #${nest.auto_id}`, orderType: 'deduction', totalQuantity: 1 });
    expect(await t.db.select().from(sheetMovements).where(eq(sheetMovements.orderId, order!.id))).toMatchObject([{ oldQuantity: 10, newQuantity: 9 }]);
    const kept = await t.db.select().from(sheetRemnants).where(eq(sheetRemnants.originPlanId, nest.id));
    expect(kept.map((r) => [r.width, r.height]).sort()).toEqual(drawn.remnants.map((r: { w: number; h: number }) => [r.w, r.h]).sort());
    const ins = await t.db.select().from(sheetRemnantMovements).where(and(eq(sheetRemnantMovements.planId, nest.id), eq(sheetRemnantMovements.direction, 'in')));
    expect(ins).toHaveLength(kept.length);
    expect((await t.call('POST', `/sheet/nest-plans/${nest.id}/confirm/`, { as: 'admin' })).status).toBe(409);

    // The next plan of 2 mm takes a remnant before a whole sheet.
    const next = (await plan({ parts: [typed('Lock plate', '2.00', 150, 300)] })).body;
    expect(next.sheets).toMatchObject([{ source: 'remnant' }]);
    expect((await t.call('POST', `/sheet/nest-plans/${next.id}/confirm/`, { as: 'admin' })).status).toBe(200);
    expect(await quantityOf(t, sheet.id)).toBe(9);
    const [used] = await t.db.select().from(sheetRemnants).where(eq(sheetRemnants.id, next.sheets[0].remnant));
    expect(used!.usedByPlanId).toBe(next.id);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'sheet_nest_plan'), eq(auditLog.entityId, nest.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'status']);
  });

  it('answers 409 naming the remnant when a stale plan uses one another plan took, and moves nothing', async () => {
    const sheet = await createStockSheet(t, { thick: '1.00', width: 1250, height: 2500, quantity: 5 });
    const [remnant] = await t.db.insert(sheetRemnants).values({ sheetId: sheet.id, thick: '1.00', width: 700, height: 700, origin: 'received' }).returning();
    const first = (await plan({ parts: [typed('Cover', '1.00', 500, 500)] })).body;
    const second = (await plan({ parts: [typed('Cover', '1.00', 500, 500)] })).body;
    for (const p of [first, second]) expect(p.sheets[0].remnant).toBe(remnant!.id);
    expect((await t.call('POST', `/sheet/nest-plans/${first.id}/confirm/`, { as: 'admin' })).status).toBe(200);
    const stale = await t.call('POST', `/sheet/nest-plans/${second.id}/confirm/`, { as: 'admin' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'conflict', error_message: 'The sheet stock no longer covers this plan: re-plan it', missing: [{ remnant: remnant!.id, message: `Remnant R${remnant!.id} (700 x 700 mm) has left the stock` }] });
    expect(await t.db.select().from(sheetRemnants).where(eq(sheetRemnants.originPlanId, second.id))).toEqual([]);
    expect((await t.call('GET', `/sheet/nest-plans/${second.id}/`, { as: 'admin' })).body.status).toBe('Planned');
    expect((await t.call('POST', `/sheet/nest-plans/${second.id}/discard/`, { as: 'admin' })).body.status).toBe('Discarded');
    expect(await quantityOf(t, sheet.id)).toBe(5);
  });

  it('nests the sheet parts of a work order by the rules of its product type, grain kept', async () => {
    await createStockSheet(t, { thick: '1.20', width: 1250, height: 2500, quantity: 30 });
    await createStockSheet(t, { thick: '2.00', width: 1250, height: 2500, quantity: 30 });
    const order = await createWorkOrder(t, [
      { product_type: 'Security Door', channel_size: '5x2.5', channel_guage: '14', width: 100, height: 215, quantity: 2 },
      { product_type: 'Door Frame', channel_size: '4x2', channel_guage: '16', width: 90, height: 210, quantity: 1 },
    ]);
    const made = await plan({ work_orders: [order.id] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const parts = made.body.sheets.flatMap((s: { parts: { label: string; w: number; h: number; rotated: boolean }[] }) => s.parts);
    const skins = parts.filter((p: { label: string }) => p.label.includes('Door skin'));
    expect(skins).toHaveLength(4);
    for (const skin of skins) expect(skin).toMatchObject({ w: 950, h: 2125, rotated: false });
    expect(parts.filter((p: { label: string }) => p.label.includes('Lock plate'))).toHaveLength(2);
    expect(skins[0].label).toBe(`WO ${order.autoId} #1 · unit 1 · Door skin 1/2`);
    expect(made.body.problems).toEqual([{ label: `WO ${order.autoId} #2`, message: 'No sheet parts for the product type "Door Frame"' }]);
  });

  it('answers 400 naming the part for a part larger than any sheet, no stock of a thickness, or a size below 1 mm', async () => {
    await createStockSheet(t, { thick: '1.50', width: 1250, height: 2500, quantity: 3 });
    const large = await plan({ parts: [typed('Big skin', '1.50', 1300, 2600, 1, true)] });
    expect(large.status).toBe(400);
    expect(large.body.error_message).toMatch(/^Big skin: 1300 x 2600 mm is larger than any 1.50 mm sheet or remnant in stock/);
    const bad = await plan({ parts: [typed('Zero', '1.50', 0, 100)] });
    expect(bad.status).toBe(400);
    await t.db.update(sheetRemnants).set({ usedAt: new Date() }).where(and(eq(sheetRemnants.thick, '1.00'), isNull(sheetRemnants.usedAt)));
    await t.db.update(sheets).set({ quantity: 0 }).where(eq(sheets.thick, '1.00'));
    const none = await plan({ parts: [typed('Cover', '1.00', 500, 500)] });
    expect(none.status).toBe(400);
    expect(none.body.error_message).toBe('Cover: no 1.00 mm sheet in stock');
    const order = await createWorkOrder(t, [{ product_type: 'Security Door', channel_size: '5x2.5', channel_guage: '14', width: 4, height: 215, quantity: 1 }]);
    const negative = await plan({ work_orders: [order.id] });
    expect(negative.status).toBe(400);
    expect(negative.body.error_message).toBe(`WO ${order.autoId} #1 Door skin: The length comes to -10 mm: a piece must be at least 1 mm`);
    const before = (await t.call('GET', '/sheet/nest-plans/', { as: 'admin' })).body.count;
    expect((await plan({ parts: [] })).status).toBe(400);
    expect((await t.call('GET', '/sheet/nest-plans/', { as: 'admin' })).body.count).toBe(before);
  });
});
