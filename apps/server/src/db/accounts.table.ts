import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, serialId } from './columns';
import { ROLES } from '@steelworks/contract/roles';
import { LANGUAGES } from '@steelworks/contract/account';

// The platform's own tables: who signs in, their tokens, the mail outbox. lib/ (sign-in, mail, metrics) reads them, so
// they live beside the schema rather than in a module (docs/decisions/048-dependencies-one-way.md).

export const roleEnum = pgEnum('role', ROLES);
export const languageEnum = pgEnum('account_language', LANGUAGES);

/** One row per person who can sign in (docs/product/people-and-accounts.md#accounts). Never deleted: blocking clears `active`. */
export const accounts = pgTable(
  'accounts',
  {
    id: serialId(),
    /** Null only for records that cannot sign in (a dealer of type Customer). */
    username: varchar('username', { length: 150 }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    fullName: varchar('full_name', { length: 150 }).notNull(),
    /**
     * Where the first name ends in full_name when the name was given as first_name + last_name (the 2022 client), so
     * "Ravi" / "Kumar Nair" reads back as given; null: given whole, split at the last space (contract person.ts).
     */
    firstNameLength: smallint('first_name_length'),
    role: roleEnum('role').notNull(),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash'),
    /** A temporary password (new account or forgot password): single use, until tempPasswordExpiresAt. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The language of the phone screens, chosen by the person on its profile (issue 33 point 6). */
    language: languageEnum('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
    // One account per email (docs/product/guards.md#people-guards); several accounts with no email (customers) are fine.
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    index('accounts_role_active_idx').on(t.role, t.active),
    // People lists search name, username, email and phone (docs/product/api-conventions.md#paged-lists).
    index('accounts_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('accounts_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('accounts_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('accounts_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
  ],
);

/** Session tokens, kept only as SHA-256 hashes of at least 128 random bits. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serialId(),
    accountId: requiredRef('account_id', () => accounts.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_account_idx').on(t.accountId)],
);

/** Mail as sent (or, with no SMTP server, only kept here for the admin to read). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    body: text('body').notNull(),
    sent: boolean('sent').notNull().default(false),
    /** Delivery tries by the SMTP worker (lib/mail.ts), and when the last one started. */
    attempts: smallint('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /**
     * No worker claims the message before this: while one is sending it (a lease longer than any send can take), or
     * until the pause after a failed try is over. Null: free to claim.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Why the last try failed (shown to the admin); null once sent. */
    lastError: varchar('last_error', { length: 500 }),
    /** A file of the file store sent along (a document's PDF, issue 48): `<folder>/<name>`, and its name in the mail. */
    attachmentKey: varchar('attachment_key', { length: 120 }),
    attachmentName: varchar('attachment_name', { length: 140 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    // The worker's queue: only unsent mail, so it stays small however long the outbox grows.
    index('mail_outbox_unsent_idx').on(t.id).where(sql`${t.sent} = false`),
    // An address search reads its addresses from mail_recipients, then their mail by value here (issue 15).
    index('mail_outbox_to_idx').on(t.to, t.id),
    index('mail_outbox_subject_trgm_idx').using('gin', sql`${t.subject} gin_trgm_ops`),
    check('mail_outbox_to_not_empty', sql`length(${t.to}) > 0`),
  ],
);

/**
 * Every address the outbox has ever written to, once, kept by a trigger on mail_outbox. An address search reads the
 * few matching addresses here and then their mail by value through mail_outbox_to_idx, which an index alone can count;
 * a trigram search of ten years of mail read every message of the address to count them (issue 15).
 */
export const mailRecipients = pgTable(
  'mail_recipients',
  { address: varchar('address', { length: 254 }).primaryKey() },
  (t) => [index('mail_recipients_address_trgm_idx').using('gin', sql`${t.address} gin_trgm_ops`)],
);

/**
 * Emails the migration to unique emails had to change (two accounts shared one address): which account, from what,
 * to what. The server logs each once at start (`reported_at`) so an admin can tell the people concerned.
 */
export const accountEmailChanges = pgTable('account_email_changes', {
  id: serialId(),
  accountId: requiredRef('account_id', () => accounts.id),
  oldEmail: varchar('old_email', { length: 254 }).notNull(),
  newEmail: varchar('new_email', { length: 254 }).notNull(),
  createdAt: createdAt(),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
});
