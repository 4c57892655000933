import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import { WORK_TYPES, type DefectsSummary } from '@steelworks/contract/production';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { accounts } from '../../db/accounts.table';
import { productionItemWorks as works } from './production.table';

// ---------------------------------------------------------------------------------------------------------------
// Defects (GET /production/defects/)

export async function summariseDefects(
  db: DbOrTx,
  range: { from?: string; to?: string },
  timeZone: string,
): Promise<DefectsSummary> {
  const to = range.to ?? todayIn(timeZone);
  const from = range.from ?? shiftDays(to, -29);
  if (from > to) throw fieldError('from', 'The start of the range cannot be after its end');
  const start = sql`(${from}::date)::timestamp at time zone ${timeZone}`;
  const end = sql`(${shiftDays(to, 1)}::date)::timestamp at time zone ${timeZone}`;
  const inRange = and(gte(works.finishedAt, start), lt(works.finishedAt, end), eq(works.status, 'Completed'));
  const defects = sql<number>`count(*) filter (where ${works.defective})::int`;
  const byType = await db
    .select({ workType: works.workType, defects, works: sql<number>`count(*)::int` })
    .from(works)
    .where(inRange)
    .groupBy(works.workType);
  const byWorker = await db
    .select({ worker: works.workerId, workerName: accounts.fullName, defects, works: sql<number>`count(*)::int` })
    .from(works)
    .innerJoin(accounts, eq(accounts.id, works.workerId))
    .where(inRange)
    .groupBy(works.workerId, accounts.fullName)
    .orderBy(desc(defects), asc(accounts.fullName));
  const order = (type: string) => {
    const index = WORK_TYPES.indexOf(type as (typeof WORK_TYPES)[number]);
    return index < 0 ? WORK_TYPES.length : index;
  };
  return {
    from,
    to,
    total: byType.reduce((sum, r) => sum + r.defects, 0),
    by_work_type: byType
      .sort((a, b) => order(a.workType) - order(b.workType))
      .map((r) => ({ work_type: r.workType, defects: r.defects, works: r.works })),
    by_worker: byWorker.map((r) => ({ worker: r.worker, worker_name: r.workerName, defects: r.defects, works: r.works })),
  };
}

function shiftDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
