import { index, integer, jsonb, pgEnum, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS, SEND_CHANNELS } from '@steelworks/contract/documents';
import { createdAt, requiredRef, serialId, updatedAt } from '../../db/columns';
import { accounts, mailOutbox } from '../../db/accounts.table';

export const documentKindEnum = pgEnum('document_kind', DOCUMENT_KINDS);
export const sendChannelEnum = pgEnum('document_send_channel', SEND_CHANNELS);

/**
 * One row per send of a document (issue 48 point 2): what went to whom, by whom. The delivery itself is the mail
 * outbox's row (email) or the notification worker's (WhatsApp, SMS), written in the same transaction; its status and
 * error are read from there, so the log on the document and the delivery log never disagree.
 */
export const documentSends = pgTable(
  'document_sends',
  {
    id: serialId(),
    kind: documentKindEnum('kind').notNull(),
    documentId: integer('document_id').notNull(),
    number: varchar('number', { length: 60 }).notNull(),
    dealerId: integer('dealer_id').notNull(),
    channel: sendChannelEnum('channel').notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    text: varchar('text', { length: 500 }).notNull(),
    mailOutboxId: integer('mail_outbox_id').references(() => mailOutbox.id),
    /** The notification worker's delivery (no foreign key: the demo seed of notifications clears its own tables). */
    deliveryId: integer('delivery_id'),
    sentBy: requiredRef('sent_by', () => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [index('document_sends_document_idx').on(t.kind, t.documentId, t.id.desc()), index('document_sends_dealer_idx').on(t.dealerId, t.id.desc())],
);

/** The links' HMAC key when DOCUMENT_LINK_SECRET is not set (`link_secret`); the texts moved to the notification settings. */
export const documentSettings = pgTable('document_settings', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row per automatic reminder step of an invoice (`before`, `due`, `after-1`...) and per monthly statement of a
 * dealer (kind `statement`, the dealer's id, the month): claimed with ON CONFLICT DO NOTHING in the transaction that
 * queues the message, so however many processes run the reminders, each step goes once
 * (docs/decisions/049-automatic-sends-and-reminders.md).
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    id: serialId(),
    kind: documentKindEnum('kind').notNull(),
    documentId: integer('document_id').notNull(),
    step: varchar('step', { length: 20 }).notNull(),
    dealerId: integer('dealer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('document_reminders_step_key').on(t.kind, t.documentId, t.step), index('document_reminders_dealer_idx').on(t.dealerId, t.id.desc())],
);
