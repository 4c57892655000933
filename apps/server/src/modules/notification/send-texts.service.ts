import { eq } from 'drizzle-orm';
import { DEFAULT_SEND_SETTINGS, type SendTexts } from '@steelworks/contract/documents';
import type { DbOrTx } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { notificationSettings } from './notification.table';

/**
 * The texts of documents sent, edited by the admin (docs/product/sending.md#texts): a send by hand starts from them,
 * and the automatic sends and reminders (queued in billing's transactions through this module) use them. They live
 * with the notification settings for the reason the automatic sends' settings do (docs/decisions/049): the module
 * that queues the messages must not import the documents module.
 */
export async function getSendTexts(db: DbOrTx): Promise<SendTexts> {
  const [row] = await db.select({ value: notificationSettings.value }).from(notificationSettings).where(eq(notificationSettings.key, 'send_texts'));
  return { ...DEFAULT_SEND_SETTINGS, ...((row?.value as Partial<SendTexts> | undefined) ?? {}) };
}

export async function updateSendTexts(db: DbOrTx, texts: SendTexts, actor: AuditActor): Promise<SendTexts> {
  return db.transaction(async (tx) => {
    const before = await getSendTexts(tx);
    await tx
      .insert(notificationSettings)
      .values({ key: 'send_texts', value: texts })
      .onConflictDoUpdate({ target: notificationSettings.key, set: { value: texts, updatedAt: new Date() } });
    await recordAudit(tx, actor, { entity: 'document_texts', id: 1, action: 'update', before, after: texts });
    return texts;
  });
}
