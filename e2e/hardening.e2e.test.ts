/**
 * Issue 9 in a real browser: "Logout On This Device" ends that session on the server too, and the admin reads who
 * changed what in a record's History and in the Audit Log, also on a phone.
 */
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectUrl, expectVisible } from './support/expect';
import { signIn, storedToken } from './support/session';

describe('hardening', () => {
  const e2e = useBrowser();

  it('"Logout On This Device" revokes the token of this browser only', async () => {
    const page = e2e.page;
    const otherDevice = (await api.login('store')).token;
    await signIn(page, 'store');
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout On This Device' }).click();
    await expectUrl(page, '/login');
    expect(await storedToken(page)).toBeNull();
    expect((await api.request('GET', '/account/profile', { token: token! })).status).toBe(401);
    expect((await api.request('GET', '/account/profile', { token: otherDevice })).status).toBe(200);
  });

  it("the admin sees a dealer's History and finds the change in the Audit Log, also at 390 px", async () => {
    const dealers = await api.as('admin').get<{ results: Array<{ id: number; location: string }> }>('/dealer/dealer/?search=Malabar');
    const dealer = dealers.body.results[0]!;
    const location = `Kozhikode ${Date.now()}`;
    expect((await api.as('manager').patch(`/dealer/dealer/${dealer.id}/`, { location })).status).toBe(200);

    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto(`/dealers/${dealer.id}`);
    const history = page.getByRole('table', { name: 'History' });
    const row = history.getByRole('row').filter({ hasText: location });
    await expectVisible(row);
    await expectVisible(row.getByText('Manoj Kumar'));
    await expectVisible(row.getByText('Updated'));
    await expectVisible(row.getByText(`${dealer.location} → ${location}`, { exact: false }));

    await page.getByRole('link', { name: 'Audit Log' }).first().click();
    await expectUrl(page, '/audit-log');
    await page.getByRole('textbox', { name: 'User' }).fill('manager');
    await page.getByRole('button', { name: 'Show' }).click();
    await expectUrl(page, '/audit-log?user=manager');
    await expectVisible(page.getByRole('table', { name: 'Audit Log' }).getByRole('row').filter({ hasText: location }));

    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'admin');
    await phone.goto('/audit-log?user=manager');
    // Below 768 px the paged table shows each row as a card of a list.
    await expectVisible(phone.getByRole('list', { name: 'Audit Log' }).getByRole('listitem').filter({ hasText: location }));
    await eventually(async () => {
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
    await phone.close();
  });

  it('other roles get no History and no Audit Log', async () => {
    const page = e2e.page;
    await signIn(page, 'manager');
    const dealers = await api.as('manager').get<{ results: Array<{ id: number; full_name: string }> }>('/dealer/dealer/?search=Malabar');
    await page.goto(`/dealers/${dealers.body.results[0]!.id}`);
    await expectVisible(page.getByRole('heading', { name: dealers.body.results[0]!.full_name }));
    expect(await page.getByRole('table', { name: 'History' }).count()).toBe(0);
    await page.goto('/audit-log');
    await expectVisible(page.getByText('You do not have access to this page'));
  });
});
