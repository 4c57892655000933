import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useDemoTestApp } from '../../../test/seeded-demo';

const { rows } = useDemoTestApp();

describe('demo orders and production', () => {
  it('has orders in every status, and production that agrees with each status', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from orders`);
    expect(statuses.map((s) => s.status).sort()).toEqual(['Approved', 'Canceled', 'Delivered', 'Pending', 'Shipped', 'Started']);
    // Approved and later: every item scheduled with its supply; pending and canceled ones: none.
    const unscheduled = await rows(sql`select i.id from order_items i join orders o on o.id = i.order_id
      left join schedule_items s on s.order_item_id = i.id left join store_supplies ss on ss.schedule_item_id = s.id
      where o.status in ('Approved', 'Started', 'Shipped', 'Delivered') and (s.id is null or ss.id is null)`);
    expect(unscheduled).toEqual([]);
    expect(await rows(sql`select s.id from schedule_items s join orders o on o.id = s.order_id where o.status in ('Pending', 'Canceled')`)).toEqual([]);
    // Supplies: Not Provided exactly while the order is Approved.
    const supplies = await rows(sql`select ss.id from store_supplies ss join schedule_items s on s.id = ss.schedule_item_id join orders o on o.id = s.order_id
      where (o.status = 'Approved') <> (ss.status = 'Not Provided')`);
    expect(supplies).toEqual([]);
    // Shipped and delivered work is finished and passed QC once.
    const unchecked = await rows(sql`select s.id from schedule_items s join orders o on o.id = s.order_id
      where o.status in ('Shipped', 'Delivered') and (s.work_status <> 'Finished'
        or (select count(*) from finished_products f where f.schedule_item_id = s.id and f.qc_status = 'Approved') <> 1)`);
    expect(unchecked).toEqual([]);
  });

  it('puts no history in the future', async () => {
    const future = await rows(sql`
      select 'finished product' as what, id from finished_products where date_added > now()
      union all select 'finished item', id from schedule_items where finished_at > now()
      union all select 'provided supply', id from store_supplies where provided_at > now()
      union all select 'status change', id from order_status_changes where changed_at > now()`);
    expect(future).toEqual([]);
  });
});
