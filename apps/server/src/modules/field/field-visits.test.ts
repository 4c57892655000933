import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { todayIn } from '@steelworks/contract/common/dates';
import { createTestApp, type TestApp, useTestApp } from '../../../test/harness';
import { accounts } from '../../db/accounts.table';
import { jpegImage, multipart, pngImage } from '../product/product.fixtures';
import { fieldPeopleAndSite, MANAGERS, OTHERS, site_ } from './field-calls.fixtures';
import { countVisitsToday } from './field-dashboard.service';
import { visitEntries } from './field.table';

/** Site visits: entries, the phone's check-in and check-out, notes and photos. */

const t = useTestApp();
let fieldId: number;
let otherStaffId: number;
let siteId: number;
beforeAll(async () => {
  ({ fieldId, otherStaffId, siteId } = await fieldPeopleAndSite(t));
});

function visit_(extra: Record<string, unknown> = {}) {
  return {
    fieldsite: siteId,
    field_staff: fieldId,
    check_in_date: '2026-11-20T10:00:00.000000+05:30',
    check_out_date: '2026-11-20T11:30:00.000000+05:30',
    check_in_location: '(11.0408,76.0849)',
    check_out_location: '(11.0409,76.0850)',
    status: 'Completed',
    ...extra,
  };
}

async function photo(visit: number, as: Role, data?: Buffer, title = 'front.png') {
  const upload = multipart({ visit_entry: visit, title, message: 'Gate fitted on the north side of the building' }, [
    { field: 'image', filename: title, contentType: 'image/png', data: data ?? (await pngImage(200, 150)) },
  ]);
  return t.call('POST', '/fieldsite/visit_image/', { as, body: upload.body, headers: upload.headers });
}

describe('visit entries', () => {
  it('creates a visit with the server-computed duration and the location texts', async () => {
    const created = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ duration: 999 }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      fieldsite: siteId,
      fieldsite_name: 'Base Site',
      owner_name: 'Owner One',
      owner_phone: '9000000001',
      owner_address: 'Main Road',
      field_staff: fieldId,
      fieldstaff_name: 'Farhan Ali',
      check_in_date: '2026-11-20T10:00:00.000000+05:30',
      check_out_date: '2026-11-20T11:30:00.000000+05:30',
      check_in_location: '(11.0408,76.0849)',
      check_out_location: '(11.0409,76.085)',
      duration: 90,
      status: 'Completed',
      distance: 0,
      outside_site: false,
      source: 'form',
    });
    const id = created.body.id;
    const update = await t.call('PUT', `/fieldsite/visitentry/${id}/`, {
      as: 'productionmanager',
      body: visit_({ check_out_date: '2026-11-20T04:45:00Z', check_in_location: '(11.0508,76.0849)', status: 'In Progress' }),
    });
    expect(update.body).toMatchObject({ duration: 15, check_out_date: '2026-11-20T10:15:00.000000+05:30', status: 'In Progress', outside_site: true });
    expect(update.body.distance).toBeGreaterThan(1000);
    const patch = await t.call('PATCH', `/fieldsite/visitentry/${id}/`, { as: 'admin', body: { check_out_date: '' } });
    expect(patch.body).toMatchObject({ duration: null, check_out_date: null });
    expect((await t.call('DELETE', `/fieldsite/visitentry/${id}/`, { as: 'admin' })).status).toBe(204);
    expect((await t.call('GET', `/fieldsite/visitentry/${id}/`, { as: 'admin' })).status).toBe(404);
  });

  it('refuses bad dates, locations and a check-out before the check-in', async () => {
    const empty = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: {} });
    expect(empty.body).toMatchObject({
      fieldsite: ['Select a field site'],
      field_staff: ['Select a field staff'],
      check_in_date: ['Enter the check-in date and time'],
      check_in_location: ['Invalid latitude'],
    });
    const early = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ check_out_date: '2026-11-20T09:00:00+05:30' }) });
    expect(early.body).toMatchObject({ check_out_date: ['Check out must be after check in'] });
    const noOffset = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ check_in_date: '2026-11-20 10:00' }) });
    expect(noOffset.body.check_in_date).toEqual(['Enter the check-in date and time']);
    const badLng = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ check_out_location: '(1,999)' }) });
    expect(badLng.body.check_out_location).toEqual(['Invalid longitude']);
    const notStaff = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ field_staff: 1 }) });
    expect(notStaff.body.field_staff).toEqual(['Select a field staff']);
    const noSite = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ fieldsite: 999999 }) });
    expect(noSite.body.fieldsite).toEqual(['Select a field site']);
  });

  it('filters by staff, site, search and a date range applied only when both dates are set', async () => {
    const today = todayIn('Asia/Kolkata');
    const siteB = (await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('Filter Site Zeta', '(11.2,76.2)') })).body.id;
    const mine = await t.call('POST', '/fieldsite/visitentry/', {
      as: 'admin',
      body: visit_({ fieldsite: siteB, check_in_date: `${today}T09:00:00+05:30`, check_out_date: `${today}T09:30:00+05:30` }),
    });
    const theirs = await t.call('POST', '/fieldsite/visitentry/', {
      as: 'admin',
      body: visit_({ fieldsite: siteB, field_staff: otherStaffId, check_in_date: `${today}T08:00:00+05:30`, check_out_date: '' }),
    });
    const ids = async (query: string) =>
      (await t.call('GET', `/fieldsite/visitentry?${query}`, { as: 'admin' })).body.results.map((v: { id: number }) => v.id);
    expect(await ids(`fieldsite=${siteB}`)).toEqual([mine.body.id, theirs.body.id]);
    expect(await ids(`fieldsite=${siteB}&field_staff=${otherStaffId}`)).toEqual([theirs.body.id]);
    expect(await ids('search=Other%20Field')).toContain(theirs.body.id);
    expect(await ids('search=Other%20Field')).not.toContain(mine.body.id);
    expect(await ids('search=zeta')).toEqual([mine.body.id, theirs.body.id]);
    expect(await ids('search=no%20site%20or%20staff%20is%20called%20this')).toEqual([]);
    // A name that is both a site's and a staff member's: the visits of either, each once.
    expect(await ids(`search=e&fieldsite=${siteB}`)).toEqual([mine.body.id, theirs.body.id]);
    expect(await ids(`fieldsite=${siteB}&from_date=${today}&to_date=${today}`)).toHaveLength(2);
    expect(await ids(`fieldsite=${siteB}&from_date=2026-01-01&to_date=2026-01-02`)).toHaveLength(today.startsWith('2026-01-0') ? 2 : 0);
    // Only one date: no range at all.
    expect(await ids(`fieldsite=${siteB}&from_date=2026-01-01`)).toHaveLength(2);
    const outside = await t.call('GET', '/fieldsite/visitentry?from_date=2020-01-01&to_date=2020-01-02', { as: 'admin' });
    expect(outside.status).toBe(400);
    expect(outside.body.from_date).toEqual(['Choose a date within one year of today']);
    const paged = await t.call('GET', '/fieldsite/visitentry?limit=1&page=99', { as: 'admin' });
    expect(paged.body.results).toHaveLength(1);
    expect(paged.body.next).toBeNull();
    expect(paged.body.previous).toMatch(/limit=1/);
    expect(await countVisitsToday(t.db, 'Asia/Kolkata')).toBeGreaterThanOrEqual(2);
    const cards = await t.call('GET', '/fieldsite/visitentry-card-data', { as: 'admin' });
    expect(cards.body).toMatchObject({ fieldstaff_count: expect.any(Number), fieldsite_count: expect.any(Number), visitentry_count: expect.any(Number) });
    expect(cards.body.fieldstaff_count).toBeGreaterThanOrEqual(2);
  });

  it('shows a field staff member only its own visits: others answer 404, changes 403', async () => {
    const theirs = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ field_staff: otherStaffId }) });
    const mine = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_() });
    const list = await t.call('GET', '/fieldsite/visitentry?limit=100', { as: 'fieldstaff' });
    expect(list.status).toBe(200);
    expect(list.body.results.every((v: { field_staff: number }) => v.field_staff === fieldId)).toBe(true);
    const filtered = await t.call('GET', `/fieldsite/visitentry?field_staff=${otherStaffId}`, { as: 'fieldstaff' });
    expect(filtered.body.count).toBe(0);
    expect((await t.call('GET', `/fieldsite/visitentry/${mine.body.id}/`, { as: 'fieldstaff' })).status).toBe(200);
    expect((await t.call('GET', `/fieldsite/visitentry/${theirs.body.id}/`, { as: 'fieldstaff' })).status).toBe(404);
    for (const [method, url] of [
      ['POST', '/fieldsite/visitentry/'],
      ['PUT', `/fieldsite/visitentry/${mine.body.id}/`],
      ['PATCH', `/fieldsite/visitentry/${mine.body.id}/`],
      ['DELETE', `/fieldsite/visitentry/${mine.body.id}/`],
    ] as const) {
      expect((await t.call(method, url, { as: 'fieldstaff', body: method === 'DELETE' ? undefined : visit_() })).status).toBe(403);
    }
    for (const as of OTHERS) {
      expect((await t.call('GET', '/fieldsite/visitentry', { as })).status).toBe(403);
      expect((await t.call('GET', `/fieldsite/visitentry/${mine.body.id}`, { as })).status).toBe(403);
      expect((await t.call('GET', '/fieldsite/dashboard-data/', { as })).status).toBe(403);
    }
    expect((await t.call('GET', '/fieldsite/visitentry/999999/', { as: 'admin' })).status).toBe(404);
  });
});

describe('phone check-in and check-out', () => {
  it('records the server clock, accuracy and distance; flags a check-in beyond the radius; one open visit at a time', async () => {
    const before = Date.now();
    // About 55 m north of the site: inside its 200 m.
    const inside = await t.call('POST', '/fieldsite/visitentry/check-in', {
      as: 'fieldstaff',
      body: { fieldsite: siteId, latitude: 11.0413, longitude: 76.0849, accuracy: 12.5 },
    });
    expect(inside.status, JSON.stringify(inside.body)).toBe(201);
    expect(inside.body).toMatchObject({ field_staff: fieldId, status: 'In Progress', outside_site: false, check_in_accuracy: 12.5, source: 'phone', check_out_date: null });
    expect(inside.body.distance).toBe(56);
    const [row] = await t.db.select().from(visitEntries).where(eq(visitEntries.id, inside.body.id));
    expect(row!.checkInAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.checkInAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const again = await t.call('POST', '/fieldsite/visitentry/check-in', { as: 'fieldstaff', body: { fieldsite: siteId, latitude: 11, longitude: 76, accuracy: 5 } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error_message: 'You already have an open visit. Check it out first.', open_visit: inside.body.id });

    const dashboard = await t.call('GET', '/fieldsite/dashboard-data/', { as: 'fieldstaff' });
    expect(dashboard.body.open_visit).toMatchObject({ id: inside.body.id });
    expect(dashboard.body.today_visits.every((v: { field_staff: number }) => v.field_staff === fieldId)).toBe(true);

    const out = await t.call('POST', `/fieldsite/visitentry/${inside.body.id}/check-out`, { as: 'fieldstaff', body: { latitude: 11.0414, longitude: 76.085, accuracy: 8 } });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({ status: 'Completed', check_out_location: '(11.0414,76.085)', check_out_accuracy: 8, duration: 0 });
    const twice = await t.call('POST', `/fieldsite/visitentry/${inside.body.id}/check-out`, { as: 'fieldstaff', body: { latitude: 11, longitude: 76, accuracy: 8 } });
    expect(twice.status).toBe(409);
    expect(twice.body.error_message).toMatch(/^This visit was already checked out at \d{2}-\d{2}-\d{4} \d{2}:\d{2}\.$/);

    // About 1.1 km away: kept, but flagged outside the site.
    const outside = await t.call('POST', '/fieldsite/visitentry/check-in', { as: 'fieldstaff', body: { fieldsite: siteId, latitude: 11.0508, longitude: 76.0849, accuracy: 30 } });
    expect(outside.body).toMatchObject({ outside_site: true, site_radius: 200 });
    expect(outside.body.distance).toBe(1112);
    await t.call('POST', `/fieldsite/visitentry/${outside.body.id}/check-out`, { as: 'fieldstaff', body: { latitude: 11.05, longitude: 76.08, accuracy: 30 } });

    const dashAdmin = await t.call('GET', '/fieldsite/dashboard-data/', { as: 'admin' });
    expect(dashAdmin.body.open_visit).toBeNull();
    expect(dashAdmin.body.total_visits).toBeGreaterThanOrEqual(2);
    const live = await t.call('GET', '/fieldsite/live-visits', { as: 'admin' });
    expect(live.body.find((v: { id: number }) => v.id === outside.body.id)).toMatchObject({ fieldstaff_name: 'Farhan Ali', open: false, outside_site: true, latitude: 11.0508 });
  });

  it('refuses a missing position and other staff, and is only for field staff', async () => {
    const missing = await t.call('POST', '/fieldsite/visitentry/check-in', { as: 'fieldstaff', body: { fieldsite: siteId } });
    expect(missing.body).toMatchObject({ latitude: ['Invalid latitude'], longitude: ['Invalid longitude'], accuracy: ['The position has no usable accuracy'] });
    const other = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ field_staff: otherStaffId, check_out_date: '', check_out_location: '' }) });
    const foreign = await t.call('POST', `/fieldsite/visitentry/${other.body.id}/check-out`, { as: 'fieldstaff', body: { latitude: 11, longitude: 76, accuracy: 5 } });
    expect(foreign.status).toBe(404);
    for (const as of [...MANAGERS, ...OTHERS]) {
      expect((await t.call('POST', '/fieldsite/visitentry/check-in', { as, body: { fieldsite: siteId, latitude: 11, longitude: 76, accuracy: 5 } })).status).toBe(403);
    }
  });
});

describe('visit notes', () => {
  it('a field staff member writes the notes of its own visit (also checked out); managers any; others refused', async () => {
    const mine = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ field_staff: fieldId }) });
    const theirs = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ field_staff: otherStaffId }) });
    const own = await t.call('PUT', `/fieldsite/visitentry/${mine.body.id}/note/`, { as: 'fieldstaff', body: { remark: '  Door frames measured, owner wants grills too ' } });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ id: mine.body.id, remark: 'Door frames measured, owner wants grills too' });
    expect((await t.call('PUT', `/fieldsite/visitentry/${theirs.body.id}/note/`, { as: 'fieldstaff', body: { remark: 'x' } })).status).toBe(404);
    expect((await t.call('PUT', `/fieldsite/visitentry/${theirs.body.id}/note/`, { as: 'admin', body: { remark: 'Checked by office' } })).body.remark).toBe('Checked by office');
    const long = await t.call('PUT', `/fieldsite/visitentry/${mine.body.id}/note/`, { as: 'fieldstaff', body: { remark: 'x'.repeat(2001) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ remark: ['At most 2000 characters'] });
    for (const as of OTHERS) {
      expect((await t.call('PUT', `/fieldsite/visitentry/${mine.body.id}/note/`, { as, body: { remark: 'y' } })).status).toBe(403);
    }
    expect((await t.call('GET', `/fieldsite/visitentry/${mine.body.id}/`, { as: 'admin' })).body.remark).toBe('Door frames measured, owner wants grills too');
  });
});

describe('site photos', () => {
  it('stores png or jpeg by content and serves it only to callers who may see the visit', async () => {
    const mine = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_() });
    const theirs = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ field_staff: otherStaffId }) });
    const added = await photo(mine.body.id, 'fieldstaff');
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ title: 'front.png', visit_entry: mine.body.id, field_staff: fieldId, fieldsite: siteId, fieldsite_name: 'Base Site' });
    expect(added.body.image).toBe(`/api/v1/fieldsite/visit_image/${added.body.id}/file`);

    const file = await t.call('GET', `/fieldsite/visit_image/${added.body.id}/file`, { as: 'admin' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/private/);
    expect((await t.call('GET', `/fieldsite/visit_image/${added.body.id}/thumbnail`, { as: 'fieldstaff' })).headers['content-type']).toBe('image/webp');
    expect((await t.call('GET', `/fieldsite/visit_image/${added.body.id}/file`)).status).toBe(401);
    for (const as of OTHERS) expect((await t.call('GET', `/fieldsite/visit_image/${added.body.id}/file`, { as })).status).toBe(403);

    const jpeg = await photo(mine.body.id, 'admin', await jpegImage(120, 90), `${'long-name-'.repeat(12)}.jpg`);
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.title).toMatch(/^site-photo-\d{14}\.jpg$/);

    const fake = await photo(mine.body.id, 'admin', Buffer.from('GIF89a not a photo'));
    expect(fake.status).toBe(400);
    expect(fake.body).toMatchObject({ image: ['Upload a png or jpeg image'] });

    // A field staff member cannot add to, list, read or delete photos of another's visit.
    const theirsPhoto = await photo(theirs.body.id, 'admin');
    expect((await photo(theirs.body.id, 'fieldstaff')).body).toMatchObject({ visit_entry: ['Select a visit entry'] });
    expect((await t.call('GET', `/fieldsite/visit_image/${theirsPhoto.body.id}/file`, { as: 'fieldstaff' })).status).toBe(404);
    expect((await t.call('GET', `/fieldsite/visit_image/${theirsPhoto.body.id}/`, { as: 'fieldstaff' })).status).toBe(404);
    expect((await t.call('DELETE', `/fieldsite/visit_image/${theirsPhoto.body.id}/`, { as: 'fieldstaff' })).status).toBe(404);
    const listed = await t.call('GET', `/fieldsite/visit_image?visit_entry=${theirs.body.id}`, { as: 'fieldstaff' });
    expect(listed.body.count).toBe(0);

    const grid = await t.call('GET', `/fieldsite/visit_image?visit_entry=${mine.body.id}&page=1&limit=10`, { as: 'productionmanager' });
    expect(grid.body.results.map((i: { id: number }) => i.id)).toEqual([jpeg.body.id, added.body.id]);
    const byStaff = await t.call('GET', `/fieldsite/visit_image?field_staff=${otherStaffId}`, { as: 'admin' });
    expect(byStaff.body.results.map((i: { id: number }) => i.id)).toEqual([theirsPhoto.body.id]);

    const renamed = await t.call('PATCH', `/fieldsite/visit_image/${added.body.id}`, { as: 'fieldstaff', body: { message: 'Changed' } });
    expect(renamed.body).toMatchObject({ message: 'Changed', title: 'front.png' });
    expect((await t.call('DELETE', `/fieldsite/visit_image/${added.body.id}`, { as: 'fieldstaff' })).status).toBe(204);
    expect((await t.call('GET', `/fieldsite/visit_image/${added.body.id}/file`, { as: 'admin' })).status).toBe(404);
  });

  it('takes the photos of a deleted visit out of every grid and count, and a moved visit takes its photos along', async () => {
    const site = (await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('Photo Grid Site', '(11.05,76.09)') })).body.id;
    const kept = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ fieldsite: site }) });
    const gone = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ fieldsite: site }) });
    const keptPhoto = await photo(kept.body.id, 'admin');
    await photo(gone.body.id, 'admin');
    await photo(gone.body.id, 'admin');
    const grid = async (query: string, as: Role = 'admin') => (await t.call('GET', `/fieldsite/visit_image?${query}`, { as })).body;
    expect((await grid(`fieldsite=${site}`)).count).toBe(3);
    const allBefore = (await grid('')).count;
    const ownBefore = (await grid('', 'fieldstaff')).count;

    expect((await t.call('DELETE', `/fieldsite/visitentry/${gone.body.id}/`, { as: 'admin' })).status).toBe(204);
    const bySite = await grid(`fieldsite=${site}`);
    expect(bySite.count).toBe(1);
    expect(bySite.results.map((i: { id: number }) => i.id)).toEqual([keptPhoto.body.id]);
    expect((await grid(`visit_entry=${gone.body.id}`)).count).toBe(0);
    expect((await grid('')).count).toBe(allBefore - 2);
    expect((await grid('', 'fieldstaff')).count).toBe(ownBefore - 2);

    // Reassigned to the other staff member, the visit's photo leaves this staff member's grid and joins the other's.
    const moved = await t.call('PATCH', `/fieldsite/visitentry/${kept.body.id}/`, { as: 'admin', body: { field_staff: otherStaffId } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await grid(`field_staff=${otherStaffId}&fieldsite=${site}`)).results.map((i: { id: number }) => i.id)).toEqual([keptPhoto.body.id]);
    expect((await grid(`field_staff=${fieldId}&fieldsite=${site}`)).count).toBe(0);
  });

  it('answers 413 for a photo over the size limit', async () => {
    const small = await createTestApp({ uploadMaxBytes: 2000 });
    try {
      const visit = await small.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('Tiny', '(1,1)') });
      const entry = await small.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit_({ fieldsite: visit.body.id, field_staff: (await staffId(small)) }) });
      const upload = multipart({ visit_entry: entry.body.id, title: 'big.png', message: '' }, [
        { field: 'image', filename: 'big.png', contentType: 'image/png', data: await pngImage(800, 800) },
      ]);
      const response = await small.call('POST', '/fieldsite/visit_image/', { as: 'admin', body: upload.body, headers: upload.headers });
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ detail: 'file size is Too Large', code: 'too_large' });
    } finally {
      await small.close();
    }
  });
});

async function staffId(app: TestApp): Promise<number> {
  const [row] = await app.db.select().from(accounts).where(eq(accounts.username, 'field'));
  return row!.id;
}
