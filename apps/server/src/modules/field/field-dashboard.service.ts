import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { FieldDashboard, LiveVisit } from '@steelworks/contract/field';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { formatDateTime } from '../../lib/business-time';
import { visitEntries } from './field.table';
import { checkedInWithin, openVisitId, ownOnly, selectVisits, toVisit } from './visit-rows';
import { getVisit } from './visits.service';

/** The live visits checked in today (business time zone), of one field staff member when `staffId` is given. */
function visitsTodayWhere(timeZone: string, staffId?: number): SQL | undefined {
  const today = todayIn(timeZone);
  return and(isNull(visitEntries.deletedAt), ...checkedInWithin(today, today, timeZone), staffId ? eq(visitEntries.fieldStaffId, staffId) : undefined);
}

/** Today's latest visits with their sites and staff: the dashboard's list and the live map. */
function latestVisitsToday(db: DbOrTx, timeZone: string, limit: number, staffId?: number) {
  return selectVisits(db).where(visitsTodayWhere(timeZone, staffId)).orderBy(desc(visitEntries.checkInAt), desc(visitEntries.id)).limit(limit);
}

/** Visits checked in today (business time zone): the dashboards' total_visits (docs/product/dashboards.md#staff-numbers). */
export async function countVisitsToday(db: DbOrTx, timeZone: string = DEFAULT_TIME_ZONE, staffId?: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(visitEntries).where(visitsTodayWhere(timeZone, staffId));
  return row!.n;
}

/** GET /fieldsite/dashboard-data/: today's count and visits, and a field staff member's open visit. */
export async function fieldDashboard(db: DbOrTx, actor: Caller, timeZone: string): Promise<FieldDashboard> {
  const own = ownOnly(actor);
  const [total, rows, open] = await Promise.all([
    countVisitsToday(db, timeZone, own),
    latestVisitsToday(db, timeZone, 20, own),
    own ? openVisitId(db, own) : Promise.resolve(null),
  ]);
  return {
    total_visits: total,
    open_visit: open ? await getVisit(db, open, actor, timeZone) : null,
    today_visits: rows.map((row) => toVisit(row, timeZone)),
  };
}

/** The live map (issue 12 point 5): today's visits with where they checked in, open ones marked. */
export async function liveVisits(db: DbOrTx, timeZone: string): Promise<LiveVisit[]> {
  const rows = await latestVisitsToday(db, timeZone, 500);
  return rows.map((row) => ({
    id: row.id,
    fieldstaff_name: row.staffName || row.staffUsername || '',
    fieldsite_name: row.siteName,
    check_in_date: formatDateTime(row.checkInAt, timeZone),
    check_out_date: row.checkOutAt ? formatDateTime(row.checkOutAt, timeZone) : null,
    latitude: row.checkInLat,
    longitude: row.checkInLng,
    open: row.checkOutAt === null,
    outside_site: row.outsideSite,
  }));
}
