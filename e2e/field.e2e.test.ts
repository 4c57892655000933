/**
 * The field app in a real browser (issue 12 point 8): admin creates a field staff member, a site by clicking the map
 * (no internet here: the tiles fail, the marker and the coordinates still work), a visit with a photo, and filters the
 * /fields table; the demo field staff member, on a phone-sized window with a granted fake position, checks in inside
 * a site, checks out, checks in outside it (flagged) and checks out.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

/** A 2x2 red PNG: a real image the server decodes and thumbnails. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

type Site = { id: number; fieldsite_name: string; latitude: number; longitude: number };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('field app', () => {
  const e2e = useBrowser();
  const stamp = Date.now() % 100000;
  const staffName = `E2E Field ${stamp}`;
  const siteName = `E2E Site ${stamp}`;
  let site: Site;

  it('admin creates a field staff member in the modal', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/fieldstaff');
    await page.getByRole('button', { name: 'Create Field Staff' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expectVisible(modal.getByText('username is required'));
    await expectVisible(modal.getByText('email is required'));
    await expectVisible(modal.getByText(' phone is required'));
    await modal.getByLabel('User Name').fill(`e2efield${stamp}`);
    await modal.getByLabel('Full Name').fill(staffName);
    await modal.getByLabel('E-mail').fill(`e2efield${stamp}@example.com`);
    await modal.getByLabel('Phone').fill('9812345678');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'FieldStaff Created Successfully!');
    await page.getByPlaceholder('Search...').fill(`e2efield${stamp}`);
    await expectVisible(page.getByRole('cell', { name: staffName }));
  });

  it('admin creates a site by clicking the map, with no tiles to load', async () => {
    const page = e2e.page;
    await page.goto('/field-site/create');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectVisible(page.getByText('name is required', { exact: true }));
    await expectVisible(page.getByText('owner name is required'));
    await page.getByLabel('Site Name').fill(siteName);
    await page.getByLabel('Owner Name').fill('E2E Owner');
    await page.getByLabel('Owner Phone').fill('9000012345');
    const map = page.getByRole('region', { name: 'Site map' });
    await expectVisible(map.locator('.leaflet-marker-icon'));
    const before = await page.getByLabel('Latitude').inputValue();
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height * 0.25);
    await eventually(async () => expect(await page.getByLabel('Latitude').inputValue()).not.toBe(before));
    await expectVisible(page.getByTestId('coordinates'));
    await page.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'FieldSite Created Successfully!');
    await expectUrl(page, /^\/fieldsite\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    site = (await api.as('admin').get<Site>(`/fieldsite/fieldsite/${id}/`)).body;
    expect(site.fieldsite_name).toBe(siteName);
    expect(site.latitude).toBeGreaterThan(11.0408);
    await expectVisible(page.getByText('No VisitEntries'));
  });

  it('admin records a visit with a photo and filters the /fields table by staff', async () => {
    const page = e2e.page;
    await page.getByRole('link', { name: 'Add VisitEntry' }).click();
    await expectUrl(page, '/visitEntry/create');
    await choose(page, 'Field Staff', staffName);
    await page.getByLabel('Check In Date').fill('2026-11-20T10:00');
    await page.getByLabel('Check Out Date').fill('2026-11-20T11:15');
    await page.getByLabel('Check In Latitude').fill(String(site.latitude));
    await page.getByLabel('Check In Longitude').fill(String(site.longitude));
    await page.getByLabel('Check Out Latitude').fill(String(site.latitude));
    await page.getByLabel('Check Out Longitude').fill('200');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectVisible(page.getByText('Invalid longitude'));
    await page.getByLabel('Check Out Longitude').fill(String(site.longitude));
    await page.getByRole('button', { name: 'Create' }).click();
    await expectToast(page, 'VisitEntry Created Successfully!');
    await expectUrl(page, /^\/fieldsite\/\d+$/);
    await page.getByRole('link', { name: 'View Details' }).first().click();
    await expectVisible(page.getByText('Site Visit Details').first());
    await expectVisible(page.getByText('75 min'));
    await expectVisible(page.getByText('No VisitEntry Images'));
    await page.getByRole('button', { name: '+ Add Site Photos' }).click();
    const modal = page.getByRole('dialog');
    await modal.locator('input[type=file]').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG });
    await modal.getByLabel('Message').fill('Gate frame fitted on the north side');
    await modal.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'VisitEntryImage Created Successfully!');
    await expectVisible(page.getByText('gate.png'));
    // The message is cut to 25 characters; the thumbnail comes through an object URL (the file needs the token).
    await expectVisible(page.getByText('Gate frame fitted on the ...'));
    await expectVisible(page.locator('img[alt="gate.png"][src^="blob:"]'));

    await page.goto('/fields');
    await expectVisible(page.getByRole('link', { name: 'Field Staffs' }));
    await choose(page, 'Staff', staffName);
    await expectVisible(page.getByRole('link', { name: siteName }));
    await eventually(async () => expect(await page.getByRole('link', { name: staffName }).count()).toBe(1));
  });

  it('the field staff member checks in inside and outside a site on a phone, and checks out', async () => {
    let context: BrowserContext | undefined;
    try {
      context = await e2e.browser.newContext({
        baseURL: e2e.baseUrl,
        viewport: PHONE,
        permissions: ['geolocation'],
        geolocation: { latitude: site.latitude, longitude: site.longitude, accuracy: 10 },
      });
      const page = await context.newPage();
      await signIn(page, 'field');
      const home = page.getByTestId('field-staff-home');
      await expectVisible(home.getByText('No open visit. Check in at a site below.'));
      await home.getByRole('button', { name: 'Find nearest' }).click();
      await expectVisible(home.getByText('Nearest sites'));
      await home.getByRole('button', { name: `Check In at ${siteName}` }).click();
      await expectToast(page, 'Checked in');
      await expectVisible(home.getByText(/0 m from the site \(radius 200 m\)/));
      await home.getByRole('button', { name: 'Check Out' }).click();
      await expectToast(page, 'Checked out');
      await expectVisible(home.getByText('No open visit. Check in at a site below.'));

      // About 1.1 km north: kept, and flagged outside the site.
      await context.setGeolocation({ latitude: site.latitude + 0.01, longitude: site.longitude, accuracy: 15 });
      await home.getByRole('button', { name: `Check In at ${siteName}` }).click();
      await expectToast(page, 'Checked in, outside the site');
      await expectVisible(home.getByText('outside the site').first());
      await home.getByRole('button', { name: 'Check Out' }).click();
      // The first check-out's toast may still show: wait for the visit to close before the permission goes.
      await expectVisible(home.getByText('No open visit. Check in at a site below.'));
      const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(scrolls).toBe(false);

      // A denied position records nothing and says so.
      await context.clearPermissions();
      await home.getByRole('button', { name: `Check In at ${siteName}` }).click();
      await expectVisible(home.getByText(/Location permission is denied/));
      const open = await api.as('field').get<{ open_visit: unknown }>('/fieldsite/dashboard-data/');
      expect(open.body.open_visit).toBeNull();
    } finally {
      await context?.close();
    }
  });
});
