/**
 * On a real PostgreSQL server (PGlite is one connection): works completed while the earnings are read land once,
 * in a read before their completion or after it, never twice and never half (the earnings are one statement); and a
 * month's earnings read by index among ten years of works.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { rowsOf } from '../../db/client';
import { workerTotalsSql } from './earnings.service';
import { useOrderWorld } from '../../../test/order-world';
import { call, newWorker, unitsFor } from './wages.fixtures';

const world = useOrderWorld();
let worker: { id: number; token: string };

beforeAll(async () => {
  worker = await newWorker(world, 'Concurrent Wage');
  const rate = await call(world, 'POST', '/wages/rates', 'admin', { work_type: 'Painting', rate: '7.50', effective_from: world.today });
  expect(rate.status, JSON.stringify(rate.body)).toBe(201);
});

describe('earnings read while works complete', () => {
  it('12 completions and 12 reads at once: every read sees whole works, the last sees each exactly once', async () => {
    const units = await unitsFor(world, [{ product_type: 'Gate', quantity: 12 }]);
    const assigned = await world.t.call('POST', '/production/productionitemwork/', {
      as: 'admin',
      body: { work_type: 'Painting', worker: worker.id, status: 'In Progress', production_items: units },
    });
    expect(assigned.status).toBe(201);
    const ids: number[] = assigned.body.map((w: { id: number }) => w.id);
    const period = `from=${world.today}&to=${world.today}&worker=${worker.id}`;
    const answers = await Promise.all([
      ...ids.map((id) => world.t.call('PATCH', `/production/productionitemwork/${id}/`, { token: worker.token, body: { status: 'Completed' } })),
      ...ids.map(() => call(world, 'GET', `/wages/earnings?${period}`, 'admin')),
    ]);
    expect(answers.slice(0, ids.length).every((a) => a.status === 200)).toBe(true);
    for (const read of answers.slice(ids.length)) {
      expect(read.status).toBe(200);
      const [row] = read.body;
      // Whole works only: the amount is always the count times the rate.
      expect(row.amount).toBe((row.works * 7.5).toFixed(2));
    }
    const works = await call(world, 'GET', `/wages/earnings/works?worker=${worker.id}&day=${world.today}`, 'productionmanager');
    expect(works.body.map((w: { work: number }) => w.work).sort()).toEqual([...ids].sort());
    const mine = await call(world, 'GET', '/wages/my-earnings', { token: worker.token });
    expect(mine.body).toMatchObject({ today_works: 12, today_amount: '90.00' });
  });
});

describe('earnings at scale (docs/product/wages.md#earnings)', () => {
  it('a month of everyone over 200,000 works of ten years reads the completion-day index, never the whole table', async () => {
    await world.t.db.execute(sql`
      insert into production_item_works (production_item_id, work_order_id, worker_id, work_type, status, finished_date, finished_at, started_at)
      select w.production_item_id, w.work_order_id, w.worker_id, w.work_type, 'Completed', current_date - 40 - (g % 3600), now() - interval '40 days', now() - interval '40 days'
      from (select * from production_item_works where status = 'Completed' and worker_id = ${worker.id} limit 1) w
      cross join generate_series(1, 200000) as g`);
    await world.t.db.execute(sql`analyze production_item_works`);
    const plan = await rowsOf<{ 'QUERY PLAN': unknown }>(
      world.t.db,
      sql`explain (format json) ${workerTotalsSql({ from: addDaysTo(world.today, -30), to: world.today })}`,
    );
    type Node = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: Node[] };
    const nodes: Node[] = [];
    const walk = (node: Node) => (nodes.push(node), node.Plans?.forEach(walk));
    walk((plan[0]!['QUERY PLAN'] as Array<{ Plan: Node }>)[0]!.Plan);
    expect(nodes.map((n) => n['Index Name'])).toContain('production_item_works_completed_day_idx');
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'production_item_works')).toEqual([]);
  }, 120_000);
});
