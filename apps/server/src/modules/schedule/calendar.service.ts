import { and, asc, eq, sql } from 'drizzle-orm';
import { parseMonth, SCHEDULE_TEXT, type CalendarEvent } from '@steelworks/contract/schedule';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { inIds } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { joinSupervisorAccount } from '../supervisor/supervisor-account.join';
import { products } from '../product/product.table';
import { ownSupervisorId } from '../supervisor/supervisor-people.service';
import { addDays } from './schedule.capacity';
import { scheduleItems } from './schedule.table';
import type { Caller } from '../../lib/caller';

/** GET /supervisor/calender-data/?date=: the items whose work falls in that month (a supervisor: its own). */
export async function calendarEvents(
  db: DbOrTx,
  query: { date?: string; supervisor?: number },
  actor: Caller,
  today: string,
): Promise<CalendarEvent[]> {
  const month = parseMonth(query.date && query.date.trim() ? query.date : today);
  if (!month) throw fieldError('date', SCHEDULE_TEXT.badMonth);
  const first = `${month.year}-${String(month.month).padStart(2, '0')}-01`;
  const last = addDays(month.month === 12 ? `${month.year + 1}-01-01` : `${month.year}-${String(month.month + 1).padStart(2, '0')}-01`, -1);
  const supervisorId = (await ownSupervisorId(db, actor)) ?? query.supervisor;
  // Only what an event shows: the order and supply joins of the item list would cost a month of rows for nothing.
  // The products are read after, by id: joined, PostgreSQL hashed the whole catalogue for a month's items (issue 15).
  const read = db
    .select({
      id: scheduleItems.id,
      autoId: scheduleItems.autoId,
      startDate: scheduleItems.startDate,
      endDate: scheduleItems.endDate,
      productId: scheduleItems.productId,
      quantity: scheduleItems.quantity,
      supervisor: accounts.fullName,
    })
    .from(scheduleItems)
    .$dynamic();
  const rows = await joinSupervisorAccount(read, scheduleItems.supervisorId)
    .where(
      and(
        sql`daterange(${scheduleItems.startDate}, ${scheduleItems.endDate}, '[]') && daterange(${first}::date, ${last}::date, '[]')`,
        supervisorId !== undefined ? eq(scheduleItems.supervisorId, supervisorId) : undefined,
      ),
    )
    .orderBy(asc(scheduleItems.startDate), asc(scheduleItems.id))
    .limit(2000);
  const named = await db
    .select({ id: products.id, name: products.name, serial: products.serialNumber })
    .from(products)
    .where(inIds(products.id, [...new Set(rows.map((r) => r.productId))]));
  const productById = new Map(named.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    auto_id: r.autoId,
    // A schedule item's product is kept by its foreign key (products are removed softly).
    product: productById.get(r.productId)?.name ?? '',
    product_serial: productById.get(r.productId)?.serial ?? '',
    date: r.endDate,
    quantity: r.quantity,
    start_date: r.startDate,
    supervisor: r.supervisor,
  }));
}
