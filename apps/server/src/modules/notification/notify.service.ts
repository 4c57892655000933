/**
 * The notification module's interface (docs/decisions/054-notifications-one-interface.md): the module that causes an
 * event (order, billing, production, schedule, store, field, supervisor: their `*-notify.ts`) reads its own records,
 * builds the text and names the people, inside the transaction of the change (docs/decisions/034-notifications.md);
 * this module finds people by role or account, applies what each chose, and writes the bell's rows and one delivery row
 * per recipient and outside channel. It reads no other module's records. Nothing leaves the building here: the worker
 * (notification-worker.ts) delivers after the commit, so a slow provider never holds a request, and a change that rolls
 * back takes its notifications with it.
 */
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { NOTIFICATION_EVENT_ROLES, type NotificationChannel, type NotificationEvent } from '@steelworks/contract/notification';
import type { AutomaticSends } from '@steelworks/contract/documents';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../../db/client';
import { inIds } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { choicesOf } from './notification-preferences.service';
import { notificationDeliveries, notifications } from './notification.table';

export type Person = { accountId: number; role: Role };
export type Message = { title: string; body: string; link: string };
/** Who made the change: never told of it by a role-wide event (the admin who cancels does not hear of the cancel). */
export type Cause = { accountId?: number | null } | null | undefined;

const OUTSIDE: readonly NotificationChannel[] = ['email', 'push', 'whatsapp', 'sms'];

/**
 * Writes one event for these people: only those whose role can receive it, each once, each with what it chose (the bell
 * row is kept, unshown, when only outside channels are on: the deliveries carry its text).
 */
export async function notifyPeople(tx: DbOrTx, event: NotificationEvent, people: ReadonlyArray<Person & Message>): Promise<void> {
  const seen = new Set<number>();
  const eligible = people.filter((p) => NOTIFICATION_EVENT_ROLES[event].includes(p.role) && !seen.has(p.accountId) && seen.add(p.accountId));
  if (eligible.length === 0) return;
  const choices = await choicesOf(tx, eligible);
  const chosen = eligible.flatMap((person) => {
    const channels = choices.get(person.accountId)!.events[event]!;
    const outside = OUTSIDE.filter((channel) => channels[channel]);
    return channels.app || outside.length > 0 ? [{ person, shown: channels.app, outside }] : [];
  });
  if (chosen.length === 0) return;
  const inserted = await tx
    .insert(notifications)
    .values(
      chosen.map(({ person, shown }) => ({
        accountId: person.accountId,
        event,
        title: person.title.slice(0, 200),
        body: person.body.slice(0, 500),
        link: person.link.slice(0, 200),
        shown,
      })),
    )
    .returning({ id: notifications.id, accountId: notifications.accountId });
  const idOf = new Map(inserted.map((row) => [row.accountId, row.id]));
  const deliveries = chosen.flatMap(({ person, outside }) =>
    outside.map((channel) => ({ notificationId: idOf.get(person.accountId)!, accountId: person.accountId, event, channel })),
  );
  if (deliveries.length > 0) await tx.insert(notificationDeliveries).values(deliveries);
}

/**
 * Queues one automatic send to a dealer's account, inside the caller's transaction, on the channels the dealer chose
 * for "sent automatically" (quiet hours hold WhatsApp and SMS in the worker). `message.link` is the document's page in
 * the app (the bell's link); the worker turns it into the document's signed link when it delivers by mail, WhatsApp or
 * SMS. Nothing for an excluded dealer.
 */
export async function sendAutomatically(
  tx: DbOrTx,
  settings: AutomaticSends,
  dealer: { dealerId: number; accountId: number },
  message: Message,
): Promise<void> {
  if (settings.excluded_dealers.includes(dealer.dealerId)) return;
  await notifyPeople(tx, 'document_auto', [{ accountId: dealer.accountId, role: 'dealer', ...message }]);
}

/**
 * One message to one account on one channel, whatever it chose (a document sent by hand, issue 48): the bell row is
 * shown when the account can sign in, and the worker delivers it under its lease and retries. Answers the delivery's id.
 */
export async function queueDirectMessage(
  tx: DbOrTx,
  accountId: number,
  message: Message,
  channel: Exclude<NotificationChannel, 'app' | 'push'>,
): Promise<number> {
  const [notification] = await tx
    .insert(notifications)
    .values({ accountId, event: 'document_sent', title: message.title.slice(0, 200), body: message.body.slice(0, 500), link: message.link.slice(0, 200) })
    .returning({ id: notifications.id });
  const [delivery] = await tx
    .insert(notificationDeliveries)
    .values({ notificationId: notification!.id, accountId, event: 'document_sent', channel })
    .returning({ id: notificationDeliveries.id });
  return delivery!.id;
}

/** Active accounts that sign in (a customer's account has no username: it has no bell and no preferences). */
const reachable = and(eq(accounts.active, true), isNotNull(accounts.username));

/** Everyone of these roles, but the one who made the change. */
export async function peopleOfRoles(tx: DbOrTx, roles: readonly Role[], cause: Cause): Promise<Person[]> {
  return tx
    .select({ accountId: accounts.id, role: accounts.role })
    .from(accounts)
    .where(and(inArray(accounts.role, [...roles]), reachable, cause?.accountId ? ne(accounts.id, cause.accountId) : undefined));
}

/** These accounts, when they can be reached. */
export async function peopleByAccount(tx: DbOrTx, accountIds: number[]): Promise<Person[]> {
  return tx
    .select({ accountId: accounts.id, role: accounts.role })
    .from(accounts)
    .where(and(inIds(accounts.id, accountIds), reachable));
}

/** "12-1-1", "12-1-1, 12-1-2 and 12-1-3", "12-1-1, 12-1-2 and 5 more": a short list for a title. */
export function shortList(names: string[]): string {
  if (names.length <= 3) return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}
