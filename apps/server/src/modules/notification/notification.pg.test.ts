/**
 * Issue 34 point 4 on real PostgreSQL: two delivery workers, each with its own connection pool as two processes would
 * have, deliver one database's deliveries side by side; the counting fake provider receives every message exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readConfig } from '../../config';
import type { Database } from '../../db/client';
import type { TestApp } from '../../../test/harness';
import { startFakeHttp } from '../../../test/fake-http';
import { testAppWithSecondPool } from '../../../test/second-process';
import { accountIdOf } from '../../db/seed-helpers';
import { createNotificationWorker } from './notification-worker';
import { notifyPeople } from './notify.service';
import { notificationDeliveries, pushSubscriptions } from './notification.table';

let t: TestApp;
let second: Database;
let fake: Awaited<ReturnType<typeof startFakeHttp>>;

beforeAll(async () => {
  // Each request takes a moment, so the two workers overlap.
  fake = await startFakeHttp(() => ({ status: 200 }), 15);
  ({ t, second } = await testAppWithSecondPool());
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await fake?.close();
});

describe('two delivery workers on one database', () => {
  it('deliver every message exactly once', async () => {
    const dealer = (await accountIdOf(t.db, 'dealer'))!;
    const count = 40;
    await t.db.transaction(async (tx) => {
      for (let i = 1; i <= count; i++) {
        await notifyPeople(tx, 'order_shipped', [{ accountId: dealer, role: 'dealer', title: `Order #${i} shipped`, body: '', link: `/orders/${i}` }]);
      }
    });
    const config = { ...t.config, notify: { ...readConfig({}).notify, webhookUrl: `${fake.url}/hook` } };
    // 12:00 in the business time zone: no quiet hours in the way.
    const now = () => new Date('2026-01-15T06:30:00Z');
    const sentBy = [0, 0];
    const workers = [t.db, second.db].map((db, i) =>
      createNotificationWorker({
        db,
        config,
        mailer: t.app.ctx.mailer,
        log: t.app.log,
        poll: false,
        now,
        fetch: (url, init) => {
          sentBy[i]! += 1;
          return fetch(url, init);
        },
      }),
    );
    // Several rounds on each side at once, as two processes' timers would.
    await Promise.all(workers.flatMap((w) => [w.deliverPending(), w.deliverPending(), w.deliverPending()]));
    await Promise.all(workers.map((w) => w.close()));

    const texts = fake.received.map((r) => JSON.parse(r.body.toString()).text as string);
    const perOrder = new Map<string, number>();
    for (const text of texts) perOrder.set(text.split('\n')[0]!, (perOrder.get(text.split('\n')[0]!) ?? 0) + 1);
    expect(perOrder.size).toBe(count);
    expect([...perOrder.values()].every((n) => n === 1)).toBe(true);
    const whatsapp = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.channel, 'whatsapp'));
    expect(whatsapp).toHaveLength(count);
    expect(whatsapp.every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
    // Both workers took part.
    expect(sentBy[0]).toBeGreaterThan(0);
    expect(sentBy[1]).toBeGreaterThan(0);
    const mail = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.channel, 'email'));
    expect(mail.every((d) => d.status === 'sent')).toBe(true);
  });
});

describe('push subscriptions of one account posted at once', () => {
  it('keep the cap of 10: the account row queues them, the newest stay', async () => {
    const worker = (await accountIdOf(t.db, 'worker'))!;
    const token = await t.tokenFor('worker');
    const keys = { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.call('POST', '/notifications/push/subscriptions/', { token, body: { endpoint: `https://fcm.googleapis.com/fcm/send/burst-${i}`, keys } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 16 }, () => 201));
    const kept = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, worker));
    expect(kept).toHaveLength(10);
  });
});
