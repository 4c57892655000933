import { and, desc, eq, gte, ilike, inArray, lt, max, or, type SQL } from 'drizzle-orm';
import type { ScheduleItem, WorkStatus } from '@steelworks/contract/schedule';
import type { DbOrTx } from '../../db/client';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { products } from '../product/product.table';
import { supervisors } from '../supervisor/supervisor.table';
import { ownSupervisorId, type ScheduleActor } from './schedule-actor';
import { selectItems, toScheduleItem } from './schedule-item-rows';
import { addDays } from './schedule.capacity';
import { scheduleItemDays, scheduleItems } from './schedule.table';

function itemSearch(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  return or(ilike(scheduleItems.autoId, likePattern(text)), ilike(accounts.fullName, likePattern(text)), ilike(products.name, likePattern(text)));
}

/** GET /supervisor/supervisor_schedule_item/: newest first; a supervisor sees its own. */
export async function listScheduleItems(
  db: DbOrTx,
  query: { search: string; supervisor?: number; work_status?: WorkStatus; week?: string },
  actor: ScheduleActor,
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
        ? db
            .select({ id: scheduleItems.id })
            .from(scheduleItems)
            .innerJoin(products, eq(products.id, scheduleItems.productId))
            .innerJoin(supervisors, eq(supervisors.id, scheduleItems.supervisorId))
            .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
            .where(where)
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

/** The end of an order's last schedule item (the day promised to its dealer); null: nothing scheduled. */
export async function lastScheduledDay(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db.select({ day: max(scheduleItems.endDate) }).from(scheduleItems).where(eq(scheduleItems.orderId, orderId));
  return row?.day ?? null;
}
