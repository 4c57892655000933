/**
 * E-invoices in the browser (issue 44 points 2 and 6): against a fake Invoice Registration Portal that this file
 * starts, the admin switches e-invoicing on, opens a demo invoice to a registered dealer (its print says DRAFT, IRN
 * pending), registers its IRN from the invoice's page, and prints it as final: IRN, Ack No and date and the signed QR
 * on every copy; the print at 390 px does not scroll sideways. E-invoicing is switched off again at the end, so the
 * other files' invoices print as before. Invoices are found through the API, whatever the demo billed.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@steelworks/contract/common/dates';
import type { Einvoice } from '@steelworks/contract/einvoice';
import type { InvoiceListItem } from '@steelworks/contract/invoice';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectCount, expectToast, expectUrl, expectVisible } from './support/expect';
import { REPO_ROOT } from './support/paths';
import { signIn } from './support/session';

type Paged<T> = { count: number; results: T[] };

/** The server tests' fake IRP (apps/server/test/fake-irp.ts), loaded by path: it belongs to the server's tests. */
type FakeIrpModule = {
  startFakeIrp(): Promise<{ url: string; generateCalls(): number; close(): Promise<void> }>;
  FAKE_IRP_CREDENTIALS: { clientId: string; clientSecret: string; username: string; password: string };
};
const FAKE_IRP = path.join(REPO_ROOT, 'apps/server/test/fake-irp.ts');

const admin = api.as('admin');

/** The settings that switch e-invoicing on (from `from`) against the fake IRP, or off. */
function settings(on: boolean, from: string, irp: FakeIrpModule['FAKE_IRP_CREDENTIALS'], url: string) {
  return {
    enabled: on,
    applies_from: from,
    api_base_url: url,
    client_id: irp.clientId,
    client_secret: irp.clientSecret,
    username: irp.username,
    password: irp.password,
  };
}

describe('e-invoices', () => {
  const e2e = useBrowser();
  let fake: Awaited<ReturnType<FakeIrpModule['startFakeIrp']>>;
  let credentials: FakeIrpModule['FAKE_IRP_CREDENTIALS'];
  let invoice: InvoiceListItem;

  beforeAll(async () => {
    const irp = (await import(FAKE_IRP)) as FakeIrpModule;
    fake = await irp.startFakeIrp();
    credentials = irp.FAKE_IRP_CREDENTIALS;
    // The newest open invoices; e-invoicing applies from the oldest of them, so the chosen one needs an IRN.
    const list = (await admin.get<Paged<InvoiceListItem>>('/billing/invoices?status=Open&limit=30')).body.results;
    const from = list.map((row) => row.invoice_date).sort()[0] ?? todayIn('Asia/Kolkata');
    const saved = await admin.put('/einvoice/settings', settings(true, from, credentials, fake.url));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const row of list) {
      const einvoice = (await admin.get<Einvoice>(`/einvoice/documents/invoice/${row.id}`)).body;
      if (einvoice.required && einvoice.status === null) {
        invoice = row;
        break;
      }
    }
    expect(invoice, 'an open demo invoice to a registered dealer without an IRN').toBeDefined();
  });

  afterAll(async () => {
    await admin.put('/einvoice/settings', settings(false, invoice?.invoice_date ?? todayIn('Asia/Kolkata'), credentials, fake.url));
    await fake?.close();
  });

  it('the admin registers a demo invoice on the IRP from its page and prints it with its IRN and signed QR', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto(`/billing/invoices/${invoice.id}/print`);
    await expectCount(page.getByText('TAX INVOICE (DRAFT)', { exact: true }), 3);

    await page.goto(`/billing/invoices/${invoice.id}`);
    const panel = page.getByRole('alert', { name: 'E-invoice' });
    await panel.getByRole('button', { name: 'Register IRN' }).click();
    await expectToast(page, 'Sent to the IRP');
    // The queue registers it in the background; the page shows the IRN once it is saved.
    await eventually(async () => {
      await page.reload();
      await panel.getByText('IRN:').waitFor({ state: 'visible', timeout: 2_000 });
    }, 30_000);
    const registered = (await admin.get<Einvoice>(`/einvoice/documents/invoice/${invoice.id}`)).body;
    expect(registered.status).toBe('registered');
    expect(fake.generateCalls()).toBe(1);
    await expectVisible(panel.getByText(registered.irn!));

    await page.goto(`/billing/invoices/${invoice.id}/print`);
    await expectUrl(page, `/billing/invoices/${invoice.id}/print`);
    await expectCount(page.getByText('TAX INVOICE', { exact: true }), 3);
    await expectCount(page.getByText(registered.irn!, { exact: true }), 3);
    await expectCount(page.getByText(registered.ack_no!, { exact: true }), 3);
    await expectCount(page.getByRole('img', { name: 'Signed QR code of the e-invoice' }), 3);
    const qr = page.getByRole('img', { name: 'Signed QR code of the e-invoice' }).first();
    expect(await qr.getAttribute('data-qr-value')).toBe(registered.signed_qr);
  });

  it('the printed e-invoice fits a 390 px phone', async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'admin');
    await phone.goto(`/billing/invoices/${invoice.id}/print`);
    await expectCount(phone.getByRole('img', { name: 'Signed QR code of the e-invoice' }), 3);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
