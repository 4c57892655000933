import { and, count, desc, eq, ilike, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  PUSH_SUBSCRIPTION_TEXT,
  type Delivery,
  type DeliveryListQuery,
  type Notification,
  type NotificationListQuery,
  type PushSubscriptionInput,
} from '@steelworks/contract/notification';
import { fillLink } from '@steelworks/contract/documents';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { cappedCounter, inIds, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { PUSH_DEVICES_PER_ACCOUNT } from './notification-channels';
import { notificationDeliveries, notifications, pushSubscriptions } from './notification.table';

type Owner = { accountId: number };

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    event: row.event,
    title: row.title,
    // A document's text may place its signed link ({link}); the bell has its own link to the page.
    body: fillLink(row.body, ''),
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}

const mine = (owner: Owner, unread?: boolean) =>
  and(eq(notifications.accountId, owner.accountId), eq(notifications.shown, true), unread ? isNull(notifications.readAt) : undefined);

/** The caller's bell, newest first (read through the partial index on its account). */
export function listNotifications(db: DbOrTx, query: NotificationListQuery, owner: Owner): PagedQuery<Notification> {
  const where = mine(owner, query.unread === true);
  return {
    ...cappedCounter(db, () => db.select({ id: notifications.id }).from(notifications).where(where)),
    rows: async (limit, offset) =>
      (await db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(limit).offset(offset)).map(toNotification),
  };
}

/** The bell's number: counted no further than 1,000 (the bell shows 99+ long before). */
export async function countUnread(db: DbOrTx, owner: Owner): Promise<number> {
  const capped = db.select({ id: notifications.id }).from(notifications).where(mine(owner, true)).limit(1000).as('unread');
  const [row] = await db.select({ n: count() }).from(capped);
  return Number(row?.n ?? 0);
}

/** Marks one of the caller's own read (another's is 404, as if it did not exist). Reading twice keeps the first time. */
export async function markRead(db: DbOrTx, id: number, owner: Owner): Promise<Notification> {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), mine(owner)));
  const [row] = await db.select().from(notifications).where(and(eq(notifications.id, id), mine(owner)));
  if (!row) throw notFound();
  return toNotification(row);
}

export async function markAllRead(db: DbOrTx, owner: Owner): Promise<number> {
  const rows = await db.update(notifications).set({ readAt: sql`now()` }).where(mine(owner, true)).returning({ id: notifications.id });
  return rows.length;
}

// --- Push subscriptions -------------------------------------------------------------------------------------------

/**
 * A phone turned push on. The endpoint belongs to the account that first posted it: the same account may post it
 * again (fresh keys), another is refused, so nobody takes over (or silences) someone else's phone. A person keeps
 * PUSH_DEVICES_PER_ACCOUNT phones; a new one past that replaces the oldest (most likely a phone long gone). The
 * account's row lock queues two phones subscribing at once, so the cap holds across processes too.
 */
export async function subscribePush(db: DbOrTx, input: PushSubscriptionInput, owner: Owner): Promise<{ endpoint: string }> {
  const s = pushSubscriptions;
  await db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, owner.accountId)).for('no key update');
    const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
    const kept = await tx
      .insert(s)
      .values({ endpoint: input.endpoint, accountId: owner.accountId, ...keys })
      .onConflictDoUpdate({ target: s.endpoint, set: keys, setWhere: eq(s.accountId, owner.accountId) })
      .returning({ id: s.id });
    if (kept.length === 0) throw new AppError('conflict', PUSH_SUBSCRIPTION_TEXT.takenByAnother, { endpoint: [PUSH_SUBSCRIPTION_TEXT.takenByAnother] });
    const newest = tx.select({ id: s.id }).from(s).where(eq(s.accountId, owner.accountId)).orderBy(desc(s.id)).limit(PUSH_DEVICES_PER_ACCOUNT);
    await tx.delete(s).where(and(eq(s.accountId, owner.accountId), notInArray(s.id, newest)));
  });
  return { endpoint: input.endpoint };
}

/** Only the caller's own subscription is removed; another's endpoint is 404. */
export async function unsubscribePush(db: DbOrTx, endpoint: string, owner: Owner): Promise<void> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.accountId, owner.accountId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound();
}

// --- Delivery log (admin) -----------------------------------------------------------------------------------------

/**
 * Every delivery outside the app, newest first. Filters are columns of the deliveries with an index each (status,
 * channel, event, recipient); a search names recipients (the accounts' trigram indexes find the few), whose deliveries
 * are then read by account. The page's titles and names come in one join, never a query per row.
 */
export async function listDeliveries(db: DbOrTx, query: DeliveryListQuery): Promise<PagedQuery<Delivery>> {
  const d = notificationDeliveries;
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(d.status, query.status));
  if (query.channel) filters.push(eq(d.channel, query.channel));
  if (query.event) filters.push(eq(d.event, query.event));
  const search = query.search.trim();
  if (search) {
    const pattern = likePattern(search);
    const people = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(or(ilike(accounts.fullName, pattern), ilike(accounts.username, pattern), ilike(accounts.phone, pattern)))
      .limit(500);
    filters.push(inIds(d.accountId, people.map((p) => p.id)));
  }
  const where = filters.length ? and(...filters) : undefined;
  return {
    ...cappedCounter(db, () => db.select({ id: d.id }).from(d).where(where), { estimateFirst: !search, search }),
    rows: async (limit, offset) => {
      const rows = await db
        .select({ d, title: notifications.title, name: accounts.fullName })
        .from(d)
        .innerJoin(notifications, eq(notifications.id, d.notificationId))
        .innerJoin(accounts, eq(accounts.id, d.accountId))
        .where(where)
        .orderBy(desc(d.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ d: row, title, name }) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        event: row.event,
        title,
        recipient: row.accountId,
        recipient_name: name,
        channel: row.channel,
        status: row.status,
        attempts: row.attempts,
        last_error: row.lastError,
        sent_at: row.sentAt ? row.sentAt.toISOString() : null,
      }));
    },
  };
}

/** Where some deliveries stand (a document's send log reads its WhatsApp and SMS sends here), by delivery id. */
export async function deliveryStates(db: DbOrTx, ids: number[]): Promise<Map<number, { status: string; lastError: string | null; sentAt: Date | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: notificationDeliveries.id, status: notificationDeliveries.status, lastError: notificationDeliveries.lastError, sentAt: notificationDeliveries.sentAt })
    .from(notificationDeliveries)
    .where(inIds(notificationDeliveries.id, ids));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}
