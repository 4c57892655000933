import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_AUTOMATIC_SENDS, DEFAULT_SEND_SETTINGS, DOCUMENT_TEXT, fillLink, fillSendText, unknownPlaceholders } from '@steelworks/contract/documents';
import { readConfig } from '../../config';
import { useOrderWorld } from '../../../test/order-world';
import { startFakeHttp } from '../../../test/fake-http';
import { auditLog } from '../../db/audit.table';
import { mailOutbox } from '../../db/accounts.table';
import { configureCompany, createDealer, invoiceOf } from '../billing/billing.fixtures';
import { sendPhoneMessage } from '../notification/notification-channels';
import { notifications } from '../notification/notification.table';
import { runAutomaticSends } from './automatic-sends';

/**
 * The admin's texts (issue 48 points 2 and 4, docs/product/sending.md#texts): one per kind, used by a send by hand and
 * by the automatic send, one per reminder step; placeholders checked per kind and filled in ({link} where the text puts
 * it); the WhatsApp template that carries a document.
 */
const world = useOrderWorld();
let fake: Awaited<ReturnType<typeof startFakeHttp>>;
beforeAll(async () => {
  await configureCompany(world.t);
  fake = await startFakeHttp();
});
afterAll(() => fake?.close());

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const put = (body: unknown, as: 'admin' | 'productionmanager' = 'admin') => world.t.call('PUT', '/documents/texts', { as, body });

describe('the texts', () => {
  it('are built in until the admin changes them; placeholders a kind does not know and bad template names are refused', async () => {
    const { t } = world;
    expect((await t.call('GET', '/documents/texts', { as: 'productionmanager' })).body).toEqual(DEFAULT_SEND_SETTINGS);
    expect((await t.call('GET', '/documents/texts', { as: 'dealer' })).status).toBe(403);
    expect((await put(DEFAULT_SEND_SETTINGS, 'productionmanager')).status).toBe(403);

    const bad = await put({ ...DEFAULT_SEND_SETTINGS, receipt: 'Paid on {due_date}, thanks {dealr}', reminder_after: '', whatsapp_document_template: 'Invoice Template' });
    expect(bad.status).toBe(400);
    expect(bad.body.receipt).toEqual(['{due_date}, {dealr} is not known here: use {dealer}, {number}, {amount}, {link}, {company}']);
    expect(bad.body.reminder_after).toEqual([DOCUMENT_TEXT.textRequired]);
    expect(bad.body.whatsapp_document_template).toEqual([DOCUMENT_TEXT.templateName]);
    expect((await t.call('GET', '/documents/texts', { as: 'admin' })).body).toEqual(DEFAULT_SEND_SETTINGS);
  });

  it('start a send by hand with the document’s own figures; the mail puts the link where the text has {link}', async () => {
    const { t, w, today } = world;
    const texts = { ...DEFAULT_SEND_SETTINGS, invoice: '{dealer}: invoice {number}, {amount} due {due_date}. Open it: {link} - {company}' };
    const saved = await put(texts);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'document_texts'), eq(auditLog.action, 'update')));
    expect(audit.length).toBeGreaterThanOrEqual(1);

    const invoice = await invoiceOf(t.db, w.dealerId, w.door, '1000.00', today); // 1,180.00, due in the dealer's terms
    const options = await t.call('GET', `/documents/invoice/${invoice.id}/send-options`, { as: 'admin' });
    expect(options.body.text).toMatch(new RegExp(`^${options.body.dealer}: invoice ${invoice.number}, ₹1,180\\.00 due \\d{2}-\\d{2}-\\d{4}\\. Open it: \\{link\\} - `));
    const sent = await t.call('POST', `/documents/invoice/${invoice.id}/send`, { as: 'admin', body: { channel: 'email', text: options.body.text } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Invoice ${invoice.number}`));
    expect(mail!.body).toMatch(/Open it: \/api\/v1\/documents\/shared\/[\w-]+\.[\w-]+ - /);
    expect(mail!.body).not.toContain('{link}');
    // By WhatsApp the worker puts the link there; the dealer's bell has its own link, and leaves the placeholder out.
    const byPhone = await t.call('POST', `/documents/invoice/${invoice.id}/send`, { as: 'admin', body: { channel: 'whatsapp', text: 'See {link} please' } });
    expect(byPhone.status).toBe(201);
    const bell = await t.call('GET', '/notifications', { as: 'dealer' });
    expect(bell.body.results[0]).toMatchObject({ title: `Invoice ${invoice.number}`, body: 'See please' });
    await put(DEFAULT_SEND_SETTINGS);
  });

  it('are what the automatic sends and the reminders say, before, on and after the due date', async () => {
    const { t, w, today } = world;
    await put({
      ...DEFAULT_SEND_SETTINGS,
      invoice: 'New bill {number} of {amount} for {dealer}.',
      reminder_before: 'Soon: {number}, {amount} by {due_date}.',
      reminder_due: 'Today: {number}, {amount}.',
      reminder_after: 'Late: {number}, {amount} since {due_date}. {link}',
    });
    expect((await t.call('PUT', '/documents/automatic', { as: 'admin', body: { ...DEFAULT_AUTOMATIC_SENDS, send_invoices: true, reminders: true, days_before: 2, repeat_days: 5 } })).status).toBe(200);
    const dealerId = await createDealer(t.db, { name: 'Texted Traders', termsDays: 10 });
    const invoice = await invoiceOf(t.db, dealerId, w.door, '100.00', today); // 118.00
    const due = shift(today, 10);
    await runAutomaticSends(t.db, shift(due, -2));
    await runAutomaticSends(t.db, due);
    await runAutomaticSends(t.db, shift(due, 5));
    const bodies = await t.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.event, 'document_auto'), eq(notifications.link, `/billing/invoices/${invoice.id}`)))
      .orderBy(notifications.id);
    const [dd, mm, yyyy] = [due.slice(8), due.slice(5, 7), due.slice(0, 4)];
    expect(bodies.map((row) => row.body)).toEqual([
      `New bill ${invoice.number} of ₹118.00 for Texted Traders.`,
      `Soon: ${invoice.number}, ₹118.00 by ${dd}-${mm}-${yyyy}.`,
      `Today: ${invoice.number}, ₹118.00.`,
      // {link} stays for the worker, which puts the signed link there when it delivers.
      `Late: ${invoice.number}, ₹118.00 since ${dd}-${mm}-${yyyy}. {link}`,
    ]);
    await put(DEFAULT_SEND_SETTINGS);
    await t.call('PUT', '/documents/automatic', { as: 'admin', body: DEFAULT_AUTOMATIC_SENDS });
  });
});

describe('filling a text', () => {
  it('fills what it knows, keeps {link} for the delivery, and puts the link where the text says or after it', () => {
    expect(fillSendText('Dear {dealer}, {number}: {amount} {link} {other}', { dealer: 'Rival', number: 'INV/1', amount: '₹5.00' })).toBe('Dear Rival, INV/1: ₹5.00 {link} {other}');
    expect(fillLink('Pay here: {link} today', 'https://x/y')).toBe('Pay here: https://x/y today');
    expect(fillLink('No place for it', 'https://x/y')).toBe('No place for it\nhttps://x/y');
    expect(fillLink('Bell: {link} done', '')).toBe('Bell: done');
    expect(unknownPlaceholders('statement', '{dealer} {due_date} {due_date} {link}')).toEqual(['{due_date}']);
  });

  it('WhatsApp: a document goes as the admin’s document template (header: the PDF), else as a document message', async () => {
    const options = { ...readConfig({}).notify, whatsappToken: 'meta-token', whatsappPhoneNumberId: '1055', whatsappApiUrl: `${fake.url}/v21.0` };
    const message = { to: '919800000006', title: 'Invoice INV/26-27/00001', body: 'Your bill: {link} thanks', link: 'https://steel.example.com/api/v1/documents/shared/a.b', event: 'document_sent' as const };
    expect(await sendPhoneMessage('whatsapp', { ...message, documentTemplate: 'invoice_document' }, { ...options, whatsappTemplateLanguage: 'en_US' })).toEqual({ outcome: 'sent' });
    const document = { link: message.link, filename: 'Invoice-INV-26-27-00001.pdf' };
    expect(JSON.parse(fake.received.at(-1)!.body.toString())).toEqual({
      messaging_product: 'whatsapp',
      to: '919800000006',
      type: 'template',
      template: {
        name: 'invoice_document',
        language: { code: 'en_US' },
        components: [
          { type: 'header', parameters: [{ type: 'document', document }] },
          { type: 'body', parameters: [{ type: 'text', text: `Your bill: ${message.link} thanks` }] },
        ],
      },
    });
    // No template named: the document message (Meta delivers it within 24 hours of the dealer's last message).
    await sendPhoneMessage('whatsapp', { ...message, body: 'Your bill, thanks', documentTemplate: '' }, options);
    expect(JSON.parse(fake.received.at(-1)!.body.toString())).toMatchObject({ type: 'document', document: { ...document, caption: 'Your bill, thanks' } });
    // SMS: the link where the text puts it.
    const sms = { ...options, msg91AuthKey: 'k', msg91TemplateId: 't', msg91ApiUrl: fake.url };
    await sendPhoneMessage('sms', message, sms);
    expect(JSON.parse(fake.received.at(-1)!.body.toString()).recipients[0].VAR1).toBe(`Invoice INV/26-27/00001\nYour bill: ${message.link} thanks`);
  });
});
