import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_EVENT_ROLES,
  NOTIFICATION_EVENTS,
  type ChannelChoice,
  type NotificationChannel,
  type NotificationDefaults,
  type NotificationEvent,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type QuietHours,
} from '@steelworks/contract/notification';
import { ROLES, type Role } from '@steelworks/contract/roles';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { inIds } from '../../lib/paginate';
import { notificationPreferences, notificationSettings } from './notification.table';
import { webhookChannels } from './notification-channels';

/** Quiet hours every account starts with until the admin changes the default or the person their own. */
const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '07:00' };

/**
 * The contract's defaults (docs/decisions/034-notifications.md): the bell for every event of the role; mail for every
 * event a dealer receives (its orders, invoices, payments, automatic sends) and for low stock and visits outside their
 * site; push for new works and supplies to provide; WhatsApp for a dealer's shipped order and issued invoice; SMS never.
 */
function builtInChoice(role: Role, event: NotificationEvent): ChannelChoice {
  const dealer = role === 'dealer';
  return {
    app: true,
    email: (dealer && NOTIFICATION_EVENT_ROLES[event].includes('dealer')) || event === 'stock_low' || event === 'visit_outside_geofence',
    push: event === 'work_assigned' || event === 'supply_ready',
    whatsapp: dealer && (event === 'order_shipped' || event === 'invoice_issued' || event === 'document_auto'),
    sms: false,
  };
}

/** The events an account of this role can receive, in the contract's order. */
function eventsOfRole(role: Role): NotificationEvent[] {
  return NOTIFICATION_EVENTS.filter((event) => NOTIFICATION_EVENT_ROLES[event].includes(role));
}

type StoredDefaults = { roles: Partial<Record<Role, Partial<Record<NotificationEvent, ChannelChoice>>>>; quiet_hours: QuietHours };

/** What the admin set (PUT /notifications/defaults/), or nothing yet. */
async function readStoredDefaults(db: DbOrTx): Promise<StoredDefaults | undefined> {
  const [row] = await db.select({ value: notificationSettings.value }).from(notificationSettings).where(eq(notificationSettings.key, 'defaults'));
  return row?.value as StoredDefaults | undefined;
}

/** The defaults the admin sees: the stored ones where set, else the built-in ones; every role with events. */
export async function getNotificationDefaults(db: DbOrTx): Promise<NotificationDefaults> {
  const stored = await readStoredDefaults(db);
  return {
    roles: ROLES.filter((role) => eventsOfRole(role).length > 0).map((role) => ({
      role,
      events: eventsOfRole(role).map((event) => ({ event, channels: stored?.roles[role]?.[event] ?? builtInChoice(role, event) })),
    })),
    quiet_hours: stored?.quiet_hours ?? DEFAULT_QUIET_HOURS,
  };
}

/** PUT /notifications/defaults/: roles and events left out keep what they had. */
export async function updateNotificationDefaults(db: DbOrTx, input: NotificationDefaults, actor: AuditActor): Promise<NotificationDefaults> {
  return db.transaction(async (tx) => {
    const before = await getNotificationDefaults(tx);
    const stored: StoredDefaults = (await readStoredDefaults(tx)) ?? { roles: {}, quiet_hours: DEFAULT_QUIET_HOURS };
    input.roles.forEach((entry, i) => {
      if (!(ROLES as readonly string[]).includes(entry.role) || eventsOfRole(entry.role as Role).length === 0) {
        throw fieldError(`roles.${i}.role`, 'Choose a role that receives notifications');
      }
      const role = entry.role as Role;
      const allowed = eventsOfRole(role);
      entry.events.forEach((choice, j) => {
        if (!allowed.includes(choice.event)) throw fieldError(`roles.${i}.events.${j}.event`, 'This role does not receive this event');
        (stored.roles[role] ??= {})[choice.event] = choice.channels;
      });
    });
    stored.quiet_hours = input.quiet_hours;
    await tx
      .insert(notificationSettings)
      .values({ key: 'defaults', value: stored })
      .onConflictDoUpdate({ target: notificationSettings.key, set: { value: stored, updatedAt: sql`now()` } });
    const after = await getNotificationDefaults(tx);
    await recordAudit(tx, actor, { entity: 'notification_defaults', id: 0, action: 'update', before, after });
    return after;
  });
}

/** The channels this install can send on now: the bell, mail (the outbox keeps it without SMTP), push, and the rest when configured. */
function availableChannels(config: Config): NotificationChannel[] {
  const outside = webhookChannels(config);
  return ['app', 'email', 'push', ...(['whatsapp', 'sms'] as const).filter((channel) => outside[channel])];
}

export type Choices = { events: Partial<Record<NotificationEvent, ChannelChoice>>; quietHours: QuietHours };

/**
 * What each account receives, in one read for any number of accounts: its own choices, else its role's defaults as
 * the admin set them, else the built-in ones. Quiet hours likewise.
 */
export async function choicesOf(db: DbOrTx, people: ReadonlyArray<{ accountId: number; role: Role }>): Promise<Map<number, Choices>> {
  if (people.length === 0) return new Map();
  const [stored, own] = await Promise.all([
    readStoredDefaults(db),
    db
      .select()
      .from(notificationPreferences)
      .where(inIds(notificationPreferences.accountId, [...new Set(people.map((p) => p.accountId))])),
  ]);
  const ownById = new Map(own.map((row) => [row.accountId, row]));
  const choices = new Map<number, Choices>();
  for (const person of people) {
    const mine = ownById.get(person.accountId);
    const events: Choices['events'] = {};
    for (const event of eventsOfRole(person.role)) {
      events[event] = mine?.events[event] ?? stored?.roles[person.role]?.[event] ?? builtInChoice(person.role, event);
    }
    const quietHours = mine ? { start: mine.quietStart, end: mine.quietEnd } : (stored?.quiet_hours ?? DEFAULT_QUIET_HOURS);
    choices.set(person.accountId, { events, quietHours });
  }
  return choices;
}

export async function getNotificationPreferences(
  db: DbOrTx,
  actor: { accountId: number; role: Role },
  config: Config,
): Promise<NotificationPreferences> {
  const choices = (await choicesOf(db, [actor])).get(actor.accountId)!;
  return {
    events: eventsOfRole(actor.role).map((event) => ({ event, channels: choices.events[event]! })),
    quiet_hours: choices.quietHours,
    available_channels: availableChannels(config),
  };
}

/** PUT /notifications/preferences/: the caller's own; events it leaves out keep what they had. */
export async function updateNotificationPreferences(
  db: DbOrTx,
  input: NotificationPreferencesInput,
  actor: { accountId: number; role: Role },
  config: Config,
): Promise<NotificationPreferences> {
  const allowed = eventsOfRole(actor.role);
  input.events.forEach((choice, i) => {
    if (!allowed.includes(choice.event)) throw fieldError(`events.${i}.event`, 'You do not receive this event');
  });
  return db.transaction(async (tx) => {
    const current = (await choicesOf(tx, [actor])).get(actor.accountId)!;
    const events = { ...current.events, ...Object.fromEntries(input.events.map((choice) => [choice.event, choice.channels])) };
    const values = { events, quietStart: input.quiet_hours.start, quietEnd: input.quiet_hours.end, updatedAt: sql`now()` };
    await tx
      .insert(notificationPreferences)
      .values({ accountId: actor.accountId, ...values })
      .onConflictDoUpdate({ target: notificationPreferences.accountId, set: values });
    return getNotificationPreferences(tx, actor, config);
  });
}
