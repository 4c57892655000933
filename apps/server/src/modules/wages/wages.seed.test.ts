import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { useDemoTestApp } from '../../../test/seeded-demo';

const demo = useDemoTestApp();
const { rows } = demo;

describe('demo wages', () => {
  it('rate cards with one change in the period, and the demo worker earns today and over the last weeks', async () => {
    const changes = await rows<{ n: number }>(sql`select count(*)::int as n from wage_rates where work_type = 'Welding' and product_type = '' `);
    expect(changes[0]!.n).toBe(2);
    const days = await rows<{ days: number; today: number }>(sql`select count(distinct w.finished_date)::int as days,
        (count(*) filter (where w.finished_date = ${demo.day}::date))::int as today
      from production_item_works w join accounts a on a.id = w.worker_id where a.username = 'worker' and w.status = 'Completed'`);
    expect(days[0]!.days).toBeGreaterThan(3);
    expect(days[0]!.today).toBeGreaterThan(0);
  });

  it('a leave day in attendance', async () => {
    const leave = await rows<{ day: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day from attendance_marks where status = 'leave'`);
    expect(leave.map((l) => l.day)).toContain(addDaysTo(demo.day, -3));
  });

  it('the paid month\'s wage sheet approved and paid, with the demo worker\'s five days on its slip; this month\'s open', async () => {
    const sheets = await rows<{ status: string }>(sql`select status::text from wage_sheets order by period_from`);
    expect(sheets.map((s) => s.status)).toEqual(['paid', 'draft']);
    const slip = await rows<{ days: number; topup: string; recovered: string }>(sql`select l.days_present as days, l.topup_amount::text as topup,
        l.advance_recovered::text as recovered from wage_sheet_lines l join accounts a on a.id = l.worker_id where a.username = 'worker'`);
    expect(slip[0]).toMatchObject({ days: 5, recovered: '1000.00' });
    const paid = await rows<{ n: number }>(sql`select count(*)::int as n from wage_ledger where kind = 'payment'`);
    expect(paid[0]!.n).toBeGreaterThan(0);
  });
});
