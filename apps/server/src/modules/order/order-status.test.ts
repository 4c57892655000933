import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_MOVES, ORDER_STATUSES, ORDER_TEXT, type OrderStatus } from '@steelworks/contract/order';
import { useOrderWorld } from '../../../test/order-world';
import { addDays } from '../schedule/schedule.capacity';
import { scheduleItemDays, scheduleItems, storeSupplies, storeSupplyItems } from '../schedule/schedule.table';
import { orderCalls, REFUSED } from './order-calls.fixtures';
import { orderItems, orders, orderStatusChanges } from './order.table';

/** An order's status moves, and the work its approval schedules. */

const world = useOrderWorld();
const { doorItem, createOrder, move, orderIn } = orderCalls(world);

describe('status moves (docs/product/orders.md#statuses-and-moves)', () => {
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      // An Approved order cannot be shipped in practice: its items pass QC only after their Provide, which starts it.
      const shippedUnfinished = from === 'Approved' && to === 'Shipped';
      const allowed = ORDER_MOVES[from].includes(to) && !shippedUnfinished;
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, async () => {
        const order = await orderIn(from, { finished: to === 'Shipped' });
        const response = await move(order.id, to);
        if (allowed) {
          expect(response.status, JSON.stringify(response.body)).toBe(200);
          expect(response.body).toMatchObject({ id: order.id, status: to });
          const [change] = await world.t.db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, order.id)).orderBy(orderStatusChanges.id);
          expect(change).toBeDefined();
        } else {
          expect(response.status).toBe(400);
          if (to === 'Started') expect(response.body.error_message).toBe(ORDER_TEXT.startedByProvide);
          else if (shippedUnfinished) expect(response.body.error_message).toMatch(/^Cannot ship yet: schedule item \d{4}-\d+ is not Finished/);
          else expect(response.body.error_message).toMatch(new RegExp(`^Cannot change the status of a ${from} order`));
          const detail = await world.t.call('GET', `/order/order/${order.id}/`, { as: 'admin' });
          expect(detail.body.status).toBe(from);
        }
      });
    }
  }

  it('an unknown status is a validation error', async () => {
    const order = await createOrder();
    const response = await move(order.id, 'Lost' as OrderStatus);
    expect(response.status).toBe(400);
    expect(response.body.status).toBeDefined();
  });

  it('a dealer cannot change the status of its own order (403); other refused roles get 403 too', async () => {
    const order = await createOrder();
    expect((await move(order.id, 'Canceled', 'dealer')).status).toBe(403);
    for (const role of REFUSED) expect((await move(order.id, 'Approved', role)).status).toBe(403);
    expect((await move(999999, 'Approved')).status).toBe(404);
  });

  it('Delivered records when the order was delivered', async () => {
    const order = await orderIn('Delivered');
    const [row] = await world.t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.deliveredAt).toBeInstanceOf(Date);
  });

  it('Delivered adds the order to this month of the yearly revenue graph: quantity x price, and x (price - cost)', async () => {
    const [year, month] = world.today.split('-').map(Number) as [number, number];
    const graph = async () => (await world.t.call('GET', `/supervisor/yearly-revenue-graph/?date=${year}`, { as: 'admin' })).body;
    const order = await orderIn('Shipped');
    const before = await graph();
    expect((await move(order.id, 'Delivered')).status).toBe(200);
    const after = await graph();
    const items = await world.t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const revenue = items.reduce((sum, item) => sum + item.quantity * Number(item.unitPrice), 0);
    const profit = items.reduce((sum, item) => sum + item.quantity * (Number(item.unitPrice) - Number(item.unitCost)), 0);
    expect(revenue).toBeGreaterThan(0);
    expect(after.total_revenue[month - 1] - before.total_revenue[month - 1]).toBeCloseTo(revenue, 2);
    expect(after.total_profit[month - 1] - before.total_profit[month - 1]).toBeCloseTo(profit, 2);
    // Every other month is untouched; a Canceled order adds nothing.
    expect(after.total_revenue.filter((_: number, index: number) => index !== month - 1)).toEqual(
      before.total_revenue.filter((_: number, index: number) => index !== month - 1),
    );
    await orderIn('Canceled');
    expect(await graph()).toEqual(after);
  });
});

describe('approval schedules the work', () => {
  it('each item becomes a YEAR-N schedule item on the supervisor free earliest, with a Not Provided supply of BOM x quantity', async () => {
    const order = await createOrder({ orderitem: [doorItem(3), { product: world.w.window, quantity: 2, material: 'MS' }] });
    const approved = await move(order.id, 'Approved');
    expect(approved.status).toBe(200);
    const [doorLine, windowLine] = approved.body.orderitem;
    const [doorItemScheduled] = doorLine.schedule_items;
    expect(doorItemScheduled).toMatchObject({ quantity: 3, status: 'Not Provided', work_status: 'Pending' });
    expect(doorItemScheduled.auto_id).toMatch(new RegExp(`^${world.today.slice(0, 4)}-\\d+$`));
    const [windowScheduled] = windowLine.schedule_items;
    const [a, b] = [doorItemScheduled.auto_id, windowScheduled.auto_id].map((id: string) => Number(id.split('-')[1]));
    expect(b).toBe(a! + 1);
    const [supply] = await world.t.db.select().from(storeSupplies).where(eq(storeSupplies.autoId, doorItemScheduled.auto_id));
    expect(supply).toMatchObject({ status: 'Not Provided' });
    const lines = await world.t.db.select().from(storeSupplyItems).where(eq(storeSupplyItems.supplyId, supply!.id)).orderBy(storeSupplyItems.id);
    expect(lines.map((l) => [l.storeItemId, l.quantity])).toEqual([
      [world.w.channel, '6.000'],
      [world.w.hinge, '12.000'],
    ]);
  });

  it('books no more than cols_per_day per supervisor per day and spans days', async () => {
    const order = await createOrder({ orderitem: [{ product: world.w.window, quantity: 8, material: 'MS' }] });
    const approved = await move(order.id, 'Approved', 'admin', { start_date: addDays(world.today, 30) });
    expect(approved.status).toBe(200);
    const [scheduled] = approved.body.orderitem[0].schedule_items;
    expect(scheduled.start_date >= addDays(world.today, 30)).toBe(true);
    expect(scheduled.end_date > scheduled.start_date).toBe(true);
    expect(approved.body.start_date).toBe(addDays(world.today, 30));
    const days = await world.t.db.select().from(scheduleItemDays).where(eq(scheduleItemDays.scheduleItemId, scheduled.id));
    expect(days.reduce((sum, d) => sum + d.cols, 0)).toBe(24);
    const all = await world.t.db.select().from(scheduleItemDays);
    const perDay = new Map<string, number>();
    for (const d of all) perDay.set(`${d.supervisorId}:${d.day}`, (perDay.get(`${d.supervisorId}:${d.day}`) ?? 0) + d.cols);
    for (const [key, cols] of perDay) expect(cols).toBeLessThanOrEqual(key.startsWith(`${world.w.supervisorId}:`) ? 10 : 4);
  });

  it('an approval date before today is refused', async () => {
    const order = await createOrder();
    const response = await move(order.id, 'Approved', 'admin', { start_date: addDays(world.today, -2) });
    expect(response.status).toBe(400);
    expect(response.body.start_date).toEqual(['The date cannot be before today']);
  });

  it('an approval date beyond two years is refused (not a crash in the day-by-day booking)', async () => {
    const order = await createOrder();
    const response = await move(order.id, 'Approved', 'admin', { start_date: addDays(world.today, 731) });
    expect(response.status).toBe(400);
    expect(response.body.start_date).toEqual(['The date cannot be more than two years ahead']);
    const absurd = await move(order.id, 'Approved', 'admin', { start_date: '9999-12-31' });
    expect(absurd.body.start_date).toEqual(['Start date must be a date from 2000-01-01 to 2100-12-31, written YYYY-MM-DD.']);
    expect((await move(order.id, 'Approved', 'admin', { start_date: addDays(world.today, 730) })).status).toBe(200);
  });

  it('canceling an approved order frees its booked capacity', async () => {
    const order = await orderIn('Approved');
    const [item] = await world.t.db.select().from(scheduleItems).where(eq(scheduleItems.orderId, order.id));
    expect((await world.t.db.select().from(scheduleItemDays).where(eq(scheduleItemDays.scheduleItemId, item!.id))).length).toBeGreaterThan(0);
    expect((await move(order.id, 'Canceled')).status).toBe(200);
    expect(await world.t.db.select().from(scheduleItemDays).where(eq(scheduleItemDays.scheduleItemId, item!.id))).toEqual([]);
  });
});
