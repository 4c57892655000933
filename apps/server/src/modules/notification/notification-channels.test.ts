/**
 * Issue 34: the channels outside the app against local fake servers the test starts (node:http, no internet): the
 * generic webhook and its template, the Meta WhatsApp Cloud API and MSG91 adapters, retries with a doubling pause and
 * the failed entry in the log, quiet hours (held, then sent), and nothing sent when nothing is configured. Web push:
 * web-push.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { readConfig } from '../../config';
import type { TestApp } from '../../../test/harness';
import type { startFakeHttp } from '../../../test/fake-http';
import { sendPhoneMessage } from './notification-channels';
import { useChannelTestApp } from './notification-channels.fixtures';
import { minutesOfQuietLeft } from './notification-worker';
import { notifyPeople } from './notify.service';
import { notificationDeliveries } from './notification.table';

const channels = useChannelTestApp();
const { workerWith } = channels;
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeHttp>>;
let dealer: number;
beforeAll(() => {
  ({ t, fake, dealer } = channels.app);
});

async function shippedToDealer(title = 'Order #7 shipped', body = 'Ask for "Deepak" at the gate') {
  await t.db.transaction((tx) => notifyPeople(tx, 'order_shipped', [{ accountId: dealer, role: 'dealer', title, body, link: '/orders/7' }]));
  const [row] = await t.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.channel, 'whatsapp'))
    .orderBy(desc(notificationDeliveries.id))
    .limit(1);
  return row!.id;
}
const deliveryRow = async (id: number) => (await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.id, id)))[0]!;

describe('the generic webhook', () => {
  it('posts the template with each value JSON-escaped and the key as a Bearer token; exactly once', async () => {
    const template = '{"phone":"{{to}}","message":"{{text}}","kind":"{{channel}}/{{event}}","url":"{{link}}"}';
    const w = workerWith({ webhookUrl: `${fake.url}/hook`, webhookKey: 'hook-key-1', webhookTemplate: template });
    const id = await shippedToDealer();
    await w.deliverPending();
    await w.deliverPending();
    const calls = fake.received.filter((r) => r.url === '/hook');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.authorization).toBe('Bearer hook-key-1');
    expect(JSON.parse(calls[0]!.body.toString())).toEqual({
      phone: '919800000006',
      message: 'Order #7 shipped\nAsk for "Deepak" at the gate\nhttps://steel.example.com/orders/7',
      kind: 'whatsapp/order_shipped',
      url: 'https://steel.example.com/orders/7',
    });
    expect(await deliveryRow(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    await w.close();
  });

  it('with nothing configured nothing leaves: WhatsApp is skipped with the reason', async () => {
    const w = workerWith({});
    const id = await shippedToDealer();
    await w.deliverPending();
    expect(fake.received).toHaveLength(0);
    expect(await deliveryRow(id)).toMatchObject({ status: 'skipped', lastError: 'WhatsApp is not configured' });
  });

  it('a failing provider is tried again after a doubling pause, then failed with its error in the log', async () => {
    fake.setAnswer(() => ({ status: 500, body: 'provider down' }));
    const w = workerWith({ webhookUrl: `${fake.url}/hook` }, 40);
    const id = await shippedToDealer('Order #8 shipped');
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Until the pause is over the delivery is not claimed: wait for it to end, then try.
      const due = (await deliveryRow(id)).leaseUntil;
      if (due) await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.getTime() - Date.now() + 5)));
      const before = Date.now();
      await w.deliverPending();
      const after = Date.now();
      const row = await deliveryRow(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < 5) {
        // The pause doubles: 40, 80, 160, 320 ms from the failed try.
        const pause = 40 * 2 ** (attempt - 1);
        expect(row).toMatchObject({ status: 'pending', lastError: 'HTTP 500: provider down' });
        expect(row.leaseUntil!.getTime()).toBeGreaterThanOrEqual(before + pause - 5);
        expect(row.leaseUntil!.getTime()).toBeLessThanOrEqual(after + pause + 5);
        // Tried again before the pause is over, nothing happens.
        if (row.leaseUntil!.getTime() - Date.now() > 20) {
          await w.deliverPending();
          expect((await deliveryRow(id)).attempts).toBe(attempt);
        }
      }
    }
    expect(fake.received).toHaveLength(5);
    expect(await deliveryRow(id)).toMatchObject({ status: 'failed', attempts: 5, lastError: 'HTTP 500: provider down' });
    const log = await t.call('GET', '/notifications/deliveries/?status=failed&channel=whatsapp', { as: 'admin' });
    expect(log.body.results[0]).toMatchObject({ id, status: 'failed', attempts: 5, last_error: 'HTTP 500: provider down', title: 'Order #8 shipped' });
    // A refusal that trying again cannot mend (a 400) fails at once.
    fake.setAnswer(() => ({ status: 400, body: '{"error":"bad number"}' }));
    const refused = await shippedToDealer('Order #9 shipped');
    await w.deliverPending();
    expect(await deliveryRow(refused)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'HTTP 400: {"error":"bad number"}' });
  });
});

describe('quiet hours', () => {
  it('hold WhatsApp until they end, then send it; the hold is not a try', async () => {
    const w = workerWith({ webhookUrl: `${fake.url}/hook` });
    channels.app.clock = new Date('2026-01-15T17:30:00Z'); // 23:00 in Asia/Kolkata
    const id = await shippedToDealer('Order #10 shipped');
    await w.deliverPending();
    expect(fake.received).toHaveLength(0);
    const held = await deliveryRow(id);
    expect(held).toMatchObject({ status: 'held', attempts: 0 });
    // Until 07:00 the next morning: 8 hours.
    expect(held.leaseUntil!.getTime()).toBe(channels.app.clock.getTime() + 8 * 60 * 60_000);
    const log = await t.call('GET', '/notifications/deliveries/?status=held', { as: 'admin' });
    expect(log.body.results[0]).toMatchObject({ id, status: 'held' });

    // Morning: the lease has run out.
    channels.app.clock = new Date('2026-01-16T01:31:00Z');
    await t.db.update(notificationDeliveries).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(notificationDeliveries.id, id));
    await w.deliverPending();
    expect(fake.received).toHaveLength(1);
    expect(await deliveryRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('span midnight or not, in the business time zone', () => {
    const at = (utc: string) => new Date(utc);
    expect(minutesOfQuietLeft({ start: '22:00', end: '07:00' }, at('2026-01-15T17:30:00Z'), 'Asia/Kolkata')).toBe(480);
    expect(minutesOfQuietLeft({ start: '22:00', end: '07:00' }, at('2026-01-15T06:30:00Z'), 'Asia/Kolkata')).toBe(0);
    expect(minutesOfQuietLeft({ start: '13:00', end: '14:00' }, at('2026-01-15T07:45:00Z'), 'Asia/Kolkata')).toBe(45);
    expect(minutesOfQuietLeft({ start: null, end: null }, at('2026-01-15T17:30:00Z'), 'Asia/Kolkata')).toBe(0);
  });
});

describe('provider adapters', () => {
  const message = { to: '919800000006', title: 'Invoice INV/2025-26/0001 issued', body: 'Total ₹1,180.00', link: 'https://steel.example.com/billing/invoices/1', event: 'invoice_issued' as const };

  it('Meta WhatsApp Cloud API: a text message to the phone number id, with the token as Bearer', async () => {
    const options = { ...readConfig({}).notify, whatsappToken: 'meta-token', whatsappPhoneNumberId: '1055', whatsappApiUrl: `${fake.url}/v21.0` };
    expect(await sendPhoneMessage('whatsapp', message, options)).toEqual({ outcome: 'sent' });
    const [call] = fake.received;
    expect(call).toMatchObject({ method: 'POST', url: '/v21.0/1055/messages' });
    expect(call!.headers.authorization).toBe('Bearer meta-token');
    expect(JSON.parse(call!.body.toString())).toEqual({
      messaging_product: 'whatsapp',
      to: '919800000006',
      type: 'text',
      text: { body: 'Invoice INV/2025-26/0001 issued\nTotal ₹1,180.00\nhttps://steel.example.com/billing/invoices/1', preview_url: false },
    });
    // With an approved template (needed outside the 24-hour window) the text is its one body parameter.
    await sendPhoneMessage('whatsapp', message, { ...options, whatsappTemplate: 'steelworks_update', whatsappTemplateLanguage: 'en_US' });
    expect(JSON.parse(fake.received[1]!.body.toString()).template).toEqual({
      name: 'steelworks_update',
      language: { code: 'en_US' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Invoice INV/2025-26/0001 issued\nTotal ₹1,180.00\nhttps://steel.example.com/billing/invoices/1' }] }],
    });
    fake.setAnswer(() => ({ status: 401, body: '{"error":{"message":"Invalid OAuth access token."}}' }));
    expect(await sendPhoneMessage('whatsapp', message, options)).toMatchObject({ outcome: 'failed', final: true, error: expect.stringMatching(/^HTTP 401/) });
  });

  it('MSG91: the flow API with the template id, the auth key header and the text in its variable; a 200 "error" is a failure', async () => {
    const options = { ...readConfig({}).notify, msg91AuthKey: 'msg-key', msg91TemplateId: 'tmpl-77', msg91Sender: 'STLWRK', msg91ApiUrl: fake.url };
    expect(await sendPhoneMessage('sms', message, options)).toEqual({ outcome: 'sent' });
    const [call] = fake.received;
    expect(call).toMatchObject({ method: 'POST', url: '/api/v5/flow/' });
    expect(call!.headers.authkey).toBe('msg-key');
    expect(JSON.parse(call!.body.toString())).toEqual({
      template_id: 'tmpl-77',
      short_url: '0',
      sender: 'STLWRK',
      recipients: [{ mobiles: '919800000006', VAR1: 'Invoice INV/2025-26/0001 issued\nTotal ₹1,180.00\nhttps://steel.example.com/billing/invoices/1' }],
    });
    fake.setAnswer(() => ({ status: 200, body: '{"message":"Invalid template","type":"error"}' }));
    expect(await sendPhoneMessage('sms', message, options)).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/^MSG91 refused/) });
  });

  it('a provider that cannot be reached is a failure, tried again later', async () => {
    const unreachable = { ...readConfig({}).notify, webhookUrl: 'http://127.0.0.1:9/hook' };
    expect(await sendPhoneMessage('sms', message, unreachable)).toMatchObject({ outcome: 'failed' });
  });
});

/** Decrypts an aes128gcm push message (RFC 8291) with the phone's private key and auth secret, as a browser does. */
describe('settings', () => {
  it('read the providers from the environment, and refuse a webhook template that is not JSON once filled in', () => {
    const notify = readConfig({
      NOTIFY_WEBHOOK_URL: 'https://gateway.example.com/send',
      NOTIFY_WEBHOOK_KEY: 'k',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '1055',
      MSG91_AUTH_KEY: 'm',
      MSG91_TEMPLATE_ID: 'tmpl',
      PUBLIC_URL: 'https://steel.example.com',
    }).notify;
    expect(notify).toMatchObject({
      webhookUrl: 'https://gateway.example.com/send',
      whatsappApiUrl: 'https://graph.facebook.com/v21.0',
      msg91ApiUrl: 'https://control.msg91.com',
      msg91TextVar: 'VAR1',
      phoneCountryCode: '91',
      pushSubject: 'mailto:admin@steel.example.com',
    });
    expect(() => readConfig({ NOTIFY_WEBHOOK_TEMPLATE: '{"to": "{{to}}"' })).toThrow(/NOTIFY_WEBHOOK_TEMPLATE must be JSON/);
  });
});