import { fillLink } from '@steelworks/contract/documents';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { QUIET_HOURS_CHANNELS, type NotificationChannel, type QuietHours } from '@steelworks/contract/notification';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import type { DeliveryWorker } from '../../lib/context';
import { outsideRequest } from '../../lib/logging';
import { accounts } from '../../db/accounts.table';
import {
  ensureVapidKeys,
  internationalPhone,
  plainText,
  sendPhoneMessage,
  sendPush,
  webhookChannels,
  type SendResult,
  type VapidKeys,
} from './notification-channels';
import { defaultPushNetwork, type PushNetwork } from './push-network';
import { choicesOf } from './notification-preferences.service';
import { getSendTexts } from './send-texts.service';
import { notificationDeliveries, notifications } from './notification.table';

/** Tries per delivery; after a failed try it waits retryBaseMs, doubled per try (1, 2, 4, 8 minutes), before the next. */
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
/** Far longer than any send may take (SEND_LIMIT_MS per request; a person's phones at once, PUSH_LIMIT_MS each). */
const LEASE = '5 minutes';
/** Deliveries one round sends before the next poll looks again. */
const ROUND = 50;
/** Deliveries a worker sends at once: one that waits on a slow provider or phone does not hold the others. */
const LANES = 4;

export type WorkerOptions = {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /**
   * Tests: a shorter pause after a failure, a fetch of their own (WhatsApp, SMS), a resolver, transport or deadline of
   * their own for push, a clock of their own, no timer (else NOTIFY_POLL_SECONDS).
   */
  retryBaseMs?: number;
  fetch?: typeof fetch;
  push?: Partial<PushNetwork>;
  now?: () => Date;
  poll?: boolean;
  /**
   * The signed link of a document for an automatic send (event `document_auto`): its page in the app in, the link the
   * dealer opens without a sign-in out (null: the document is gone; the page's link goes). Wired in app.ts from the
   * documents module, which this module must not import.
   */
  documentLink?: (pageLink: string) => Promise<string | null>;
};

type Claimed = typeof notificationDeliveries.$inferSelect;

/**
 * The delivery worker of every process (docs/decisions/034-notifications.md), built as the mail outbox's is: a claim
 * takes one due delivery with FOR UPDATE SKIP LOCKED and sets a lease in the same statement, so however many processes
 * run, one delivery is in one worker's hands. Sent: marked sent (mail: the outbox row is written in the same
 * transaction that marks it). Failed: tried again after a doubling pause, failed for good after MAX_ATTEMPTS with the
 * error kept for the admin's log. No answer in time: the lease runs out and another try comes then. Quiet hours hold
 * push, WhatsApp and SMS until they end; a channel not configured or a person without an address is skipped.
 */
export function createNotificationWorker(options: WorkerOptions): DeliveryWorker {
  const { db, config, mailer, log } = options;
  const retryBaseMs = options.retryBaseMs ?? RETRY_BASE_MS;
  const doFetch = options.fetch ?? fetch;
  const pushNetwork: PushNetwork = { ...defaultPushNetwork, ...options.push };
  const now = options.now ?? (() => new Date());
  let vapid: Promise<VapidKeys> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<number> | undefined;
  let closed = false;

  /** One delivery that was due when the round began (a try that failed in this round waits for the next one). */
  const claimOne = async (roundStart: Date): Promise<Claimed | undefined> => {
    const d = notificationDeliveries;
    const [claimed] = await db
      .update(d)
      .set({ attempts: sql`${d.attempts} + 1`, leaseUntil: sql`now() + ${LEASE}::interval` })
      .where(
        sql`${d.id} = (select ${d.id} from ${d} where ${d.status} in ('pending', 'held')
          and (${d.leaseUntil} is null or ${d.leaseUntil} <= least(now(), ${roundStart.toISOString()}::timestamptz))
          order by ${d.id} limit 1 for update skip locked)`,
      )
      .returning();
    return claimed;
  };

  const finish = (tx: DbOrTx, id: number, set: PgUpdateSetSource<typeof notificationDeliveries>) =>
    tx.update(notificationDeliveries).set(set).where(and(eq(notificationDeliveries.id, id), inArray(notificationDeliveries.status, ['pending', 'held'])));

  const deliverOne = async (delivery: Claimed): Promise<boolean> => {
    if (delivery.attempts > MAX_ATTEMPTS) {
      await finish(db, delivery.id, { status: 'failed', leaseUntil: null, lastError: delivery.lastError ?? `Gave up after ${MAX_ATTEMPTS} tries` });
      return true;
    }
    const [row] = await db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link, email: accounts.email, phone: accounts.phone, role: accounts.role })
      .from(notifications)
      .innerJoin(accounts, eq(accounts.id, notifications.accountId))
      .where(eq(notifications.id, delivery.notificationId));
    const channel = delivery.channel;
    if (QUIET_HOURS_CHANNELS.includes(channel)) {
      const { quietHours } = (await choicesOf(db, [{ accountId: delivery.accountId, role: row!.role }])).get(delivery.accountId)!;
      const wait = minutesOfQuietLeft(quietHours, now(), config.timeZone);
      if (wait > 0) {
        // Held until the quiet time ends; the hold is not a try.
        await finish(db, delivery.id, { status: 'held', attempts: delivery.attempts - 1, leaseUntil: new Date(now().getTime() + wait * 60_000) });
        return false;
      }
    }
    const signed = delivery.event === 'document_auto' && options.documentLink ? await options.documentLink(row!.link) : null;
    const relative = signed ?? row!.link;
    const link = config.publicUrl ? `${config.publicUrl}${relative}` : relative;
    let result: SendResult;
    if (channel === 'email') {
      if (!row!.email) result = { outcome: 'skipped', error: 'No email address' };
      else {
        // The outbox row and the mark are one transaction: the mail is queued exactly once.
        await db.transaction(async (tx) => {
          await mailer.send(tx, { to: row!.email!, subject: row!.title, body: `${plainText(row!, link)}\n\n-- Steelworks` });
          await finish(tx, delivery.id, { status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: null });
        });
        return true;
      }
    } else if (channel === 'push') {
      vapid ??= ensureVapidKeys(db);
      result = await sendPush(db, delivery.accountId, { title: row!.title, body: fillLink(row!.body, ''), link: row!.link }, await vapid, config.notify.pushSubject, pushNetwork);
    } else if (channel === 'whatsapp' || channel === 'sms') {
      const to = internationalPhone(row!.phone, config.notify.phoneCountryCode);
      if (!webhookChannels(config)[channel]) result = { outcome: 'skipped', error: `${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} is not configured` };
      else if (!to) result = { outcome: 'skipped', error: 'No phone number' };
      else {
        const documentTemplate =
          channel === 'whatsapp' && (delivery.event === 'document_sent' || delivery.event === 'document_auto')
            ? (await getSendTexts(db)).whatsapp_document_template
            : undefined;
        result = await sendPhoneMessage(channel, { to, title: row!.title, body: row!.body, link, event: delivery.event, documentTemplate }, config.notify, doFetch);
      }
    } else {
      result = { outcome: 'skipped', error: 'The bell needs no delivery' };
    }
    return record(delivery, channel, result);
  };

  const record = async (delivery: Claimed, channel: NotificationChannel, result: SendResult): Promise<boolean> => {
    const context = { deliveryId: delivery.id, channel, attempt: delivery.attempts };
    if (result.outcome === 'sent') {
      await finish(db, delivery.id, { status: 'sent', sentAt: sql`now()`, leaseUntil: null, lastError: result.note?.slice(0, 500) ?? null });
      log.info(context, 'notification sent');
      return true;
    }
    if (result.outcome === 'skipped') {
      await finish(db, delivery.id, { status: 'skipped', leaseUntil: null, lastError: result.error.slice(0, 500) });
      return true;
    }
    log.error({ ...context, err: result.error }, 'notification delivery failed');
    if (result.outcome === 'unknown') {
      // It may have arrived: the lease stays, and only when it ends is it tried again.
      await finish(db, delivery.id, { lastError: result.error.slice(0, 500) });
      return false;
    }
    if (result.final || delivery.attempts >= MAX_ATTEMPTS) {
      await finish(db, delivery.id, { status: 'failed', leaseUntil: null, lastError: result.error.slice(0, 500) });
      return true;
    }
    const pause = retryBaseMs * 2 ** (delivery.attempts - 1);
    await finish(db, delivery.id, { leaseUntil: sql`now() + ${pause} * interval '1 millisecond'`, lastError: result.error.slice(0, 500) });
    return false;
  };

  const deliverOnce = async (): Promise<number> => {
    // The VAPID keys are made by the first round of the first start (and kept in the database); a failure tries again.
    vapid ??= ensureVapidKeys(db).catch((error: unknown) => {
      vapid = undefined;
      throw error;
    });
    await vapid;
    let done = 0;
    let claims = 0;
    const roundStart = new Date();
    // Each lane claims the next due delivery as soon as its last one is done; the claim's SKIP LOCKED keeps lanes
    // (and other processes) off each other's deliveries.
    const lane = async () => {
      while (claims < ROUND && !closed) {
        claims += 1;
        const delivery = await claimOne(roundStart);
        if (!delivery) return;
        try {
          if (await deliverOne(delivery)) done += 1;
        } catch (error) {
          // The lease stays: another try comes when it ends.
          log.error({ deliveryId: delivery.id, err: (error as Error).message }, 'notification delivery failed');
        }
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    return done;
  };

  const deliverPending = () => {
    delivering = (delivering ?? Promise.resolve(0)).then(deliverOnce, deliverOnce);
    return delivering;
  };
  const pollMs = config.notify.pollSeconds * 1000;
  const deliverSoon = (delayMs: number) => {
    if (closed || options.poll === false || pollMs <= 0) return;
    clearTimeout(timer);
    timer = outsideRequest(() =>
      setTimeout(() => {
        void deliverPending()
          .catch((error: unknown) => log.error({ err: (error as Error).message }, 'notification delivery failed'))
          .finally(() => deliverSoon(pollMs));
      }, delayMs),
    );
    timer.unref();
  };
  deliverSoon(pollMs);

  return {
    deliverPending,
    async close() {
      closed = true;
      clearTimeout(timer);
      await delivering?.catch(() => 0);
    },
  };
}

/** Minutes from `at` until the quiet hours end (0 when `at` is outside them), in the business time zone. */
export function minutesOfQuietLeft(quiet: QuietHours, at: Date, timeZone: string): number {
  if (!quiet.start || !quiet.end) return 0;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at).map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const nowMin = Number(parts.hour) * 60 + Number(parts.minute);
  const toMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const start = toMin(quiet.start);
  const end = toMin(quiet.end);
  // Start after end spans midnight (22:00-07:00).
  const inside = start < end ? nowMin >= start && nowMin < end : nowMin >= start || nowMin < end;
  return inside ? (end - nowMin + 1440) % 1440 || 1440 : 0;
}
