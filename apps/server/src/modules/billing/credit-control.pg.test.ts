/**
 * Two approvals for one dealer at once on a real PostgreSQL server: each alone is within the credit limit, together
 * they pass it. The dealer's balance lock queues them, so the second counts the first and exactly one is approved.
 */
import { describe, expect, it } from 'vitest';
import { useOrderWorld } from '../../../test/order-world';
import { configureCompany, createDealer, insertOrder } from './billing.fixtures';

const world = useOrderWorld();

describe('parallel approvals against one credit limit', () => {
  it('approves exactly one of two orders that together pass the limit', async () => {
    await configureCompany(world.t);
    for (let round = 0; round < 3; round++) {
      const dealer = await createDealer(world.t.db, { name: `Race Traders ${round}`, creditLimit: '500000.00' });
      const lines = [{ product: world.w.door, quantity: 1, unitPrice: '300000.00' }];
      const ids = [(await insertOrder(world.t.db, dealer, 'Pending', lines)).id, (await insertOrder(world.t.db, dealer, 'Pending', lines)).id];
      const answers = await Promise.all(
        ids.map((id, i) => world.t.call('PATCH', `/order/order/${id}/`, { as: i === 0 ? 'admin' : 'productionmanager', body: { status: 'Approved' } })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 400]);
      const refused = answers.find((answer) => answer.status === 400)!;
      // Each order at its value with GST (issue 41 point 9): 3,00,000 + 9% + 9% = 3,54,000; alone within 5,00,000.
      expect(refused.body.error_message).toMatch(/^Credit limit 5,00,000; outstanding 3,54,000; this order 3,54,000/);
    }
  });
});
