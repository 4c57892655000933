/**
 * Provide All Ready twice at once on a real PostgreSQL server: each supply is provided once, the stock falls by
 * exactly what was provided, and a run that meets a supply the other run took stops there with the reason.
 */
import { describe, expect, it } from 'vitest';
import { useOrderWorld } from '../../../test/order-world';
import { setStock, stockOf } from '../order/order.fixtures';

const world = useOrderWorld();


describe('parallel Provide All Ready', () => {
  it('provides every ready supply once and never takes stock twice', async () => {
    for (let i = 0; i < 8; i++) {
      const created = await world.t.call('POST', '/order/order/', { as: 'admin', body: { dealer: world.w.dealerId, orderitem: [{ product: world.w.door, quantity: 1, material: 'GI' }] } });
      expect((await world.t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved' } })).status).toBe(200);
    }
    await setStock(world.t.db, world.w.channel, '100');
    await setStock(world.t.db, world.w.hinge, '100');
    const answers = await Promise.all([
      world.t.call('POST', '/planning/readiness/provide-all/', { as: 'storemanager' }),
      world.t.call('POST', '/planning/readiness/provide-all/', { as: 'admin' }),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const provided = answers.flatMap((a) => a.body.provided.map((p: { id: number }) => p.id));
    expect(new Set(provided).size).toBe(provided.length);
    expect(provided.length).toBe(8);
    for (const answer of answers) {
      if (answer.body.stopped) expect(answer.body.stopped.message).toMatch(/provided/i);
    }
    // Each door takes 2 channels and 4 hinges.
    expect(await stockOf(world.t.db, world.w.channel)).toBe(100 - 2 * 8);
    expect(await stockOf(world.t.db, world.w.hinge)).toBe(100 - 4 * 8);
    expect((await world.t.call('GET', '/planning/readiness/', { as: 'admin' })).body.count).toBe(0);
  });
});
