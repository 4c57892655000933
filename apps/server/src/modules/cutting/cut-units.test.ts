import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useTestApp } from '../../../test/harness';
import { auditLog } from '../../db/audit.table';
import { createSection, createWorkOrder } from './cutting.fixtures';

/** Issue 40 point 4: a work order's units are cut once, until a manager re-opens them with a reason. */
const t = useTestApp();
const door = (quantity: number) => ({ product_type: 'Door Frame', channel_size: '5x2.5', channel_guage: '14', width: 90, height: 210, quantity });
type Unit = { production_item: number; sr_no: string; cut: { plan_auto_id: number; cut_by: string | null; cut_at: string } | null };

const plan = (workOrders: number[], as: Role = 'admin') => t.call('POST', '/cutting/plans/', { as, body: { work_orders: workOrders } });
const stateOf = async (id: number, as: Role = 'admin') => (await t.call('GET', `/cutting/work-orders/${id}/cut-state/`, { as })).body;
const barsOf = async (section: number) => (await t.call('GET', `/store/sections/${section}/`, { as: 'admin' })).body.bars as number;

describe('cut units', () => {
  it('marks the units of a confirmed plan cut; they are not planned again, and an older plan of them answers 409 naming them', async () => {
    const section = await createSection(t, { channel_size: '5x2.5', gauge: '14G' }, { bars: 40 });
    const a = await createWorkOrder(t, [door(2), door(1)]);
    const b = await createWorkOrder(t, [door(1)]);
    const first = (await plan([a.id, b.id])).body;
    // Made before the first is confirmed: it covers the same units of work order a.
    const older = (await plan([a.id])).body;
    expect(older.sections[0].pieces).toBe(9);

    const confirmed = await t.call('POST', `/cutting/plans/${first.id}/confirm/`, { as: 'productionmanager' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const state = await stateOf(a.id);
    expect(state).toMatchObject({ work_order: a.id, auto_id: a.autoId, units_total: 3, units_cut: 3, reopenings: [] });
    expect(state.units.map((u: Unit) => [u.sr_no, u.cut?.plan_auto_id])).toEqual([
      [`${a.autoId}-1-1`, first.auto_id],
      [`${a.autoId}-1-2`, first.auto_id],
      [`${a.autoId}-2-1`, first.auto_id],
    ]);
    expect(state.units[0].cut.cut_by).toBeTruthy();
    expect(Date.parse(state.units[0].cut.cut_at)).not.toBeNaN();
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'work_order'), eq(auditLog.entityId, a.id)));
    expect(audits.at(-1)).toMatchObject({ note: `Cut plan #${first.auto_id} confirmed`, changes: { units_cut: { after: `${a.autoId}-1-1, ${a.autoId}-1-2, ${a.autoId}-2-1` } } });

    // Planned again: nothing of a is left to cut, and the answer says by which plan.
    const again = await plan([a.id]);
    expect(again.status).toBe(400);
    expect(again.body.problems.map((p: { sr_no: number; message: string }) => [p.sr_no, p.message])).toEqual([
      [1, `${a.autoId}-1-1 and ${a.autoId}-1-2 cut by cut plan #${first.auto_id}: a manager re-opens units to cut them again`],
      [2, `${a.autoId}-2-1 cut by cut plan #${first.auto_id}: a manager re-opens units to cut them again`],
    ]);
    // With a work order not cut yet, only that one is planned; a's items are listed as left out.
    const c = await createWorkOrder(t, [door(1)]);
    const mixed = (await plan([a.id, c.id])).body;
    expect(mixed.sections[0].pieces).toBe(3);
    expect(mixed.sections[0].bars.flatMap((bar: { cuts: { work_order: number }[] }) => bar.cuts.map((cut) => cut.work_order))).toEqual([c.id, c.id, c.id]);
    expect(mixed.problems.map((p: { work_order: number }) => p.work_order)).toEqual([a.id, a.id]);

    const summaries = await t.call('GET', `/cutting/work-orders/cut-state/?ids=${a.id},${b.id},${c.id}`, { as: 'worker' });
    expect(summaries.body.results).toEqual([
      { work_order: a.id, units_total: 3, units_cut: 3, plans: [{ id: first.id, auto_id: first.auto_id }] },
      { work_order: b.id, units_total: 1, units_cut: 1, plans: [{ id: first.id, auto_id: first.auto_id }] },
      { work_order: c.id, units_total: 1, units_cut: 0, plans: [] },
    ]);

    // The older plan of a cannot be confirmed: its units were cut meanwhile; no bar leaves the stock.
    const bars = await barsOf(section.id);
    const refused = await t.call('POST', `/cutting/plans/${older.id}/confirm/`, { as: 'admin' });
    expect(refused.status).toBe(409);
    expect(refused.body.error_message).toBe(
      `Units of this plan were cut meanwhile: ${a.autoId}-1-1, ${a.autoId}-1-2 and ${a.autoId}-2-1 (cut plan #${first.auto_id}). Discard this plan and plan again`,
    );
    expect(refused.body.units.map((u: { sr_no: string; plan_auto_id: number }) => [u.sr_no, u.plan_auto_id])).toEqual([
      [`${a.autoId}-1-1`, first.auto_id],
      [`${a.autoId}-1-2`, first.auto_id],
      [`${a.autoId}-2-1`, first.auto_id],
    ]);
    expect(await barsOf(section.id)).toBe(bars);
    expect((await t.call('GET', `/cutting/plans/${older.id}/`, { as: 'admin' })).body.status).toBe('Planned');
    expect((await stateOf(a.id)).units_cut).toBe(3);
  });

  it('lets a manager re-open cut units with a reason, so they are planned and cut again; other roles are refused', async () => {
    await createSection(t, { channel_size: '5x2.5', gauge: '14G' }, { bars: 40 });
    const order = await createWorkOrder(t, [door(2)]);
    const other = await createWorkOrder(t, [door(1)]);
    const cut = (await plan([order.id, other.id])).body;
    expect((await t.call('POST', `/cutting/plans/${cut.id}/confirm/`, { as: 'admin' })).status).toBe(200);
    const [unit1, unit2] = (await stateOf(order.id)).units as Unit[];
    const otherUnit = ((await stateOf(other.id)).units as Unit[])[0]!;

    const reopen = (body: unknown, as: Role = 'productionmanager', id = order.id) => t.call('POST', `/cutting/work-orders/${id}/reopen/`, { as, body });
    for (const role of ['worker', 'storemanager', 'dealer', 'supervisor', 'qualitychecker', 'sheet_user', 'fieldstaff'] as Role[]) {
      expect((await reopen({ reason: 'Bent in transport' }, role)).status, role).toBe(403);
    }
    expect((await reopen({ reason: 'Bent in transport' }, 'admin', 999_999)).status).toBe(404);
    expect(await reopen({})).toMatchObject({ status: 400, body: { reason: ['Say why these units are cut again (1 to 200 characters)'] } });
    expect(await reopen({ reason: '   ' })).toMatchObject({ status: 400, body: { reason: ['Say why these units are cut again (1 to 200 characters)'] } });
    expect(await reopen({ reason: 'x', units: [otherUnit.production_item] })).toMatchObject({ status: 400, body: { units: ['A chosen unit is not on this work order'] } });
    expect((await stateOf(order.id)).units_cut).toBe(2);

    // The production manager re-opens one unit: its mark is closed with the reason, kept, and audited.
    const reopened = await reopen({ reason: 'Jamb bent in transport', units: [unit2!.production_item] });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body.units.map((u: Unit) => [u.sr_no, u.cut?.plan_auto_id ?? null])).toEqual([
      [unit1!.sr_no, cut.auto_id],
      [unit2!.sr_no, null],
    ]);
    expect(reopened.body.reopenings).toMatchObject([{ sr_no: unit2!.sr_no, plan_auto_id: cut.auto_id, reason: 'Jamb bent in transport' }]);
    expect(reopened.body.reopenings[0].reopened_by).toBeTruthy();
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'work_order'), eq(auditLog.entityId, order.id)));
    expect(audits.at(-1)).toMatchObject({ note: 'Cut re-opened: Jamb bent in transport', changes: { units_reopened: { after: `${unit2!.sr_no} (cut plan #${cut.auto_id})` } } });
    expect(await reopen({ reason: 'again', units: [unit2!.production_item] })).toMatchObject({
      status: 400,
      body: { units: [`Not cut, nothing to re-open: ${unit2!.sr_no}`] },
    });

    // Only the re-opened unit is planned again, and it is cut by the new plan.
    const recut = (await plan([order.id], 'productionmanager')).body;
    expect(recut.sections[0].pieces).toBe(3);
    expect(recut.problems.map((p: { message: string }) => p.message)).toEqual([`${unit1!.sr_no} cut by cut plan #${cut.auto_id}: a manager re-opens units to cut them again`]);
    expect((await t.call('POST', `/cutting/plans/${recut.id}/confirm/`, { as: 'productionmanager' })).status).toBe(200);
    expect(((await stateOf(order.id)).units as Unit[]).map((u) => u.cut?.plan_auto_id)).toEqual([cut.auto_id, recut.auto_id]);

    // An admin re-opens every cut unit at once; with none cut, there is nothing to re-open.
    expect((await reopen({ reason: 'Order changed' }, 'admin')).body.units_cut).toBe(0);
    expect(await reopen({ reason: 'Order changed' }, 'admin')).toMatchObject({ status: 400, body: { error_message: 'No unit of this work order is cut' } });
  });

  it('asks the purchase list for the units not cut only: a cut work order needs nothing, a re-opened unit its steel again', async () => {
    const name = `Purchase test 8x2 ${Math.random()}`;
    await createSection(t, { name, channel_size: '8x2', gauge: '14G' }, { bars: 4 });
    const order = await createWorkOrder(t, [{ ...door(2), channel_size: '8x2' }]);
    const purchase = async () => (await t.call('GET', `/planning/purchase-list/?search=${encodeURIComponent(name)}`, { as: 'storemanager' })).body.results;
    const cut = (await plan([order.id])).body;
    expect((await t.call('POST', `/cutting/plans/${cut.id}/confirm/`, { as: 'admin' })).status).toBe(200);
    expect(await purchase()).toEqual([]);

    const [, unit2] = (await stateOf(order.id)).units as Unit[];
    await t.call('POST', `/cutting/work-orders/${order.id}/reopen/`, { as: 'admin', body: { reason: 'Head cut short', units: [unit2!.production_item] } });
    // One door again: its head fits a 1507 mm offcut of the first cut, its two 2150 mm jambs need two bars, none left.
    const [row] = await purchase();
    expect(row.section).toMatchObject({ bars_needed: 2, bars_in_stock: 0, bars_to_buy: 2, work_orders: [{ id: order.id, auto_id: order.autoId }] });
  });

  it('shows the cut state to the cutter and the managers only, and checks its ids', async () => {
    const order = await createWorkOrder(t, [door(1)]);
    for (const role of ['admin', 'productionmanager', 'worker'] as Role[]) {
      expect((await t.call('GET', `/cutting/work-orders/${order.id}/cut-state/`, { as: role })).status, role).toBe(200);
    }
    for (const role of ['dealer', 'storemanager', 'supervisor', 'qualitychecker', 'sheet_user', 'fieldstaff'] as Role[]) {
      expect((await t.call('GET', `/cutting/work-orders/${order.id}/cut-state/`, { as: role })).status, role).toBe(403);
      expect((await t.call('GET', `/cutting/work-orders/cut-state/?ids=${order.id}`, { as: role })).status, role).toBe(403);
    }
    expect((await t.call('GET', '/cutting/work-orders/999999/cut-state/', { as: 'admin' })).status).toBe(404);
    for (const ids of ['', 'x', '1,,2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expect(await t.call('GET', `/cutting/work-orders/cut-state/?ids=${ids}`, { as: 'admin' }), ids).toMatchObject({
        status: 400,
        body: { ids: ['Give 1 to 100 work order ids, separated by commas'] },
      });
    }
  });
});

describe('a bar ticked from the phone queue (issue 40 point 9)', () => {
  it('is dated by the tap when the phone clock agrees, and the same copy sent again ticks it once', async () => {
    await createSection(t, { channel_size: '5x2.5', gauge: '14G' }, { bars: 10 });
    const order = await createWorkOrder(t, [door(1)]);
    const planned = (await plan([order.id])).body;
    const bar = planned.sections[0].bars[0];
    const tapped = new Date(Date.now() - 20 * 60_000).toISOString();
    const headers = { 'X-Tapped-At': tapped, 'X-Sent-At': new Date().toISOString(), 'Idempotency-Key': '5f1c1f0e-3b1a-4a8e-9d55-5b1d1f0c0a01' };
    const ticked = await t.call('PATCH', `/cutting/plans/${planned.id}/bars/${bar.id}/`, { as: 'worker', body: { ticked: true }, headers });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect(ticked.body.ticked_at).toBe(tapped);
    const again = await t.call('PATCH', `/cutting/plans/${planned.id}/bars/${bar.id}/`, { as: 'worker', body: { ticked: true }, headers });
    expect(again.body).toEqual(ticked.body);
    expect((await t.call('GET', `/cutting/plans/${planned.id}/`, { as: 'worker' })).body.bars_ticked).toBe(1);
  });
});
