/**
 * Concurrency on a real PostgreSQL server (PGlite is one connection): parallel Provides compete for the same stock,
 * parallel approvals compete for the same capacity.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { useOrderWorld } from '../../../test/order-world';
import { setStock, stockOf } from '../order/order.fixtures';
import { stockMovements } from '../store/store.table';
import { scheduleItemDays, storeSupplies } from './schedule.table';

const world = useOrderWorld();


async function approvedDoorOrder(quantity: number): Promise<number> {
  const created = await world.t.call('POST', '/order/order/', {
    as: 'admin',
    body: { dealer: world.w.dealerId, orderitem: [{ product: world.w.door, quantity, material: 'GI' }] },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved' } });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const [supply] = await world.t.db
    .select({ id: storeSupplies.id })
    .from(storeSupplies)
    .where(eq(storeSupplies.autoId, approved.body.orderitem[0].schedule_items[0].auto_id));
  return supply!.id;
}

describe('parallel Provides', () => {
  it('succeed only as far as the stock allows; stock never goes below zero; nothing half-deducted', async () => {
    // Each supply needs 2 channels and 4 hinges; 11 channels cover 5 of the 12 supplies.
    const supplies: number[] = [];
    for (let i = 0; i < 12; i++) supplies.push(await approvedDoorOrder(1));
    await setStock(world.t.db, world.w.channel, '11');
    await setStock(world.t.db, world.w.hinge, '1000');

    const answers = await Promise.all(
      supplies.map((id) => world.t.call('PUT', `/store/storemanagerview/${id}/`, { as: 'storemanager', body: { status: 'Provided' } })),
    );
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(ok).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.error_message).toBe('No Stocks Available');
      expect(answer.body.shortages[0]).toMatchObject({ store_item: world.w.channel, needed: 2 });
    }
    expect(await stockOf(world.t.db, world.w.channel)).toBe(1);
    // Hinges left the store only for the provided supplies (all or nothing per supply).
    expect(await stockOf(world.t.db, world.w.hinge)).toBe(1000 - 5 * 4);
    const provided = await world.t.db.select().from(storeSupplies).where(inArray(storeSupplies.id, supplies));
    expect(provided.filter((s) => s.status === 'Provided')).toHaveLength(5);
    const movements = await world.t.db.select().from(stockMovements).where(eq(stockMovements.storeItemId, world.w.channel));
    const supplyMoves = movements.filter((m) => m.reason.startsWith('Store supply'));
    expect(supplyMoves).toHaveLength(5);
    for (const m of supplyMoves) expect(Number(m.oldStock) - Number(m.newStock)).toBe(2);
  });

  it('the same supply provided twice at once is deducted once', async () => {
    await setStock(world.t.db, world.w.channel, '100');
    const id = await approvedDoorOrder(1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => world.t.call('PATCH', `/store/storemanagerview/${id}/`, { as: 'storemanager', body: { status: 'Provided' } })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.error_message === 'This supply has already been provided')).toBe(true);
    expect(await stockOf(world.t.db, world.w.channel)).toBe(98);
  });
});

describe('parallel approvals', () => {
  it('never book more than cols_per_day on any supervisor day', async () => {
    await setStock(world.t.db, world.w.channel, '100000');
    await setStock(world.t.db, world.w.hinge, '100000');
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const created = await world.t.call('POST', '/order/order/', {
        as: 'admin',
        body: { dealer: world.w.dealerId, orderitem: [{ product: world.w.window, quantity: 3, material: 'MS' }] },
      });
      ids.push(created.body.id);
    }
    await setStock(world.t.db, world.w.paint, '100000');
    const answers = await Promise.all(ids.map((id) => world.t.call('PATCH', `/order/order/${id}/`, { as: 'admin', body: { status: 'Approved' } })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const days = await world.t.db.select().from(scheduleItemDays);
    const perDay = new Map<string, number>();
    for (const d of days) perDay.set(`${d.supervisorId}:${d.day}`, (perDay.get(`${d.supervisorId}:${d.day}`) ?? 0) + d.cols);
    for (const [key, cols] of perDay) expect(cols).toBeLessThanOrEqual(key.startsWith(`${world.w.supervisorId}:`) ? 10 : 4);
    const autoIds = answers.map((a) => a.body.orderitem[0].schedule_items[0].auto_id);
    expect(new Set(autoIds).size).toBe(autoIds.length);
  });
});
