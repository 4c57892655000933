/**
 * Material readiness, Provide All Ready and the purchase list (issue 16 points 2, 3), against numbers worked out by
 * hand from the order world's bills of materials:
 *   door  = 2 MS Channel + 4 Butt Hinge per piece;  window = 1.5 MS Channel + 0.5 Red Oxide Primer per piece.
 *   A: 5 doors (approved)   -> channel 10, hinge 20
 *   B: 2 windows (approved) -> channel 3, primer 1
 *   C: 3 doors (approved)   -> channel 6, hinge 12
 *   D: 4 windows (pending)  -> channel 6, primer 2 (no supply yet: only the purchase list counts it)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { setStock, stockOf } from '../order/order.fixtures';

const world = useOrderWorld();
const supply: Record<'A' | 'B' | 'C', { id: number; auto_id: string }> = {} as never;
const orderIds: Record<'A' | 'B' | 'C' | 'D', number> = {} as never;

async function placeOrder(product: number, quantity: number, approve: boolean) {
  const created = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem: [{ product, quantity, material: 'GI' }] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (approve) expect((await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved' } })).status).toBe(200);
  return created.body.id as number;
}

async function readiness(query = '') {
  const answer = await world.t.call('GET', `/planning/readiness/${query}`, { as: 'storemanager' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { count: number; results: Array<{ id: number; auto_id: string; state: string; priority: number; shortages: unknown[] }> };
}

beforeAll(async () => {
  orderIds.A = await placeOrder(world.w.door, 5, true);
  orderIds.B = await placeOrder(world.w.window, 2, true);
  orderIds.C = await placeOrder(world.w.door, 3, true);
  orderIds.D = await placeOrder(world.w.window, 4, false);
  const open = await readiness();
  const byOrder = new Map(
    (await world.t.call('GET', '/store/storemanagerview/?status=Not Provided', { as: 'storemanager' })).body.results.map((s: { id: number; order: number }) => [s.order, s.id]),
  );
  for (const key of ['A', 'B', 'C'] as const) {
    const id = byOrder.get(orderIds[key]) as number;
    supply[key] = { id, auto_id: open.results.find((row) => row.id === id)!.auto_id };
  }
});

describe('GET /planning/readiness/', () => {
  it('allocates stock in start-date order: a waiting supply keeps its claim, and says what it lacks', async () => {
    await setStock(world.t.db, world.w.channel, '12');
    await setStock(world.t.db, world.w.hinge, '25');
    await setStock(world.t.db, world.w.paint, '0');
    const answer = await readiness();
    expect(answer.count).toBe(3);
    expect(answer.results.map((row) => [row.id, row.priority, row.state])).toEqual([
      [supply.A.id, 1, 'Ready'],
      [supply.B.id, 2, 'Blocked'],
      [supply.C.id, 3, 'Blocked'],
    ]);
    // B: channel 3 of the 12 - 10 left after A; primer 1 of none.
    expect(answer.results[1]!.shortages).toEqual([
      { store_item: world.w.channel, name: 'MS Channel 4x2 16G', unit_type: 'length', needed: 3, available: 2, missing: 1 },
      { store_item: world.w.paint, name: 'Red Oxide Primer', unit_type: 'litre', needed: 1, available: 0, missing: 1 },
    ]);
    // C: the channel left after A and B's claim (12 - 13) is none; hinges 25 - 20 = 5 of 12.
    expect(answer.results[2]!.shortages).toEqual([
      { store_item: world.w.hinge, name: 'Butt Hinge 4in', unit_type: 'pcs', needed: 12, available: 5, missing: 7 },
      { store_item: world.w.channel, name: 'MS Channel 4x2 16G', unit_type: 'length', needed: 6, available: 0, missing: 6 },
    ]);
    expect((await readiness('?state=blocked')).results.map((row) => row.id)).toEqual([supply.B.id, supply.C.id]);
    expect((await readiness('?state=Ready')).results.map((row) => row.id)).toEqual([supply.A.id]);
    expect((await readiness(`?search=${supply.C.auto_id}`)).results.map((row) => row.id)).toEqual([supply.C.id]);
  });

  it('answers the roles of the store (the outlook: staff managers) and refuses the others', async () => {
    for (const role of ['admin', 'productionmanager', 'storemanager'] as Role[]) {
      expect((await world.t.call('GET', '/planning/readiness/', { as: role })).status).toBe(200);
      expect((await world.t.call('GET', '/planning/purchase-list/', { as: role })).status).toBe(200);
    }
    for (const role of ['supervisor', 'dealer', 'worker', 'qualitychecker', 'sheet_user', 'fieldstaff'] as Role[]) {
      expect((await world.t.call('GET', '/planning/readiness/', { as: role })).status).toBe(403);
      expect((await world.t.call('POST', '/planning/readiness/provide-all/', { as: role })).status).toBe(403);
      expect((await world.t.call('GET', '/planning/purchase-list/', { as: role })).status).toBe(403);
    }
    expect((await world.t.call('GET', '/planning/readiness/')).status).toBe(401);
    // The capacity outlook is a staff dashboard chart: admin and production manager only.
    for (const role of ['admin', 'productionmanager'] as Role[]) {
      expect((await world.t.call('GET', '/planning/capacity-outlook/', { as: role })).status).toBe(200);
    }
    for (const role of ['storemanager', 'supervisor', 'dealer', 'worker', 'qualitychecker', 'sheet_user', 'fieldstaff'] as Role[]) {
      expect((await world.t.call('GET', '/planning/capacity-outlook/', { as: role })).status).toBe(403);
    }
    expect((await world.t.call('GET', '/planning/capacity-outlook/')).status).toBe(401);
    expect((await world.t.call('POST', '/planning/readiness/provide-all/')).status).toBe(401);
    expect((await world.t.call('GET', '/planning/purchase-list/')).status).toBe(401);
    expect((await world.t.call('GET', '/planning/readiness/?state=someday', { as: 'admin' })).status).toBe(400);
    expect((await world.t.call('GET', '/planning/purchase-list/?sort=price', { as: 'admin' })).status).toBe(400);
  });
});

describe('GET /planning/purchase-list/', () => {
  it('sums open supplies and pending orders per store item, minus the stock, with the orders waiting', async () => {
    await setStock(world.t.db, world.w.channel, '12');
    await setStock(world.t.db, world.w.hinge, '25');
    await setStock(world.t.db, world.w.paint, '0');
    const answer = await world.t.call('GET', '/planning/purchase-list/', { as: 'storemanager' });
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(3);
    const rows = answer.body.results as Array<Record<string, unknown> & { orders: Array<{ id: number }> }>;
    // channel 10 + 3 + 6 + 6 = 25 - 12; hinges 20 + 12 = 32 - 25; primer 1 + 2 = 3 - 0. Biggest shortage first.
    expect(rows.map((r) => [r.name, r.needed, r.stock, r.shortage, r.estimated_cost, r.order_count])).toEqual([
      ['MS Channel 4x2 16G', 25, 12, 13, '6500.00', 4],
      ['Butt Hinge 4in', 32, 25, 7, '175.00', 2],
      ['Red Oxide Primer', 3, 0, 3, '900.00', 2],
    ]);
    expect(rows[0]!.orders.map((o) => o.id)).toEqual([orderIds.A, orderIds.B, orderIds.C, orderIds.D]);
    expect(rows[2]!.orders.map((o) => o.id)).toEqual([orderIds.B, orderIds.D]);

    // The whole list is computed once for its count and its page: the token, the shortages, the sections (none here:
    // nothing more), the orders' numbers, and what purchase orders bring (one read for the page, issue 45).
    const reads = await world.t.statementsOf('/planning/purchase-list/', 'storemanager');
    expect(reads).toHaveLength(5);
    expect(reads.filter((q) => q.includes('with open_supplies as'))).toHaveLength(1);
    const readinessReads = await world.t.statementsOf('/planning/readiness/', 'storemanager');
    expect(readinessReads.filter((q) => q.includes('with open as'))).toHaveLength(1);

    const byCost = await world.t.call('GET', '/planning/purchase-list/?sort=-cost', { as: 'admin' });
    expect(byCost.status, JSON.stringify(byCost.body)).toBe(200);
    expect(byCost.body.results.map((r: { name: string }) => r.name)).toEqual(['MS Channel 4x2 16G', 'Red Oxide Primer', 'Butt Hinge 4in']);
    const byName = await world.t.call('GET', '/planning/purchase-list/?sort=name&search=n', { as: 'admin' });
    expect(byName.body.results.map((r: { name: string }) => r.name)).toEqual(['Butt Hinge 4in', 'MS Channel 4x2 16G']);

    const csv = await world.t.call('GET', '/planning/purchase-list/?format=csv', { as: 'storemanager' });
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.body).split('\n')[1]).toContain('MS Channel 4x2 16G,length,25,12,13,6500.00,4,');

    await setStock(world.t.db, world.w.channel, '100');
    await setStock(world.t.db, world.w.hinge, '100');
    await setStock(world.t.db, world.w.paint, '100');
    expect((await world.t.call('GET', '/planning/purchase-list/', { as: 'admin' })).body.count).toBe(0);
  });
});

describe('POST /planning/readiness/provide-all/', () => {
  it('provides the Ready supplies in order, each with its stock movements, and leaves the Blocked one waiting', async () => {
    // A and C fit (channel 10 + B's claim 3 + 6 = 19 of 20; hinges 20 + 12 of 40); B lacks primer.
    await setStock(world.t.db, world.w.channel, '20');
    await setStock(world.t.db, world.w.hinge, '40');
    await setStock(world.t.db, world.w.paint, '0');
    expect((await readiness()).results.map((row) => row.state)).toEqual(['Ready', 'Blocked', 'Ready']);

    const answer = await world.t.call('POST', '/planning/readiness/provide-all/', { as: 'storemanager' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ provided: [supply.A, supply.C], stopped: null, remaining_ready: 0 });
    expect(await stockOf(world.t.db, world.w.channel)).toBe(4);
    expect(await stockOf(world.t.db, world.w.hinge)).toBe(8);
    const movements = await world.t.call('GET', `/store/store/${world.w.hinge}/movements/`, { as: 'storemanager' });
    expect(movements.body.results.slice(0, 2).map((m: { reason: string; old_stock: number; new_stock: number }) => [m.reason, m.old_stock, m.new_stock])).toEqual([
      [`Store supply ${supply.C.auto_id}`, 20, 8],
      [`Store supply ${supply.A.auto_id}`, 40, 20],
    ]);
    const left = await readiness();
    expect(left.results.map((row) => [row.id, row.state])).toEqual([[supply.B.id, 'Blocked']]);
    expect((await world.t.call('GET', `/order/order/${orderIds.A}/`, { as: 'admin' })).body.status).toBe('Started');

    const again = await world.t.call('POST', '/planning/readiness/provide-all/', { as: 'admin' });
    expect(again.body).toEqual({ provided: [], stopped: null, remaining_ready: 0 });
  });
});
