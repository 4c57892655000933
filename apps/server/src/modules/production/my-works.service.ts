import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { ProductionWork } from '@steelworks/contract/production';
import type { DbOrTx } from '../../db/client';
import type { PagedQuery } from '../../lib/paginate';
import { productionItemWorks as works } from './production.table';
import { toWork, workSelect } from './work-rows';
import type { Caller, Today } from '../../lib/caller';

/** "My works": the caller's open works, overdue and today's first, then by expected date; or those it finished today. */
export function listMyWorks(db: DbOrTx, state: 'open' | 'done', actor: Caller, { today }: Today, timeZone: string): PagedQuery<ProductionWork> {
  if (state === 'done') {
    const since = sql`(${today}::date)::timestamp at time zone ${timeZone}`;
    const where = and(eq(works.workerId, actor.accountId), gte(works.finishedAt, since));
    return {
      count: async () => (await db.select({ n: count() }).from(works).where(where))[0]!.n,
      rows: async (limit, offset) =>
        (await workSelect(db).where(where).orderBy(desc(works.finishedAt)).limit(limit).offset(offset)).map(toWork),
    };
  }
  const where = and(eq(works.workerId, actor.accountId), ne(works.status, 'Completed'));
  return {
    count: async () => (await db.select({ n: count() }).from(works).where(where))[0]!.n,
    rows: async (limit, offset) =>
      (
        await workSelect(db)
          .where(where)
          // Started ones first (they are in hand), then due today or overdue, then the rest by date; no date last.
          .orderBy(
            sql`(${works.status} = 'In Progress') desc`,
            sql`(${works.expectedDate} <= ${today}) desc nulls last`,
            sql`${works.expectedDate} asc nulls last`,
            asc(works.id),
          )
          .limit(limit)
          .offset(offset)
      ).map(toWork),
  };
}
