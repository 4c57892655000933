import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { EINVOICE_DOC_TYPES, EINVOICE_SOURCES, EINVOICE_STATUSES } from '@steelworks/contract/einvoice';
import { createdAt, serialId } from '../../db/columns';

/**
 * E-invoicing's settings (docs/decisions/042-e-invoices.md): one row, id 1, written by the migration (off). The IRP
 * credentials are kept here for the adapter and never answered (the contract's SECRET_MASK stands for them).
 */
export const einvoiceSettings = pgTable(
  'einvoice_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    appliesFrom: date('applies_from', { mode: 'string' }),
    apiBaseUrl: varchar('api_base_url', { length: 300 }).notNull().default(''),
    clientId: varchar('client_id', { length: 100 }).notNull().default(''),
    clientSecret: varchar('client_secret', { length: 200 }).notNull().default(''),
    username: varchar('username', { length: 100 }).notNull().default(''),
    password: varchar('password', { length: 200 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('einvoice_settings_single_row', sql`${t.id} = 1`), check('einvoice_settings_on_has_date', sql`not ${t.enabled} or ${t.appliesFrom} is not null`)],
);

/**
 * One document's registration with the IRP: at most one row per document (the unique key), which is also the queue.
 * A worker claims a pending row by setting lease_until in one conditional UPDATE (FOR UPDATE SKIP LOCKED), so however
 * many processes run, one of them talks to the IRP about a document at a time.
 */
export const einvoiceRegistrations = pgTable(
  'einvoice_registrations',
  {
    id: serialId(),
    source: varchar('source', { length: 7, enum: EINVOICE_SOURCES }).notNull(),
    documentId: integer('document_id').notNull(),
    docType: varchar('doc_type', { length: 3, enum: EINVOICE_DOC_TYPES }).notNull(),
    docNumber: varchar('doc_number', { length: 30 }).notNull(),
    docDate: date('doc_date', { mode: 'string' }).notNull(),
    /** The dealer of the document: a dealer reads only its own. */
    dealerId: integer('dealer_id').notNull(),
    /** The INV-01 JSON sent (the document is never edited, so this is what the IRP registers). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 10, enum: EINVOICE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    irn: varchar('irn', { length: 64 }),
    ackNo: varchar('ack_no', { length: 20 }),
    /** As the IRP gives it, India time: "YYYY-MM-DD HH:MM:SS". */
    ackDate: varchar('ack_date', { length: 19 }),
    ackAt: timestamp('ack_at', { withTimezone: true }),
    signedInvoice: text('signed_invoice'),
    signedQr: text('signed_qr'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 120 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('einvoice_registrations_document_key').on(t.source, t.documentId),
    uniqueIndex('einvoice_registrations_number_key').on(t.docType, t.docNumber),
    index('einvoice_registrations_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.status} = 'pending'`),
    index('einvoice_registrations_date_idx').on(t.docDate, t.id),
    check('einvoice_registrations_registered_has_irn', sql`${t.status} not in ('registered', 'cancelled') or (${t.irn} is not null and ${t.ackNo} is not null)`),
  ],
);
