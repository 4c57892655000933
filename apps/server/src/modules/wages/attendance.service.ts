import { and, eq, sql } from 'drizzle-orm';
import type { AttendanceDay, AttendanceMarkInput } from '@steelworks/contract/wages';
import { WAGES_TEXT } from '@steelworks/contract/wages';
import { rowsOf, type DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { accounts } from '../../db/accounts.table';
import { attendanceMarks } from './wages.table';
import type { Caller } from '../../lib/caller';

type Period = { from: string; to: string; worker?: number };

/**
 * A worker's days in the period (docs/product/wages.md#attendance): a day with any tap (a work started or completed)
 * is present, its first and last tap its hours; a manager's mark overrides status and times. The taps are read through
 * the finished-at index (completed works) and the open-works index (started, not yet completed).
 */
export async function attendanceDays(db: DbOrTx, period: Period, timeZone: string): Promise<AttendanceDay[]> {
  const start = sql`(${period.from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${timeZone}`;
  const worker = period.worker;
  return rowsOf<AttendanceDay>(
    db,
    sql`
      with taps as (
        select w.worker_id, v.t
        from production_item_works w, lateral (values (w.started_at), (w.finished_at)) v(t)
        where ((w.finished_at >= ${start} and w.finished_at < ${end})
            or (w.status <> 'Completed' and w.started_at >= ${start} and w.started_at < ${end}))
          ${worker ? sql`and w.worker_id = ${worker}` : sql``}
          and v.t >= ${start} and v.t < ${end}
      ),
      tap_days as (
        select worker_id, (t at time zone ${timeZone})::date as day, min(t) as first_tap, max(t) as last_tap
        from taps group by 1, 2
      ),
      days as (
        select worker_id, day from tap_days
        union
        select worker_id, day from attendance_marks
        where day between ${period.from}::date and ${period.to}::date ${worker ? sql`and worker_id = ${worker}` : sql``}
      ),
      judged as (
        select d.worker_id, d.day, coalesce(m.status, 'present') as status, m.id is not null as marked, coalesce(m.reason, '') as reason,
          case when coalesce(m.status, 'present') = 'present' then coalesce(m.first_tap, t.first_tap) end as first_tap,
          case when coalesce(m.status, 'present') = 'present' then coalesce(m.last_tap, t.last_tap) end as last_tap
        from days d
        left join tap_days t on t.worker_id = d.worker_id and t.day = d.day
        left join attendance_marks m on m.worker_id = d.worker_id and m.day = d.day
      )
      select j.worker_id as worker, a.full_name as worker_name, to_char(j.day, 'YYYY-MM-DD') as day, j.status::text as status,
        to_char(j.first_tap at time zone ${timeZone}, 'HH24:MI') as first_tap, to_char(j.last_tap at time zone ${timeZone}, 'HH24:MI') as last_tap,
        coalesce(floor(extract(epoch from j.last_tap - j.first_tap) / 60), 0)::int as minutes, j.marked, j.reason
      from judged j join accounts a on a.id = j.worker_id
      order by a.full_name, j.worker_id, j.day`,
  );
}

/** A manager's mark on a worker's day: status and corrected times with a reason, audited (before and after). */
export async function markAttendance(db: DbOrTx, input: AttendanceMarkInput, actor: Caller, timeZone: string, today: string): Promise<AttendanceDay> {
  if (input.day > today && input.status === 'present') throw fieldError('day', 'A future day can only be marked leave, absent or holiday');
  const at = (time: string | null | undefined) => (time ? sql`(${input.day}::date + ${time}::time) at time zone ${timeZone}` : null);
  await db.transaction(async (tx) => {
    const [worker] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, input.worker), eq(accounts.role, 'worker')));
    if (!worker) throw fieldError('worker', WAGES_TEXT.workerUnknown);
    const [before] = await tx
      .select()
      .from(attendanceMarks)
      .where(and(eq(attendanceMarks.workerId, input.worker), eq(attendanceMarks.day, input.day)))
      .for('update');
    const values = { status: input.status, firstTap: at(input.first_tap), lastTap: at(input.last_tap), reason: input.reason, updatedBy: actor.accountId };
    const [row] = await tx
      .insert(attendanceMarks)
      .values({ workerId: input.worker, day: input.day, ...values })
      .onConflictDoUpdate({ target: [attendanceMarks.workerId, attendanceMarks.day], set: { ...values, updatedAt: sql`now()` } })
      .returning();
    const snapshot = (m: typeof row) => m && { worker: m.workerId, day: m.day, status: m.status, first_tap: m.firstTap, last_tap: m.lastTap, reason: m.reason };
    await recordAudit(tx, actor, { entity: 'attendance_mark', id: row!.id, action: before ? 'update' : 'create', before: snapshot(before) ?? null, after: snapshot(row), note: input.reason });
  });
  const [day] = (await attendanceDays(db, { from: input.day, to: input.day, worker: input.worker }, timeZone));
  return day!;
}
