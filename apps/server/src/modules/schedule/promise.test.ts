/**
 * The promise date (issue 16 point 1) against schedules worked out by hand. The order world has two supervisors:
 * the demo one with 10 columns a day and Ramesh with 4; a door is 1 column (BOM 2 channel + 4 hinges), a window 3
 * columns (1.5 channel + 0.5 primer); the store holds 100 channel, 40 hinges, 5 litres of primer; lead time 7 days.
 */
import { describe, expect, it } from 'vitest';
import { useOrderWorld } from '../../../test/order-world';
import { addDays } from './schedule.capacity';

const world = useOrderWorld();


const door = (quantity: number) => ({ product: world.w.door, quantity, material: 'GI' });
const window = (quantity: number) => ({ product: world.w.window, quantity, material: 'GI' });

async function promise(orderitem: unknown[], as: 'admin' | 'dealer' = 'dealer') {
  const answer = await world.t.call('POST', '/order/promise/', { as, body: { dealer: world.w.dealerId, orderitem } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function approve(orderitem: unknown[]) {
  const created = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved' } });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body.orderitem.flatMap((item: { schedule_items: Array<{ start_date: string; end_date: string }> }) => item.schedule_items);
}

describe('POST /order/promise/', () => {
  it('is bound by capacity while the stock covers the order, and moves as quantity grows', async () => {
    // 5 columns fit today on the 10-a-day supervisor.
    expect(await promise([door(5)])).toEqual({ earliest_start: world.today, earliest_finish: world.today, limited_by: 'capacity', shortages: [], lead_days: 7 });
    // 24 columns: 10 + 10 + 4 on the 10-a-day supervisor (the 4-a-day one would need 6 days).
    expect(await promise([window(8)])).toMatchObject({ earliest_start: world.today, earliest_finish: addDays(world.today, 2), limited_by: 'capacity' });
  });

  it('promises nothing for an order create would refuse: the answer is create\'s own No Stocks Available', async () => {
    // 11 doors need 44 hinges; the store holds 40: create refuses, so no date is offered (issue 40 point 6).
    const body = { dealer: world.w.dealerId, orderitem: [door(11)] };
    const promised = await world.t.call('POST', '/order/promise/', { as: 'dealer', body });
    const created = await world.t.call('POST', '/order/order/', { as: 'dealer', body });
    expect(created.status).toBe(400);
    expect(promised).toMatchObject({ status: 400, body: created.body });
    expect(promised.body).toEqual({
      error_message: 'No Stocks Available',
      shortages: [{ store_item: world.w.hinge, name: 'Butt Hinge 4in', needed: 44, available: 40 }],
      code: 'no_stocks',
    });
  });

  it('counts what approved supplies still need, and approval never starts before the promise', async () => {
    // 8 doors approved: 8 columns booked today on the demo supervisor, 32 hinges claimed (not yet provided).
    const [first] = await approve([door(8)]);
    expect(first).toMatchObject({ start_date: world.today, end_date: world.today });

    // 3 more doors need 12 hinges of the 8 still free: materials, from today + 7.
    const short = await promise([door(3)]);
    expect(short).toMatchObject({ earliest_start: addDays(world.today, 7), limited_by: 'materials', shortages: [{ store_item: world.w.hinge, needed: 12, available: 8 }] });
    const [scheduled] = await approve([door(3)]);
    expect(scheduled.start_date).toBe(short.earliest_start);

    // 2 windows (6 columns): 2 left today on the demo supervisor, or 4 on Ramesh; both finish tomorrow.
    const windows = await promise([window(2)], 'admin');
    expect(windows).toMatchObject({ earliest_start: world.today, earliest_finish: addDays(world.today, 1), limited_by: 'capacity' });
    const [placed] = await approve([window(2)]);
    expect(placed.start_date >= windows.earliest_start).toBe(true);
    expect(placed.end_date).toBe(windows.earliest_finish);
  });

  it('refuses bad items and the roles that cannot order', async () => {
    const unknown = await world.t.call('POST', '/order/promise/', { as: 'dealer', body: { orderitem: [{ product: 999999, quantity: 1 }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body['orderitem.0.product']).toEqual(['This product does not exist']);
    expect((await world.t.call('POST', '/order/promise/', { as: 'dealer', body: { orderitem: [] } })).status).toBe(400);
    expect((await world.t.call('POST', '/order/promise/', { as: 'dealer', body: { orderitem: [door(0)] } })).status).toBe(400);
    for (const role of ['supervisor', 'storemanager', 'worker', 'qualitychecker', 'sheet_user', 'fieldstaff'] as const) {
      expect((await world.t.call('POST', '/order/promise/', { as: role, body: { orderitem: [door(1)] } })).status).toBe(403);
    }
    expect((await world.t.call('POST', '/order/promise/', { as: 'productionmanager', body: { orderitem: [door(1)] } })).status).toBe(200);
  });

  it('shows the bookings as the capacity outlook, week by week, and a week lists its schedule items', async () => {
    // Booked above: 8 doors today and 2 windows today (2) and tomorrow (4) on the demo supervisor; 3 doors on it at
    // today + 7. Ramesh has nothing. Week 1 is today to today + 6.
    const answer = await world.t.call('GET', '/planning/capacity-outlook/', { as: 'productionmanager' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.weeks[0]).toEqual({ start: world.today, end: addDays(world.today, 6) });
    expect(answer.body.weeks).toHaveLength(8);
    const byId = new Map(answer.body.supervisors.map((s: { id: number }) => [s.id, s]));
    expect(byId.get(world.w.supervisorId)).toMatchObject({ capacity_per_week: 70, booked: [14, 3, 0, 0, 0, 0, 0, 0] });
    expect(byId.get(world.w.otherSupervisorId)).toMatchObject({ name: 'Ramesh Babu', capacity_per_week: 28, booked: [0, 0, 0, 0, 0, 0, 0, 0] });
    expect((await world.t.call('GET', '/planning/capacity-outlook/', { as: 'storemanager' })).status).toBe(403);

    const secondWeek = await world.t.call('GET', `/supervisor/supervisor_schedule_item/?week=${addDays(world.today, 7)}`, { as: 'admin' });
    expect(secondWeek.body.results.map((item: { quantity: number; start_date: string }) => [item.quantity, item.start_date])).toEqual([[3, addDays(world.today, 7)]]);
    const firstWeek = await world.t.call('GET', `/supervisor/supervisor_schedule_item/?week=${world.today}`, { as: 'admin' });
    expect(firstWeek.body.count).toBe(2);
    expect((await world.t.call('GET', '/supervisor/supervisor_schedule_item/?week=24-11-2026', { as: 'admin' })).status).toBe(400);
  });
});
