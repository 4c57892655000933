/**
 * Provide All Ready twice at once on a real PostgreSQL server: each supply is provided once, the stock falls by
 * exactly what was provided, and a run that meets a supply the other run took stops there with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { createOrderTestApp } from '../../../test/order-world';
import { setStock, stockOf, type OrderWorld } from '../order/order.fixtures';

let t: TestApp;
let w: OrderWorld;

beforeAll(async () => {
  ({ t, w } = await createOrderTestApp());
});
afterAll(() => t.close());

describe('parallel Provide All Ready', () => {
  it('provides every ready supply once and never takes stock twice', async () => {
    for (let i = 0; i < 8; i++) {
      const created = await t.call('POST', '/order/order/', { as: 'admin', body: { dealer: w.dealerId, orderitem: [{ product: w.door, quantity: 1, material: 'GI' }] } });
      expect((await t.call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { status: 'Approved' } })).status).toBe(200);
    }
    await setStock(t.db, w.channel, '100');
    await setStock(t.db, w.hinge, '100');
    const answers = await Promise.all([
      t.call('POST', '/planning/readiness/provide-all/', { as: 'storemanager' }),
      t.call('POST', '/planning/readiness/provide-all/', { as: 'admin' }),
    ]);
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const provided = answers.flatMap((a) => a.body.provided.map((p: { id: number }) => p.id));
    expect(new Set(provided).size).toBe(provided.length);
    expect(provided.length).toBe(8);
    for (const answer of answers) {
      if (answer.body.stopped) expect(answer.body.stopped.message).toMatch(/provided/i);
    }
    // Each door takes 2 channels and 4 hinges.
    expect(await stockOf(t.db, w.channel)).toBe(100 - 2 * 8);
    expect(await stockOf(t.db, w.hinge)).toBe(100 - 4 * 8);
    expect((await t.call('GET', '/planning/readiness/', { as: 'admin' })).body.count).toBe(0);
  });
});
