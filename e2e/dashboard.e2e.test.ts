/**
 * Dashboards in a real browser (issue 13 point 7): the admin sees the demo company's numbers from dashboard-data and
 * a number opens its filtered list; a dealer sees its own order counts; the floor display has no menus.
 */
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { expectHidden, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

type DashboardData = { pending_orders: number; approved_orders: number; total_orders: number; out_of_stock_count: number; total_visits: number };

describe('dashboards', () => {
  const e2e = useBrowser();

  it('the admin sees the numbers of the demo company, and the out-of-stock number opens the out-of-stock items', async () => {
    const page = e2e.page;
    const data = (await api.as('admin').get<DashboardData>('/supervisor/dashboard-data/')).body;
    await signIn(page, 'admin');
    await expectVisible(page.getByText('Welcome, Anita Rao'));
    await expectVisible(page.getByRole('link', { name: `Field App Visits Today: ${data.total_visits}` }));
    await expectVisible(page.getByText('New Pending Orders'));
    await expectVisible(page.getByText('Monthly Analytics'));
    await expectVisible(page.getByText('Revenue and Profit'));

    // Make sure something is out of stock, then follow the card.
    const created = await api.as('admin').post<{ id: number; name: string }>('/store/store/', {
      name: `E2E Empty ${Date.now().toString(36)}`,
      unit_type: 'pcs',
      unit: '1',
      stock: '0',
      price: '1.00',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await page.reload();
    const outOfStock = (await api.as('admin').get<DashboardData>('/supervisor/dashboard-data/')).body.out_of_stock_count;
    await page.getByRole('link', { name: `Out Of Stock: ${outOfStock}` }).click();
    await expectUrl(page, /\/store\?out_of_stock=true$/);
    await expectVisible(page.getByRole('switch', { name: 'Out of stock only' }));
    await expectVisible(page.getByText(created.body.name));
  });

  it('the pending orders card opens the Pending tab', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.getByRole('link', { name: 'View All' }).first().click();
    await expectUrl(page, /\/orders\/?\?value=Pending$/);
    await expectVisible(page.getByRole('tab', { name: 'Pending', selected: true }));
  });

  it('a dealer sees its own order counts and its buttons', async () => {
    const page = e2e.page;
    const own = (await api.as('dealer').get<DashboardData>('/supervisor/dashboard-data/')).body;
    await signIn(page, 'dealer');
    await expectVisible(page.getByRole('link', { name: `Total Orders: ${own.total_orders}` }));
    await expectVisible(page.getByRole('link', { name: `Approved Orders: ${own.approved_orders}` }));
    await expectVisible(page.getByRole('link', { name: 'Order Now' }));
    await page.getByRole('link', { name: 'View All Orders' }).click();
    await expectUrl(page, /\/orders$/);
  });

  it('the floor display (/dashboard?tv=1) shows the numbers without header or menus', async () => {
    const page = e2e.page;
    await signIn(page, 'manager');
    await page.goto('/dashboard?tv=1');
    await expectVisible(page.getByText('Monthly Analytics'));
    await expectHidden(page.getByRole('banner'));
    await expectHidden(page.getByText('Welcome, Manoj Kumar'));
  });
});
