import { and, desc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_AUTOMATIC_SENDS, type AutomaticSends } from '@steelworks/contract/documents';
import type { NotificationChannel } from '@steelworks/contract/notification';
import type { DbOrTx } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { accounts } from '../../db/accounts.table';
import { notificationDeliveries, notificationSettings, notifications } from './notification.table';

/**
 * Automatic sends and payment reminders (issue 48 point 3, docs/decisions/049-automatic-sends-and-reminders.md). The
 * settings live with the notifications' own (an automatic send is a notification of event `document_auto`), so the
 * invoice's and the payment's transactions can queue one without reaching into the documents module.
 */
export async function getAutomaticSends(db: DbOrTx): Promise<AutomaticSends> {
  const [row] = await db.select({ value: notificationSettings.value }).from(notificationSettings).where(eq(notificationSettings.key, 'automatic_sends'));
  return { ...DEFAULT_AUTOMATIC_SENDS, ...((row?.value as Partial<AutomaticSends> | undefined) ?? {}) };
}

export async function updateAutomaticSends(db: DbOrTx, input: AutomaticSends, actor: AuditActor): Promise<AutomaticSends> {
  const value = { ...input, excluded_dealers: [...new Set(input.excluded_dealers)].sort((a, b) => a - b) };
  return db.transaction(async (tx) => {
    const before = await getAutomaticSends(tx);
    await tx
      .insert(notificationSettings)
      .values({ key: 'automatic_sends', value })
      .onConflictDoUpdate({ target: notificationSettings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, actor, { entity: 'automatic_sends', id: 0, action: 'update', before, after: value });
    return value;
  });
}

export type AutomaticDelivery = {
  id: number;
  title: string;
  body: string;
  channel: Exclude<NotificationChannel, 'app' | 'push'>;
  to: string;
  status: 'queued' | 'sent' | 'failed' | 'skipped';
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

/** The automatic sends of one document (by its page in the app), newest first: what its "Sent" log shows. */
export async function automaticDeliveriesOf(db: DbOrTx, link: string): Promise<AutomaticDelivery[]> {
  const d = notificationDeliveries;
  const rows = await db
    .select({
      id: d.id,
      title: notifications.title,
      body: notifications.body,
      channel: d.channel,
      status: d.status,
      error: d.lastError,
      createdAt: d.createdAt,
      sentAt: d.sentAt,
      email: accounts.email,
      phone: accounts.phone,
    })
    .from(notifications)
    .innerJoin(d, eq(d.notificationId, notifications.id))
    .innerJoin(accounts, eq(accounts.id, notifications.accountId))
    .where(and(eq(notifications.link, link), eq(notifications.event, 'document_auto'), inArray(d.channel, ['email', 'whatsapp', 'sms'])))
    .orderBy(desc(d.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    channel: r.channel as AutomaticDelivery['channel'],
    to: (r.channel === 'email' ? r.email : r.phone) ?? '',
    status: r.status === 'sent' ? 'sent' : r.status === 'failed' ? 'failed' : r.status === 'skipped' ? 'skipped' : 'queued',
    error: r.error,
    createdAt: r.createdAt,
    sentAt: r.sentAt,
  }));
}
