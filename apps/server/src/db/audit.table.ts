import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A platform table beside the schema, since lib/audit.ts writes it (docs/decisions/048-dependencies-one-way.md).
 * The audit log (docs/product/api-conventions.md#audit-log, docs/decisions/013-audit-log.md): one row per change of a record, written by
 * `recordAudit` (lib/audit.ts) in the same transaction as the change. Append-only: a trigger refuses UPDATE and
 * DELETE. No foreign keys, so it never blocks or is blocked by the records it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who: the signed-in account; null for the system (demo seed) or an anonymous request (forgot password). */
    accountId: integer('account_id'),
    /** From where: the client address as TRUST_PROXY resolves it. */
    address: varchar('address', { length: 45 }),
    /** What: the kind of record (`dealer`, `order`, ...), its id and what happened to it. */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    /** The fields that changed: `{field: {before, after}}`; never a password, token or temporary password. */
    changes: jsonb('changes').notNull().default({}),
    /** A line for what the fields do not say ("Withdrawal", "Store supply 2026-17"). */
    note: varchar('note', { length: 300 }).notNull().default(''),
  },
  (t) => [
    // Newest first, within one record (History), one account, or a date range: each an index read of one page.
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at, t.id),
    index('audit_log_account_idx').on(t.accountId, t.at, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_at_idx').on(t.entity, t.at, t.id),
  ],
);
