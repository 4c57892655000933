import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useDemoTestApp } from '../../../test/seeded-demo';

const demo = useDemoTestApp();

describe('demo sheet nesting', () => {
  it('has remnants in stock, each with its movement in, and a Planned nest plan of open security doors and windows', async () => {
    const remnants = await demo.rows<{ id: number; thick: string; moves: number }>(sql`
      select r.id, r.thick::text as thick, (select count(*)::int from sheet_remnant_movements m where m.remnant_id = r.id) as moves
      from sheet_remnants r where r.used_at is null order by r.id`);
    expect(remnants.length).toBeGreaterThanOrEqual(3);
    for (const remnant of remnants) expect(remnant.moves).toBe(1);
    const plans = await demo.t.call('GET', '/sheet/nest-plans/?status=Planned', { as: 'productionmanager' });
    expect(plans.status).toBe(200);
    expect(plans.body.count).toBe(1);
    const plan = await demo.t.call('GET', `/sheet/nest-plans/${plans.body.results[0].id}/`, { as: 'productionmanager' });
    expect(plan.body.work_orders.length).toBeGreaterThan(0);
    expect(plan.body.sheets.length).toBeGreaterThan(0);
    expect(plan.body.sheets.some((s: { source: string }) => s.source === 'remnant')).toBe(true);
  });
});
