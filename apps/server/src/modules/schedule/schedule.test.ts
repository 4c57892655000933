import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { SCHEDULE_TEXT } from '@steelworks/contract/schedule';
import { useOrderWorld } from '../../../test/order-world';
import { setStock, stockOf } from '../order/order.fixtures';
import { stockMovements } from '../store/store.table';
import { addDays } from './schedule.capacity';
import { scheduleItemsOf } from './schedule-items.service';
import { getNextSupervisorAvailableDay } from './scheduling.service';
import { allowedOnly, scheduleCalls } from './schedule-calls.fixtures';

/** Schedule items and the calendar, the next free day, the store's supplies, and the reads of a page. */

const world = useOrderWorld();
const { approvedOrder, supplyOf } = scheduleCalls(world);

describe('GET /supervisor/supervisor_schedule_item/', () => {
  it('staff see every schedule item (filter by supervisor); a supervisor sees its own', async () => {
    const { schedule } = await approvedOrder();
    const [item] = schedule;
    expect(item!.supervisor_id).toBe(world.w.supervisorId);
    const all = await world.t.call('GET', '/supervisor/supervisor_schedule_item/', { as: 'admin' });
    expect(all.status).toBe(200);
    expect(all.body.results[0]).toMatchObject({
      auto_id: item!.auto_id,
      product: 'Door Frame 90x210 4x2 16G',
      quantity: 2,
      cols: 2,
      supervisor: 'Suresh Pillai',
      status: 'Not Provided',
      work_status: 'Pending',
      finished_date: null,
    });
    const own = await world.t.call('GET', '/supervisor/supervisor_schedule_item/', { as: 'supervisor' });
    expect(own.body.results.map((i: { auto_id: string }) => i.auto_id)).toContain(item!.auto_id);
    const other = await world.t.call('GET', `/supervisor/supervisor_schedule_item/?supervisor=${world.w.supervisorId}`, { token: world.w.otherSupervisorToken });
    expect(other.body.results.every((i: { supervisor_id: number }) => i.supervisor_id === world.w.otherSupervisorId)).toBe(true);
    const filtered = await world.t.call('GET', `/supervisor/supervisor_schedule_item/?supervisor=${world.w.otherSupervisorId}`, { as: 'productionmanager' });
    expect(filtered.body.results.every((i: { supervisor_id: number }) => i.supervisor_id === world.w.otherSupervisorId)).toBe(true);
    const search = await world.t.call('GET', `/supervisor/supervisor_schedule_item/?search=${item!.auto_id}`, { as: 'admin' });
    expect(search.body.results[0].auto_id).toBe(item!.auto_id);
    expect((await scheduleItemsOf(world.t.db, { supervisorId: world.w.supervisorId }).count()) > 0).toBe(true);
  });

  it('is refused to roles outside the schedules', async () => {
    for (const role of allowedOnly(['admin', 'productionmanager', 'supervisor'])) {
      expect((await world.t.call('GET', '/supervisor/supervisor_schedule_item/', { as: role })).status).toBe(403);
    }
  });
});

describe('GET /supervisor/calender-data/', () => {
  it('answers the items of a month (YYYY-MM or Month-YYYY) as {auto_id, product, date, quantity, start_date}', async () => {
    const start = addDays(world.today, 40);
    const { schedule } = await approvedOrder([{ product: world.w.window, quantity: 5 }], start);
    const [item] = schedule;
    const month = item!.start_date.slice(0, 7);
    const iso = await world.t.call('GET', `/supervisor/calender-data/?date=${month}`, { as: 'admin' });
    expect(iso.status).toBe(200);
    const event = iso.body.find((e: { auto_id: string }) => e.auto_id === item!.auto_id);
    expect(event).toMatchObject({ product: 'Window Frame 120x150 3x1 18G', quantity: 5, start_date: item!.start_date, date: item!.end_date });
    const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    const named = `${names[Number(month.slice(5, 7)) - 1]}-${month.slice(0, 4)}`;
    const byName = await world.t.call('GET', `/supervisor/calender-data/?date=${named}`, { as: 'supervisor' });
    const mine = byName.body.filter((e: { auto_id: string }) => e.auto_id === item!.auto_id);
    expect(mine.length).toBe(item!.supervisor_id === world.w.supervisorId ? 1 : 0);
    const otherMonth = await world.t.call('GET', '/supervisor/calender-data/?date=2001-01', { as: 'admin' });
    expect(otherMonth.body).toEqual([]);
    const bad = await world.t.call('GET', '/supervisor/calender-data/?date=someday', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_message: SCHEDULE_TEXT.badMonth, date: [SCHEDULE_TEXT.badMonth] });
    const current = await world.t.call('GET', '/supervisor/calender-data/', { as: 'admin' });
    expect(current.status).toBe(200);
  });

  it('is refused to roles outside the calendar', async () => {
    for (const role of allowedOnly(['admin', 'productionmanager', 'supervisor'])) {
      expect((await world.t.call('GET', '/supervisor/calender-data/', { as: role })).status).toBe(403);
    }
  });
});

describe('next_supervisor_available_day', () => {
  it('is a real day from today on which some supervisor has free capacity', async () => {
    const day = await getNextSupervisorAvailableDay(world.t.db, world.today);
    expect(day).not.toBeNull();
    expect(day! >= world.today).toBe(true);
  });
});

describe('store supply', () => {
  it('lists by tab (not provided, provided, history) with raw materials, searchable by id or supervisor', async () => {
    const { schedule } = await approvedOrder([{ product: world.w.door, quantity: 3 }]);
    const supply = await supplyOf(schedule[0]!.auto_id);
    expect(supply).toMatchObject({
      auto_id: schedule[0]!.auto_id,
      supervisor: schedule[0]!.supervisor,
      product: 'Door Frame 90x210 4x2 16G',
      quantity: 3,
      status: 'Not Provided',
      work_status: 'Pending',
      raw_materials: [
        { store_item: world.w.channel, name: 'MS Channel 4x2 16G', quantity: 6, unit_type: 'length' },
        { store_item: world.w.hinge, name: 'Butt Hinge 4in', quantity: 12, unit_type: 'pcs' },
      ],
    });
    for (const status of ['not provided', 'Not Provided', 'not_provided']) {
      const tab = await world.t.call('GET', `/store/storemanagerview/?status=${encodeURIComponent(status)}`, { as: 'storemanager' });
      expect(tab.body.results.every((s: { status: string }) => s.status === 'Not Provided')).toBe(true);
    }
    const bySupervisor = await world.t.call('GET', '/store/storemanagerview/?search=suresh', { as: 'admin' });
    expect(bySupervisor.body.results.every((s: { supervisor: string }) => s.supervisor === 'Suresh Pillai')).toBe(true);
    const history = await world.t.call('GET', '/store/storemanagerview/', { as: 'productionmanager' });
    expect(history.body.count).toBeGreaterThan(0);
    expect((await world.t.call('GET', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager' })).body).toEqual(supply);
    expect((await world.t.call('GET', '/store/storemanagerview/999999/', { as: 'storemanager' })).status).toBe(404);
  });

  it('each item of an approved order gets its own schedule item and supply of BOM x its quantity', async () => {
    const { order, schedule } = await approvedOrder([
      { product: world.w.door, quantity: 3 },
      { product: world.w.window, quantity: 4 },
    ]);
    const [door, window] = order.orderitem as Array<{ schedule_items: Array<{ auto_id: string; quantity: number }> }>;
    expect(door!.schedule_items.map((s) => s.quantity)).toEqual([3]);
    expect(window!.schedule_items.map((s) => s.quantity)).toEqual([4]);
    const [first, second] = schedule.map((s) => Number(s.auto_id.split('-')[1]));
    expect(second).toBe(first! + 1);
    const windowSupply = await supplyOf(window!.schedule_items[0]!.auto_id);
    expect(windowSupply).toMatchObject({ product: 'Window Frame 120x150 3x1 18G', quantity: 4 });
    expect(windowSupply.raw_materials.map((m: { store_item: number; quantity: number }) => [m.store_item, m.quantity])).toEqual([
      [world.w.channel, 6],
      [world.w.paint, 2],
    ]);
    const doorSupply = await supplyOf(door!.schedule_items[0]!.auto_id);
    expect(doorSupply.raw_materials.map((m: { store_item: number; quantity: number }) => [m.store_item, m.quantity])).toEqual([
      [world.w.channel, 6],
      [world.w.hinge, 12],
    ]);
  });

  it('Provide deducts every raw material in one go, answers the row, moves the order to Started; a second Provide is refused', async () => {
    const { order, schedule } = await approvedOrder([{ product: world.w.door, quantity: 2 }, { product: world.w.door, quantity: 1 }]);
    const channelBefore = await stockOf(world.t.db, world.w.channel);
    const hingeBefore = await stockOf(world.t.db, world.w.hinge);
    const supply = await supplyOf(schedule[0]!.auto_id);
    const provided = await world.t.call('PUT', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Provided' } });
    expect(provided.status).toBe(200);
    expect(provided.body).toMatchObject({ id: supply.id, status: 'Provided', auto_id: supply.auto_id });
    // Each line answers what it needs and what the store holds now, after this Provide.
    expect(provided.body.raw_materials).toEqual(
      supply.raw_materials.map((m: { stock: number; quantity: number }) => ({ ...m, stock: m.stock - m.quantity })),
    );
    expect(provided.body.provided_at).not.toBeNull();
    expect(await stockOf(world.t.db, world.w.channel)).toBe(channelBefore - 4);
    expect(await stockOf(world.t.db, world.w.hinge)).toBe(hingeBefore - 8);
    const movements = await world.t.db.select().from(stockMovements).where(eq(stockMovements.reason, `Store supply ${supply.auto_id}`)).orderBy(asc(stockMovements.id));
    expect(movements).toHaveLength(2);
    expect((await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' })).body.status).toBe('Started');

    const again = await world.t.call('PATCH', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Provided' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error_message: 'This supply has already been provided', code: 'rule_refused' });

    // The second supply of a Started order leaves it Started.
    const second = await supplyOf(schedule[1]!.auto_id);
    expect((await world.t.call('PATCH', `/store/storemanagerview/${second.id}/`, { as: 'admin', body: { status: 'Provided' } })).status).toBe(200);
    const detail = await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' });
    expect(detail.body.status).toBe('Started');
    expect(detail.body.orderitem.map((i: { schedule_items: Array<{ status: string }> }) => i.schedule_items[0]!.status)).toEqual(['Provided', 'Provided']);
  });

  it('with any raw material short nothing is deducted: No Stocks Available with the shortages', async () => {
    const { schedule } = await approvedOrder([{ product: world.w.door, quantity: 3 }]);
    const supply = await supplyOf(schedule[0]!.auto_id);
    const channelBefore = await stockOf(world.t.db, world.w.channel);
    await setStock(world.t.db, world.w.hinge, '5');
    try {
      const response = await world.t.call('PUT', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Provided' } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        error_message: 'No Stocks Available',
        shortages: [{ store_item: world.w.hinge, name: 'Butt Hinge 4in', needed: 12, available: 5 }],
        code: 'no_stocks',
      });
      expect(await stockOf(world.t.db, world.w.channel)).toBe(channelBefore);
      expect(await stockOf(world.t.db, world.w.hinge)).toBe(5);
      expect((await supplyOf(schedule[0]!.auto_id)).status).toBe('Not Provided');
    } finally {
      await setStock(world.t.db, world.w.hinge, '40');
    }
  });

  it('only Provided may be set; unknown ids 404; roles outside the store refused', async () => {
    const { schedule } = await approvedOrder();
    const supply = await supplyOf(schedule[0]!.auto_id);
    const bad = await world.t.call('PUT', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Not Provided' } });
    expect(bad.status).toBe(400);
    expect(bad.body.status).toEqual(['Status can only be set to Provided']);
    expect((await world.t.call('PUT', '/store/storemanagerview/999999/', { as: 'storemanager', body: { status: 'Provided' } })).status).toBe(404);
    for (const role of allowedOnly(['admin', 'productionmanager', 'storemanager'])) {
      expect((await world.t.call('GET', '/store/storemanagerview/', { as: role })).status).toBe(403);
      expect((await world.t.call('PUT', `/store/storemanagerview/${supply.id}/`, { as: role, body: { status: 'Provided' } })).status).toBe(403);
    }
  });

  it('a supply of a canceled order cannot be provided, nor its work checked', async () => {
    const { order, schedule } = await approvedOrder();
    expect((await world.t.call('PATCH', `/order/order/${order.id}/`, { as: 'admin', body: { status: 'Canceled' } })).status).toBe(200);
    const supply = await supplyOf(schedule[0]!.auto_id);
    const response = await world.t.call('PUT', `/store/storemanagerview/${supply.id}/`, { as: 'storemanager', body: { status: 'Provided' } });
    expect(response.body).toEqual({ error_message: 'The order of this supply was canceled', code: 'rule_refused' });
    const check = await world.t.call('POST', '/supervisor/finishedproducts/', {
      as: 'qualitychecker',
      body: { supervisor_schedule_item_auto_id: schedule[0]!.auto_id, qc_status: 'Approved', note: '' },
    });
    expect(check.status).toBe(400);
    expect(check.body).toEqual({ error_message: 'The order of this schedule item was canceled', code: 'rule_refused' });
  });
});

describe('reads of a page', () => {
  it('store supply, calendar and schedule lists run a fixed number of statements whatever the rows, counts without needless joins', async () => {
    await approvedOrder([
      { product: world.w.door, quantity: 1 },
      { product: world.w.window, quantity: 1 },
      { product: world.w.door, quantity: 2 },
    ]);
    const supplies = await world.t.statementsOf('/store/storemanagerview/?status=not%20provided', 'storemanager');
    // token, count, page, raw materials of the page: never one per supply.
    expect(supplies.length).toBeLessThanOrEqual(4);
    const supplyCount = supplies.find((q) => q.startsWith('select count(*)'))!;
    expect(supplyCount).not.toContain('"accounts"');
    const searched = await world.t.statementsOf('/store/storemanagerview/?status=not%20provided&search=suresh', 'storemanager');
    expect(searched.length).toBeLessThanOrEqual(4);

    const calendar = await world.t.statementsOf(`/supervisor/calender-data/?date=${world.today.slice(0, 7)}`, 'admin');
    // token, the month's items, their products by id.
    expect(calendar.length).toBeLessThanOrEqual(3);
    // An event shows no order or supply: the month's rows are read without those joins, and without the catalogue
    // (its products are read by id after, so a month costs the same with ten times the products).
    const month = calendar.find((q) => q.includes('from "schedule_items"'))!;
    expect(month).not.toContain('"store_supplies"');
    expect(month).not.toContain('"orders"');
    expect(month).not.toContain('"products"');
    expect(calendar.at(-1)).toMatch(/from "products" where "products"."id" = any/);

    const items = await world.t.statementsOf('/supervisor/supervisor_schedule_item/', 'admin');
    expect(items.length).toBeLessThanOrEqual(3);
    expect(items.find((q) => q.startsWith('select count(*)'))).not.toContain('"accounts"');
    const own = await world.t.statementsOf('/supervisor/supervisor_schedule_item/', 'supervisor');
    expect(own.length).toBeLessThanOrEqual(4);

    const finished = await world.t.statementsOf('/supervisor/finishedproducts/', 'qualitychecker');
    expect(finished.length).toBeLessThanOrEqual(3);
    expect(finished.find((q) => q.startsWith('select count(*)'))).not.toContain('"accounts"');
  });
});