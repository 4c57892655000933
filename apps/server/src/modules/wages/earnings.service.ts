import { sql, type SQL } from 'drizzle-orm';
import type { DayEarning, MyEarnings, WorkEarning, WorkerEarning } from '@steelworks/contract/wages';
import { rowsOf, type DbOrTx } from '../../db/client';

/**
 * `late`: also the works of this earlier period (the previous one, whose sheet is approved) that its sheet did not
 * pay (completed while it was being approved): the wage sheet pays them in the next period (docs/decisions/045).
 */
type Period = { from: string; to: string; worker?: number; late?: { from: string; to: string } };

/**
 * Every pay line of the period's completed works, as one set-based statement (docs/product/wages.md#earnings): a
 * work pays its completer, or the shares a manager split it into; each line takes the most specific rate card in
 * force on the completion day (product type before any, grade before any, then the latest start) and the defective
 * share of the wage setting in force that day. The works are read by completion day through the partial index
 * `production_item_works_completed_day_idx` (or the worker's), each rate and setting by one index probe.
 */
export function payLines(period: Period): SQL {
  const worker = period.worker;
  const mine = worker
    ? sql`and (w.worker_id = ${worker} or w.id in (select s.work_id from work_splits s where s.worker_id = ${worker}))`
    : sql``;
  const payee = worker ? sql`where p.payee = ${worker}` : sql``;
  const columns = sql`w.id, w.auto_id, w.worker_id, w.work_type, w.finished_date as day, w.defective, w.production_item_id`;
  // Apart from the period's works, so each is one range of the day index, and the paid works are probed by their key
  // (an anti-join that reads only the late period's works, however many works earlier sheets paid).
  const late = period.late
    ? sql`union all
      select ${columns} from production_item_works w
      where w.status = 'Completed' and w.finished_date between ${period.late.from}::date and ${period.late.to}::date ${mine}
        and not exists (select 1 from wage_sheet_works x where x.work_id = w.id)`
    : sql``;
  return sql`
    with done as (
      select ${columns} from production_item_works w
      where w.status = 'Completed' and w.finished_date between ${period.from}::date and ${period.to}::date ${mine}
      ${late}
    ),
    pay as (
      select d.*, d.worker_id as payee, 100 as percent, null::text as split_reason
      from done d where not exists (select 1 from work_splits s where s.work_id = d.id)
      union all
      select d.*, s.worker_id, s.percent, s.reason from done d join work_splits s on s.work_id = d.id
    ),
    lines as (
      select p.id as work, p.auto_id, p.payee, p.work_type, to_char(p.day, 'YYYY-MM-DD') as day, p.defective, p.percent,
        p.split_reason, pi.sr_no, woi.product_type, r.rate,
        round(coalesce(r.rate, 0) * p.percent / 100
          * (case when p.defective then coalesce(st.defective_share_percent, 0) else 100 end) / 100, 2) as amount
      from pay p
      join production_items pi on pi.id = p.production_item_id
      join work_order_items woi on woi.id = pi.work_order_item_id
      left join worker_grades g on g.account_id = p.payee
      left join lateral (
        select r.rate from wage_rates r
        where r.work_type = p.work_type and r.product_type in (woi.product_type, '')
          and (r.skill_grade is null or r.skill_grade = g.skill_grade) and r.effective_from <= p.day
        order by (r.product_type <> '') desc, (r.skill_grade is not null) desc, r.effective_from desc
        limit 1
      ) r on true
      left join lateral (
        select s.defective_share_percent from wage_settings s where s.effective_from <= p.day order by s.effective_from desc limit 1
      ) st on true
      ${payee}
    )`;
}

const totals = sql`count(*)::int as works, (count(*) filter (where defective))::int as defective,
  (count(*) filter (where rate is null))::int as unrated, coalesce(sum(amount), 0)::numeric(14,2)::text as amount`;

/** The statement of per-worker totals (also what the scale test explains). */
export function workerTotalsSql(period: Period): SQL {
  return sql`${payLines(period)},
      per as (select payee, ${totals} from lines group by payee)
      select a.id as worker, a.full_name as worker_name, g.skill_grade,
        coalesce(per.works, 0) as works, coalesce(per.defective, 0) as defective, coalesce(per.unrated, 0) as unrated,
        coalesce(per.amount, '0.00') as amount
      from accounts a
      left join per on per.payee = a.id
      left join worker_grades g on g.account_id = a.id
      where a.role = 'worker' and (a.active or per.payee is not null) ${period.worker ? sql`and a.id = ${period.worker}` : sql``}
      order by a.full_name, a.id`;
}

/** Per worker: every active worker (nothing earned shows 0.00) and anyone paid in the period. */
export async function earningsByWorker(db: DbOrTx, period: Period): Promise<WorkerEarning[]> {
  return rowsOf<WorkerEarning>(db, workerTotalsSql(period));
}

/** One worker's days in the period, with what each earned. */
export async function earningsByDay(db: DbOrTx, period: Period & { worker: number }): Promise<DayEarning[]> {
  return rowsOf<DayEarning>(db, sql`${payLines(period)} select day, ${totals} from lines group by day order by day`);
}

/** The pay lines of one worker's day: the drill-down to its works. */
export async function earningWorks(db: DbOrTx, worker: number, day: string): Promise<WorkEarning[]> {
  const rows = await rowsOf<Omit<WorkEarning, 'share_percent' | 'worker'> & { payee: number; percent: number }>(
    db,
    sql`${payLines({ from: day, to: day, worker })}
      select work, auto_id, payee, work_type, day, defective, percent, split_reason, sr_no, product_type,
        rate::numeric(14,2)::text as rate, amount::numeric(14,2)::text as amount
      from lines order by work`,
  );
  return rows.map((row) => ({
    work: row.work,
    auto_id: row.auto_id,
    day: row.day,
    worker: row.payee,
    work_type: row.work_type,
    product_type: row.product_type,
    sr_no: row.sr_no,
    defective: row.defective,
    rate: row.rate,
    share_percent: row.percent,
    amount: row.amount,
    split_reason: row.split_reason,
  }));
}

/** The worker's own today and month so far (My works). */
export async function myEarnings(db: DbOrTx, worker: number, today: string): Promise<MyEarnings> {
  const from = `${today.slice(0, 8)}01`;
  const [row] = await rowsOf<Omit<MyEarnings, 'today'>>(
    db,
    sql`${payLines({ from, to: today, worker })}
      select coalesce(sum(amount) filter (where day = ${today}), 0)::numeric(14,2)::text as today_amount,
        (count(*) filter (where day = ${today}))::int as today_works,
        coalesce(sum(amount), 0)::numeric(14,2)::text as month_amount, count(*)::int as month_works
      from lines`,
  );
  return { today, ...row! };
}
