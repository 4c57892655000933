/**
 * Honest times of the phone's field actions (issue 33 point 4, docs/decisions/033): a check-in, check-out or photo
 * queued without signal carries the device's tap time (X-Tapped-At) and send time (X-Sent-At); the server believes
 * the tap when the device clock agrees with its own, and keeps its receive time either way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { useTestAppWithFiles } from '../../../test/harness';
import { fieldStaffAndSite } from './field.fixtures';
import { multipart, pngImage } from '../product/product.fixtures';
import { formatDateTime } from '../../lib/business-time';
import { visitEntries } from './field.table';

const t = useTestAppWithFiles('steelworks-visit-times-');
let fieldId: number;
let siteId: number;

beforeAll(async () => {
  ({ fieldId, siteId } = await fieldStaffAndSite(t, { fieldsite_name: 'Clock Site' }));
});

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
/** The headers of a queued action: tapped then, sent now, by a device clock `offMs` ahead of ours. */
const tapped = (tap: Date, offMs = 0) => ({
  'X-Tapped-At': new Date(tap.getTime() + offMs).toISOString(),
  'X-Sent-At': new Date(Date.now() + offMs).toISOString(),
});
const shown = (date: Date) => formatDateTime(date, t.config.timeZone);
const at = (text: string) => new Date(text).getTime();
const here = { latitude: 11.0409, longitude: 76.085, accuracy: 10 };

function checkIn(headers: Record<string, string> = {}, position = here) {
  return t.call('POST', '/fieldsite/visitentry/check-in', { as: 'fieldstaff', body: { fieldsite: siteId, ...position }, headers });
}
function checkOut(id: number, headers: Record<string, string> = {}) {
  return t.call('POST', `/fieldsite/visitentry/${id}/check-out`, { as: 'fieldstaff', body: here, headers });
}

async function closeOpenVisits() {
  const open = await t.db
    .select({ id: visitEntries.id })
    .from(visitEntries)
    .where(and(eq(visitEntries.fieldStaffId, fieldId), isNull(visitEntries.checkOutAt), isNull(visitEntries.deletedAt)));
  for (const { id } of open) expect((await checkOut(id)).status).toBe(200);
}

describe('tap times of check-in and check-out', () => {
  it('a check-in tapped 20 minutes ago with a correct clock shows the tap time; the receive time is kept', async () => {
    await closeOpenVisits();
    const tap = ago(20 * MINUTE);
    const before = Date.now();
    const visit = await checkIn(tapped(tap));
    expect(visit.status, JSON.stringify(visit.body)).toBe(201);
    expect(visit.body).toMatchObject({ check_in_date: shown(tap), check_in_tapped_at: shown(tap), check_in_clock_differs: false, source: 'phone' });
    expect(at(visit.body.check_in_received_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(at(visit.body.check_in_received_at)).toBeLessThanOrEqual(Date.now() + 1000);

    // Checked out (queued) 5 minutes ago: 15 minutes on the site, by the taps.
    const out = await checkOut(visit.body.id, tapped(ago(5 * MINUTE)));
    expect(out.body).toMatchObject({ check_out_clock_differs: false, duration: 15 });
    expect(out.body.check_out_date).toBe(out.body.check_out_tapped_at);
    // The list and the detail show the same.
    const detail = await t.call('GET', `/fieldsite/visitentry/${visit.body.id}/`, { as: 'admin' });
    expect(detail.body).toEqual(out.body);
  });

  it('a device clock 1 hour off: the receive time, marked "clock differs", the tap kept as sent', async () => {
    await closeOpenVisits();
    const tap = ago(20 * MINUTE);
    const before = Date.now();
    const visit = await checkIn(tapped(tap, 60 * MINUTE));
    expect(visit.status).toBe(201);
    expect(visit.body.check_in_clock_differs).toBe(true);
    expect(visit.body.check_in_tapped_at).toBe(shown(new Date(tap.getTime() + 60 * MINUTE)));
    expect(visit.body.check_in_date).toBe(visit.body.check_in_received_at);
    expect(at(visit.body.check_in_date)).toBeGreaterThanOrEqual(before - 1000);
    // The geofence is the position sent (taken at the tap), whatever the clock.
    expect(visit.body).toMatchObject({ outside_site: false, distance: 16 });
    await closeOpenVisits();
  });

  it('without the headers (an online tap): the receive time, not marked, no tap time', async () => {
    await closeOpenVisits();
    const visit = await checkIn();
    expect(visit.body).toMatchObject({ check_in_tapped_at: null, check_in_clock_differs: false });
    expect(visit.body.check_in_date).toBe(visit.body.check_in_received_at);
    // A visit typed in by a manager has no phone times at all.
    const form = await t.call('POST', '/fieldsite/visitentry/', {
      as: 'admin',
      body: { fieldsite: siteId, field_staff: fieldId, check_in_date: '2026-11-20T10:00:00+05:30', check_in_location: '(11.0408,76.0849)' },
    });
    expect(form.body).toMatchObject({ check_in_tapped_at: null, check_in_received_at: null, check_out_received_at: null, check_in_clock_differs: false });
    await closeOpenVisits();
  });

  it('a check-out tapped before its check-in is recorded at the check-in, never before it', async () => {
    await closeOpenVisits();
    // Checked in online (receive time), then a check-out whose tap reads 10 minutes earlier.
    const visit = await checkIn();
    const out = await checkOut(visit.body.id, tapped(ago(10 * MINUTE)));
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.check_out_date).toBe(visit.body.check_in_date);
    expect(out.body.duration).toBe(0);
    expect(out.body.check_out_tapped_at).not.toBe(out.body.check_out_date);
  });

  it('a check-out of a visit checked out meanwhile answers 409 with when, and changes nothing', async () => {
    await closeOpenVisits();
    const visit = await checkIn(tapped(ago(60 * MINUTE)));
    // A manager closes it from the office while the phone has no signal.
    const closed = await t.call('PATCH', `/fieldsite/visitentry/${visit.body.id}/`, {
      as: 'admin',
      body: { check_out_date: formatDateTime(ago(30 * MINUTE), t.config.timeZone), status: 'Completed' },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const late = await checkOut(visit.body.id, tapped(ago(10 * MINUTE)));
    expect(late.status).toBe(409);
    const time = closed.body.check_out_date as string;
    const expected = `${time.slice(8, 10)}-${time.slice(5, 7)}-${time.slice(0, 4)} ${time.slice(11, 16)}`;
    expect(late.body).toEqual({ error_message: `This visit was already checked out at ${expected}.`, code: 'conflict' });
    expect((await t.call('GET', `/fieldsite/visitentry/${visit.body.id}/`, { as: 'admin' })).body).toEqual(closed.body);
  });
});

describe('tap times of site photos', () => {
  async function photo(visit: number, headers: Record<string, string>) {
    const form = multipart({ visit_entry: visit, title: 'gate.png', message: '' }, [{ field: 'image', filename: 'gate.png', contentType: 'image/png', data: await pngImage(120, 90) }]);
    return t.call('POST', '/fieldsite/visit_image/', { as: 'fieldstaff', body: form.body, headers: { ...form.headers, ...headers } });
  }

  it('a photo keeps when it was taken (tapped_at) beside when it arrived (date_added)', async () => {
    await closeOpenVisits();
    const visit = (await checkIn(tapped(ago(40 * MINUTE)))).body.id;
    const taken = ago(30 * MINUTE);
    const good = await photo(visit, tapped(taken));
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    expect(good.body).toMatchObject({ tapped_at: shown(taken), clock_differs: false });
    expect(at(good.body.date_added)).toBeGreaterThan(taken.getTime() + 29 * MINUTE);
    const skewed = await photo(visit, tapped(taken, -3 * 60 * MINUTE));
    expect(skewed.body).toMatchObject({ tapped_at: shown(new Date(taken.getTime() - 3 * 60 * MINUTE)), clock_differs: true });
    const online = await photo(visit, {});
    expect(online.body).toMatchObject({ tapped_at: null, clock_differs: false });
    const listed = await t.call('GET', `/fieldsite/visit_image/?visit_entry=${visit}`, { as: 'admin' });
    expect(listed.body.results.map((p: { clock_differs: boolean }) => p.clock_differs)).toEqual([false, true, false]);
    await closeOpenVisits();
  });
});
