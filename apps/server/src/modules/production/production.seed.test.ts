import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useDemoTestApp } from '../../../test/seeded-demo';

const { rows } = useDemoTestApp();

describe('demo work orders and production', () => {
  it('has a dozen work orders in every status, some made from approved dealer orders', async () => {
    const statuses = await rows<{ status: string; n: number }>(sql`select status, count(*)::int as n from work_orders group by status`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['Canceled', 'Completed', 'Delivered', 'In Production', 'Pending']);
    expect(statuses.reduce((sum, s) => sum + s.n, 0)).toBeGreaterThanOrEqual(12);
    const fromOrders = await rows<{ status: string }>(sql`select o.status from work_orders w join orders o on o.id = w.order_id`);
    expect(fromOrders.length).toBeGreaterThanOrEqual(2);
    expect(fromOrders.every((o) => ['Approved', 'Started', 'Shipped', 'Delivered'].includes(o.status))).toBe(true);
  });

  it('has units and works in every state, a rework, and open works of the demo worker', async () => {
    const units = await rows<{ status: string }>(sql`select distinct status from production_items`);
    expect(units.map((u) => u.status).sort()).toEqual(['Completed', 'In Progress', 'Pending']);
    const works = await rows<{ status: string }>(sql`select distinct status from production_item_works`);
    expect(works.map((u) => u.status).sort()).toEqual(['Completed', 'In Progress', 'Pending']);
    const rework = await rows(sql`select d.id from production_item_works d join production_item_works r
      on r.production_item_id = d.production_item_id and r.work_type = d.work_type and r.id > d.id where d.defective`);
    expect(rework.length).toBeGreaterThan(0);
    const mine = await rows(sql`select w.id from production_item_works w join accounts a on a.id = w.worker_id
      where a.username = 'worker' and w.status <> 'Completed'`);
    expect(mine.length).toBeGreaterThan(0);
  });

  it('is consistent with the rules of docs/product/work-orders-and-production.md#production-items', async () => {
    // n units per row of quantity n.
    expect(await rows(sql`select i.id from work_order_items i where i.quantity <> (select count(*) from production_items p where p.work_order_item_id = i.id)`)).toEqual([]);
    // A unit is In Progress exactly when it has an open work, and follows its latest work.
    expect(
      await rows(sql`select p.id from production_items p where (p.status = 'In Progress') <> exists (select 1 from production_item_works w where w.production_item_id = p.id and w.status <> 'Completed')`),
    ).toEqual([]);
    expect(
      await rows(sql`select p.id from production_items p where p.current_work_id is distinct from (select max(w.id) from production_item_works w where w.production_item_id = p.id)`),
    ).toEqual([]);
    // Completed units finished Packing without a defect; a defect sends the same type back.
    expect(
      await rows(sql`select p.id from production_items p join production_item_works w on w.id = p.current_work_id
        where (p.status = 'Completed') <> (w.status = 'Completed' and w.work_type = 'Packing' and not w.defective)`),
    ).toEqual([]);
    expect(await rows(sql`select p.id from production_items p join production_item_works w on w.id = p.current_work_id where w.defective and p.next_work_type <> w.work_type`)).toEqual([]);
    // Only the latest work of a unit waits for the next assignment.
    expect(
      await rows(sql`select w.id from production_item_works w where w.next_work_assigned <> exists (select 1 from production_item_works l where l.production_item_id = w.production_item_id and l.id > w.id)`),
    ).toEqual([]);
    // Work order statuses: Pending without works, Completed when every unit is, In Production otherwise.
    expect(
      await rows(sql`select o.id from work_orders o where o.status in ('Pending', 'In Production', 'Completed') and o.status::text <> (
        case when exists (select 1 from production_items p where p.work_order_id = o.id)
               and not exists (select 1 from production_items p where p.work_order_id = o.id and p.status <> 'Completed') then 'Completed'
             when exists (select 1 from production_item_works w where w.work_order_id = o.id) then 'In Production'
             else 'Pending' end)`),
    ).toEqual([]);
    // Times come in order and never from the future; defects keep a reason.
    expect(await rows(sql`select id from production_item_works where finished_at > now() or started_at > finished_at or (defective and defect_reason = '')`)).toEqual([]);
    expect(await rows(sql`select id from production_items where defects <> (select count(*) from production_item_works w where w.production_item_id = production_items.id and w.defective)`)).toEqual([]);
  });
});
