/**
 * Guards between the steps in a real browser (issue 10 point 9): the lost stock update of the issue is refused, a
 * block / unblock round trip shows only success toasts, daily work above a supervisor's frames per day asks first and
 * above three times is refused, and a record that does not exist shows the 404 page inside the layout. The full order
 * flow with its refusals is in orders.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { eventually, expectCount, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

const stamp = String(Date.now()).slice(-6);

/** Every failed API answer the page receives from now on. */
function failedAnswers(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/api/v1/') && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

describe('guards between the steps', () => {
  const e2e = useBrowser();

  it('the lost stock update is refused: a price edit keeps the issued stock, a stale stock edit answers with the stock now', async () => {
    const page = e2e.page;
    const name = `E2E Thinner ${stamp}`;
    const created = await api.as('store').post<{ id: number }>('/store/store/', { name, unit_type: 'litre', unit: 1, stock: 50, price: 120 });
    expect(created.status).toBe(201);
    await signIn(page, 'store');
    await page.goto(`/store?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expectVisible(row.getByText('50', { exact: true }));

    // Meanwhile half a litre leaves the store (a supply, here another person's edit opened at 50).
    expect((await api.as('admin').patch(`/store/store/${created.body.id}/`, { stock: 49.5, expected_stock: 50 })).status).toBe(200);

    // On the page still showing 50, only the price changes: the issued stock stays issued.
    await row.getByRole('textbox', { name: `Price of ${name}` }).fill('121');
    await row.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Updated Successfully');
    await eventually(async () =>
      expect((await api.as('store').get<{ stock: number; price: string }>(`/store/store/${created.body.id}/`)).body).toMatchObject({
        stock: 49.5,
        price: '121.00',
      }),
    );
    await expectVisible(row.getByText('49.5', { exact: true }));

    // Another half litre goes; the page shows 49.5 and its user types a new stock: refused, with the stock now.
    expect((await api.as('admin').patch(`/store/store/${created.body.id}/`, { stock: 49, expected_stock: 49.5 })).status).toBe(200);
    await row.getByRole('textbox', { name: `Stock of ${name}` }).fill('60');
    await row.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'This changed since you opened it (now 49). Check and try again.');
    // The row reloads with the stock now; nothing was overwritten.
    await eventually(async () => expect(await row.getByRole('textbox', { name: `Stock of ${name}` }).inputValue()).toBe('49'));
    expect((await api.as('store').get<{ stock: number }>(`/store/store/${created.body.id}/`)).body.stock).toBe(49);
    await expectCount(page.getByRole('alert').filter({ hasText: 'Bad Request' }), 0);
  });

  it('a block / unblock round trip shows only success toasts, and the blocked username says so', async () => {
    const page = e2e.page;
    const username = `blk${stamp}`;
    const created = await api.as('admin').post<{ id: number }>('/account/storemanager/', {
      username,
      full_name: `Block Round ${stamp}`,
      phone: '9123456783',
      email: `${username}@example.com`,
    });
    expect(created.status).toBe(201);
    await signIn(page, 'admin');
    await page.goto(`/storemanagers/${created.body.id}`);
    await expectVisible(page.getByText(`${username}@example.com`));
    const failed = failedAnswers(page);

    await page.getByRole('button', { name: 'Block Account' }).click();
    await page.getByRole('button', { name: 'Confirm!' }).click();
    await expectUrl(page, '/storemanagers');
    await expectToast(page, 'Done');
    await expectVisible(page.getByRole('heading', { name: 'All Store Managers' }));

    // The Blocked view lists it, with Unblock.
    await page.getByText('Blocked', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(username);
    const row = page.getByRole('row', { name: new RegExp(`Block Round ${stamp}`) });
    await row.getByRole('button', { name: `Unblock Block Round ${stamp}` }).click();
    await expectToast(page, 'Account unblocked');
    await expectVisible(page.getByText('No Data'));
    await page.getByText('Active', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Search' }).fill(username);
    await expectVisible(page.getByRole('row', { name: new RegExp(`Block Round ${stamp}`) }));

    // Not one failed call on the way: no "Not found" toast beside the successes.
    expect(failed).toEqual([]);
    await expectCount(page.getByRole('alert').filter({ hasText: /Not found|Try Again/ }), 0);

    // Blocked again, its username stays taken and the error says why.
    expect((await api.as('admin').delete(`/account/storemanager/${created.body.id}/`)).status).toBe(204);
    await page.goto('/storemanager/create');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Phone').fill('9123456784');
    await page.getByLabel('Email').fill(`other${stamp}@example.com`);
    await page.getByRole('button', { name: 'Create Store Manager' }).click();
    await expectVisible(page.getByText('This username belongs to a blocked account. Unblock it from the Blocked list instead.'));
  });

  it('daily work above the frames per day asks first; above three times it is refused under Cols', async () => {
    const page = e2e.page;
    const username = `dws${stamp}`;
    const fullName = `Daily Sup ${stamp}`;
    const created = await api.as('admin').post<{ id: number }>('/supervisor/supervisor/', {
      username,
      full_name: fullName,
      phone: '9123456785',
      email: `${username}@example.com`,
      cols_per_day: 2,
      cost_per_col: 100,
    });
    expect(created.status).toBe(201);
    const today = todayIn(DEFAULT_TIME_ZONE);
    const workOf = async () =>
      (await api.as('admin').get<{ count: number; results: Array<{ cols: number }> }>(`/supervisor/supervisor_daily_work/?supervisor=${created.body.id}`))
        .body;

    await signIn(page, 'admin');
    await page.goto('/supervisor/dailywork');
    await page.getByRole('textbox', { name: 'Supervisor' }).fill(fullName);
    await page.getByRole('option', { name: new RegExp(fullName) }).click();
    await page.getByLabel('Date').fill(formatDisplayDate(today));
    await page.getByLabel('Cols').fill('5');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectVisible(page.getByText(`5 cols is more than ${fullName}'s 2 frames per day. Save it anyway?`));
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await workOf()).count).toBe(0);

    // Three times the frames per day is the most the server records.
    await page.getByLabel('Cols').fill('7');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expectVisible(page.getByText('At most 6 cols a day for this supervisor (3 x 2 frames per day)'));
    expect((await workOf()).count).toBe(0);

    await page.getByLabel('Cols').fill('5');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await expectToast(page, 'Successfully Created Daily Work');
    expect((await workOf()).results.map((w) => w.cols)).toEqual([5]);
  });

  it('a record that does not exist shows the 404 page inside the layout; the back arrow of a bookmark stays in the app', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/dealers/99999');
    await expectVisible(page.getByText('Sorry, page not found'));
    await expectVisible(page.getByRole('navigation', { name: 'Main menu' }));
    await expectCount(page.getByText('Not found.', { exact: true }), 0);

    // A page opened straight from a bookmark: its back arrow goes to the parent list, not out of the app.
    await page.goto('/supervisor/dailywork');
    await page.getByRole('button', { name: 'Go back' }).click();
    await expectUrl(page, '/supervisors');
  });
});
