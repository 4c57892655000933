import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_SEND_SETTINGS, DEFAULT_SEND_TEXTS, DOCUMENT_TEXT } from '@steelworks/contract/documents';
import { useOrderWorld } from '../../../test/order-world';
import { mailOutbox } from '../../db/accounts.table';
import { auditLog } from '../../db/audit.table';
import { configureCompany, createDealer, invoiceOf, receivePayment } from '../billing/billing.fixtures';
import { fileStoreFor } from '../../lib/files';
import { readDocument } from './document-sources';
import { cacheNameOf, PDF_FOLDER } from './documents.service';
import { linkSecretOf, signLink, type LinkClaim } from './signed-links';

/**
 * Documents as PDF and sending them (issue 48 points 1 and 2) on a server without a browser (the test app has no
 * CHROMIUM_PATH and no built web app): the PDF answers 503 with its code, a mail goes with the signed link instead of
 * the attachment, every send is logged and audited, and signed links open one document of one dealer only. The PDF
 * itself is made in the browser test (e2e/sending.e2e.test.ts), where the built app and Chromium are.
 */

const world = useOrderWorld();
let invoice: { id: number; number: string };
let otherInvoice: number;
let receipt: number;
beforeAll(async () => {
  const { t, w, today } = world;
  await configureCompany(t);
  invoice = await invoiceOf(t.db, w.dealerId, w.door, '1000.00', today);
  otherInvoice = (await invoiceOf(t.db, w.otherDealerId, w.door, '500.00', today)).id;
  receipt = await receivePayment(t.db, w.dealerId, '100.00', today);
});

describe('the PDF of a document', () => {
  it('answers 503 pdf_unavailable with a clear message when no browser is configured', async () => {
    const got = await world.t.call('GET', `/documents/invoice/${invoice.id}/pdf`, { as: 'admin' });
    expect(got.status).toBe(503);
    expect(got.body).toMatchObject({ code: 'pdf_unavailable', error_message: DOCUMENT_TEXT.noBrowser });
  });

  it('is for the office and the document’s own dealer: another dealer gets 404, other roles 403', async () => {
    const { t, w } = world;
    expect((await t.call('GET', `/documents/invoice/${invoice.id}/pdf`, { as: 'productionmanager' })).status).toBe(503);
    expect((await t.call('GET', `/documents/invoice/${invoice.id}/pdf`, { as: 'dealer' })).status).toBe(503);
    expect((await t.call('GET', `/documents/invoice/${invoice.id}/pdf`, { token: w.otherDealerToken })).status).toBe(404);
    expect((await t.call('GET', `/documents/invoice/${otherInvoice}/pdf`, { as: 'dealer' })).status).toBe(404);
    expect((await t.call('GET', `/documents/receipt/${receipt}/pdf`, { token: w.otherDealerToken })).status).toBe(404);
    for (const role of ['supervisor', 'storemanager', 'worker'] as const) {
      expect((await t.call('GET', `/documents/invoice/${invoice.id}/pdf`, { as: role })).status).toBe(403);
    }
    expect((await t.call('GET', `/documents/invoice/${invoice.id}/pdf`)).status).toBe(401);
    expect((await t.call('GET', `/documents/invoice/999999/pdf`, { as: 'admin' })).status).toBe(404);
    // A kind that does not exist names no document.
    expect((await t.call('GET', `/documents/memo/${invoice.id}/pdf`, { as: 'admin' })).status).toBe(404);
  });
});

describe('sending a document', () => {
  it('by mail queues the message in the outbox (the link in place of the PDF without a browser), logs and audits it', async () => {
    const { t } = world;
    const options = await t.call('GET', `/documents/invoice/${invoice.id}/send-options`, { as: 'admin' });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ number: invoice.number, pdf_available: false, channels: { email: true, whatsapp: false, sms: false } });
    expect(options.body.text).toContain(invoice.number);

    const sent = await t.call('POST', `/documents/invoice/${invoice.id}/send`, { as: 'admin', body: { channel: 'email', text: 'Your invoice, with thanks.' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ kind: 'invoice', number: invoice.number, channel: 'email', status: 'queued', text: 'Your invoice, with thanks.' });
    expect(sent.body.to).toMatch(/@/);

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, sent.body.to));
    expect(mail).toMatchObject({ subject: `Invoice ${invoice.number}`, attachmentKey: null });
    expect(mail!.body).toContain('Your invoice, with thanks.');
    expect(mail!.body).toMatch(/\/api\/v1\/documents\/shared\/[\w-]+\.[\w-]+/);

    const log = await t.call('GET', `/documents/invoice/${invoice.id}/sends`, { as: 'productionmanager' });
    expect(log.body.results.map((r: { id: number }) => r.id)).toContain(sent.body.id);
    // The dealer sees what was sent to it.
    expect((await t.call('GET', `/documents/invoice/${invoice.id}/sends`, { as: 'dealer' })).body.results).toHaveLength(log.body.results.length);
    expect((await t.call('GET', `/documents/invoice/${invoice.id}/sends`, { token: world.w.otherDealerToken })).status).toBe(404);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id));
    expect(audits.some((row) => row.entity === 'invoice' && row.note === `Sent Invoice ${invoice.number} by email`)).toBe(true);
  });

  it('by WhatsApp goes to the notification worker, which logs "not configured" as skipped here', async () => {
    const { t } = world;
    // The dealer's quiet hours (22:00-07:00 by default) would hold the message until morning: off, so the test holds
    // at any hour.
    const preferences = await t.call('GET', '/notifications/preferences', { as: 'dealer' });
    const unquiet = await t.call('PUT', '/notifications/preferences', { as: 'dealer', body: { events: preferences.body.events, quiet_hours: { start: null, end: null } } });
    expect(unquiet.status, JSON.stringify(unquiet.body)).toBe(200);
    const sent = await t.call('POST', `/documents/receipt/${receipt}/send`, { as: 'productionmanager', body: { channel: 'whatsapp', text: 'Thank you for the payment.' } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ channel: 'whatsapp', status: 'queued', to: expect.stringMatching(/^91\d{10}$/) });
    await t.app.ctx.notifier.deliverPending();
    const log = await t.call('GET', `/documents/receipt/${receipt}/sends`, { as: 'admin' });
    expect(log.body.results[0]).toMatchObject({ id: sent.body.id, status: 'skipped', error: 'WhatsApp is not configured' });
    const deliveries = await t.call('GET', '/notifications/deliveries?event=document_sent', { as: 'admin' });
    expect(deliveries.status).toBe(200);
    expect(deliveries.body.count).toBeGreaterThanOrEqual(1);
  });

  it('is refused to a dealer and other roles (403), refuses bad input (400) and a dealer without an address (422)', async () => {
    const { t } = world;
    const body = { channel: 'email', text: 'Hello' };
    for (const role of ['dealer', 'supervisor', 'storemanager'] as const) {
      expect((await t.call('POST', `/documents/invoice/${invoice.id}/send`, { as: role, body })).status).toBe(403);
    }
    const empty = await t.call('POST', `/documents/invoice/${invoice.id}/send`, { as: 'admin', body: { channel: 'email', text: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.text).toEqual([DOCUMENT_TEXT.textRequired]);
    expect((await t.call('POST', `/documents/invoice/${invoice.id}/send`, { as: 'admin', body: { channel: 'fax', text: 'x' } })).status).toBe(400);

    const silent = await createDealer(t.db, { name: 'No Phone Traders' });
    const { accounts } = await import('../../db/accounts.table');
    const { dealers } = await import('../dealer/dealer.table');
    const [row] = await t.db.select({ accountId: dealers.accountId }).from(dealers).where(eq(dealers.id, silent));
    await t.db.update(accounts).set({ phone: '', email: null }).where(eq(accounts.id, row!.accountId));
    const itsInvoice = await invoiceOf(t.db, silent, world.w.door, '100.00', world.today);
    const noPhone = await t.call('POST', `/documents/invoice/${itsInvoice.id}/send`, { as: 'admin', body: { channel: 'sms', text: 'Hi' } });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.error_message).toBe(DOCUMENT_TEXT.noPhone);
    const noMail = await t.call('POST', `/documents/invoice/${itsInvoice.id}/send`, { as: 'admin', body: { channel: 'email', text: 'Hi' } });
    expect(noMail.status).toBe(422);
    expect((await t.call('GET', `/documents/invoice/${itsInvoice.id}/sends`, { as: 'admin' })).body.results).toEqual([]);
  });

  it('uses the admin’s text of the kind; only the admin changes it', async () => {
    const { t } = world;
    expect((await t.call('GET', '/documents/texts', { as: 'admin' })).body).toEqual(DEFAULT_SEND_SETTINGS);
    const texts = { ...DEFAULT_SEND_TEXTS, invoice: 'Invoice {number} for {dealer}.' };
    expect((await t.call('PUT', '/documents/texts', { as: 'productionmanager', body: texts })).status).toBe(403);
    expect((await t.call('PUT', '/documents/texts', { as: 'admin', body: { ...texts, receipt: '' } })).status).toBe(400);
    expect((await t.call('PUT', '/documents/texts', { as: 'admin', body: texts })).status).toBe(200);
    const options = await t.call('GET', `/documents/invoice/${invoice.id}/send-options`, { as: 'admin' });
    expect(options.body.text).toBe(`Invoice ${invoice.number} for ${options.body.dealer}.`);
  });
});

describe('signed links', () => {
  const claimFor = (overrides: Partial<LinkClaim> = {}): LinkClaim => ({
    kind: 'invoice',
    id: invoice.id,
    dealerId: world.w.dealerId,
    expires: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  });
  const open = (token: string) => world.t.app.inject({ method: 'GET', url: `/api/v1/documents/shared/${token}` });

  it('open their document without a sign-in (without a browser: its print page, where the dealer signs in)', async () => {
    const token = signLink(await linkSecretOf(world.t.db, undefined), claimFor());
    const got = await open(token);
    expect(got.statusCode).toBe(302);
    expect(got.headers.location).toBe(`/billing/invoices/${invoice.id}/print`);
  });

  it('answer the PDF inline, so the phone that opens the link shows it (named as a download would be)', async () => {
    // The PDF of this version as a browser made it before (the cache): this server has none to make one.
    const source = await readDocument(world.t.db, 'receipt', receipt, { accountId: 0, role: 'admin' }, world.t.config);
    await fileStoreFor(world.t.config).put(PDF_FOLDER, cacheNameOf(source), Buffer.from('%PDF-1.4 the receipt'));
    const got = await open(signLink(await linkSecretOf(world.t.db, undefined), claimFor({ kind: 'receipt', id: receipt })));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(`inline; filename="${source.fileName}"`);
    expect(got.body).toBe('%PDF-1.4 the receipt');
    // "Download PDF" still saves it.
    const download = await world.t.call('GET', `/documents/receipt/${receipt}/pdf`, { as: 'admin' });
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${source.fileName}"`);
  });

  it('are refused when expired (410), altered or signed by another key (404), or naming another dealer (404)', async () => {
    const secret = await linkSecretOf(world.t.db, undefined);
    const expired = await open(signLink(secret, claimFor({ expires: Math.floor(Date.now() / 1000) - 1 })));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'link_expired', error_message: DOCUMENT_TEXT.linkExpired });

    const good = signLink(secret, claimFor());
    const [payload, signature] = good.split('.');
    // Another document under the same signature.
    const otherPayload = signLink(secret, claimFor({ id: otherInvoice })).split('.')[0];
    expect((await open(`${otherPayload}.${signature}`)).statusCode).toBe(404);
    expect((await open(`${payload}.${signature!.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await open(`${payload}`)).statusCode).toBe(404);
    expect((await open(signLink('a-key-that-is-not-the-servers-one-at-all', claimFor()))).statusCode).toBe(404);
    // Correctly signed, but the document is not that dealer's.
    expect((await open(signLink(secret, claimFor({ id: otherInvoice })))).statusCode).toBe(404);
  });

  it('say why on a page of their own when a browser opens them, with the same status', async () => {
    const secret = await linkSecretOf(world.t.db, undefined);
    const inBrowser = (token: string) => world.t.app.inject({ method: 'GET', url: `/api/v1/documents/shared/${token}`, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    const expired = await inBrowser(signLink(secret, claimFor({ expires: Math.floor(Date.now() / 1000) - 1 })));
    expect(expired.statusCode).toBe(410);
    expect(expired.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(expired.body).toContain(`<p>${DOCUMENT_TEXT.linkExpired}</p>`);
    const [payload, signature] = signLink(secret, claimFor()).split('.');
    const altered = await inBrowser(`${payload}.${signature!.slice(0, -2)}xx`);
    expect(altered.statusCode).toBe(404);
    expect(altered.body).toContain('<p>Not found.</p>');
  });
});
