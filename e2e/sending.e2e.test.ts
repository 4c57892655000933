/**
 * Documents reach the dealer (issue 48 points 1, 2 and 6): on a 390 px phone the admin opens one of the demo dealer's
 * invoices, presses "Send", keeps Email and the admin's text, and sends it: the toast says it is queued, the invoice's
 * "Sent" log shows the mail to the dealer's address, the mail waits in the outbox with the PDF attached, and nothing
 * scrolls sideways. The same from the dealer's statement page: the statement goes by mail with its PDF attached. By
 * WhatsApp the invoice goes to the fake Meta Cloud API the global setup starts (support/fake-whatsapp.ts): a document
 * message whose link is the invoice's signed link (the dealer's quiet hours are off meanwhile), and the dealer, on a
 * phone and not signed in, opens that link: the browser shows the invoice's PDF (no download, nothing scrolls
 * sideways); the link with one character altered is refused with "Not found.". The PDF itself is the invoice's A4 print made by the server's headless Chromium: a PDF of
 * three pages (the three copies) titled with the invoice's number, which the dealer may download and another dealer
 * may not.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Invoice, InvoiceListItem } from '@steelworks/contract/invoice';
import { ERROR_TEXT } from '@steelworks/contract/common/errors';
import { DOCUMENT_TEXT, type DocumentSend } from '@steelworks/contract/documents';
import type { NotificationPreferences } from '@steelworks/contract/notification';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectToast, expectVisible } from './support/expect';
import { signIn } from './support/session';
import './support/provided';

type Paged<T> = { count: number; results: T[] };
type Sends = { results: DocumentSend[] };

/** The demo dealer's newest invoice as the admin reads it. */
async function dealersInvoice(): Promise<Invoice> {
  const own = await api.as('dealer').get<Paged<InvoiceListItem>>('/billing/invoices');
  return (await api.as('admin').get<Invoice>(`/billing/invoices/${own.body.results[0]!.id}`)).body;
}

async function pdfOf(path: string, username: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const { token } = await api.login(username);
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, { headers: { authorization: `token ${token}` } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The document's "Sent" log shows a mail to an address, and the page does not scroll sideways on the phone. */
async function expectMailInSentLog(page: Page): Promise<void> {
  const log = page.getByRole('group', { name: 'Sent' });
  await expectVisible(log.getByText('Email', { exact: true }).first());
  await expectVisible(log.getByText(/^to .+@/).first());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** As the admin, the invoice's page and its Send dialog, open. */
async function openSendDialog(page: Page, invoice: Invoice) {
  await signIn(page, 'admin');
  await page.goto(`/billing/invoices/${invoice.id}`);
  await expectVisible(page.getByRole('heading', { name: `Invoice ${invoice.number}` }));
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Send ${invoice.number}` });
  await expectVisible(dialog);
  return dialog;
}

describe('sending a document to its dealer', () => {
  const e2e = useBrowser({ viewport: PHONE });

  it('the server prints an invoice to PDF: its three copies, titled with its number; the dealer downloads its own', async () => {
    const own = await api.as('dealer').get<Paged<InvoiceListItem>>('/billing/invoices');
    const invoice = own.body.results[0]!;
    const pdf = await pdfOf(`/documents/invoice/${invoice.id}/pdf`, 'admin');
    expect(pdf.status, pdf.bytes.toString('utf8', 0, 300)).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.bytes.toString('latin1');
    expect(text).toContain(`/Title (${invoice.number} ${invoice.dealer_name})`);
    expect(text).toMatch(/\/Count 3\b/);
    const mine = await pdfOf(`/documents/invoice/${invoice.id}/pdf`, 'dealer');
    expect(mine.status).toBe(200);
    expect(mine.bytes.equals(pdf.bytes)).toBe(true);
  });

  it('admin sends an invoice by mail on a phone and sees it in the invoice’s log', async () => {
    const page = e2e.page;
    const invoice = await dealersInvoice();

    const dialog = await openSendDialog(page, invoice);
    const message = dialog.getByRole('textbox', { name: 'Message' });
    await eventually(async () => expect(await message.inputValue()).toContain(invoice.number));
    // An emptied message is refused under its field.
    await message.fill('');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expectVisible(dialog.getByText(DOCUMENT_TEXT.textRequired));
    await message.fill(`Dear dealer, invoice ${invoice.number} is attached.`);
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expectToast(page, DOCUMENT_TEXT.sent);

    await expectMailInSentLog(page);

    const sends = await api.as('admin').get<Sends>(`/documents/invoice/${invoice.id}/sends`);
    const sent = sends.body.results[0]!;
    expect(sent).toMatchObject({ channel: 'email', status: 'queued' });
    const mails = await api.outbox(sent.to);
    const mail = mails.find((row) => row.subject === `Invoice ${invoice.number}`);
    expect(mail?.body).toContain(`Dear dealer, invoice ${invoice.number} is attached.`);
    expect(mail?.body).toContain(`The Invoice ${invoice.number} is attached.`);
  });

  it('admin sends a dealer’s statement by mail from its page, and the mail waits in the outbox with the PDF attached', async () => {
    const page = e2e.page;
    const invoice = await dealersInvoice();
    const before = await api.lastOutboxId();

    await signIn(page, 'admin');
    await page.goto(`/billing/statement/${invoice.dealer_id}`);
    await expectVisible(page.getByRole('heading', { name: `Statement: ${invoice.dealer_name}` }));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Send Statement \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/ });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(/^Email \(PDF attached\): .+@/));
    // The admin's text for a statement, filled with this dealer's name: sent as it is.
    const message = dialog.getByRole('textbox', { name: 'Message' });
    const text = await eventually(async () => {
      const value = await message.inputValue();
      expect(value).toContain(`Dear ${invoice.dealer_name}, please find your statement of account`);
      return value;
    });
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    // The server prints today's statement to PDF first (the invoice's PDF was made by the first test): seconds.
    await expectToast(page, DOCUMENT_TEXT.sent, { timeout: 30_000 });

    await expectMailInSentLog(page);

    const sends = await api.as('admin').get<Sends>(`/documents/statement/${invoice.dealer_id}/sends`);
    const sent = sends.body.results[0]!;
    expect(sent).toMatchObject({ kind: 'statement', channel: 'email', status: 'queued', text });
    const mail = (await api.outbox(sent.to)).find((row) => row.id > before && row.subject.endsWith(sent.number));
    expect(mail, `a mail about ${sent.number} to ${sent.to} in the outbox`).toBeDefined();
    expect(mail!.body).toContain(text);
    // Its number is its period, named once with its kind: in the subject and the line under the text.
    expect(mail!.subject).toMatch(/^Statement \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/);
    expect(text).toMatch(/statement of account \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/);
    expect(mail!.body).toMatch(/The Statement \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} is attached\./);
  });

  it('admin sends an invoice by WhatsApp; the dealer opens the PDF from the message’s link on a 390 px phone', async () => {
    const page = e2e.page;
    const invoice = await dealersInvoice();
    // Quiet hours (22:00 to 07:00 by default) would hold the message till morning: none for the dealer while this runs.
    const preferences = (await api.as('dealer').get<NotificationPreferences>('/notifications/preferences')).body;
    const unquiet = await api.as('dealer').put('/notifications/preferences', { events: preferences.events, quiet_hours: { start: null, end: null } });
    expect(unquiet.status, JSON.stringify(unquiet.body)).toBe(200);
    try {
      const dialog = await openSendDialog(page, invoice);
      // The channel's segment (its radio is drawn by its label).
      await dialog.getByText('WhatsApp', { exact: true }).click();
      expect(await dialog.getByRole('radio', { name: 'WhatsApp' }).isChecked()).toBe(true);
      await expectVisible(dialog.getByText(/^WhatsApp: \+?\d[\d ]{9,}$/));
      const text = `Dear dealer, invoice ${invoice.number} on WhatsApp (${Date.now()}).`;
      await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expectToast(page, DOCUMENT_TEXT.sent);
      const log = page.getByRole('group', { name: 'Sent' });
      await expectVisible(log.getByText('WhatsApp', { exact: true }).first());

      // The notification worker (its poll: 10 s) delivers it to the provider: a document message, the PDF by its link.
      const sends = await api.as('admin').get<Sends>(`/documents/invoice/${invoice.id}/sends`);
      const sent = sends.body.results.find((row) => row.text === text)!;
      expect(sent).toMatchObject({ channel: 'whatsapp', to: expect.stringMatching(/^91\d{10}$/) });
      const delivered = await eventually(async () => {
        const message = (await api.whatsappInbox()).find((row) => row.document?.caption === text);
        if (!message) throw new Error(`No WhatsApp message "${text}" in the fake provider's inbox`);
        return message;
      }, 40_000);
      expect(delivered).toMatchObject({
        messaging_product: 'whatsapp',
        to: sent.to,
        type: 'document',
        document: { filename: `Invoice-${invoice.number.replace(/[^A-Za-z0-9]+/g, '-')}.pdf` },
      });
      const link = delivered.document!.link;
      const shared = `${e2e.baseUrl}/api/v1/documents/shared/`;
      expect(link.startsWith(shared), link).toBe(true);
      const token = link.slice(shared.length);
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      await eventually(async () => {
        const now = await api.as('admin').get<Sends>(`/documents/invoice/${invoice.id}/sends`);
        expect(now.body.results.find((row) => row.id === sent.id)).toMatchObject({ status: 'sent', error: null });
      });

      // The dealer taps the link on its phone, signed in nowhere: the browser opens the invoice's PDF (no download).
      const phone = await e2e.newPage({ viewport: PHONE });
      const opened = await phone.goto(link);
      expect(opened?.status()).toBe(200);
      expect(opened?.headers()['content-type']).toBe('application/pdf');
      expect(await phone.evaluate(() => document.contentType)).toBe('application/pdf');
      // Chromium's PDF viewer names the document by the PDF's title, the invoice's number and dealer (its narrow
      // toolbar keeps the name out of sight on a phone, so it is looked for, not at).
      const viewer = await eventually(() => {
        const frame = phone.frames().find((f) => f.url().startsWith('chrome-extension:'));
        if (!frame) throw new Error('The browser did not open its PDF viewer');
        return frame;
      });
      await viewer.getByText(`${invoice.number} ${invoice.dealer_name}`, { exact: true }).waitFor({ state: 'attached' });
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const pdf = Buffer.from(await (await fetch(link)).arrayBuffer()).toString('latin1');
      expect(pdf).toContain(`/Title (${invoice.number} ${invoice.dealer_name})`);

      // One character of the link altered: refused with the product's message, and no PDF.
      const at = token.indexOf('.') - 3;
      const altered = `${shared}${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      const refused = await phone.goto(altered);
      expect(refused?.status()).toBe(404);
      await expectVisible(phone.getByText(ERROR_TEXT.notFound));
      expect(await phone.evaluate(() => document.contentType)).not.toBe('application/pdf');
    } finally {
      await api.as('dealer').put('/notifications/preferences', { events: preferences.events, quiet_hours: preferences.quiet_hours });
    }
  });
});
