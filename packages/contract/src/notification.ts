import { z } from 'zod';
import type { Role } from './roles';
import { listQuerySchema } from './common/list-query';

/**
 * Notifications (issue 34): what happened, who hears of it, and on which channels. The server writes one event per
 * change, in the change's own transaction, and a worker delivers it to each recipient on each channel they keep on
 * (docs/decisions/034-notifications.md lists every event, its recipients and the defaults).
 */

export const NOTIFICATION_EVENTS = [
  'order_approved',
  'order_started',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'invoice_issued',
  'payment_received',
  'work_assigned',
  'supply_ready',
  'stock_low',
  'visit_outside_geofence',
  'supervisor_withdrawal',
  'document_sent',
  'document_auto',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
const notificationEventSchema = z.enum(NOTIFICATION_EVENTS, { error: 'Choose an event' });

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  order_approved: 'Order approved',
  order_started: 'Order started',
  order_shipped: 'Order shipped',
  order_delivered: 'Order delivered',
  order_cancelled: 'Order cancelled',
  invoice_issued: 'Invoice issued',
  payment_received: 'Payment received',
  work_assigned: 'Work assigned to you',
  supply_ready: 'Store supply ready to provide',
  stock_low: 'Store item below its reorder level',
  visit_outside_geofence: 'Visit checked in outside its site',
  supervisor_withdrawal: 'Supervisor withdrawal made',
  document_sent: 'Document sent',
  document_auto: 'Invoice, receipt, statement or reminder sent automatically',
};

/** Who can ever receive an event (the server also narrows by ownership: a dealer only of its own orders). */
export const NOTIFICATION_EVENT_ROLES: Record<NotificationEvent, readonly Role[]> = {
  order_approved: ['dealer'],
  order_started: ['dealer'],
  order_shipped: ['dealer'],
  order_delivered: ['dealer'],
  order_cancelled: ['dealer', 'admin', 'productionmanager'],
  invoice_issued: ['dealer'],
  payment_received: ['dealer'],
  work_assigned: ['worker'],
  supply_ready: ['storemanager'],
  stock_low: ['storemanager', 'admin', 'productionmanager'],
  visit_outside_geofence: ['admin', 'productionmanager'],
  supervisor_withdrawal: ['supervisor', 'admin'],
  // Sent by hand to one dealer on the channel chosen (issue 48): no one chooses it in the preferences.
  document_sent: [],
  // Automatic sends and payment reminders (issue 48 point 3): the dealer's own choice of channels applies.
  document_auto: ['dealer'],
};

/** `app` is the bell; the others leave the building and are sent only when configured (mail: SMTP; push: always). */
export const NOTIFICATION_CHANNELS = ['app', 'email', 'push', 'whatsapp', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, { error: 'Choose a channel' });
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  app: 'In the app',
  email: 'Email',
  push: 'Phone push',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};
/** Quiet hours hold these channels until the quiet time ends (the bell and mail are not intrusive). */
export const QUIET_HOURS_CHANNELS: readonly NotificationChannel[] = ['push', 'whatsapp', 'sms'];

// --- The bell ---------------------------------------------------------------------------------------------------

export const notificationSchema = z.object({
  id: z.number().int(),
  event: notificationEventSchema,
  /** One line, e.g. "Order ORD-0042 approved". Never a password or token. */
  title: z.string(),
  body: z.string(),
  /** A path of the web app, e.g. `/orders/42`. */
  link: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications/?unread=true */
export const notificationListQuerySchema = listQuerySchema.extend({
  unread: z
    .enum(['true', 'false'], { error: 'Use true or false' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** GET /notifications/unread-count/ (the bell polls it). */
export const unreadCountSchema = z.object({ count: z.number().int() });

// --- Preferences --------------------------------------------------------------------------------------------------

const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 22:00');

/** Quiet hours in the business time zone; start after end spans midnight (22:00-07:00). Both null: none. */
export const quietHoursSchema = z
  .object({ start: timeOfDaySchema.nullable(), end: timeOfDaySchema.nullable() })
  .refine((q) => (q.start === null) === (q.end === null), { message: 'Give both a start and an end, or neither', path: ['end'] })
  .refine((q) => q.start === null || q.start !== q.end, { message: 'Start and end must differ', path: ['end'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;

const channelChoiceSchema = z.object(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean()])) as Record<NotificationChannel, z.ZodBoolean>,
);
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;

/** GET/PUT /notifications/preferences/: the caller's own, only for the events its role can receive. */
export const notificationPreferencesSchema = z.object({
  events: z.array(z.object({ event: notificationEventSchema, channels: channelChoiceSchema })),
  quiet_hours: quietHoursSchema,
  /** Channels this install can send on now (others are shown but greyed: "not configured"). Read only. */
  available_channels: z.array(notificationChannelSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const notificationPreferencesInputSchema = notificationPreferencesSchema.omit({ available_channels: true });
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

/** GET/PUT /notifications/defaults/ (admin): the channels each role starts with, per event, and default quiet hours. */
export const notificationDefaultsSchema = z.object({
  roles: z.array(
    z.object({
      role: z.string(),
      events: z.array(z.object({ event: notificationEventSchema, channels: channelChoiceSchema })),
    }),
  ),
  quiet_hours: quietHoursSchema,
});
export type NotificationDefaults = z.infer<typeof notificationDefaultsSchema>;

// --- Web push -----------------------------------------------------------------------------------------------------

/** GET /notifications/push/key/: the VAPID public key (made on first start, kept in the database). */
export const pushKeySchema = z.object({ public_key: z.string() });
export const PUSH_SUBSCRIPTION_TEXT = {
  endpoint: 'Give the push endpoint',
  notPushService: 'Push goes only to the browsers’ push services over https (Google, Mozilla, Apple, Microsoft)',
  keys: 'Give the keys of the browser’s push subscription',
  takenByAnother: 'Another account receives its notifications at this push endpoint',
} as const;

/**
 * The push services browsers subscribe with (docs/decisions/034-notifications.md): Chrome, Opera, Samsung Internet
 * and Brave use Google's FCM, Firefox Mozilla's, Safari Apple's, Edge Microsoft's. Exact hosts, and suffixes that
 * only their owner's subdomains end with. The server posts nowhere else, so an endpoint cannot aim it inside.
 */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'] as const;
const PUSH_SERVICE_HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com'] as const;

/** Why the server will not post to this endpoint, or undefined: https on the default port, a push service's host. */
export function pushEndpointProblem(endpoint: string): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_SUBSCRIPTION_TEXT.endpoint;
  }
  // The URL parser has already turned 0x7f000001, 2130706433 and 127.1 into 127.0.0.1: no literal is on the list.
  const host = url.hostname;
  const known = (PUSH_SERVICE_HOSTS as readonly string[]).includes(host) || PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix));
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '' || !known) return PUSH_SUBSCRIPTION_TEXT.notPushService;
  return undefined;
}

/** The browser's keys in base64url (a P-256 public key of 65 bytes, an auth secret of 16), as PushSubscription.toJSON() gives them. */
const p256dhSchema = z.string({ error: PUSH_SUBSCRIPTION_TEXT.keys }).regex(/^B[\w-]{86}=?$/, PUSH_SUBSCRIPTION_TEXT.keys);
const authSecretSchema = z.string({ error: PUSH_SUBSCRIPTION_TEXT.keys }).regex(/^[\w-]{22}(==)?$/, PUSH_SUBSCRIPTION_TEXT.keys);

/** POST /notifications/push/subscriptions/ (PushSubscription.toJSON()); DELETE with { endpoint }. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: PUSH_SUBSCRIPTION_TEXT.endpoint })
    .max(1000, 'At most 1000 characters')
    .superRefine((endpoint, ctx) => {
      const problem = pushEndpointProblem(endpoint);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  keys: z.object({ p256dh: p256dhSchema, auth: authSecretSchema }, { error: PUSH_SUBSCRIPTION_TEXT.keys }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;
export const pushUnsubscribeInputSchema = z.object({ endpoint: z.string().min(1).max(1000) });

// --- Delivery log (admin) -----------------------------------------------------------------------------------------

export const DELIVERY_STATUSES = ['pending', 'held', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Waiting',
  held: 'Held for quiet hours',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Not sent',
};

export const deliverySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  event: notificationEventSchema,
  title: z.string(),
  recipient: z.number().int(),
  recipient_name: z.string(),
  channel: notificationChannelSchema,
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** Why the last try failed or why it was not sent (no address, channel not configured). */
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

/** GET /notifications/deliveries/?status=failed&channel=whatsapp&event=... */
export const deliveryListQuerySchema = listQuerySchema.extend({
  status: z.enum(DELIVERY_STATUSES, { error: 'Choose a status' }).optional(),
  channel: notificationChannelSchema.optional(),
  event: notificationEventSchema.optional(),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

