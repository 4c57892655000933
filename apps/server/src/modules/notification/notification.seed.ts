import type { NotificationEvent } from '@steelworks/contract/notification';
import type { AppContext } from '../../lib/context';
import { authTokens } from '../../db/accounts.table';
import { notificationDeliveries, notifications } from './notification.table';

/** One of the demo's past notifications, as the module whose event it is words it. */
export type DemoNotice = { accountId: number; event: NotificationEvent; title: string; body: string; link: string; createdAt: Date };
/** What the demo's bell shows: recent events (each person's newest unread), and past automatic sends delivered by mail. */
export type DemoBell = { recent: DemoNotice[]; mailed: DemoNotice[] };

/**
 * The demo's bell (issue 34, docs/decisions/034-notifications.md). The demo seeds go through the services, which write
 * an event at every step (hundreds of works and invoices, each with its mail): those are dropped, so a fresh clone's
 * outbox is not flooded, and the demo dealer and worker get a few recent ones instead, the newest unread, named by the
 * modules that own them (`demoBell`, wired in db/seed.ts). Nothing is delivered outside for them.
 */
export async function seedNotifications(ctx: AppContext, demoBell: (ctx: AppContext) => Promise<DemoBell>): Promise<void> {
  const { db } = ctx;
  // Only a database nobody has signed in to yet: its notifications are the seeds' own.
  const [signedIn] = await db.select({ id: authTokens.id }).from(authTokens).limit(1);
  if (signedIn) return;
  await db.delete(notificationDeliveries);
  await db.delete(notifications);

  const { recent, mailed } = await demoBell(ctx);
  // Sends already made by mail on their day: read, and logged as sent.
  if (mailed.length > 0) {
    const sent = await db
      .insert(notifications)
      .values(mailed.map((notice) => ({ ...notice, readAt: notice.createdAt })))
      .returning({ id: notifications.id, accountId: notifications.accountId, event: notifications.event, createdAt: notifications.createdAt });
    await db.insert(notificationDeliveries).values(
      sent.map((row) => ({ notificationId: row.id, accountId: row.accountId, event: row.event, channel: 'email' as const, status: 'sent' as const, attempts: 1, sentAt: row.createdAt, createdAt: row.createdAt })),
    );
  }

  // Oldest first, so the ids follow the times; all but the newest of each person read.
  const rows = [...recent].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const newest = new Map(rows.map((row) => [row.accountId, row]));
  const values = rows.map((row) => ({ ...row, readAt: newest.get(row.accountId) === row ? null : row.createdAt }));
  if (values.length > 0) await db.insert(notifications).values(values);
}
