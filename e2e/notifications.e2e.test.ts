/**
 * Notifications in a real browser (issue 34 point 5): a dealer orders, the admin approves the order on its page, and
 * the dealer's bell, on a 390 px phone, shows "Order ... approved"; opening the entry goes to the order and marks it read.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

const PRODUCT = 'Door Frame 90x210 4x2 16G';

type Paged<T> = { count: number; results: T[] };
type NotificationAnswer = { id: number; title: string; link: string; read_at: string | null };

async function changeStatus(page: Page, status: string) {
  await page.getByRole('textbox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('button', { name: 'Update Status' }).click();
  await expectToast(page, 'Order status updated');
}

describe('notifications', () => {
  const e2e = useBrowser();

  it("the admin approves a dealer's order and the dealer's bell shows it", async () => {
    const products = await api.as('dealer').get<Paged<{ id: number }>>(`/store/product/?search=${encodeURIComponent(PRODUCT)}`);
    const created = await api.as('dealer').post<{ id: number; auto_id: number }>('/order/order/', {
      orderitem: [{ product: products.body.results[0]!.id, quantity: 1, material: 'GI' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const orderId = created.body.id;

    const admin = e2e.page;
    await signIn(admin, 'admin');
    await admin.goto(`/orders/${orderId}`);
    await changeStatus(admin, 'Approved');

    // The dealer, on a phone: the bell counts the new entry (the worker delivers within its poll), the popover lists it.
    const dealer = await e2e.newPage({ viewport: PHONE });
    await signIn(dealer, 'dealer');
    const bell = dealer.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await eventually(async () => {
      await dealer.reload();
      await expectVisible(bell, { timeout: 5_000 });
    }, 40_000);
    await bell.click();
    const popover = dealer.getByRole('dialog', { name: 'Notifications' });
    const entry = popover.getByRole('link', { name: /Order .+ approved/ }).first();
    await expectVisible(entry);
    const title = (await entry.innerText()).split('\n')[0]!;
    expect(title).toMatch(new RegExp(`^Order #?${created.body.auto_id} approved$`));
    // The popover fits a 390 px phone: nothing scrolls the page sideways.
    expect(await dealer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await entry.click();
    await expectUrl(dealer, `/orders/${orderId}`);
    await eventually(async () => {
      const mine = await api.as('dealer').get<Paged<NotificationAnswer>>('/notifications/');
      const approved = mine.body.results.find((n) => n.link === `/orders/${orderId}` && / approved$/.test(n.title))!;
      expect(approved.read_at).not.toBeNull();
    });
  });

  it('every notifications page fits a 390 px phone', async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    const fits = async (path: string, heading: string) => {
      await phone.goto(path);
      await expectVisible(phone.getByRole('heading', { name: heading }));
      expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(PHONE.width);
    };
    await signIn(phone, 'dealer');
    await fits('/notifications', 'Notifications');
    await fits('/notifications/preferences', 'Notification preferences');
    await expectVisible(phone.getByRole('checkbox', { name: 'Order approved: In the app' }));
    await signIn(phone, 'admin');
    await fits('/notifications/defaults', 'Notification defaults');
    await fits('/notifications/deliveries', 'Notification deliveries');
    await expectVisible(phone.getByRole('list', { name: 'Notification deliveries' }));
  });
});
