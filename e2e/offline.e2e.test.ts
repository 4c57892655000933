/**
 * The phone app without signal (issue 33 point 8), at 390 px with the browser context cut off the network
 * (`context.setOffline(true)`):
 * - the app installs (manifest, icons, a service worker) and opens from the phone's copy with no network;
 * - a field staff member checks in, adds two photos and checks out offline, sees them waiting to send (also after
 *   the app was closed and opened again), comes back online, and the server holds exactly one visit with both
 *   photos and the tap times;
 * - a worker completes two works offline while a manager reassigns one of them: one lands, the other shows why not;
 * - the same queued request sent twice lands once.
 * The tap times, the conflict's text and the exactly-once answer are the server's half (docs/decisions/033-offline-queue-keys-and-tap-times.md, helper "idem").
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectVisible } from './support/expect';
import { signIn } from './support/session';

/** A 2x2 red PNG: a real image the server decodes and thumbnails. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

type Visit = {
  id: number;
  check_in_date: string;
  check_out_date: string | null;
  check_in_tapped_at?: string | null;
  check_out_tapped_at?: string | null;
  check_in_received_at?: string | null;
};
type Paged<T> = { count: number; results: T[] };
type WorkOrderAnswer = { id: number; work_order_items: Array<{ production_items: Array<{ id: number; sr_no: string }> }> };
type Work = { id: number; auto_id: number; status: string; worker: number; tapped_at?: string | null };

const LONG_MS = 30_000;

/** Waits until the service worker is active, so the app is on the phone before the network goes. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * The app registers its worker itself 10 s after its first screen has settled (apps/web/src/lib/offline/register-sw.ts),
 * which the first test waits out. The tests after it are about what the worker does, not when it comes: they register
 * the same worker as the app does (its script, scope and type) at once, and the app's own registration finds it there.
 */
async function installServiceWorkerNow(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'classic' });
    await navigator.serviceWorker.ready;
  });
}

async function phoneContext(e2e: ReturnType<typeof useBrowser>, geolocation?: { latitude: number; longitude: number }): Promise<BrowserContext> {
  return e2e.browser.newContext({
    baseURL: e2e.baseUrl,
    viewport: PHONE,
    ...(geolocation ? { permissions: ['geolocation'], geolocation: { ...geolocation, accuracy: 8 } } : {}),
  });
}

describe('the phone app offline', () => {
  const e2e = useBrowser({ viewport: PHONE });
  const stamp = Date.now() % 100000;

  it('installs: a manifest with its icons and a service worker; the app opens with no network', async () => {
    const page = e2e.page;
    await signIn(page, 'worker');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(manifestHref!)).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Steelworks', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual(['192x192', '512x512', '512x512 maskable']);
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon-180x180.png');
    expect(await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content')).toBe('yes');

    await waitForServiceWorker(page);
    await e2e.context.setOffline(true);
    try {
      await page.goto('/my-works');
      await expectVisible(page.getByRole('heading', { name: 'My works' }), { timeout: LONG_MS });
      await expectVisible(page.getByTestId('offline-banner'));
      await expectVisible(page.getByText('You are offline'));
    } finally {
      await e2e.context.setOffline(false);
    }
    // Back online the banner goes.
    await eventually(async () => expect(await page.getByTestId('offline-banner').count()).toBe(0));
  });

  describe('field staff', () => {
    const siteName = `Offline Site ${stamp}`;
    const where = { latitude: 11.3 + (stamp % 1000) / 100000, longitude: 76.2 };
    let siteId: number;
    let tapStart: number;
    let tapEnd: number;
    let visit: Visit;

    it('checks in, adds two photos and checks out offline; back online exactly one visit with both photos lands', async () => {
      const admin = api.as('admin');
      const created = await admin.post<{ id: number }>('/fieldsite/fieldsite/', {
        fieldsite_name: siteName,
        owner_name: 'Offline Owner',
        location: `(${where.latitude},${where.longitude})`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      siteId = created.body.id;
      // The demo field staff member starts with no open visit.
      const field = api.as('field');
      const home = await field.get<{ open_visit: { id: number } | null }>('/fieldsite/dashboard-data/');
      if (home.body.open_visit) await field.post(`/fieldsite/visitentry/${home.body.open_visit.id}/check-out`, { ...where, accuracy: 5 });

      const context = await phoneContext(e2e, where);
      try {
        const page = await context.newPage();
        await signIn(page, 'field');
        const homeCard = page.getByTestId('field-staff-home');
        await homeCard.getByRole('button', { name: 'Find nearest' }).click();
        await expectVisible(homeCard.getByRole('button', { name: `Check In at ${siteName}` }));
        await installServiceWorkerNow(page);

        await context.setOffline(true);
        await expectVisible(page.getByText('You are offline'));
        tapStart = Date.now();
        await homeCard.getByRole('button', { name: `Check In at ${siteName}` }).click();
        const checkInLabel = `Check in at ${siteName}`;
        await expectVisible(page.getByLabel(checkInLabel, { exact: true }).getByText('Waiting to send'));
        // The visit is open on the phone already: check out, photos and notes are offered.
        await expectVisible(homeCard.getByRole('button', { name: 'Check Out' }));

        await homeCard.getByRole('button', { name: '+ Add Site Photos' }).click();
        const modal = page.getByRole('dialog', { name: 'Add Site Photos' });
        await modal.locator('input[type=file]').setInputFiles([
          { name: 'gate.png', mimeType: 'image/png', buffer: PNG },
          { name: 'frame.png', mimeType: 'image/png', buffer: PNG },
        ]);
        await modal.getByRole('button', { name: 'Upload' }).click();
        await expectVisible(page.getByLabel(`Photo gate.png of ${siteName}`, { exact: true }));
        await expectVisible(page.getByLabel(`Photo frame.png of ${siteName}`, { exact: true }));

        await homeCard.getByRole('button', { name: 'Check Out' }).click();
        await expectVisible(page.getByLabel(`Check out of ${siteName}`, { exact: true }).getByText('Waiting to send'));
        tapEnd = Date.now();
        await expectVisible(homeCard.getByText('No open visit. Check in at a site below.'));
        await expectVisible(page.getByRole('button', { name: '4 actions waiting to send' }));

        // Closed and opened again without network: the app comes from the phone, the taps are still there.
        await page.reload();
        await expectVisible(page.getByRole('button', { name: '4 actions waiting to send' }), { timeout: LONG_MS });
        await expectVisible(page.getByLabel(checkInLabel, { exact: true }).getByText('Waiting to send'));
        // Nothing reached the server.
        expect((await admin.get<Paged<Visit>>(`/fieldsite/visitentry?fieldsite=${siteId}`)).body.count).toBe(0);

        await page.getByRole('button', { name: '4 actions waiting to send' }).click();
        const drawer = page.getByRole('dialog', { name: 'Waiting to send' });
        await expectVisible(drawer.getByText(`Waits for: ${checkInLabel}`));
        await page.keyboard.press('Escape');

        await context.setOffline(false);
        await eventually(async () => expect(await page.getByRole('button', { name: /waiting to send$/ }).count()).toBe(0), LONG_MS);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      } finally {
        await context.close();
      }

      const visits = (await admin.get<Paged<Visit>>(`/fieldsite/visitentry?fieldsite=${siteId}`)).body;
      expect(visits.count).toBe(1);
      visit = visits.results[0]!;
      expect(visit.check_out_date).not.toBeNull();
      const photos = (await admin.get<Paged<{ title: string }>>(`/fieldsite/visit_image?visit_entry=${visit.id}`)).body;
      expect(photos.results.map((p) => p.title).sort()).toEqual(['frame.png', 'gate.png']);
    }, 120_000);

    it('the visit keeps the tap times of the check-in and check-out (server half: docs/decisions/033-offline-queue-keys-and-tap-times.md)', async () => {
      const detail = (await api.as('admin').get<Visit>(`/fieldsite/visitentry/${visit.id}`)).body;
      const tappedIn = Date.parse(detail.check_in_tapped_at ?? '');
      const tappedOut = Date.parse(detail.check_out_tapped_at ?? '');
      expect(tappedIn).toBeGreaterThanOrEqual(tapStart - 1000);
      expect(tappedOut).toBeLessThanOrEqual(tapEnd + 1000);
      expect(tappedIn).toBeLessThan(tappedOut);
      // The device clock is the server's here: the chosen check-in time is the tap, before the visit was received.
      expect(Date.parse(detail.check_in_date)).toBe(tappedIn);
      expect(Date.parse(detail.check_in_received_at ?? '')).toBeGreaterThan(tappedIn);
    });
  });

  describe('worker', () => {
    let units: Array<{ id: number; sr_no: string }>;
    let works: Work[];
    let other: { id: number; name: string };

    it('completes two works offline while one is reassigned: one lands, the other shows why it did not', async () => {
      const admin = api.as('admin');
      const workOrder = await admin.post<WorkOrderAnswer>('/workorders/workorder/', {
        customer_name: `Offline ${stamp}`,
        work_order_items: [{ product_type: 'Door Frame', channel_size: '4x2', width: '90', height: 210, quantity: 2, item_price: '1500', item_cost: 1000 }],
      });
      expect(workOrder.status, JSON.stringify(workOrder.body)).toBe(201);
      units = workOrder.body.work_order_items.flatMap((i) => i.production_items);
      const designations = (await admin.get<Array<{ id: number }>>('/account/designation')).body;
      const name = `Ramesh Offline ${stamp}`;
      const created = await admin.post<{ id: number }>('/account/worker/', {
        username: `offw${stamp}`,
        full_name: name,
        phone: `98${String(stamp).padStart(8, '0')}`,
        email: `offw${stamp}@example.com`,
        password: 'Worker-pass-1',
        designation: [designations[0]!.id],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      other = { id: created.body.id, name };
      const workerId = (await api.as('worker').get<{ id: number }>('/account/profile')).body.id;
      const assigned = await admin.post<Work[]>('/production/productionitemwork/', {
        work_type: 'Cutting',
        worker: workerId,
        status: 'In Progress',
        production_items: units.map((u) => u.id),
      });
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
      works = assigned.body;

      const context = await phoneContext(e2e);
      try {
        const page = await context.newPage();
        await signIn(page, 'worker');
        await page.goto('/my-works');
        for (const work of works) await expectVisible(page.getByLabel(`Work ${work.auto_id}`, { exact: true }));
        await installServiceWorkerNow(page);

        await context.setOffline(true);
        for (const work of works) {
          const card = page.getByLabel(`Work ${work.auto_id}`, { exact: true });
          await card.getByRole('button', { name: 'Complete' }).first().click();
          await page.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
          await expectVisible(card.getByText('Waiting to send'));
        }
        // The list is the one kept on the phone: it says how old it is.
        await page.reload();
        await expectVisible(page.getByTestId('saved-age').first(), { timeout: LONG_MS });
        await expectVisible(page.getByText(/^Saved (less than a minute|\d+ min) ago$/).first());

        // Meanwhile a manager gives the second work to someone else.
        const moved = await admin.patch(`/production/productionitemwork/${works[1]!.id}/`, { worker: other.id });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);

        await context.setOffline(false);
        const refused = page.getByLabel(`Complete: Cutting of ${units[1]!.sr_no}`, { exact: true });
        await expectVisible(refused.getByText('Not sent'), { timeout: LONG_MS });
        await expectVisible(refused.getByRole('button', { name: 'Retry' }));
        await expectVisible(refused.getByRole('button', { name: 'Discard' }));
        await eventually(async () => {
          expect((await admin.get<Work>(`/production/productionitemwork/${works[0]!.id}/`)).body.status).toBe('Completed');
        }, LONG_MS);
        expect((await admin.get<Work>(`/production/productionitemwork/${works[1]!.id}/`)).body).toMatchObject({ status: 'In Progress', worker: other.id });

        // Discard (asked first): the refused tap leaves the phone.
        await refused.getByRole('button', { name: 'Discard' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
        await eventually(async () => expect(await refused.count()).toBe(0));
      } finally {
        await context.close();
      }
    }, 120_000);

    it("the refused one says the work was reassigned, and the landed one keeps its tap time (server half: docs/decisions/033-offline-queue-keys-and-tap-times.md)", async () => {
      const worker = api.as('worker');
      // The same change as the phone sent, now that the work has moved: the conflict's answer.
      const answer = await worker.patch<{ error_message: string }>(`/production/productionitemwork/${works[1]!.id}/`, { status: 'Completed' });
      expect(answer.status).toBe(409);
      expect(answer.body.error_message).toBe(`This work was reassigned to ${other.name}.`);
      const landed = (await api.as('admin').get<Work>(`/production/productionitemwork/${works[0]!.id}/`)).body;
      expect(landed.tapped_at).toEqual(expect.any(String));
    });
  });

  it('the same queued request sent twice lands once (server half: docs/decisions/033-offline-queue-keys-and-tap-times.md)', async () => {
    // A visit of the demo field staff member to photograph.
    const field = api.as('field');
    const admin = api.as('admin');
    const site = await admin.post<{ id: number }>('/fieldsite/fieldsite/', { fieldsite_name: `Twice Site ${stamp}`, owner_name: 'Owner', location: '(11.5,76.5)' });
    const home = await field.get<{ open_visit: { id: number } | null }>('/fieldsite/dashboard-data/');
    if (home.body.open_visit) await field.post(`/fieldsite/visitentry/${home.body.open_visit.id}/check-out`, { latitude: 11.5, longitude: 76.5, accuracy: 5 });
    const checkedIn = await field.post<{ id: number }>('/fieldsite/visitentry/check-in', { fieldsite: site.body.id, latitude: 11.5, longitude: 76.5, accuracy: 5 });
    expect(checkedIn.status).toBe(201);
    const visitId = checkedIn.body.id;

    const context = await phoneContext(e2e, { latitude: 11.5, longitude: 76.5 });
    try {
      const page = await context.newPage();
      await signIn(page, 'field');
      const homeCard = page.getByTestId('field-staff-home');
      await expectVisible(homeCard.getByRole('button', { name: 'Check Out' }));
      // The app is on the phone (the photo dialog's code included) before the signal goes.
      await installServiceWorkerNow(page);
      await context.setOffline(true);
      await homeCard.getByRole('button', { name: '+ Add Site Photos' }).click();
      const modal = page.getByRole('dialog', { name: 'Add Site Photos' });
      await modal.locator('input[type=file]').setInputFiles([{ name: 'twice.png', mimeType: 'image/png', buffer: PNG }]);
      await modal.getByRole('button', { name: 'Upload' }).click();
      await expectVisible(page.getByRole('button', { name: '1 action waiting to send' }));
      // The stored action as the phone keeps it (its key, tap time, form and bytes), read while still offline.
      const stored = await page.evaluate(async () => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('steelworks-offline-queue');
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        type Stored = { id: string; path: string; tappedAt: string; body: { fields: Record<string, string>; file: { name: string; type: string; data: ArrayBuffer } } };
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction('actions').objectStore('actions').getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        const action = values.find((value): value is Stored => typeof value === 'object' && value !== null && 'path' in value)!;
        return { ...action, bytes: Array.from(new Uint8Array(action.body.file.data)), token: localStorage.getItem('token')! };
      });
      // A copy of it reaches the server (as if its answer had been lost on the way), then the phone sends it again.
      const form = new FormData();
      for (const [name, value] of Object.entries(stored.body.fields)) form.set(name, value);
      form.set('image', new Blob([new Uint8Array(stored.bytes)], { type: stored.body.file.type }), stored.body.file.name);
      const firstCopy = await fetch(`${e2e.baseUrl}/api/v1${stored.path}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `token ${stored.token}`, 'Idempotency-Key': stored.id, 'X-Tapped-At': stored.tappedAt, 'X-Sent-At': new Date().toISOString() },
      });
      // Back online, the phone's sender sends its stored copy with the same key.
      await context.setOffline(false);
      expect(firstCopy.status).toBe(201);
      await eventually(async () => expect(await page.getByRole('button', { name: /waiting to send$/ }).count()).toBe(0), LONG_MS);
    } finally {
      await context.close();
    }
    const photos = (await admin.get<Paged<{ title: string }>>(`/fieldsite/visit_image?visit_entry=${visitId}`)).body;
    expect(photos.results.filter((p) => p.title === 'twice.png')).toHaveLength(1);
    await field.post(`/fieldsite/visitentry/${visitId}/check-out`, { latitude: 11.5, longitude: 76.5, accuracy: 5 });
  }, 120_000);
});
