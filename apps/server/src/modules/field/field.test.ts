import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { photoTitle, shownMessage } from '@steelworks/contract/field';
import { distanceMetres, parseLocation } from '@steelworks/contract/field-text';
import { createTestApp, useTestApp } from '../../../test/harness';
import { expectRefused } from '../../../test/refused-routes';
import { formatDateTime, startOfDay } from '../../lib/business-time';
import { fieldPeopleAndSite, MANAGERS, OTHERS, site_ } from './field-calls.fixtures';
import { visitEntries } from './field.table';

/** The field app's people and places: locations and dates, field staff, sites, maps and the demo data. */

const t = useTestApp();
let fieldId: number;
let siteId: number;
beforeAll(async () => {
  ({ fieldId, siteId } = await fieldPeopleAndSite(t));
});

describe('locations, distances and dates', () => {
  it('parses "(lat,lng)" and refuses bad input with the field messages', () => {
    expect(parseLocation('(11.0408,76.0849)')).toEqual({ lat: 11.0408, lng: 76.0849 });
    expect(parseLocation(' ( -33.5 , 151 ) ')).toEqual({ lat: -33.5, lng: 151 });
    expect(parseLocation('(91,10)')).toEqual({ error: 'Invalid latitude' });
    expect(parseLocation('(10,-181)')).toEqual({ error: 'Invalid longitude' });
    for (const bad of ['11.0408,76.0849', '(abc,1)', '(1,2,3)', '()', '(1e1,2)', '(0x10,2)']) {
      expect(parseLocation(bad), bad).toEqual({ error: 'Enter a location as (lat,lng)' });
    }
  });

  it('measures great-circle distances in metres', () => {
    expect(distanceMetres({ lat: 11.0408, lng: 76.0849 }, { lat: 11.0408, lng: 76.0849 })).toBe(0);
    // One thousandth of a degree of latitude is about 111 m.
    expect(Math.round(distanceMetres({ lat: 11, lng: 76 }, { lat: 11.001, lng: 76 }))).toBe(111);
    expect(Math.round(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }) / 1000)).toBe(111);
  });

  it('writes date-times with microseconds and the business offset', () => {
    expect(formatDateTime(new Date('2026-11-20T04:30:00.123Z'), 'Asia/Kolkata')).toBe('2026-11-20T10:00:00.123000+05:30');
    expect(formatDateTime(new Date('2026-11-20T04:30:00Z'), 'UTC')).toBe('2026-11-20T04:30:00.000000+00:00');
    expect(startOfDay('2026-11-20', 'Asia/Kolkata').toISOString()).toBe('2026-11-19T18:30:00.000Z');
  });

  it('replaces a photo name over 100 characters and cuts a shown message to 25', () => {
    expect(photoTitle('a.png')).toBe('a.png');
    expect(photoTitle(`${'x'.repeat(101)}.JPG`, new Date('2026-11-20T04:30:00Z'))).toBe('site-photo-20261120043000.jpg');
    expect(shownMessage('short')).toBe('short');
    expect(shownMessage('Gate fitted on the north side')).toBe('Gate fitted on the north ...');
  });
});

describe('field staff', () => {
  it('is managed by admin and productionmanager with the spec messages', async () => {
    for (const as of MANAGERS) {
      const username = `fs${as.slice(0, 4)}`;
      const created = await t.call('POST', '/fieldsite/fieldstaff/', {
        as,
        body: { username, phone: '9876543210', email: `${username}@example.com` },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({ username, full_name: '', phone: '9876543210', role: 'fieldstaff' });
      const list = await t.call('GET', `/fieldsite/fieldstaff?search=${username}&limit=10&sort=full_name`, { as });
      expect(list.body).toMatchObject({ count: 1, next: null, previous: null });
      const put = await t.call('PUT', `/fieldsite/fieldstaff/${created.body.id}/`, {
        as,
        body: { username, full_name: 'Named Now', phone: '9876543211', email: `${username}@example.com` },
      });
      expect(put.body).toMatchObject({ full_name: 'Named Now', phone: '9876543211' });
      expect((await t.call('PATCH', `/fieldsite/fieldstaff/${created.body.id}`, { as, body: { phone: '9000000000' } })).body.phone).toBe('9000000000');
      expect((await t.call('DELETE', `/fieldsite/fieldstaff/${created.body.id}/`, { as })).status).toBe(204);
      expect((await t.call('GET', `/fieldsite/fieldstaff/${created.body.id}/`, { as })).status).toBe(404);
    }
  });

  it('answers the docs/product/field-app.md#field-validation messages, " phone is required" with its leading space', async () => {
    const empty = await t.call('POST', '/fieldsite/fieldstaff/', { as: 'admin', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ username: ['username is required'], email: ['email is required'], phone: [' phone is required'] });
    const blank = await t.call('POST', '/fieldsite/fieldstaff/', { as: 'admin', body: { username: '', email: '', phone: '' } });
    expect(blank.body).toMatchObject({ username: ['username is required'], email: ['email is required'], phone: [' phone is required'] });
    for (const phone of ['98765', '98765432101', 'abcdefghij', '98765-4321']) {
      const bad = await t.call('POST', '/fieldsite/fieldstaff/', { as: 'admin', body: { username: 'badphone', email: 'b@example.com', phone } });
      expect(bad.body.phone, phone).toEqual(['phone must be 10 digits']);
    }
    const taken = await t.call('POST', '/fieldsite/fieldstaff/', { as: 'admin', body: { username: 'field', email: 'new@example.com', phone: '9876543210' } });
    expect(taken.status).toBe(400);
    expect(taken.body.username[0]).toMatch(/already exists/);
  });

  it('refuses field staff and every other role with 403', async () => {
    await expectRefused(t, [...OTHERS, 'fieldstaff'], [
      ['GET', '/fieldsite/fieldstaff'],
      ['POST', '/fieldsite/fieldstaff/'],
      ['GET', '/fieldsite/fieldstaff/1/'],
      ['PUT', '/fieldsite/fieldstaff/1/'],
      ['DELETE', '/fieldsite/fieldstaff/1/'],
      ['GET', '/fieldsite/visitentry-card-data'],
      ['GET', '/fieldsite/live-visits'],
    ]);
  });
});

describe('field sites', () => {
  it('creates, lists, searches, updates and deletes with the location text and a radius per site', async () => {
    for (const as of MANAGERS) {
      const created = await t.call('POST', '/fieldsite/fieldsite/', { as, body: site_(`Site of ${as}`, '(11.05,76.09)', { field_staff: fieldId, radius: 350 }) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        fieldsite_name: `Site of ${as}`,
        location: '(11.05,76.09)',
        latitude: 11.05,
        longitude: 76.09,
        radius: 350,
        field_staff: fieldId,
        fieldstaff_name: 'Farhan Ali',
      });
      expect(created.body.date_added).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+05:30$/);
      const id = created.body.id;
      const list = await t.call('GET', `/fieldsite/fieldsite?searchText=${encodeURIComponent(`Site of ${as}`)}&page=1&limit=10`, { as });
      expect(list.body.results.map((s: { id: number }) => s.id)).toEqual([id]);
      const put = await t.call('PUT', `/fieldsite/fieldsite/${id}/`, { as, body: site_('Renamed', '(12,77)') });
      expect(put.body).toMatchObject({ fieldsite_name: 'Renamed', location: '(12,77)', radius: 350 });
      const patch = await t.call('PATCH', `/fieldsite/fieldsite/${id}/`, { as, body: { location: [12.5, 77.5], radius: '500' } });
      expect(patch.body).toMatchObject({ location: '(12.5,77.5)', radius: 500 });
      expect((await t.call('DELETE', `/fieldsite/fieldsite/${id}/`, { as })).status).toBe(204);
      expect((await t.call('GET', `/fieldsite/fieldsite/${id}/`, { as })).status).toBe(404);
      expect((await t.call('DELETE', `/fieldsite/fieldsite/${id}/`, { as })).status).toBe(404);
    }
  });

  it('gives a new site the default radius of 200 m', async () => {
    const created = await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('Default radius', '(11.1,76.1)') });
    expect(created.body.radius).toBe(200);
  });

  it('answers the spec messages for names, phone and coordinates', async () => {
    const empty = await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: {} });
    expect(empty.body).toMatchObject({ fieldsite_name: ['name is required'], owner_name: ['owner name is required'], location: ['Invalid latitude'] });
    const bad = async (location: unknown) => (await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('X', '', { location }) })).body.location;
    expect(await bad('(95,76)')).toEqual(['Invalid latitude']);
    expect(await bad('(11,200)')).toEqual(['Invalid longitude']);
    expect(await bad('11,76')).toEqual(['Enter a location as (lat,lng)']);
    expect(await bad(['x', 76])).toEqual(['Enter a location as (lat,lng)']);
    const phone = await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('X', '(1,1)', { owner_phone: '12345' }) });
    expect(phone.body.owner_phone).toEqual(['owner phone must be 10 digits']);
    const radius = await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('X', '(1,1)', { radius: 5 }) });
    expect(radius.body.radius).toEqual(['Enter a radius from 10 to 10000 metres']);
    const staff = await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('X', '(1,1)', { field_staff: 1 }) });
    expect(staff.body.field_staff).toEqual(['Select a field staff']);
  });

  it('lets field staff read sites nearest first, never change them', async () => {
    const near = await t.call('POST', '/fieldsite/fieldsite/', { as: 'admin', body: site_('Far North', '(13,76.0849)') });
    const list = await t.call('GET', `/fieldsite/fieldsite?near=${encodeURIComponent('(11.0408,76.0849)')}&limit=100`, { as: 'fieldstaff' });
    expect(list.status).toBe(200);
    expect(list.body.results[0]).toMatchObject({ id: siteId, distance: 0 });
    expect(list.body.results.at(-1).id).toBe(near.body.id);
    expect((await t.call('GET', `/fieldsite/fieldsite/${siteId}`, { as: 'fieldstaff' })).status).toBe(200);
    for (const [method, url] of [
      ['POST', '/fieldsite/fieldsite/'],
      ['PUT', `/fieldsite/fieldsite/${siteId}/`],
      ['PATCH', `/fieldsite/fieldsite/${siteId}/`],
      ['DELETE', `/fieldsite/fieldsite/${siteId}/`],
    ] as const) {
      expect((await t.call(method, url, { as: 'fieldstaff', body: method === 'DELETE' ? undefined : site_('X', '(1,1)') })).status).toBe(403);
    }
    for (const as of OTHERS) expect((await t.call('GET', '/fieldsite/fieldsite', { as })).status).toBe(403);
  });
});

describe('maps', () => {
  it('answers the map settings to managers and field staff', async () => {
    for (const as of [...MANAGERS, 'fieldstaff'] as Role[]) {
      const config = await t.call('GET', '/fieldsite/google-map', { as });
      expect(config.body).toMatchObject({
        google_map_api_key: '',
        tile_url: expect.stringContaining('{z}'),
        tile_attribution: expect.stringContaining('OpenStreetMap'),
        default_position: { lat: 11.0408, lng: 76.0849 },
        default_zoom: 14,
        place_search: false,
      });
    }
    for (const as of OTHERS) expect((await t.call('GET', '/fieldsite/google-map', { as })).status).toBe(403);
  });

  it('answers 503 with an error_message when no geocoder is configured or it is unreachable', async () => {
    const off = await t.call('GET', '/fieldsite/google-map-search?query=Coimbatore', { as: 'admin' });
    expect(off.status).toBe(503);
    expect(off.body.error_message).toMatch(/not configured/);
    const down = await createTestApp({ geocoderUrl: 'http://127.0.0.1:9/search' });
    try {
      const response = await down.call('GET', '/fieldsite/google-map-search?query=Coimbatore', { as: 'admin' });
      expect(response.status).toBe(503);
      expect(response.body.error_message).toMatch(/not reachable/);
    } finally {
      await down.close();
    }
  });
});

describe('demo data', () => {
  it('seeds 6 field staff, 30 sites, a year of visits with some outside their radius, and photos', async () => {
    const fresh = await createTestApp();
    try {
      const { seedField } = await import('./field.seed');
      const os = await import('node:os');
      const path = await import('node:path');
      const ctx = (fresh.app as unknown as { ctx: Parameters<typeof seedField>[0] }).ctx;
      await seedField({ ...ctx, config: { ...ctx.config, dataDir: path.join(os.tmpdir(), `field-seed-${Date.now()}`) } });
      const cards = await fresh.call('GET', '/fieldsite/visitentry-card-data', { as: 'admin' });
      expect(cards.body.fieldstaff_count).toBe(6);
      expect(cards.body.fieldsite_count).toBe(30);
      expect(cards.body.visitentry_count).toBeGreaterThan(600);
      const rows = await fresh.db.select({ outside: visitEntries.outsideSite }).from(visitEntries);
      expect(rows.some((r) => r.outside)).toBe(true);
      const photos = await fresh.call('GET', '/fieldsite/visit_image', { as: 'admin' });
      expect(photos.body.count).toBe(12);
      const mine = await fresh.call('GET', '/fieldsite/visitentry', { as: 'fieldstaff' });
      expect(mine.body.count).toBeGreaterThan(50);

      // The visits card counts exactly below 10,000 (the seeded year), and answers the table statistics' estimate,
      // flagged, once they expect tens of thousands (docs/product/lists-and-counts.md#capped-counts).
      const exact = (await fresh.db.select({ id: visitEntries.id }).from(visitEntries)).length;
      expect(cards.body.visitentry_count).toBe(exact);
      expect(cards.body.visitentry_count_is_estimate).toBeUndefined();
      await fresh.db.execute(sql`
        insert into visit_entries (site_id, field_staff_id, check_in_at, check_in_lat, check_in_lng)
        select v.site_id, v.field_staff_id, v.check_in_at - make_interval(days => g % 3000), v.check_in_lat, v.check_in_lng
        from (select * from visit_entries limit 1) v cross join generate_series(1, 30000) as g`);
      await fresh.db.execute(sql`analyze visit_entries`);
      const many = await fresh.call('GET', '/fieldsite/visitentry-card-data', { as: 'admin' });
      expect(many.body.visitentry_count_is_estimate).toBe(true);
      expect(Math.abs(many.body.visitentry_count - (exact + 30_000))).toBeLessThan(3_000);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});