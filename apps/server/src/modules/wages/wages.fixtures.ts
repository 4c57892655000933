import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import type { OrderTestApp } from '../../../test/order-world';
import { issueToken } from '../../lib/auth';
import { accounts } from '../../db/accounts.table';
import { productionItemWorks } from '../production/production.table';

type As = Role | { token: string };
const who = (as: As) => (typeof as === 'string' ? { as } : { token: as.token });

/** A fresh worker with its own token, so the demo worker's seeded works never enter a test's sums. */
export async function newWorker(world: OrderTestApp, name: string): Promise<{ id: number; token: string }> {
  const [row] = await world.t.db
    .insert(accounts)
    .values({ username: `w${Date.now()}${Math.floor(Math.random() * 1e6)}`, role: 'worker', fullName: name, phone: '9812000002' })
    .returning({ id: accounts.id });
  return { id: row!.id, token: await issueToken(world.t.db, row!.id, world.t.config) };
}

/** Units of a new work order: one per row quantity, in the order of the rows. */
export async function unitsFor(world: OrderTestApp, rows: Array<{ product_type: string; quantity: number }>): Promise<number[]> {
  const response = await world.t.call('POST', '/workorders/workorder/', { as: 'admin', body: { dealer: world.w.dealerId, work_order_items: rows } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.work_order_items.flatMap((i: { production_items: Array<{ id: number }> }) => i.production_items.map((u) => u.id));
}

/**
 * A work assigned to `worker`, started and completed by it (defective if a reason is given), whose completion day is
 * then set to `day` (the day a test's month needs; the API only completes today).
 */
export async function completedWork(
  world: OrderTestApp,
  unit: number,
  workType: string,
  worker: { id: number; token: string },
  day: string,
  defectReason?: string,
): Promise<number> {
  const assigned = await world.t.call('POST', '/production/productionitemwork/', {
    as: 'admin',
    body: { work_type: workType, worker: worker.id, status: 'In Progress', production_items: [unit] },
  });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
  const id = assigned.body[0].id as number;
  const body = defectReason ? { defective: true, defect_reason: defectReason } : { status: 'Completed' };
  const done = await world.t.call('PATCH', `/production/productionitemwork/${id}/`, { ...who({ token: worker.token }), body });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  await world.t.db.update(productionItemWorks).set({ finishedDate: day }).where(eq(productionItemWorks.id, id));
  return id;
}

export const call = (world: OrderTestApp, method: 'GET' | 'POST' | 'PUT', path: string, as: As, body?: unknown) =>
  world.t.call(method, path, { ...who(as), body });
