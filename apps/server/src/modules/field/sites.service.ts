import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FieldSite, FieldSiteInput } from '@steelworks/contract/field';
import { distanceMetres, FIELD_TEXT, formatLocation, type LatLng } from '@steelworks/contract/field-text';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { formatDateTime } from '../../lib/business-time';
import { assertFieldStaff } from './field-staff.service';
import { fieldSites } from './field.table';

/** A site under its answer's keys where the answer shows a column as it is; toSite works out the rest. */
const siteColumns = {
  id: fieldSites.id,
  fieldsite_name: fieldSites.name,
  owner_name: fieldSites.ownerName,
  owner_phone: fieldSites.ownerPhone,
  address: fieldSites.address,
  remark: fieldSites.remark,
  latitude: fieldSites.latitude,
  longitude: fieldSites.longitude,
  radius: fieldSites.radiusM,
  field_staff: fieldSites.fieldStaffId,
  staffName: accounts.fullName,
  staffUsername: accounts.username,
  createdAt: fieldSites.createdAt,
};

/** A site with its field staff member's name: what the list and the detail read. */
function selectSites(db: DbOrTx) {
  return db.select(siteColumns).from(fieldSites).leftJoin(accounts, eq(accounts.id, fieldSites.fieldStaffId));
}

type SiteRow = Awaited<ReturnType<ReturnType<typeof selectSites>['execute']>>[number];

function toSite({ staffName, staffUsername, createdAt, ...row }: SiteRow, timeZone: string, near?: LatLng): FieldSite {
  const point = { lat: row.latitude, lng: row.longitude };
  return {
    ...row,
    location: formatLocation(point)!,
    fieldstaff_name: staffName || staffUsername || '',
    date_added: formatDateTime(createdAt, timeZone),
    ...(near ? { distance: Math.round(distanceMetres(near, point)) } : {}),
  };
}

function siteSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(ilike(fieldSites.name, pattern), ilike(fieldSites.ownerName, pattern), ilike(fieldSites.ownerPhone, pattern));
}

export type SiteListQuery = { search: string; searchText?: string; sort?: string; near?: LatLng };

export function listSites(db: DbOrTx, query: SiteListQuery, timeZone: string): PagedQuery<FieldSite> {
  const where = and(isNull(fieldSites.deletedAt), siteSearch(query.searchText || query.search));
  const near = query.near;
  // Nearest first: an equirectangular distance is exact enough to order sites a phone can reach.
  const order: SQL[] = near
    ? [sql`power(${fieldSites.latitude} - ${near.lat}, 2) + power((${fieldSites.longitude} - ${near.lng}) * ${Math.cos((near.lat * Math.PI) / 180)}, 2)`, asc(fieldSites.id)]
    : query.sort === 'fieldsite_name'
      ? [asc(fieldSites.name), asc(fieldSites.id)]
      : [desc(fieldSites.id)];
  return {
    ...cappedCounter(db, () => db.select({ id: fieldSites.id }).from(fieldSites).where(where), { search: query.searchText || query.search }),
    rows: async (limit, offset) =>
      (await selectSites(db).where(where).orderBy(...order).limit(limit).offset(offset)).map((row) => toSite(row, timeZone, near)),
  };
}

async function findSite(db: DbOrTx, id: number): Promise<SiteRow> {
  const [row] = await selectSites(db).where(and(eq(fieldSites.id, id), isNull(fieldSites.deletedAt))).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getSite(db: DbOrTx, id: number, timeZone: string): Promise<FieldSite> {
  return toSite(await findSite(db, id), timeZone);
}

function siteValues(input: Partial<FieldSiteInput>) {
  return {
    name: input.fieldsite_name,
    ownerName: input.owner_name,
    ownerPhone: 'owner_phone' in input ? (input.owner_phone ?? '') : undefined,
    address: 'address' in input ? (input.address ?? '') : undefined,
    remark: 'remark' in input ? (input.remark ?? '') : undefined,
    latitude: input.location?.lat,
    longitude: input.location?.lng,
    radiusM: input.radius,
    fieldStaffId: 'field_staff' in input ? (input.field_staff ?? null) : undefined,
  };
}

export async function createSite(db: DbOrTx, input: FieldSiteInput, actor: AuditActor, settings: { timeZone: string; radiusM: number }): Promise<FieldSite> {
  return db.transaction(async (tx) => {
    if (input.field_staff) await assertFieldStaff(tx, input.field_staff);
    const values = siteValues(input);
    const [row] = await tx
      .insert(fieldSites)
      .values({ ...values, name: input.fieldsite_name, ownerName: input.owner_name, latitude: input.location.lat, longitude: input.location.lng, radiusM: input.radius ?? settings.radiusM })
      .returning({ id: fieldSites.id });
    const created = await getSite(tx, row!.id, settings.timeZone);
    await recordAudit(tx, actor, { entity: 'field_site', id: created.id, action: 'create', after: created });
    return created;
  });
}

export async function updateSite(db: DbOrTx, id: number, input: Partial<FieldSiteInput>, actor: AuditActor, timeZone: string): Promise<FieldSite> {
  return db.transaction(async (tx) => {
    const before = await getSite(tx, id, timeZone);
    if (input.field_staff) await assertFieldStaff(tx, input.field_staff);
    const values = Object.fromEntries(Object.entries(siteValues(input)).filter(([, v]) => v !== undefined));
    if (Object.keys(values).length > 0) await tx.update(fieldSites).set(values).where(eq(fieldSites.id, id));
    const after = await getSite(tx, id, timeZone);
    await recordAudit(tx, actor, { entity: 'field_site', id, action: 'update', before, after });
    return after;
  });
}

/** A site leaves every list; its visits and photos stay (nothing others refer to is hard-deleted). */
export async function deleteSite(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(fieldSites)
      .set({ deletedAt: new Date() })
      .where(and(eq(fieldSites.id, id), isNull(fieldSites.deletedAt)))
      .returning({ id: fieldSites.id });
    if (!row) throw notFound();
    await recordAudit(tx, actor, { entity: 'field_site', id, action: 'delete' });
  });
}

// --- Place search (docs/product/field-app.md#maps-and-place-search) ---

export async function searchPlaces(geocoderUrl: string | undefined, query: string, fetchImpl: typeof fetch = fetch) {
  if (!geocoderUrl) throw new AppError('unavailable', FIELD_TEXT.placeSearchOff);
  const url = new URL(geocoderUrl);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'json');
  url.searchParams.set('limit', '10');
  let answer: unknown;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(5000), headers: { accept: 'application/json', 'user-agent': 'steelworks-back-office' } });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    answer = await response.json();
  } catch {
    throw new AppError('unavailable', FIELD_TEXT.placeSearchDown);
  }
  const rows = Array.isArray(answer) ? answer : [];
  const results = rows
    .map((r: { display_name?: unknown; lat?: unknown; lon?: unknown }) => ({
      formatted_address: String(r.display_name ?? ''),
      geometry: { location: { lat: Number(r.lat), lng: Number(r.lon) } },
    }))
    .filter((r) => Number.isFinite(r.geometry.location.lat) && Number.isFinite(r.geometry.location.lng))
    .slice(0, 10);
  return { results };
}
