import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, requiredRef, serialId } from '../../db/columns';
import { VISIT_STATUSES } from '@steelworks/contract/field';
import { accounts } from '../../db/accounts.table';

export const visitStatusEnum = pgEnum('visit_status', VISIT_STATUSES);
export const visitSourceEnum = pgEnum('visit_source', ['phone', 'form']);

/**
 * A place field staff visit (docs/product/field-app.md#locations). Its location travels as "(lat,lng)" text and is stored as two numbers;
 * `radiusM` is its own geofence. A deleted site keeps its row (its visits refer to it) with `deletedAt` set.
 */
export const fieldSites = pgTable(
  'field_sites',
  {
    id: serialId(),
    name: varchar('name', { length: 150 }).notNull(),
    ownerName: varchar('owner_name', { length: 150 }).notNull(),
    ownerPhone: varchar('owner_phone', { length: 20 }).notNull().default(''),
    address: text('address').notNull().default(''),
    remark: text('remark').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusM: integer('radius_m').notNull().default(200),
    fieldStaffId: integer('field_staff_id').references(() => accounts.id),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('field_sites_live_idx').on(t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('field_sites_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('field_sites_owner_trgm_idx').using('gin', sql`${t.ownerName} gin_trgm_ops`),
    index('field_sites_owner_phone_trgm_idx').using('gin', sql`${t.ownerPhone} gin_trgm_ops`),
    check('field_sites_latitude_range', sql`${t.latitude} between -90 and 90`),
    check('field_sites_longitude_range', sql`${t.longitude} between -180 and 180`),
    check('field_sites_radius_range', sql`${t.radiusM} between 10 and 10000`),
  ],
);

/**
 * One visit of a field staff member to a site. A phone check-in records the position with its accuracy, the distance
 * to the site and whether that was beyond the site's radius (docs/product/field-app.md#phone-check-in-and-check-out), and its times honestly
 * (docs/decisions/033): check_in_at is the device's tap time when its clock agreed with the server's, else the
 * server's receive time (then marked "clock differs"); both the tap time as sent and the receive time are kept.
 */
export const visitEntries = pgTable(
  'visit_entries',
  {
    id: serialId(),
    siteId: requiredRef('site_id', () => fieldSites.id),
    fieldStaffId: requiredRef('field_staff_id', () => accounts.id),
    checkInAt: timestamp('check_in_at', { withTimezone: true, precision: 6 }).notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true, precision: 6 }),
    checkInLat: doublePrecision('check_in_lat').notNull(),
    checkInLng: doublePrecision('check_in_lng').notNull(),
    checkOutLat: doublePrecision('check_out_lat'),
    checkOutLng: doublePrecision('check_out_lng'),
    checkInAccuracyM: doublePrecision('check_in_accuracy_m'),
    checkOutAccuracyM: doublePrecision('check_out_accuracy_m'),
    /** Metres from the site at check-in, and whether that was beyond the site's radius then. */
    distanceM: integer('distance_m'),
    outsideSite: boolean('outside_site').notNull().default(false),
    status: visitStatusEnum('status').notNull().default('Pending'),
    remark: text('remark').notNull().default(''),
    source: visitSourceEnum('source').notNull().default('form'),
    checkInTappedAt: timestamp('check_in_tapped_at', { withTimezone: true, precision: 6 }),
    checkInReceivedAt: timestamp('check_in_received_at', { withTimezone: true, precision: 6 }),
    checkInClockDiffers: boolean('check_in_clock_differs').notNull().default(false),
    checkOutTappedAt: timestamp('check_out_tapped_at', { withTimezone: true, precision: 6 }),
    checkOutReceivedAt: timestamp('check_out_received_at', { withTimezone: true, precision: 6 }),
    checkOutClockDiffers: boolean('check_out_clock_differs').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    // Lists read newest check-in first, whole or by staff or by site (the /fields table, staff and site pages).
    index('visit_entries_check_in_idx').on(t.checkInAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('visit_entries_staff_check_in_idx').on(t.fieldStaffId, t.checkInAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    index('visit_entries_site_check_in_idx').on(t.siteId, t.checkInAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} is null`),
    // At most one open phone visit per field staff member, also when two check-ins race.
    uniqueIndex('visit_entries_open_phone_key')
      .on(t.fieldStaffId)
      .where(sql`${t.checkOutAt} is null and ${t.deletedAt} is null and ${t.source} = 'phone'`),
    check('visit_entries_check_out_after_in', sql`${t.checkOutAt} is null or ${t.checkOutAt} >= ${t.checkInAt}`),
    check('visit_entries_lat_range', sql`${t.checkInLat} between -90 and 90 and (${t.checkOutLat} is null or ${t.checkOutLat} between -90 and 90)`),
    check('visit_entries_lng_range', sql`${t.checkInLng} between -180 and 180 and (${t.checkOutLng} is null or ${t.checkOutLng} between -180 and 180)`),
  ],
);

/** Site photos of a visit; the staff and site are copied from the visit so the photo grid filters through an index. */
export const visitImages = pgTable(
  'visit_images',
  {
    id: serialId(),
    visitId: requiredRef('visit_id', () => visitEntries.id),
    fieldStaffId: requiredRef('field_staff_id', () => accounts.id),
    siteId: requiredRef('site_id', () => fieldSites.id),
    title: varchar('title', { length: 100 }).notNull().default(''),
    message: text('message').notNull().default(''),
    image: varchar('image', { length: 64 }).notNull(),
    thumbnail: varchar('thumbnail', { length: 64 }).notNull(),
    /** When the server received it. */
    createdAt: createdAt(),
    /** When it was taken by the device's clock, as sent; clockDiffers: that clock was too far off to believe. */
    tappedAt: timestamp('tapped_at', { withTimezone: true, precision: 6 }),
    clockDiffers: boolean('clock_differs').notNull().default(false),
    /**
     * Set with its visit's deleted_at: the photo then leaves every grid. Kept here so a grid filters and counts its
     * photos by these indexes alone, without reading the visit of each one (issue 12 point 9).
     */
    visitDeleted: boolean('visit_deleted').notNull().default(false),
  },
  (t) => [
    index('visit_images_visit_idx').on(t.visitId, t.id.desc().nullsFirst()).where(sql`not ${t.visitDeleted}`),
    index('visit_images_staff_idx').on(t.fieldStaffId, t.id.desc().nullsFirst()).where(sql`not ${t.visitDeleted}`),
    index('visit_images_site_idx').on(t.siteId, t.id.desc().nullsFirst()).where(sql`not ${t.visitDeleted}`),
    index('visit_images_live_idx').on(t.id.desc().nullsFirst()).where(sql`not ${t.visitDeleted}`),
  ],
);
