import { afterAll, beforeAll, beforeEach } from 'vitest';
import { readConfig, type NotifyOptions } from '../../config';
import { createTestApp, type TestApp } from '../../../test/harness';
import { startFakeHttp } from '../../../test/fake-http';
import { accountIdOf } from '../../db/seed-helpers';
import type { DeliveryWorker } from '../../lib/context';
import type { PushNetwork } from './push-network';
import { createNotificationWorker } from './notification-worker';

/**
 * The app and the local fake servers of the channels' tests (notification-channels.test.ts, web-push.test.ts): the
 * app's own delivery worker is stopped, so only the workers a test makes with `workerWith` deliver, on `clock`.
 */

/** 12:00 in Asia/Kolkata: outside the default quiet hours (22:00-07:00). */
const NOON = new Date('2026-01-15T06:30:00Z');

export function useChannelTestApp() {
  const app = { clock: NOON } as { t: TestApp; fake: Awaited<ReturnType<typeof startFakeHttp>>; dealer: number; worker: number; clock: Date };
  beforeAll(async () => {
    app.fake = await startFakeHttp();
    app.t = await createTestApp({ publicUrl: 'https://steel.example.com' });
    // The app's own worker has nothing configured: stopped, so only this file's workers deliver.
    await app.t.app.ctx.notifier.close();
    app.dealer = (await accountIdOf(app.t.db, 'dealer'))!;
    app.worker = (await accountIdOf(app.t.db, 'worker'))!;
  });
  afterAll(async () => {
    await app.t?.close();
    await app.fake?.close();
  });
  beforeEach(() => {
    app.fake.received.length = 0;
    app.fake.setAnswer(() => ({ status: 200 }));
    app.clock = NOON;
  });

  function workerWith(notify: Partial<NotifyOptions>, retryBaseMs = 20, push?: Partial<PushNetwork>): DeliveryWorker {
    return createNotificationWorker({
      push,
      db: app.t.db,
      config: { ...app.t.config, notify: { ...readConfig({}).notify, ...notify } },
      mailer: app.t.app.ctx.mailer,
      log: app.t.app.log,
      poll: false,
      retryBaseMs,
      now: () => app.clock,
    });
  }

  return { app, workerWith };
}
