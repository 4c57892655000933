/**
 * Issue 34: web push against a local fake push service (node:http, no internet), with a real P-256 subscription key
 * (decrypted here as a phone would); the endpoint's address checked at send time.
 */
import crypto from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import type { startFakeHttp } from '../../../test/fake-http';
import { accounts } from '../../db/accounts.table';
import { ensureVapidKeys, sendPush } from './notification-channels';
import { useChannelTestApp } from './notification-channels.fixtures';
import type { PushTransport } from './push-network';
import { notifyPeople } from './notify.service';
import { notificationDeliveries, pushSubscriptions } from './notification.table';

const channels = useChannelTestApp();
const { workerWith } = channels;
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeHttp>>;
let worker: number;
beforeAll(() => {
  ({ t, fake, worker } = channels.app);
});

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
