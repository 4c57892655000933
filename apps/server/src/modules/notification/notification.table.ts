import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, smallint, timestamp, uniqueIndex, varchar, integer } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type ChannelChoice, type NotificationEvent } from '@steelworks/contract/notification';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { accounts } from '../../db/accounts.table';

export const notificationEventEnum = pgEnum('notification_event', NOTIFICATION_EVENTS);
export const notificationChannelEnum = pgEnum('notification_channel', NOTIFICATION_CHANNELS);
export const deliveryStatusEnum = pgEnum('notification_delivery_status', DELIVERY_STATUSES);

/**
 * The bell: one row per recipient of an event, written in the transaction of the change that caused it
 * (docs/decisions/034-notifications.md). Titles and bodies never carry a password or token.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serialId(),
    accountId: requiredRef('account_id', () => accounts.id),
    event: notificationEventEnum('event').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: varchar('body', { length: 500 }).notNull().default(''),
    link: varchar('link', { length: 200 }).notNull(),
    /** False when the person turned the bell off for this event: the row is only the message its deliveries carry. */
    shown: boolean('shown').notNull().default(true),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The bell's list, newest first, and its unread count (a partial index: only what is still unread).
    index('notifications_account_idx').on(t.accountId, t.id.desc()).where(sql`${t.shown}`),
    index('notifications_account_unread_idx').on(t.accountId, t.id.desc()).where(sql`${t.shown} and ${t.readAt} is null`),
    // A document's automatic sends, for its "Sent" log (automatic-sends.service.ts).
    index('notifications_link_idx').on(t.link, t.id.desc()),
  ],
);

/**
 * One row per notification and channel outside the app, delivered by the worker (notification-worker.ts) under a
 * lease, as the mail outbox is. The unique key makes "exactly once per recipient and channel" a property of the data.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serialId(),
    notificationId: requiredRef('notification_id', () => notifications.id),
    /** The recipient and event again, so the admin's log filters and pages on this table's own indexes. */
    accountId: requiredRef('account_id', () => accounts.id),
    event: notificationEventEnum('event').notNull(),
    channel: notificationChannelEnum('channel').notNull(),
    status: deliveryStatusEnum('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** No worker claims the row before this: while one sends it, after a failed try, or until quiet hours end. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once_key').on(t.notificationId, t.channel),
    // The worker's queue: only what is still to deliver, so it stays small however long the log grows.
    index('notification_deliveries_queue_idx').on(t.id).where(sql`${t.status} in ('pending', 'held')`),
    // The delivery log, newest first, by each filter.
    index('notification_deliveries_status_idx').on(t.status, t.id.desc()),
    index('notification_deliveries_channel_idx').on(t.channel, t.id.desc()),
    index('notification_deliveries_event_idx').on(t.event, t.id.desc()),
    index('notification_deliveries_account_idx').on(t.accountId, t.id.desc()),
  ],
);

/** What an account chose; absent: its role's defaults (the admin's, else the contract's). */
export const notificationPreferences = pgTable('notification_preferences', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  events: jsonb('events').$type<Partial<Record<NotificationEvent, ChannelChoice>>>().notNull(),
  /** 'HH:MM' in the business time zone; both null: no quiet hours. */
  quietStart: varchar('quiet_start', { length: 5 }),
  quietEnd: varchar('quiet_end', { length: 5 }),
  updatedAt: updatedAt(),
});

/** Settings of the notifications kept in the database: the VAPID key pair (`vapid`) and the admin's defaults. */
export const notificationSettings = pgTable('notification_settings', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The phones (browsers) of an account that receive web push; one row per push endpoint, which stays with the account
 * that first posted it, at most PUSH_DEVICES_PER_ACCOUNT per account (notifications.service.ts subscribePush).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serialId(),
    accountId: requiredRef('account_id', () => accounts.id),
    endpoint: varchar('endpoint', { length: 1000 }).notNull(),
    p256dh: varchar('p256dh', { length: 200 }).notNull(),
    auth: varchar('auth', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_account_idx').on(t.accountId)],
);
