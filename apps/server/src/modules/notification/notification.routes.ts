import { z } from 'zod';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import {
  deliveryListQuerySchema,
  deliverySchema,
  notificationDefaultsSchema,
  notificationListQuerySchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  notificationSchema,
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  unreadCountSchema,
} from '@steelworks/contract/notification';
import { actionPost, actorOf, createdPost, deletedNoContent, pagedGet, readGet, updateBy, type App } from '../../lib/http';
import { ensureVapidKeys } from './notification-channels';
import {
  getNotificationDefaults,
  getNotificationPreferences,
  updateNotificationDefaults,
  updateNotificationPreferences,
} from './notification-preferences.service';
import { countUnread, listDeliveries, listNotifications, markAllRead, markRead, subscribePush, unsubscribePush } from './notifications.service';

const tags = ['notifications'];

/** Issue 34: the bell, one's preferences and phones, and the admin's defaults and delivery log. */
export async function notificationRoutes(app: App) {
  const { db, config } = app.ctx;

  pagedGet(app, '/notifications', { access: 'notifications', schema: { tags, querystring: notificationListQuerySchema }, item: notificationSchema }, (request) =>
    listNotifications(db, request.query, actorOf(request)),
  );
  readGet(
    app,
    '/notifications/unread-count',
    { access: 'notifications', schema: { tags }, response: unreadCountSchema },
    async (request) => ({
      count: await countUnread(db, actorOf(request)),
    }),
  );
  actionPost(app, '/notifications/:id/read', { access: 'notifications', schema: { tags, params: idParamSchema }, response: notificationSchema }, (request) =>
    markRead(db, request.params.id, actorOf(request)),
  );
  actionPost(
    app,
    '/notifications/read-all',
    { access: 'notifications', schema: { tags }, response: unreadCountSchema },
    async (request) => ({
      count: await markAllRead(db, actorOf(request)),
    }),
  );

  readGet(app, '/notifications/preferences', { access: 'notifications', schema: { tags }, response: notificationPreferencesSchema }, (request) =>
    getNotificationPreferences(db, actorOf(request), config),
  );
  updateBy(
    app,
    'PUT',
    '/notifications/preferences',
    { access: 'notifications', schema: { tags, body: notificationPreferencesInputSchema }, response: notificationPreferencesSchema },
    (request) => updateNotificationPreferences(db, request.body, actorOf(request), config),
  );
  readGet(app, '/notifications/defaults', { access: 'notificationAdmin', schema: { tags }, response: notificationDefaultsSchema }, () =>
    getNotificationDefaults(db),
  );
  updateBy(
    app,
    'PUT',
    '/notifications/defaults',
    { access: 'notificationAdmin', schema: { tags, body: notificationDefaultsSchema }, response: notificationDefaultsSchema },
    (request) => updateNotificationDefaults(db, request.body, actorOf(request)),
  );

  readGet(
    app,
    '/notifications/push/key',
    { access: 'notifications', schema: { tags }, response: pushKeySchema },
    async () => ({
      public_key: (await ensureVapidKeys(db)).publicKey,
    }),
  );
  createdPost(
    app,
    '/notifications/push/subscriptions',
    { access: 'notifications', schema: { tags, body: pushSubscriptionInputSchema }, response: z.object({ endpoint: z.string() }) },
    (request) => subscribePush(db, request.body, actorOf(request)),
  );
  deletedNoContent(app, '/notifications/push/subscriptions', { access: 'notifications', schema: { tags, body: pushUnsubscribeInputSchema } }, (request) =>
    unsubscribePush(db, request.body.endpoint, actorOf(request)),
  );

  pagedGet(app, '/notifications/deliveries', { access: 'notificationAdmin', schema: { tags, querystring: deliveryListQuerySchema }, item: deliverySchema }, (request) =>
    listDeliveries(db, request.query),
  );
}
