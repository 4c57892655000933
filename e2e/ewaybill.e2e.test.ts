/**
 * E-way bills in the browser (issue 44 point 3): the admin opens a demo invoice above the threshold, raises its
 * e-way bill (Part B: transport, distance, vehicle), sees the validity it will have, brings back the portal's answer
 * to the offline JSON, and prints the invoice with the bill's number and validity; the same on a 390 px phone,
 * without scrolling sideways. Invoices are found through the API, so the test does not depend on which ones the
 * demo billed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { todayIn } from '@steelworks/contract/common/dates';
import type { InvoiceEwb } from '@steelworks/contract/ewaybill';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { expectCount, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

type Paged<T> = { count: number; results: T[] };

/** Demo invoices above the threshold without a bill, newest first. */
async function invoicesNeedingBill(): Promise<InvoiceListItem[]> {
  const list = await api.as('admin').get<Paged<InvoiceListItem>>('/billing/invoices?status=Open&limit=100');
  const found: InvoiceListItem[] = [];
  for (const invoice of list.body.results) {
    const ewb = (await api.as('admin').get<InvoiceEwb>(`/ewaybill/invoices/${invoice.id}`)).body;
    if (ewb.required && !ewb.eway_bill) found.push(invoice);
    if (found.length === 2) break;
  }
  if (found.length < 2) throw new Error('The demo has fewer than two open invoices above the e-way bill threshold without a bill');
  return found;
}

const portalToday = () => todayIn('Asia/Kolkata').split('-').reverse().join('/');

/** Raises the bill on the invoice's page through the offline JSON's answer, then prints the invoice. */
async function raiseAndPrint(page: Page, invoice: InvoiceListItem, ewbNumber: string, phone: boolean) {
  await page.goto(`/billing/invoices/${invoice.id}`);
  const panel = page.getByRole('region', { name: 'E-way bill' });
  await expectVisible(panel.getByText('an e-way bill is needed', { exact: false }));
  await panel.getByRole('button', { name: 'Raise e-way bill' }).click();
  const modal = page.getByRole('dialog', { name: `E-way bill for ${invoice.number}` });
  await modal.getByLabel('Distance (km)').fill('230');
  await expectVisible(modal.getByText(/^Valid until \d{2}-\d{2}-\d{4} 11:59 pm if generated now$/));
  await modal.getByLabel('Transporter name').fill('Periyar Roadways');
  await modal.getByLabel('Delivery PIN').fill('683101');
  await modal.getByLabel('Vehicle number').fill('KL07 AB 1234');
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await modal.getByLabel('EWB number').fill(ewbNumber);
  await modal.getByLabel('EWB date').fill(`${portalToday()} 10:15:00 AM`);
  await modal.getByRole('button', { name: 'Save portal answer' }).click();
  await expectToast(page, `E-way bill ${ewbNumber} saved on the invoice`);
  await expectVisible(panel.getByText(ewbNumber));
  await expectVisible(panel.getByText('KL07AB1234'));
  await expectVisible(panel.getByText(/230 km by road/));

  await page.getByRole('link', { name: 'Print' }).click();
  await expectUrl(page, `/billing/invoices/${invoice.id}/print`);
  // Every copy carries the bill: the transporter's copy travels with the goods.
  // (The toast that named the bill may still be up: count the printed copies' own lines, once all three are drawn.)
  await expectCount(page.getByText(ewbNumber, { exact: true }), 3);
  await expectVisible(page.getByText('EWB valid until').first());
  if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('e-way bills', () => {
  const e2e = useBrowser();
  let pending: InvoiceListItem[] = [];
  const stamp = String(Date.now()).slice(-9);

  it('admin raises an e-way bill for a demo invoice and prints it', async () => {
    pending = await invoicesNeedingBill();
    await signIn(e2e.page, 'admin');
    await raiseAndPrint(e2e.page, pending[0]!, `381${stamp}`, false);
    const saved = (await api.as('admin').get<InvoiceEwb>(`/ewaybill/invoices/${pending[0]!.id}`)).body.eway_bill;
    expect(saved).toMatchObject({ status: 'Generated', ewb_number: `381${stamp}`, distance_km: 230 });
  });

  it('the same on a 390 px phone, without scrolling sideways', async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await signIn(page, 'admin');
    await raiseAndPrint(page, pending[1]!, `382${stamp}`, true);
  });
});
