import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useDemoTestApp } from '../../../test/seeded-demo';
import { DEMO_SECTIONS, demoSectionName } from './cutting.seed';

const demo = useDemoTestApp();

type Problem = { message: string };

describe('demo sections', () => {
  it('has a section with bars and offcuts for every channel of the open work orders, the stock in metres matching its pieces', async () => {
    const sections = await demo.rows<{ name: string; stock: string; bars: number; offcuts: number; mm: number }>(sql`
      select s.name, s.stock::text as stock,
        count(*) filter (where p.kind = 'bar')::int as bars, count(*) filter (where p.kind = 'offcut')::int as offcuts,
        sum(p.length_mm)::int as mm
      from store_items s join section_pieces p on p.store_item_id = s.id and p.used_at is null
      where s.is_section group by s.id order by s.id`);
    expect(sections.map((s) => s.name)).toEqual(DEMO_SECTIONS.map(([size, gauge]) => demoSectionName(size, gauge)));
    for (const section of sections) {
      expect(section.bars).toBeGreaterThan(0);
      expect(section.offcuts).toBeGreaterThan(0);
      expect(Number(section.stock) * 1000).toBe(section.mm);
    }

    // Every open work order's framed items (doors, windows, security doors) find their section: a gate or a grill has
    // no cut rule and says so.
    const open = await demo.rows<{ id: number }>(sql`select id from work_orders where status in ('Pending', 'In Production') order by id`);
    expect(open.length).toBeGreaterThan(3);
    for (const order of open) {
      const need = await demo.t.call('GET', `/cutting/need/?work_order=${order.id}`, { as: 'productionmanager' });
      expect(need.status, JSON.stringify(need.body)).toBe(200);
      expect(need.body.problems.filter((p: Problem) => !p.message.startsWith('No cut rule'))).toEqual([]);
    }
  });

  it('lets a production manager plan and confirm the cutting of all the open work orders; the purchase list asks for sections in whole bars', async () => {
    const purchases = await demo.t.call('GET', '/planning/purchase-list/?search=bar 3660', { as: 'storemanager' });
    expect(purchases.status, JSON.stringify(purchases.body)).toBe(200);
    const sectionRows = purchases.body.results.filter((row: { section: unknown }) => row.section);
    expect(sectionRows.length).toBeGreaterThan(0);
    for (const row of sectionRows) {
      expect(row.section.bars_to_buy).toBe(row.section.bars_needed - row.section.bars_in_stock);
      expect(row.shortage).toBe((row.section.bars_to_buy * 3660) / 1000);
    }

    const open = await demo.rows<{ id: number }>(sql`select id from work_orders where status in ('Pending', 'In Production') order by id`);
    const plan = await demo.t.call('POST', '/cutting/plans/', { as: 'productionmanager', body: { work_orders: open.map((o) => o.id) } });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    expect(plan.body.problems.filter((p: Problem) => !p.message.startsWith('No cut rule'))).toEqual([]);
    expect(plan.body.sections.length).toBeGreaterThanOrEqual(3);
    expect(plan.body.sections.reduce((sum: number, s: { offcuts_used: number }) => sum + s.offcuts_used, 0)).toBeGreaterThan(0);

    const confirmed = await demo.t.call('POST', `/cutting/plans/${plan.body.id}/confirm/`, { as: 'productionmanager' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('Cut');
  });
});
