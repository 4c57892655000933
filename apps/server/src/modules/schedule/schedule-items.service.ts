import { and, asc, desc, eq, gte, ilike, inArray, lt, max, or, sql, type SQL } from 'drizzle-orm';
import type { ScheduleItem, WorkStatus } from '@steelworks/contract/schedule';
import type { DbOrTx } from '../../db/client';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from '../supervisor/supervisor-account.join';
import { products } from '../product/product.table';
import { ownSupervisorId } from '../supervisor/supervisor-people.service';
import { selectItems, toScheduleItem } from './schedule-item-rows';
import { addDays } from './schedule.capacity';
import { scheduleItemDays, scheduleItems } from './schedule.table';
import type { Caller } from '../../lib/caller';

function itemSearch(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  return or(ilike(scheduleItems.autoId, likePattern(text)), ilike(accounts.fullName, likePattern(text)), ilike(products.name, likePattern(text)));
}

/** GET /supervisor/supervisor_schedule_item/: newest first; a supervisor sees its own. */
export async function listScheduleItems(
  db: DbOrTx,
  query: { search: string; supervisor?: number; work_status?: WorkStatus; week?: string },
  actor: Caller,
): Promise<PagedQuery<ScheduleItem>> {
  const supervisorId = (await ownSupervisorId(db, actor)) ?? query.supervisor;
  return scheduleItemsOf(db, { supervisorId, workStatus: query.work_status, search: query.search, week: query.week });
}

/** Schedule items of one supervisor (or all), for the supervisor detail's `supervisor_schedule_items` page too. */
export function scheduleItemsOf(
  db: DbOrTx,
  filter: { supervisorId?: number; workStatus?: WorkStatus; search?: string; week?: string },
): PagedQuery<ScheduleItem> {
  const week = filter.week;
  const where = and(
    filter.supervisorId !== undefined ? eq(scheduleItems.supervisorId, filter.supervisorId) : undefined,
    filter.workStatus ? eq(scheduleItems.workStatus, filter.workStatus) : undefined,
    // The items booked in that week, found through the day index (a week holds a few hundred at most).
    week
      ? inArray(
          scheduleItems.id,
          db
            .selectDistinct({ id: scheduleItemDays.scheduleItemId })
            .from(scheduleItemDays)
            .where(and(gte(scheduleItemDays.day, week), lt(scheduleItemDays.day, addDays(week, 7)))),
        )
      : undefined,
    itemSearch(filter.search ?? ''),
  );
  const searched = !!filter.search?.trim();
  return {
    // The names are joined only when the search needs them; a ten-year history is counted up to the cap only.
    ...cappedCounter(db, () =>
      searched
        ? joinSupervisorAccount(
            db.select({ id: scheduleItems.id }).from(scheduleItems).innerJoin(products, eq(products.id, scheduleItems.productId)).$dynamic(),
            scheduleItems.supervisorId,
          ).where(where)
        : db.select({ id: scheduleItems.id }).from(scheduleItems).where(where),
      { search: searched },
    ),
    rows: async (limit, offset) => {
      const newestFirst = [desc(scheduleItems.startDate), desc(scheduleItems.id)];
      if (searched) return (await selectItems(db).where(where).orderBy(...newestFirst).limit(limit).offset(offset)).map(toScheduleItem);
      // The page's ids first, from the items alone through their (supervisor, start) index; the joins then cost ten
      // rows. Joined in one statement, the planner would join all of a supervisor's ten years before sorting.
      const pageIds = db.select({ id: scheduleItems.id }).from(scheduleItems).where(where).orderBy(...newestFirst).limit(limit).offset(offset);
      return (await selectItems(db).where(inArray(scheduleItems.id, pageIds)).orderBy(...newestFirst)).map(toScheduleItem);
    },
  };
}

/** The day an order's last schedule item ends (null for an order without items): the end date promised at approval. */
export async function lastScheduledDayOfOrder(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ last: max(scheduleItems.endDate) })
    .from(scheduleItems)
    .where(eq(scheduleItems.orderId, orderId));
  return row?.last ?? null;
}

/** The numbers of an order's schedule items not yet Finished, in the order they were made (shipping needs none). */
export async function unfinishedItemsOfOrder(db: DbOrTx, orderId: number): Promise<string[]> {
  const open = await db
    .select({ autoId: scheduleItems.autoId })
    .from(scheduleItems)
    .where(and(eq(scheduleItems.orderId, orderId), sql`${scheduleItems.workStatus} <> 'Finished'`))
    .orderBy(asc(scheduleItems.id));
  return open.map((row) => row.autoId);
}
