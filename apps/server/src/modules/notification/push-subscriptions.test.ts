/** Issue 34: the phones' push subscriptions: the key, one's own subscriptions, the endpoints allowed, at most 10 per account. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { PUSH_SUBSCRIPTION_TEXT } from '@steelworks/contract/notification';
import { anotherWorker } from '../../../test/another-worker';
import { useTestApp } from '../../../test/harness';
import { accountIdOf } from '../../db/seed-helpers';
import { pushSubscriptions } from './notification.table';

const t = useTestApp();
let workerId: number;
let otherWorker: { id: number; token: string };

beforeAll(async () => {
  workerId = (await accountIdOf(t.db, 'worker'))!;
  otherWorker = await anotherWorker(t, `nworker${Date.now()}`);
});

/** A browser's subscription keys as PushSubscription.toJSON() gives them (base64url: 65-byte P-256 key, 16-byte secret). */
function browserKeys(seed: number) {
  const p256dh = Buffer.alloc(65, seed);
  p256dh[0] = 4;
  return { p256dh: p256dh.toString('base64url'), auth: Buffer.alloc(16, seed).toString('base64url') };
}
const fcm = (device: string) => `https://fcm.googleapis.com/fcm/send/${device}`;
const subscribe = (as: { as: Role } | { token: string }, endpoint: string, keys = browserKeys(1)) =>
  t.call('POST', '/notifications/push/subscriptions/', { ...as, body: { endpoint, keys } });
const subscriptionsOf = (accountId: number) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId)).orderBy(pushSubscriptions.id);

describe('push subscriptions', () => {
  it('gives the VAPID key, keeps a phone’s subscription for its account, and removes only one’s own', async () => {
    const key = await t.call('GET', '/notifications/push/key/', { as: 'worker' });
    expect(key.status).toBe(200);
    expect(key.body.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.call('GET', '/notifications/push/key/', { as: 'dealer' })).body.public_key).toBe(key.body.public_key);
    const endpoint = fcm('abc');
    const subscribed = await subscribe({ as: 'worker' }, endpoint);
    expect(subscribed).toMatchObject({ status: 201, body: { endpoint } });
    expect((await t.call('DELETE', '/notifications/push/subscriptions/', { token: otherWorker.token, body: { endpoint } })).status).toBe(404);
    expect((await t.call('DELETE', '/notifications/push/subscriptions/', { as: 'worker', body: { endpoint } })).status).toBe(204);
    const bad = await t.call('POST', '/notifications/push/subscriptions/', { as: 'worker', body: { endpoint: 'not a url', keys: browserKeys(1) } });
    expect(bad).toMatchObject({ status: 400, body: { endpoint: ['Give the push endpoint'] } });
    const badKeys = await subscribe({ as: 'worker' }, fcm('keys'), { p256dh: 'BExample', auth: 'secret' });
    expect(badKeys).toMatchObject({ status: 400, body: { 'keys.p256dh': [PUSH_SUBSCRIPTION_TEXT.keys], 'keys.auth': [PUSH_SUBSCRIPTION_TEXT.keys] } });
  });

  it('refuses with 400 on endpoint every address that is not a push service’s, a dealer’s too, and keeps nothing', async () => {
    const inside = [
      'http://127.0.0.1:8000/api/v1/account/logout',
      'http://localhost:6379/',
      'http://[::1]/',
      'http://0x7f000001/',
      'http://2130706433/',
      'http://127.1/',
      'http://169.254.169.254/latest/meta-data/',
      'https://127.0.0.1/',
      'https://localhost/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
      'https://10.0.0.5/',
      'https://100.64.0.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/',
      'https://example.com/push',
      // A push service's name inside another host, another port, user info, plain http.
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evil.example/fcm.googleapis.com/x',
      'https://fcm.googleapis.com@127.0.0.1/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:6379/fcm/send/x',
      'https://push.apple.com.evil.example/x',
      'http://fcm.googleapis.com/fcm/send/x',
    ];
    for (const endpoint of inside) {
      for (const role of ['dealer', 'worker'] as const) {
        const refused = await subscribe({ as: role }, endpoint);
        expect({ endpoint, status: refused.status, body: refused.body }).toEqual({
          endpoint,
          status: 400,
          body: { error_message: PUSH_SUBSCRIPTION_TEXT.notPushService, endpoint: [PUSH_SUBSCRIPTION_TEXT.notPushService], code: 'validation_failed' },
        });
      }
    }
    const kept = await t.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(kept.filter((row) => inside.includes(row.endpoint))).toEqual([]);
    // The four services browsers use are taken.
    for (const endpoint of [
      fcm('chrome-1'),
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABfirefox',
      'https://web.push.apple.com/QGuYx_safari',
      'https://wns2-pn1p.notify.windows.com/w/?token=BQYAAAedge',
    ]) {
      expect((await subscribe({ as: 'dealer' }, endpoint)).status).toBe(201);
    }
  });

  it('a subscription stays with the account that made it: another account posting its endpoint is refused and changes nothing', async () => {
    const endpoint = fcm('owned-by-worker');
    expect((await subscribe({ as: 'worker' }, endpoint, browserKeys(2))).status).toBe(201);
    const taken = await subscribe({ as: 'dealer' }, endpoint, browserKeys(3));
    expect(taken).toMatchObject({ status: 409, body: { endpoint: [PUSH_SUBSCRIPTION_TEXT.takenByAnother] } });
    const [row] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ accountId: workerId, ...browserKeys(2) });
    // Its owner may post it again with the browser's fresh keys.
    expect((await subscribe({ as: 'worker' }, endpoint, browserKeys(4))).status).toBe(201);
    const [renewed] = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(renewed).toMatchObject({ id: row!.id, accountId: workerId, ...browserKeys(4) });
  });

  it('keeps at most 10 phones per account: the 11th and 12th replace the oldest, other accounts keep theirs', async () => {
    const before = (await subscriptionsOf(workerId)).length;
    for (let i = 1; i <= 12; i++) expect((await subscribe({ token: otherWorker.token }, fcm(`capped-${i}`))).status).toBe(201);
    const kept = await subscriptionsOf(otherWorker.id);
    expect(kept.map((row) => row.endpoint)).toEqual(Array.from({ length: 10 }, (_, i) => fcm(`capped-${i + 3}`)));
    expect((await subscriptionsOf(workerId)).length).toBe(before);
  });
});