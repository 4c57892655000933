/**
 * Concurrency on a real PostgreSQL server (PGlite is one connection): the same work completed at once by many
 * requests, the same unit assigned at once, and the last units of a work order completed at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useOrderWorld } from '../../../test/order-world';
import { accountIdOf } from '../../db/seed-helpers';
import { productionItems, productionItemWorks } from './production.table';

const world = useOrderWorld();
let workerId: number;

beforeAll(async () => {
  workerId = (await accountIdOf(world.t.db, 'worker'))!;
});

async function workOrderWithUnits(quantity: number): Promise<{ id: number; units: number[] }> {
  const response = await world.t.call('POST', '/workorders/workorder/', {
    as: 'admin',
    body: { dealer: world.w.dealerId, work_order_items: [{ product_type: 'Door Frame', quantity }] },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body.id, units: response.body.work_order_items[0].production_items.map((u: { id: number }) => u.id) };
}

const assign = (ids: number[], workType = 'Packing') =>
  world.t.call('POST', '/production/productionitemwork/', { as: 'admin', body: { work_type: workType, worker: workerId, status: 'In Progress', production_items: ids } });

describe('concurrent changes of production', () => {
  it('the same work completed by 8 requests at once: exactly one wins, the unit moves once', async () => {
    const { units } = await workOrderWithUnits(1);
    const work = (await assign(units, 'Welding')).body[0];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        world.t.call('PATCH', `/production/productionitemwork/${work.id}/`, {
          as: 'worker',
          body: i % 2 ? { status: 'Completed' } : { defective: true, defect_reason: `crack ${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect([400, 409]).toContain(refused.status);
      expect(refused.body.error_message).toBeTruthy();
    }
    const [unit] = await world.t.db.select().from(productionItems).where(eq(productionItems.id, units[0]!));
    const winner = answers.find((a) => a.status === 200)!.body;
    expect(unit!.status).toBe('Pending');
    expect(unit!.defects).toBe(winner.defective ? 1 : 0);
  });

  it('the same unit assigned by 6 requests at once: one open work', async () => {
    const { units } = await workOrderWithUnits(1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => assign(units, 'Cutting')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 400 || a.status === 409)).toBe(true);
    const open = await world.t.db.select().from(productionItemWorks).where(eq(productionItemWorks.productionItemId, units[0]!));
    expect(open).toHaveLength(1);
  });

  it('the last works of every unit completed at once: the work order reaches Completed', async () => {
    const { id, units } = await workOrderWithUnits(6);
    const created = (await assign(units)).body as Array<{ id: number }>;
    const answers = await Promise.all(
      created.map((work) => world.t.call('PATCH', `/production/productionitemwork/${work.id}/`, { as: 'worker', body: { status: 'Completed' } })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const view = await world.t.call('GET', `/workorders/workorder/${id}/`, { as: 'admin' });
    expect(view.body).toMatchObject({ order_status: 'Completed', production_completed: 6, production_total: 6 });
  });
});
