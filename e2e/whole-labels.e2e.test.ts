/**
 * Labels that were cut (issue 40 point 9): at 390 px the out-of-stock badge of the store overview ("O...") and a
 * sheet's size on its card ("1.00 x 900 x"), at 1280 px the status of the notifications' Delivery Log ("SE...").
 * Each is read whole: its text is not cut by its own box, and its box lies inside its row or card.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectVisible } from './support/expect';
import { signIn } from './support/session';

/**
 * Whether the element's text shows whole: no box from the `container` (its cell or card) down to the text's own
 * children hides part of it, and it lies within the container.
 */
async function isWhole(element: Locator, container: string): Promise<boolean> {
  return element.evaluate((el, selector) => {
    const outer = el.closest(selector)!;
    const boxes = [...Array.from(el.querySelectorAll('*')), el];
    for (let node = el.parentElement; node && node !== outer; node = node.parentElement) boxes.push(node);
    const cut = boxes.some((node) => node.clientWidth > 0 && node.scrollWidth > node.clientWidth + 1);
    const box = el.getBoundingClientRect();
    const bounds = outer.getBoundingClientRect();
    return !cut && box.left >= bounds.left - 1 && box.right <= bounds.right + 1;
  }, container);
}

describe('labels read whole', () => {
  const e2e = useBrowser();

  it('at 390 px the store overview shows each out-of-stock badge whole', async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'store');
    await phone.goto('/stores');
    const table = phone.getByRole('table', { name: 'Out of stock items' });
    const badges = table.getByText('Out of Stock', { exact: true });
    await expectVisible(badges.first());
    expect(await badges.count()).toBeGreaterThan(0);
    for (const badge of await badges.all()) expect(await isWhole(badge, 'td')).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("at 390 px each sheet's card shows its size whole", async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'sheets');
    await phone.goto('/sheet');
    const cards = phone.getByRole('list', { name: 'All Sheets' }).getByRole('listitem');
    await expectVisible(cards.first());
    const sizes = await phone.getByText(/^\d+\.\d+ x \d+ x \d+$/).all();
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(await isWhole(size, '[role="listitem"]'), await size.innerText()).toBe(true);
  });

  it('at 1280 px the Delivery Log shows every status whole', async () => {
    // A dealer's order cancelled by the admin tells the dealer: deliveries to list.
    const products = await api.as('dealer').get<{ results: Array<{ id: number }> }>(`/store/product/?search=${encodeURIComponent('Door Frame 90x210 4x2 16G')}`);
    const order = await api.as('dealer').post<{ id: number }>('/order/order/', { orderitem: [{ product: products.body.results[0]!.id, quantity: 1, material: 'GI' }] });
    expect(order.status).toBe(201);
    expect((await api.as('admin').patch(`/order/order/${order.body.id}/`, { status: 'Canceled' })).status).toBe(200);
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/notifications/deliveries');
    const table = page.getByRole('table', { name: 'Notification deliveries' });
    // The status badges' labels (DELIVERY_STATUS_LABELS), once the worker has made the deliveries.
    const statuses = table.getByText(/^(Waiting|Held for quiet hours|Sent|Failed|Not sent)$/);
    await eventually(async () => {
      await page.reload();
      await expectVisible(statuses.first());
    });
    for (const status of await statuses.all()) expect(await isWhole(status, 'td'), await status.innerText()).toBe(true);
  });
});
