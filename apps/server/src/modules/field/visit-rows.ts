import { and, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VisitEntry } from '@steelworks/contract/field';
import { formatLocation } from '@steelworks/contract/field-text';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { accounts } from '../../db/accounts.table';
import { formatDateTime, nextDay, startOfDay } from '../../lib/business-time';
import { fieldSites, visitEntries } from './field.table';

/** A field staff member reaches only its own visits and photos (docs/product/roles-and-permissions.md#owner-scoping). */
export function ownOnly(actor: Caller): number | undefined {
  return actor.role === 'fieldstaff' ? actor.accountId : undefined;
}

function durationMinutes(checkIn: Date, checkOut: Date | null): number | null {
  return checkOut ? Math.max(0, Math.round((checkOut.getTime() - checkIn.getTime()) / 60_000)) : null;
}

// A visit row with its site and its field staff member: what the visits, the photos and the field dashboard read.
const staffAccount = alias(accounts, 'visit_staff');

const visitColumns = {
  id: visitEntries.id,
  siteId: visitEntries.siteId,
  fieldStaffId: visitEntries.fieldStaffId,
  checkInAt: visitEntries.checkInAt,
  checkOutAt: visitEntries.checkOutAt,
  checkInLat: visitEntries.checkInLat,
  checkInLng: visitEntries.checkInLng,
  checkOutLat: visitEntries.checkOutLat,
  checkOutLng: visitEntries.checkOutLng,
  checkInAccuracyM: visitEntries.checkInAccuracyM,
  checkOutAccuracyM: visitEntries.checkOutAccuracyM,
  distanceM: visitEntries.distanceM,
  outsideSite: visitEntries.outsideSite,
  status: visitEntries.status,
  remark: visitEntries.remark,
  source: visitEntries.source,
  checkInTappedAt: visitEntries.checkInTappedAt,
  checkInReceivedAt: visitEntries.checkInReceivedAt,
  checkInClockDiffers: visitEntries.checkInClockDiffers,
  checkOutTappedAt: visitEntries.checkOutTappedAt,
  checkOutReceivedAt: visitEntries.checkOutReceivedAt,
  checkOutClockDiffers: visitEntries.checkOutClockDiffers,
  siteName: fieldSites.name,
  ownerName: fieldSites.ownerName,
  ownerPhone: fieldSites.ownerPhone,
  address: fieldSites.address,
  siteLat: fieldSites.latitude,
  siteLng: fieldSites.longitude,
  siteRadius: fieldSites.radiusM,
  staffName: staffAccount.fullName,
  staffUsername: staffAccount.username,
};

export function selectVisits(db: DbOrTx) {
  return db
    .select(visitColumns)
    .from(visitEntries)
    .innerJoin(fieldSites, eq(fieldSites.id, visitEntries.siteId))
    .innerJoin(staffAccount, eq(staffAccount.id, visitEntries.fieldStaffId));
}
export type VisitRow = Awaited<ReturnType<ReturnType<typeof selectVisits>['execute']>>[number];

export function toVisit(row: VisitRow, timeZone: string): VisitEntry {
  const checkOut = row.checkOutLat !== null && row.checkOutLng !== null ? { lat: row.checkOutLat, lng: row.checkOutLng } : null;
  return {
    id: row.id,
    fieldsite: row.siteId,
    fieldsite_name: row.siteName,
    owner_name: row.ownerName,
    owner_address: row.address,
    owner_phone: row.ownerPhone,
    field_staff: row.fieldStaffId,
    fieldstaff_name: row.staffName || row.staffUsername || '',
    check_in_date: formatDateTime(row.checkInAt, timeZone),
    check_out_date: row.checkOutAt ? formatDateTime(row.checkOutAt, timeZone) : null,
    check_in_location: formatLocation({ lat: row.checkInLat, lng: row.checkInLng })!,
    check_out_location: formatLocation(checkOut),
    duration: durationMinutes(row.checkInAt, row.checkOutAt),
    status: row.status,
    remark: row.remark,
    check_in_accuracy: row.checkInAccuracyM,
    check_out_accuracy: row.checkOutAccuracyM,
    distance: row.distanceM,
    site_radius: row.siteRadius,
    site_location: formatLocation({ lat: row.siteLat, lng: row.siteLng })!,
    outside_site: row.outsideSite,
    source: row.source,
    check_in_tapped_at: shownOrNull(row.checkInTappedAt, timeZone),
    check_in_received_at: shownOrNull(row.checkInReceivedAt, timeZone),
    check_in_clock_differs: row.checkInClockDiffers,
    check_out_tapped_at: shownOrNull(row.checkOutTappedAt, timeZone),
    check_out_received_at: shownOrNull(row.checkOutReceivedAt, timeZone),
    check_out_clock_differs: row.checkOutClockDiffers,
  };
}

function shownOrNull(date: Date | null, timeZone: string): string | null {
  return date ? formatDateTime(date, timeZone) : null;
}

export async function findVisit(db: DbOrTx, id: number, actor: Caller): Promise<VisitRow> {
  const own = ownOnly(actor);
  const [row] = await selectVisits(db)
    .where(and(eq(visitEntries.id, id), isNull(visitEntries.deletedAt), own ? eq(visitEntries.fieldStaffId, own) : undefined))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Check-ins from the start of day `from` to the end of day `to` in the business time zone: the visit list's date
 * range and the dashboards' today. Two conditions, for the caller's `and`.
 */
export function checkedInWithin(from: string, to: string, timeZone: string): SQL[] {
  return [gte(visitEntries.checkInAt, startOfDay(from, timeZone)), lt(visitEntries.checkInAt, startOfDay(nextDay(to), timeZone))];
}

/** The field staff member's open phone visit: one at a time (checkIn), shown on the field dashboard. */
export async function openVisitId(db: DbOrTx, staffId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: visitEntries.id })
    .from(visitEntries)
    .where(and(eq(visitEntries.fieldStaffId, staffId), isNull(visitEntries.checkOutAt), isNull(visitEntries.deletedAt), eq(visitEntries.source, 'phone')))
    .limit(1);
  return row?.id ?? null;
}
