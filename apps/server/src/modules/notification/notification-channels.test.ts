/**
 * Issue 34: the channels outside the app against local fake servers the test starts (node:http, no internet): the
 * generic webhook and its template, the Meta WhatsApp Cloud API and MSG91 adapters, web push with a real P-256
 * subscription key (decrypted here as a phone would), retries with a doubling pause and the failed entry in the log,
 * quiet hours (held, then sent), and nothing sent when nothing is configured.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { readConfig, type NotifyOptions } from '../../config';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startFakeHttp } from '../../../test/fake-http';
import { accountIdOf } from '../../db/seed-helpers';
import { accounts } from '../../db/accounts.table';
import { ensureVapidKeys, sendPhoneMessage, sendPush } from './notification-channels';
import type { PushNetwork, PushTransport } from './push-network';
import type { DeliveryWorker } from '../../lib/context';
import { createNotificationWorker, minutesOfQuietLeft } from './notification-worker';
import { notifyPeople } from './notify.service';
import { notificationDeliveries, pushSubscriptions } from './notification.table';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeHttp>>;
let dealer: number;
let worker: number;
/** 12:00 in Asia/Kolkata: outside the default quiet hours (22:00-07:00). */
const NOON = new Date('2026-01-15T06:30:00Z');
let clock = NOON;

beforeAll(async () => {
  fake = await startFakeHttp();
  t = await createTestApp({ publicUrl: 'https://steel.example.com' });
  // The app's own worker has nothing configured: stopped, so only this file's workers deliver.
  await t.app.ctx.notifier.close();
  dealer = (await accountIdOf(t.db, 'dealer'))!;
  worker = (await accountIdOf(t.db, 'worker'))!;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.received.length = 0;
  fake.setAnswer(() => ({ status: 200 }));
  clock = NOON;
});

function workerWith(notify: Partial<NotifyOptions>, retryBaseMs = 20, push?: Partial<PushNetwork>): DeliveryWorker {
  return createNotificationWorker({
    push,
    db: t.db,
    config: { ...t.config, notify: { ...readConfig({}).notify, ...notify } },
    mailer: t.app.ctx.mailer,
    log: t.app.log,
    poll: false,
    retryBaseMs,
    now: () => clock,
  });
}

/** A shipped-order event to the demo dealer (its defaults: bell, mail and WhatsApp). */
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
    clock = new Date('2026-01-15T17:30:00Z'); // 23:00 in Asia/Kolkata
    const id = await shippedToDealer('Order #10 shipped');
    await w.deliverPending();
    expect(fake.received).toHaveLength(0);
    const held = await deliveryRow(id);
    expect(held).toMatchObject({ status: 'held', attempts: 0 });
    // Until 07:00 the next morning: 8 hours.
    expect(held.leaseUntil!.getTime()).toBe(clock.getTime() + 8 * 60 * 60_000);
    const log = await t.call('GET', '/notifications/deliveries/?status=held', { as: 'admin' });
    expect(log.body.results[0]).toMatchObject({ id, status: 'held' });

    // Morning: the lease has run out.
    clock = new Date('2026-01-16T01:31:00Z');
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
function decryptPush(body: Buffer, phone: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = phone.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), phone.getPublicKey(), serverKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  return padded.subarray(0, padded.lastIndexOf(2)).toString();
}

/** What the push transport was asked to do: the endpoint and the checked addresses it was to connect to. */
type PushCall = { url: string; addresses: string[] };
const PUBLIC_ADDRESS = '142.250.183.10';
const publicDns = async () => [PUBLIC_ADDRESS];

/**
 * A transport that stands for the internet: a request to a push service's endpoint goes to a local server instead
 * (`targetOf` picks which by the endpoint), keeping what it was asked.
 */
function forwardTo(targetOf: (endpoint: URL) => string, calls: PushCall[]): PushTransport {
  return async ({ url, addresses, headers, body, signal }) => {
    calls.push({ url, addresses });
    const endpoint = new URL(url);
    const response = await fetch(`${targetOf(endpoint)}${endpoint.pathname}`, { method: 'POST', headers, body, signal });
    await response.arrayBuffer();
    return response.status;
  };
}

function browserKeys() {
  const phone = crypto.createECDH('prime256v1');
  phone.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return { phone, authSecret, keys: { p256dh: phone.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } };
}
const fcm = (device: string) => `https://fcm.googleapis.com/fcm/send/${device}`;
const workAssigned = (accountId: number, title: string) =>
  t.db.transaction((tx) => notifyPeople(tx, 'work_assigned', [{ accountId, role: 'worker', title, body: '', link: '/my-works' }]));
const lastPushTo = async (accountId: number) =>
  (
    await t.db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.channel, 'push'), eq(notificationDeliveries.accountId, accountId)))
      .orderBy(desc(notificationDeliveries.id))
      .limit(1)
  )[0]!;

describe('web push', () => {
  // Each test starts with no phones and no delivery left waiting by the one before (a failed try comes again soon).
  beforeEach(async () => {
    await t.db.delete(pushSubscriptions);
    await t.db.update(notificationDeliveries).set({ status: 'failed' }).where(inArray(notificationDeliveries.status, ['pending', 'held']));
  });

  it('reaches the phone’s push endpoint encrypted (aes128gcm) with a VAPID signature, at the checked address; a gone subscription is removed', async () => {
    const { phone, authSecret, keys } = browserKeys();
    const endpoint = fcm('device-1');
    const subscribed = await t.call('POST', '/notifications/push/subscriptions/', { as: 'worker', body: { endpoint, keys } });
    expect(subscribed.status).toBe(201);
    fake.setAnswer(() => ({ status: 201 }));
    const calls: PushCall[] = [];
    const w = workerWith({}, 20, { resolve: publicDns, transport: forwardTo(() => fake.url, calls) });
    await workAssigned(worker, 'New work: Cutting for 12-1-1');
    await w.deliverPending();
    expect(calls).toEqual([{ url: endpoint, addresses: [PUBLIC_ADDRESS] }]);
    const [call] = fake.received.filter((r) => r.url === '/fcm/send/device-1');
    expect(call).toBeDefined();
    expect(call!.headers['content-encoding']).toBe('aes128gcm');
    expect(call!.headers.ttl).toBe('86400');
    const publicKey = (await t.call('GET', '/notifications/push/key/', { as: 'worker' })).body.public_key;
    expect(call!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    // The JWT names the push service's origin and our contact.
    const claims = JSON.parse(Buffer.from(call!.headers.authorization!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'https://fcm.googleapis.com', sub: 'mailto:admin@steelworks.local' });
    expect(JSON.parse(decryptPush(call!.body, phone, authSecret))).toEqual({ title: 'New work: Cutting for 12-1-1', body: '', link: '/my-works' });
    expect(await lastPushTo(worker)).toMatchObject({ status: 'sent', lastError: null });

    // The push service says the subscription is gone: it is removed, and the delivery is not tried again.
    fake.setAnswer(() => ({ status: 410 }));
    await workAssigned(worker, 'New work: Welding for 12-1-1');
    await w.deliverPending();
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(0);
    expect(await lastPushTo(worker)).toMatchObject({ status: 'skipped', lastError: 'The phones turned notifications off (subscriptions removed)' });
  });

  it('is refused at send time when the push service’s name resolves inside (DNS changed since subscribe): nothing is posted', async () => {
    expect((await t.call('POST', '/notifications/push/subscriptions/', { as: 'worker', body: { endpoint: fcm('rebound'), keys: browserKeys().keys } })).status).toBe(201);
    const inside = [
      '127.0.0.1',
      '127.1.2.3',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:7f00:1::1',
    ];
    const calls: PushCall[] = [];
    const transport = forwardTo(() => fake.url, calls);
    const vapid = await ensureVapidKeys(t.db);
    for (const address of inside) {
      // A public address beside one inside is refused as well: the connection could take either.
      for (const answer of [[address], [PUBLIC_ADDRESS, address]]) {
        const result = await sendPush(t.db, worker, { title: 'x', body: '', link: '/' }, vapid, 'mailto:admin@steelworks.local', {
          resolve: async () => answer,
          transport,
          timeoutMs: 2000,
        });
        expect({ address, answer, result }).toEqual({
          address,
          answer,
          result: { outcome: 'failed', error: `fcm.googleapis.com resolves to ${address}, not a public address: not sent` },
        });
      }
    }
    expect(calls).toEqual([]);
    expect(fake.received).toEqual([]);
    // Through the worker: the try fails with the reason in the delivery log, and comes again after a pause.
    const w = workerWith({}, 20, { resolve: async () => ['127.0.0.1'], transport });
    await workAssigned(worker, 'New work: Painting for 12-1-1');
    await w.deliverPending();
    expect(await lastPushTo(worker)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'fcm.googleapis.com resolves to 127.0.0.1, not a public address: not sent' });
    expect(calls).toEqual([]);
  });

  it('a subscription kept from before the endpoint rules (an address inside) is removed at send, never posted to', async () => {
    await t.db.insert(pushSubscriptions).values({ accountId: worker, endpoint: `${fake.url}/inside`, ...browserKeys().keys });
    // The real network: a post would reach the local server.
    const w = workerWith({});
    await workAssigned(worker, 'New work: Drilling for 12-1-1');
    await w.deliverPending();
    expect(fake.received).toEqual([]);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, worker))).toEqual([]);
    expect(await lastPushTo(worker)).toMatchObject({
      status: 'skipped',
      lastError: 'The phones turned notifications off (subscriptions removed); Removed a subscription to an address that is no push service',
    });
  });

  it('sends to a person’s phones at once with a deadline each: hanging phones hold neither their owner’s other phone nor anyone else', async () => {
    // A push service that takes requests and never answers; it counts the requests it got and those given up on.
    let arrived = 0;
    let givenUp = 0;
    const hanging = http.createServer((_request, response) => {
      arrived += 1;
      response.on('close', () => (givenUp += 1));
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    const [second] = await t.db
      .insert(accounts)
      .values({ username: `push-worker-${Date.now()}`, role: 'worker', fullName: 'Second Worker', phone: '9812000044' })
      .returning({ id: accounts.id });
    try {
      // The good phone between hanging ones: one by one, it would wait for at least one deadline whichever order.
      for (const device of ['hang-1', 'hang-2', 'ok-1', 'hang-3']) {
        await t.db.insert(pushSubscriptions).values({ accountId: worker, endpoint: fcm(device), ...browserKeys().keys });
      }
      await t.db.insert(pushSubscriptions).values({ accountId: second!.id, endpoint: fcm('ok-second'), ...browserKeys().keys });
      // How many hanging requests had been given up on (their deadline passed) when each good push arrived.
      const givenUpWhenReceived = new Map<string, number>();
      fake.setAnswer((request) => {
        givenUpWhenReceived.set(request.url, givenUp);
        return { status: 201 };
      });
      const calls: PushCall[] = [];
      const w = workerWith({}, 20, {
        resolve: publicDns,
        transport: forwardTo((endpoint) => (endpoint.pathname.includes('hang') ? hangingUrl : fake.url), calls),
        timeoutMs: 1500,
      });
      // The hanging person's delivery is first in the queue.
      await workAssigned(worker, 'New work: Bending for 12-1-1');
      await workAssigned(second!.id, 'New work: Bending for 12-1-2');
      await w.deliverPending();

      expect(calls).toHaveLength(5);
      // Both good pushes arrived before any hanging request's deadline: neither waited for them.
      expect(Object.fromEntries(givenUpWhenReceived)).toEqual({ '/fcm/send/ok-1': 0, '/fcm/send/ok-second': 0 });
      // The three hanging requests were made, and each was given up at its deadline (the server hears of it a moment later).
      expect(arrived).toBe(3);
      await expect.poll(() => givenUp).toBe(3);
      const late = 'no answer within 1.5 s from fcm.googleapis.com';
      expect(await lastPushTo(worker)).toMatchObject({ status: 'sent', lastError: [late, late, late].join('; ') });
      expect(await lastPushTo(second!.id)).toMatchObject({ status: 'sent', lastError: null });
    } finally {
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('only hanging phones: the outcome is unknown and the delivery waits for its lease before another try', async () => {
    const hanging = http.createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      await t.db.insert(pushSubscriptions).values({ accountId: worker, endpoint: fcm('hang-only'), ...browserKeys().keys });
      const w = workerWith({}, 20, {
        resolve: publicDns,
        transport: forwardTo(() => `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`, []),
        timeoutMs: 300,
      });
      await workAssigned(worker, 'New work: Grinding for 12-1-1');
      await w.deliverPending();
      const row = await lastPushTo(worker);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'no answer within 0.3 s from fcm.googleapis.com' });
      // The lease (minutes) stays: it may have arrived.
      expect(row.leaseUntil!.getTime()).toBeGreaterThan(Date.now() + 60_000);
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});

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
