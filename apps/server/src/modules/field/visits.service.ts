import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { CheckInInput, PositionInput, VisitEntry, VisitEntryInput, VisitEntryPatch, VisitListQuery, VisitNoteInput } from '@steelworks/contract/field';
import { distanceMetres, FIELD_TEXT, type LatLng } from '@steelworks/contract/field-text';
import { formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { serverActionTime, type ActionTime } from '../../lib/device-time';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { cappedCounter, inIds, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { formatDateTime } from '../../lib/business-time';
import { assertFieldStaff } from './field-staff.service';
import { fieldSites, visitEntries, visitImages } from './field.table';
import { checkedInWithin, findVisit, openVisitId, ownOnly, selectVisits, toVisit } from './visit-rows';
import { notifyVisitOutsideGeofence } from './field-notify';

/** Checks the date filter window: both dates within one year either side of today (docs/product/field-app.md#date-filters). */
function assertDateWindow(query: { from_date?: string; to_date?: string }, timeZone: string, now: Date = new Date()): void {
  const today = todayIn(timeZone, now);
  const shift = (years: number) => `${Number(today.slice(0, 4)) + years}${today.slice(4)}`;
  const earliest = shift(-1);
  const latest = shift(1);
  for (const field of ['from_date', 'to_date'] as const) {
    const value = query[field];
    if (value && (value < earliest || value > latest)) throw fieldError(field, FIELD_TEXT.dateWindow);
  }
}

/** The sites and field staff whose names match a visit search: read first, so the visits come by their own indexes. */
type SearchTargets = { siteIds: number[]; staffIds: number[] };

async function findSearchTargets(db: DbOrTx, search: string): Promise<SearchTargets> {
  const pattern = likePattern(search);
  const [sites, staff] = await Promise.all([
    db.select({ id: fieldSites.id }).from(fieldSites).where(or(ilike(fieldSites.name, pattern), ilike(fieldSites.ownerName, pattern))),
    db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, 'fieldstaff'), or(ilike(accounts.fullName, pattern), ilike(accounts.username, pattern)))),
  ]);
  return { siteIds: sites.map((row) => row.id), staffIds: staff.map((row) => row.id) };
}

function visitFilters(
  query: Partial<VisitListQuery>,
  actor: Caller,
  timeZone: string,
  targets: SearchTargets | undefined,
): SQL | undefined {
  const own = ownOnly(actor);
  const conditions: (SQL | undefined)[] = [isNull(visitEntries.deletedAt)];
  if (own) conditions.push(eq(visitEntries.fieldStaffId, own));
  if (query.field_staff) conditions.push(eq(visitEntries.fieldStaffId, query.field_staff));
  if (query.fieldsite) conditions.push(eq(visitEntries.siteId, query.fieldsite));
  // The range applies only when both dates are set (docs/product/field-app.md#date-filters); the query schema refuses a To before the From.
  if (query.from_date && query.to_date) {
    conditions.push(...checkedInWithin(query.from_date, query.to_date, timeZone));
  }
  // By value (`inIds`): with a subquery the planner walked ten years of check-ins to find ten (issue 12 point 9).
  if (targets) conditions.push(or(inIds(visitEntries.siteId, targets.siteIds), inIds(visitEntries.fieldStaffId, targets.staffIds)));
  return and(...conditions);
}

export async function listVisits(
  db: DbOrTx,
  query: VisitListQuery,
  actor: Caller,
  timeZone: string,
): Promise<PagedQuery<VisitEntry>> {
  assertDateWindow(query, timeZone);
  const where = visitFilters(query, actor, timeZone, query.search ? await findSearchTargets(db, query.search) : undefined);
  const order = query.sort === 'check_in_date' ? [asc(visitEntries.checkInAt), asc(visitEntries.id)] : [desc(visitEntries.checkInAt), desc(visitEntries.id)];
  return {
    ...cappedCounter(db, () => db.select({ id: visitEntries.id }).from(visitEntries).where(where), { search: query.search }),
    // The page's ids through the check-in index first, then the names of those ten: joined before the limit, the
    // planner hashes every visit of ten years to sort them.
    rows: async (limit, offset) => {
      const pageIds = db.select({ id: visitEntries.id }).from(visitEntries).where(where).orderBy(...order).limit(limit).offset(offset);
      return (await selectVisits(db).where(inArray(visitEntries.id, pageIds)).orderBy(...order)).map((row) => toVisit(row, timeZone));
    },
  };
}

export async function getVisit(db: DbOrTx, id: number, actor: Caller, timeZone: string): Promise<VisitEntry> {
  return toVisit(await findVisit(db, id, actor), timeZone);
}

/** Distance from the site and the "outside the site" flag of a check-in position. */
async function geofence(db: DbOrTx, siteId: number, point: LatLng): Promise<{ distanceM: number; outsideSite: boolean }> {
  const [site] = await db
    .select({ lat: fieldSites.latitude, lng: fieldSites.longitude, radiusM: fieldSites.radiusM })
    .from(fieldSites)
    .where(and(eq(fieldSites.id, siteId), isNull(fieldSites.deletedAt)))
    .limit(1);
  if (!site) throw fieldError('fieldsite', FIELD_TEXT.selectSite);
  const distanceM = Math.round(distanceMetres({ lat: site.lat, lng: site.lng }, point));
  return { distanceM, outsideSite: distanceM > site.radiusM };
}

function assertOrder(checkIn: Date, checkOut: Date | null | undefined): void {
  if (checkOut && checkOut.getTime() < checkIn.getTime()) throw fieldError('check_out_date', FIELD_TEXT.checkOutBeforeCheckIn);
}

/** A new visit's row, its answer and its audit line: the manager's form and the phone check-in. */
async function insertVisit(tx: DbOrTx, actor: Caller, timeZone: string, values: PgInsertValue<typeof visitEntries>): Promise<VisitEntry> {
  const [row] = await tx.insert(visitEntries).values(values).returning({ id: visitEntries.id });
  const created = await getVisit(tx, row!.id, actor, timeZone);
  await recordAudit(tx, actor, { entity: 'visit_entry', id: created.id, action: 'create', after: created });
  return created;
}

/** A visit typed in by a manager (the /visitEntry/create form). */
export async function createVisit(db: DbOrTx, input: VisitEntryInput, actor: Caller, timeZone: string): Promise<VisitEntry> {
  return db.transaction(async (tx) => {
    await assertFieldStaff(tx, input.field_staff);
    assertOrder(input.check_in_date, input.check_out_date);
    const fence = await geofence(tx, input.fieldsite, input.check_in_location);
    return insertVisit(tx, actor, timeZone, {
      siteId: input.fieldsite,
      fieldStaffId: input.field_staff,
      checkInAt: input.check_in_date,
      checkOutAt: input.check_out_date ?? null,
      checkInLat: input.check_in_location.lat,
      checkInLng: input.check_in_location.lng,
      checkOutLat: input.check_out_location?.lat ?? null,
      checkOutLng: input.check_out_location?.lng ?? null,
      ...fence,
      status: input.status ?? 'Pending',
      remark: input.remark ?? '',
      source: 'form',
    });
  });
}

export async function updateVisit(db: DbOrTx, id: number, input: VisitEntryPatch, actor: Caller, timeZone: string): Promise<VisitEntry> {
  return db.transaction(async (tx) => {
    const current = await findVisit(tx, id, actor);
    const before = toVisit(current, timeZone);
    if (input.field_staff) await assertFieldStaff(tx, input.field_staff);
    const checkIn = input.check_in_date ?? current.checkInAt;
    const checkOut = 'check_out_date' in input ? (input.check_out_date ?? null) : current.checkOutAt;
    assertOrder(checkIn, checkOut);
    const siteId = input.fieldsite ?? current.siteId;
    const point = input.check_in_location ?? { lat: current.checkInLat, lng: current.checkInLng };
    const fence = input.fieldsite || input.check_in_location ? await geofence(tx, siteId, point) : {};
    const values = {
      siteId: input.fieldsite,
      fieldStaffId: input.field_staff,
      checkInAt: input.check_in_date,
      checkOutAt: 'check_out_date' in input ? checkOut : undefined,
      checkInLat: input.check_in_location?.lat,
      checkInLng: input.check_in_location?.lng,
      checkOutLat: 'check_out_location' in input ? (input.check_out_location?.lat ?? null) : undefined,
      checkOutLng: 'check_out_location' in input ? (input.check_out_location?.lng ?? null) : undefined,
      status: input.status,
      remark: 'remark' in input ? (input.remark ?? '') : undefined,
      ...fence,
    };
    const changes = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length > 0) await tx.update(visitEntries).set(changes).where(eq(visitEntries.id, id));
    // Photos follow their visit's staff and site, so the photo grid's filters stay true.
    if (input.field_staff || input.fieldsite) {
      await tx.update(visitImages).set({ fieldStaffId: input.field_staff, siteId: input.fieldsite }).where(eq(visitImages.visitId, id));
    }
    const after = await getVisit(tx, id, actor, timeZone);
    await recordAudit(tx, actor, { entity: 'visit_entry', id, action: 'update', before, after });
    return after;
  });
}

/**
 * The visit's notes: managers on any visit, a field staff member on its own (another's is not found), also after
 * check-out (notes are often written on the way back, and arrive from the phone's queue).
 */
export async function setVisitNote(db: DbOrTx, id: number, input: VisitNoteInput, actor: Caller, timeZone: string): Promise<VisitEntry> {
  return db.transaction(async (tx) => {
    const current = await findVisit(tx, id, actor);
    const before = toVisit(current, timeZone);
    await tx.update(visitEntries).set({ remark: input.remark }).where(eq(visitEntries.id, id));
    const after = await getVisit(tx, id, actor, timeZone);
    await recordAudit(tx, actor, { entity: 'visit_entry', id, action: 'update', before, after });
    return after;
  });
}

/** A visit leaves the lists; its row and photos stay for the record (docs/product/people-and-accounts.md#block-account). */
export async function deleteVisit(db: DbOrTx, id: number, actor: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(visitEntries)
      .set({ deletedAt: new Date() })
      .where(and(eq(visitEntries.id, id), isNull(visitEntries.deletedAt)))
      .returning({ id: visitEntries.id });
    if (!row) throw notFound();
    await tx.update(visitImages).set({ visitDeleted: true }).where(eq(visitImages.visitId, id));
    await recordAudit(tx, actor, { entity: 'visit_entry', id, action: 'delete' });
  });
}

/**
 * The phone check-in (docs/product/field-app.md#phone-check-in-and-check-out): the browser's position with its accuracy, the distance to the site,
 * and the "outside the site" flag beyond the site's radius, all judged on the position taken at the tap. Its time is
 * the tap time when the device clock agrees with ours, else our receive time marked "clock differs" (`time`,
 * docs/decisions/033). One open phone visit at a time.
 */
export async function checkIn(
  db: DbOrTx,
  input: CheckInInput,
  actor: Caller,
  timeZone: string,
  time: ActionTime = serverActionTime(),
): Promise<VisitEntry> {
  return db.transaction(async (tx) => {
    const open = await openVisitId(tx, actor.accountId);
    if (open) throw new AppError('conflict', FIELD_TEXT.openVisit, { open_visit: open });
    const point = { lat: input.latitude, lng: input.longitude };
    const fence = await geofence(tx, input.fieldsite, point);
    const visit = await insertVisit(tx, actor, timeZone, {
      siteId: input.fieldsite,
      fieldStaffId: actor.accountId,
      checkInAt: time.at,
      checkInReceivedAt: time.receivedAt,
      checkInTappedAt: time.tappedAt,
      checkInClockDiffers: time.clockDiffers,
      checkInLat: point.lat,
      checkInLng: point.lng,
      checkInAccuracyM: input.accuracy,
      ...fence,
      status: 'In Progress',
      source: 'phone',
    });
    if (fence.outsideSite) await notifyVisitOutsideGeofence(tx, visit.id);
    return visit;
  });
}

/** 409 for a check-out (often queued offline) of a visit checked out meanwhile, saying when. */
async function alreadyCheckedOut(tx: DbOrTx, id: number, timeZone: string): Promise<AppError> {
  const [row] = await tx.select({ at: visitEntries.checkOutAt }).from(visitEntries).where(eq(visitEntries.id, id));
  const shown = row?.at ? formatDateTime(row.at, timeZone) : '';
  return new AppError('conflict', FIELD_TEXT.alreadyCheckedOut(`${formatDisplayDate(shown.slice(0, 10))} ${shown.slice(11, 16)}`));
}

/** The phone check-out: as the check-in, its time honest (`time`) and never before the check-in. */
export async function checkOut(
  db: DbOrTx,
  id: number,
  input: PositionInput,
  actor: Caller,
  timeZone: string,
  time: ActionTime = serverActionTime(),
): Promise<VisitEntry> {
  return db.transaction(async (tx) => {
    const current = await findVisit(tx, id, actor);
    if (current.checkOutAt) throw await alreadyCheckedOut(tx, id, timeZone);
    const [row] = await tx
      .update(visitEntries)
      .set({
        // A tap "before" the check-in (a check-in taken at its receive time, its clock off) ends the visit at zero length.
        checkOutAt: sql`greatest(${time.at.toISOString()}::timestamptz, ${visitEntries.checkInAt})`,
        checkOutReceivedAt: time.receivedAt,
        checkOutTappedAt: time.tappedAt,
        checkOutClockDiffers: time.clockDiffers,
        checkOutLat: input.latitude,
        checkOutLng: input.longitude,
        checkOutAccuracyM: input.accuracy,
        status: 'Completed',
      })
      .where(and(eq(visitEntries.id, id), isNull(visitEntries.checkOutAt)))
      .returning({ id: visitEntries.id });
    if (!row) throw await alreadyCheckedOut(tx, id, timeZone);
    const after = await getVisit(tx, id, actor, timeZone);
    await recordAudit(tx, actor, { entity: 'visit_entry', id, action: 'status', before: toVisit(current, timeZone), after });
    return after;
  });
}
