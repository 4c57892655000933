import { z } from 'zod';
import { dayRangeInOrder, formYearsMessage, inFormYears, rangeOrderMessage } from './common/dates';
import { dayFilterSchema } from './common/date-schemas';
import { emptyToUndefined, numberInput, optionalRecordIdInput, recordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { namePartInputFields, withNameParts } from './person';
import { personSchema } from './staff';
import { FIELD_LIMITS, FIELD_TEXT, parseLocation } from './field-text';

/**
 * The field app (docs/product/field-app.md,
 * docs/product/roles-and-permissions.md#roles, docs/product/files-and-images.md): field staff, field sites, visit entries with
 * check-in and check-out, site photos, and maps.
 */

export const VISIT_STATUSES = ['Pending', 'Completed', 'In Progress'] as const;
const visitStatusSchema = z.enum(VISIT_STATUSES);

// --- Locations: the plain functions and LatLng are in field-text.ts ---

/** A location input: the text "(lat,lng)" or the form's two-value list [lat, lng]. */
function locationInput(requiredMessage: string) {
  return z.preprocess(
    (v) => (Array.isArray(v) && v.length === 2 ? `(${String(v[0]).trim()},${String(v[1]).trim()})` : v),
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(80, FIELD_TEXT.locationFormat)
      .transform((text, ctx) => {
        const parsed = parseLocation(text);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
  );
}
const locationInputSchema = locationInput(FIELD_TEXT.locationFormat);

// --- Field staff ---

const fieldPhoneSchema = z
  .string({ error: FIELD_TEXT.phoneRequired })
  .trim()
  .min(1, { error: FIELD_TEXT.phoneRequired, abort: true })
  .regex(/^\d{10}$/, FIELD_TEXT.phoneDigits);

const fieldStaffObject = z.object({
  username: z
    .string({ error: FIELD_TEXT.usernameRequired })
    .trim()
    .min(1, { error: FIELD_TEXT.usernameRequired, abort: true })
    .max(150, 'At most 150 characters')
    .regex(/^[\w.@+-]+$/, 'Use only letters, numbers and @ . + - _'),
  /** Not required (docs/product/field-app.md#field-validation). */
  full_name: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(150, 'At most 150 characters')),
  ...namePartInputFields,
  phone: fieldPhoneSchema,
  email: z.string({ error: FIELD_TEXT.emailRequired }).trim().min(1, { error: FIELD_TEXT.emailRequired, abort: true }).max(254).email(FIELD_TEXT.emailInvalid),
});
export const fieldStaffInputSchema = withNameParts(fieldStaffObject);
export type FieldStaffInput = z.infer<typeof fieldStaffInputSchema>;
export const fieldStaffPatchSchema = withNameParts(fieldStaffObject.partial());
export const fieldStaffSchema = personSchema;
export type FieldStaff = z.infer<typeof fieldStaffSchema>;

// --- Field sites ---

const radiusInput = numberInput(z.number({ error: FIELD_TEXT.radius }).int(FIELD_TEXT.radius).min(10, FIELD_TEXT.radius).max(10_000, FIELD_TEXT.radius));

export const fieldSiteInputSchema = z.object({
  fieldsite_name: z.string({ error: FIELD_TEXT.nameRequired }).trim().min(1, FIELD_TEXT.nameRequired).max(150, 'At most 150 characters'),
  owner_name: z.string({ error: FIELD_TEXT.ownerNameRequired }).trim().min(1, FIELD_TEXT.ownerNameRequired).max(150, 'At most 150 characters'),
  owner_phone: z.preprocess(emptyToUndefined, z.string().trim().regex(/^\d{10}$/, FIELD_TEXT.ownerPhoneDigits).optional()),
  address: z.preprocess(emptyToUndefined, z.string().trim().max(500, 'At most 500 characters').optional()),
  remark: z.preprocess(emptyToUndefined, z.string().trim().max(2000, 'At most 2000 characters').optional()),
  field_staff: optionalRecordIdInput(FIELD_TEXT.selectStaff),
  location: locationInput(FIELD_TEXT.invalidLatitude),
  /** The geofence of this site in metres (default: the server's setting, 200). */
  radius: z.preprocess(emptyToUndefined, radiusInput.optional()),
});
export type FieldSiteInput = z.infer<typeof fieldSiteInputSchema>;
export const fieldSitePatchSchema = fieldSiteInputSchema.partial();

export const fieldSiteSchema = z.object({
  id: z.number().int(),
  fieldsite_name: z.string(),
  owner_name: z.string(),
  owner_phone: z.string(),
  address: z.string(),
  remark: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius: z.number().int(),
  field_staff: z.number().int().nullable(),
  fieldstaff_name: z.string(),
  date_added: z.string(),
  /** Metres from `near`, when the list was asked for the sites nearest a position. */
  distance: z.number().optional(),
});
export type FieldSite = z.infer<typeof fieldSiteSchema>;

/** `near=(lat,lng)` sorts the sites nearest first (the field staff's phone screen). */
export const fieldSiteListQuerySchema = listQuerySchema.extend({
  searchText: z.string().trim().max(200).optional(),
  near: z.preprocess(emptyToUndefined, locationInputSchema.optional()),
});

// --- Visit entries ---

/**
 * A date-time with an offset ("2026-11-24T10:30:00.000000+05:30" or "...Z"), in the years 2000-2100 like every date
 * typed in a form (common/date-schemas.ts): 0001-01-01 or 9999-12-31 answers 400 naming the field.
 */
const dateTimeInput = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/, message)
    .transform((text, ctx) => {
      const normalized = text.replace(' ', 'T').replace(/\.(\d{3})\d{1,3}/, '.$1');
      const date = new Date(normalized);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      if (!inFormYears(date)) {
        ctx.addIssue({ code: 'custom', message: formYearsMessage(label) });
        return z.NEVER;
      }
      return date;
    });

const visitFields = {
  fieldsite: recordIdInput(FIELD_TEXT.selectSite),
  field_staff: recordIdInput(FIELD_TEXT.selectStaff),
  check_in_date: dateTimeInput(FIELD_TEXT.checkInDate, 'Check-in date'),
  check_out_date: z.preprocess(emptyToUndefined, dateTimeInput(FIELD_TEXT.checkOutDate, 'Check-out date').optional()),
  check_in_location: locationInput(FIELD_TEXT.invalidLatitude),
  check_out_location: z.preprocess(emptyToUndefined, locationInput(FIELD_TEXT.invalidLatitude).optional()),
  status: z.preprocess(emptyToUndefined, visitStatusSchema.optional()),
  remark: z.preprocess(emptyToUndefined, z.string().trim().max(2000, 'At most 2000 characters').optional()),
  /** Sent by the original client on update; the server computes the duration itself and ignores this. */
  duration: z.unknown().optional(),
};
export const visitEntryInputSchema = z.object(visitFields);
export type VisitEntryInput = z.infer<typeof visitEntryInputSchema>;
export const visitEntryPatchSchema = visitEntryInputSchema.partial();
export type VisitEntryPatch = z.infer<typeof visitEntryPatchSchema>;
/** PUT /fieldsite/visitentry/{id}/note/: the visit's notes, which a field staff member writes on its own visit. */
export const visitNoteInputSchema = z.object({ remark: z.string({ error: 'Write the notes' }).trim().max(2000, 'At most 2000 characters') });
export type VisitNoteInput = z.infer<typeof visitNoteInputSchema>;

/** The phone's position: numbers from the browser's Geolocation API. */
export const positionInputSchema = z.object({
  latitude: numberInput(z.number({ error: FIELD_TEXT.invalidLatitude }).min(-90, FIELD_TEXT.invalidLatitude).max(90, FIELD_TEXT.invalidLatitude)),
  longitude: numberInput(z.number({ error: FIELD_TEXT.invalidLongitude }).min(-180, FIELD_TEXT.invalidLongitude).max(180, FIELD_TEXT.invalidLongitude)),
  accuracy: numberInput(z.number({ error: FIELD_TEXT.accuracy }).min(0, FIELD_TEXT.accuracy).max(100_000, FIELD_TEXT.accuracy)),
});
export const checkInInputSchema = positionInputSchema.extend({ fieldsite: recordIdInput(FIELD_TEXT.selectSite) });
export type CheckInInput = z.infer<typeof checkInInputSchema>;
export type PositionInput = z.infer<typeof positionInputSchema>;

export const visitEntrySchema = z.object({
  id: z.number().int(),
  fieldsite: z.number().int(),
  fieldsite_name: z.string(),
  owner_name: z.string(),
  owner_address: z.string(),
  owner_phone: z.string(),
  field_staff: z.number().int(),
  fieldstaff_name: z.string(),
  check_in_date: z.string(),
  check_out_date: z.string().nullable(),
  check_in_location: z.string(),
  check_out_location: z.string().nullable(),
  duration: z.number().int().nullable(),
  status: visitStatusSchema,
  remark: z.string(),
  /** Beyond the spec (issue 12): the geofence check of the check-in. */
  check_in_accuracy: z.number().nullable(),
  check_out_accuracy: z.number().nullable(),
  distance: z.number().int().nullable(),
  site_radius: z.number().int(),
  site_location: z.string(),
  outside_site: z.boolean(),
  /** "phone": checked in from the field staff's phone; "form": typed in by a manager. */
  source: z.enum(['phone', 'form']),
  /**
   * Honest times of a phone check-in and check-out (docs/decisions/033): the device's tap time as it sent it, the
   * server's receive time, and whether the device clock was too far off to be believed (then check_in_date is the
   * receive time). Null on a visit typed in by a manager, and on older visits.
   */
  check_in_tapped_at: z.string().nullable(),
  check_in_received_at: z.string().nullable(),
  check_in_clock_differs: z.boolean(),
  check_out_tapped_at: z.string().nullable(),
  check_out_received_at: z.string().nullable(),
  check_out_clock_differs: z.boolean(),
});
export type VisitEntry = z.infer<typeof visitEntrySchema>;

/**
 * Date filters: real days of 2000-2100, the From on or before the To (docs/decisions/026); the server also keeps them
 * within one year either side of today, and applies the range only when both are set (docs/product/field-app.md#date-filters).
 */
export const visitListQuerySchema = listQuerySchema
  .extend({
    fieldsite: optionalRecordIdInput(FIELD_TEXT.selectSite),
    field_staff: optionalRecordIdInput(FIELD_TEXT.selectStaff),
    from_date: dayFilterSchema('From date'),
    to_date: dayFilterSchema('To date'),
  })
  .refine((q) => dayRangeInOrder(q.from_date, q.to_date), { message: rangeOrderMessage('From date', 'To date'), path: ['to_date'] });
export type VisitListQuery = z.infer<typeof visitListQuerySchema>;

export const fieldCountsSchema = z.object({
  fieldstaff_count: z.number().int(),
  fieldsite_count: z.number().int(),
  visitentry_count: z.number().int(),
  /** Above 10,000 visits the count is the planner's estimate and the card says "10,000+" (docs/product/lists-and-counts.md#capped-counts). */
  visitentry_count_is_estimate: z.boolean().optional(),
});

/** GET /fieldsite/dashboard-data/: today's visits (docs/product/dashboards.md#staff-numbers), scoped to the caller. */
export const fieldDashboardSchema = z.object({
  total_visits: z.number().int(),
  open_visit: visitEntrySchema.nullable(),
  today_visits: z.array(visitEntrySchema),
});
export type FieldDashboard = z.infer<typeof fieldDashboardSchema>;

/** The live map of today's visits (issue 12 point 5). */
export const liveVisitSchema = z.object({
  id: z.number().int(),
  fieldstaff_name: z.string(),
  fieldsite_name: z.string(),
  check_in_date: z.string(),
  check_out_date: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  open: z.boolean(),
  outside_site: z.boolean(),
});
export type LiveVisit = z.infer<typeof liveVisitSchema>;

// --- Visit images ---

export const visitImageInputSchema = z.object({
  visit_entry: recordIdInput('Select a visit entry'),
  title: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(1000, 'At most 1000 characters')),
  message: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(1000, 'At most 1000 characters')),
  /** A png or jpeg (checked by content on the server). */
  image: z.any().optional(),
});
export const visitImagePatchSchema = z.object({
  title: z.preprocess(emptyToUndefined, z.string().trim().max(1000, 'At most 1000 characters').optional()),
  message: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(1000, 'At most 1000 characters').optional()),
});

export const visitImageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  /** Served only to signed-in callers who may see the visit: fetch with the token header. */
  image: z.string(),
  thumbnail: z.string(),
  visit_entry: z.number().int(),
  field_staff: z.number().int(),
  fieldstaff_name: z.string(),
  fieldsite: z.number().int(),
  fieldsite_name: z.string(),
  /** When the server received it. */
  date_added: z.string(),
  /** When the photo was taken, by the device's clock as sent (null when not sent); see clock_differs. */
  tapped_at: z.string().nullable(),
  /** The device clock was too far from the server's for tapped_at to be believed (docs/decisions/033). */
  clock_differs: z.boolean(),
});
export type VisitImage = z.infer<typeof visitImageSchema>;

export const visitImageListQuerySchema = listQuerySchema.extend({
  visit_entry: optionalRecordIdInput('Select a visit entry'),
  field_staff: optionalRecordIdInput(FIELD_TEXT.selectStaff),
  fieldsite: optionalRecordIdInput(FIELD_TEXT.selectSite),
});

/** A title (the file's name) over 100 characters is replaced by a generated one (docs/product/field-app.md#photos). */
export function photoTitle(name: string, now: Date = new Date()): string {
  if (name.length <= FIELD_LIMITS.imageNameMax) return name;
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const extension = /\.(jpe?g|png)$/i.exec(name)?.[0]?.toLowerCase() ?? '';
  return `site-photo-${stamp}${extension}`;
}

/** A photo's message as the screens show it: cut to 25 characters (docs/product/field-app.md#photos). */
export function shownMessage(message: string): string {
  return message.length > FIELD_LIMITS.messageShown ? `${message.slice(0, FIELD_LIMITS.messageShown)}...` : message;
}

// --- Maps ---

export const mapConfigSchema = z.object({
  google_map_api_key: z.string(),
  tile_url: z.string(),
  tile_attribution: z.string(),
  default_position: z.object({ lat: z.number(), lng: z.number() }),
  default_zoom: z.number().int(),
  place_search: z.boolean(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

const placeSchema = z.object({
  formatted_address: z.string(),
  geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
});
export const placeSearchSchema = z.object({ results: z.array(placeSchema) });
export type Place = z.infer<typeof placeSchema>;
export const placeQuerySchema = z.object({ query: z.string({ error: 'Enter a place to search' }).trim().min(1, 'Enter a place to search').max(200) });
