import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { auditLog } from '../../db/audit.table';
import { useTestApp } from '../../../test/harness';
import { createWorkOrder } from '../cutting/cutting.fixtures';
import { createStockSheet } from './nest.fixtures';
import { sheetRemnantMovements, sheetRemnants } from './nest.table';

const t = useTestApp();
const panel = { name: 'Panel skin', count: 1, width: 'W - 2*a', length: 'H - a', thick: '1.50', grain: true };

describe('sheet part rules per product type', () => {
  it('are read by whoever reads plans and edited by admin and production manager; the saved rule nests a work order', async () => {
    const read = await t.call('GET', '/sheet/part-rules/', { as: 'worker' });
    expect(read.status).toBe(200);
    expect(read.body.rules.map((r: { label: string; parts: unknown[] }) => [r.label, r.parts.length])).toEqual([
      ['Door Frame', 0],
      ['Window', 1],
      ['Security Door', 2],
    ]);
    for (const role of ['storemanager', 'sheet_user', 'dealer'] as const) expect((await t.call('GET', '/sheet/part-rules/', { as: role })).status, role).toBe(403);
    const body = { rules: [{ product_type: 'is_door', allowance_mm: 20, parts: [panel] }] };
    for (const role of ['worker', 'storemanager', 'sheet_user', 'supervisor'] as const) expect((await t.call('PUT', '/sheet/part-rules/', { as: role, body })).status, role).toBe(403);
    const saved = await t.call('PUT', '/sheet/part-rules/', { as: 'productionmanager', body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.rules[0]).toEqual({ product_type: 'is_door', label: 'Door Frame', allowance_mm: 20, parts: [panel] });
    expect(saved.body.rules[2].parts).toHaveLength(2);
    expect((await t.call('PUT', '/sheet/part-rules/', { as: 'admin', body })).status).toBe(200);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'sheet_part_rules'), eq(auditLog.action, 'update')));
    expect(audits).toHaveLength(1);

    await createStockSheet(t, { thick: '1.50', width: 1250, height: 2500, quantity: 10 });
    const order = await createWorkOrder(t, [{ product_type: 'Door Frame', channel_size: '4x2', channel_guage: '16', width: 90, height: 210, quantity: 1 }]);
    const made = await t.call('POST', '/sheet/nest-plans/', { as: 'admin', body: { work_orders: [order.id] } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.sheets[0].parts).toMatchObject([{ label: `WO ${order.autoId} #1 · unit 1 · Panel skin`, w: 860, h: 2080, rotated: false }]);
  });

  it('refuses a formula that never gives a size, a duplicate type and a bad thickness at their fields; nothing saved', async () => {
    const before = (await t.call('GET', '/sheet/part-rules/', { as: 'admin' })).body;
    const never = await t.call('PUT', '/sheet/part-rules/', { as: 'admin', body: { rules: [{ product_type: 'is_window', allowance_mm: 10, parts: [{ ...panel, width: '0 * W' }] }] } });
    expect(never.status).toBe(400);
    expect(never.body['rules.0.parts.0.width'][0]).toMatch(/^Window, Panel skin width: /);
    const typo = await t.call('PUT', '/sheet/part-rules/', { as: 'admin', body: { rules: [{ product_type: 'is_window', allowance_mm: 10, parts: [{ ...panel, length: 'H x 2' }] }] } });
    expect(typo.status).toBe(400);
    expect(typo.body['rules.0.parts.0.length']).toEqual(['Use * to multiply, not "x" at character 3']);
    const thick = await t.call('PUT', '/sheet/part-rules/', { as: 'admin', body: { rules: [{ product_type: 'is_window', allowance_mm: 10, parts: [{ ...panel, thick: '3.00' }] }] } });
    expect(thick.body['rules.0.parts.0.thick']).toEqual(['Choose a thickness: 1.00, 1.20, 1.50, 2.00 mm']);
    const twice = { product_type: 'is_window', allowance_mm: 0, parts: [] };
    const duplicate = await t.call('PUT', '/sheet/part-rules/', { as: 'admin', body: { rules: [twice, twice] } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.error_message).toBe('Window is sent twice: send each product type once');
    expect((await t.call('GET', '/sheet/part-rules/', { as: 'admin' })).body).toEqual(before);
  });
});

describe('a remnant received by hand', () => {
  const receive = (as: Role, body: unknown, key?: string) => t.call('POST', '/sheet/remnants/', { as, body, headers: key ? { 'idempotency-key': key } : undefined });

  it('is received by admin, production and store manager, once per key, with its movement and audit rows', async () => {
    const small = await createStockSheet(t, { thick: '1.20', width: 900, height: 2000, quantity: 1 });
    await createStockSheet(t, { thick: '1.20', width: 1250, height: 2500, quantity: 1 });
    const body = { thick: '1.20', width_mm: 900, length_mm: 600, source: 'Left over at the Rohini site' };
    for (const role of ['worker', 'sheet_user', 'dealer', 'supervisor'] as const) expect((await receive(role, body)).status, role).toBe(403);
    const first = await receive('storemanager', body, 'remnant-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ sheet: small.id, thick: '1.20', width_mm: 900, length_mm: 600, origin: 'received', source: 'Left over at the Rohini site', origin_plan_auto_id: null });
    const again = await receive('storemanager', body, 'remnant-1');
    expect(again.body.id).toBe(first.body.id);
    for (const role of ['admin', 'productionmanager'] as const) expect((await receive(role, body)).status, role).toBe(201);
    expect(await t.db.select().from(sheetRemnantMovements).where(eq(sheetRemnantMovements.remnantId, first.body.id))).toMatchObject([{ direction: 'in', planId: null }]);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'sheet_remnant'), eq(auditLog.entityId, first.body.id)));
    expect(audit).toMatchObject({ action: 'create' });
    const listed = await t.call('GET', '/sheet/remnants/?thick=1.20', { as: 'sheet_user' });
    expect(listed.body.results.filter((r: { origin: string }) => r.origin === 'received')).toHaveLength(3);
  });

  it('answers 400 with why for a size no sheet holds, a thickness without sheets or no origin; nothing is kept', async () => {
    await createStockSheet(t, { thick: '2.00', width: 1250, height: 2500, quantity: 1 });
    const count = async () => (await t.db.select().from(sheetRemnants)).length;
    const before = await count();
    const large = await receive('admin', { thick: '2.00', width_mm: 1300, length_mm: 2600, source: 'Yard' });
    expect(large).toMatchObject({ status: 400, body: { error_message: '1300 x 2600 mm is larger than any 2.00 mm sheet: check the size' } });
    const none = await receive('admin', { thick: '1.00', width_mm: 300, length_mm: 300, source: 'Yard' });
    expect(none.body.error_message).toBe('No 1.00 mm sheet in the sheet list: add the sheet size first');
    const blank = await receive('admin', { thick: '2.00', width_mm: 0, length_mm: 300, source: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ width_mm: ['Enter a size of 1 to 6000 whole mm'], source: ['Say where the remnant came from in 1 to 120 characters'] });
    expect(await count()).toBe(before);
  });
});
