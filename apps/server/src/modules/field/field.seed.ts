import sharp from 'sharp';
import { FIELD_LIMITS } from '@steelworks/contract/field-text';
import { seededRandom } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { fileStoreFor, saveImage } from '../../lib/files';
import { ensureDemoAccounts, type DemoPerson } from '../account/account.seed';
import { fieldSites, visitEntries, visitImages } from './field.table';
import { FIELD_IMAGE_FOLDER } from './photos.service';

/** Six field staff; `field` is also the demo sign-in of DEMO_ACCOUNTS (README). */
const FIELD_STAFF: DemoPerson[] = [
  { username: 'field', fullName: 'Farhan Ali', phone: '9800000009', role: 'fieldstaff' },
  { username: 'field2', fullName: 'Geetha Menon', phone: '9822000002', role: 'fieldstaff' },
  { username: 'field3', fullName: 'Harish Kumar', phone: '9822000003', role: 'fieldstaff' },
  { username: 'field4', fullName: 'Irfan Basheer', phone: '9822000004', role: 'fieldstaff' },
  { username: 'field5', fullName: 'Jaya Prakash', phone: '9822000005', role: 'fieldstaff' },
  { username: 'field6', fullName: 'Kiran Das', phone: '9822000006', role: 'fieldstaff' },
];

const OWNERS = ['Ravi', 'Lakshmi', 'Abdul', 'Mary', 'Suresh', 'Anjali', 'Joseph', 'Fathima', 'Vinod', 'Deepa'];
const PLACES = ['Villa', 'Warehouse', 'Shop', 'School', 'Clinic', 'Apartment', 'Factory', 'Office', 'Temple Hall', 'Farm House'];

/**
 * The field app demo (issue 12 point 7): 6 field staff, 30 sites around the default position, a year of visits (about
 * two a week per person, some checked in outside their site's radius) with a few small generated photos.
 */
export async function seedField(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const [anySite] = await db.select({ id: fieldSites.id }).from(fieldSites).limit(1);
  if (anySite) return;
  const staff = await ensureDemoAccounts(db, FIELD_STAFF);
  const staffIds = FIELD_STAFF.map((p) => staff.get(p.username!)!);
  const rand = seededRandom(12);
  const center = FIELD_LIMITS.defaultPosition;
  const sites = await db
    .insert(fieldSites)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `${OWNERS[i % 10]} ${PLACES[(i * 3) % 10]} ${i + 1}`,
        ownerName: `${OWNERS[i % 10]} ${String.fromCharCode(65 + (i % 26))}`,
        ownerPhone: `97${String(10000000 + i * 7919).slice(0, 8)}`,
        address: `${i + 1}, Ring Road, Malappuram`,
        remark: i % 4 === 0 ? 'Gate and grill work' : '',
        latitude: Math.round((center.lat + (rand() - 0.5) * 0.12) * 1e6) / 1e6,
        longitude: Math.round((center.lng + (rand() - 0.5) * 0.12) * 1e6) / 1e6,
        radiusM: i % 5 === 0 ? 300 : 200,
        fieldStaffId: staffIds[i % staffIds.length]!,
      })),
    )
    .returning({ id: fieldSites.id, latitude: fieldSites.latitude, longitude: fieldSites.longitude, radiusM: fieldSites.radiusM });

  const now = Date.now();
  const rows: (typeof visitEntries.$inferInsert)[] = [];
  for (let day = 365; day >= 1; day--) {
    for (const [index, staffId] of staffIds.entries()) {
      if ((day + index) % 3 !== 0) continue;
      const site = sites[Math.floor(rand() * sites.length)]!;
      const outside = rand() < 0.08;
      // Outside: 400-900 m away; inside: within 60 m.
      const metres = outside ? 400 + rand() * 500 : rand() * 60;
      const lat = site.latitude + metres / 111_320;
      const checkIn = new Date(now - day * 86_400_000 - (2 + rand() * 6) * 3_600_000);
      const checkOut = new Date(checkIn.getTime() + (15 + Math.floor(rand() * 100)) * 60_000);
      rows.push({
        siteId: site.id,
        fieldStaffId: staffId,
        checkInAt: checkIn,
        checkOutAt: checkOut,
        checkInLat: Math.round(lat * 1e6) / 1e6,
        checkInLng: site.longitude,
        checkOutLat: Math.round(lat * 1e6) / 1e6,
        checkOutLng: site.longitude,
        checkInAccuracyM: Math.round(5 + rand() * 25),
        checkOutAccuracyM: Math.round(5 + rand() * 25),
        distanceM: Math.round(metres),
        outsideSite: metres > site.radiusM,
        status: 'Completed',
        source: 'phone',
      });
    }
  }
  const visits: { id: number; siteId: number; fieldStaffId: number }[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    visits.push(
      ...(await db
        .insert(visitEntries)
        .values(rows.slice(i, i + 200))
        .returning({ id: visitEntries.id, siteId: visitEntries.siteId, fieldStaffId: visitEntries.fieldStaffId })),
    );
  }

  // A few photos on the newest visits: small generated images, stored like any upload.
  const files = fileStoreFor(ctx.config);
  const colours = [
    { r: 180, g: 90, b: 40 },
    { r: 60, g: 120, b: 170 },
    { r: 90, g: 150, b: 80 },
  ];
  for (const [i, visit] of visits.slice(-12).entries()) {
    const data = await sharp({ create: { width: 160, height: 120, channels: 3, background: colours[i % 3]! } }).jpeg().toBuffer();
    const stored = await saveImage(files, FIELD_IMAGE_FOLDER, data);
    await db.insert(visitImages).values({
      visitId: visit.id,
      fieldStaffId: visit.fieldStaffId,
      siteId: visit.siteId,
      title: `site-photo-${i + 1}.jpg`,
      message: i % 2 ? 'Measurements taken at the main gate' : 'Frame fitted, painting pending',
      ...stored,
    });
  }
}
