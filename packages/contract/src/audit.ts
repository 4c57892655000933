import { z } from 'zod';
import { dayRangeInOrder, rangeOrderMessage } from './common/dates';
import { dayFilterSchema } from './common/date-schemas';
import { emptyToUndefined, optionalRecordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';

/**
 * The audit log (docs/product/api-conventions.md#audit-log): who changed which record, when, from where, and the fields before and
 * after. Admins read it per record (the History panel of detail pages) and as a searchable list.
 */

/** What happened to the record. */
export type AuditAction = 'create' | 'update' | 'delete' | 'status' | 'block' | 'unblock' | 'stock' | 'money';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
  block: 'Blocked',
  unblock: 'Unblocked',
  stock: 'Stock moved',
  money: 'Balance moved',
};

/**
 * The kinds of record and how screens name them. A module adds its kind here with its first audited write; the
 * server stores any lowercase name, so a kind missing here still shows (under its own name).
 */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  account: 'Account',
  dealer: 'Dealer',
  supervisor: 'Supervisor',
  daily_work: 'Daily work',
  store_item: 'Store item',
  product: 'Product',
  sheet: 'Sheet',
  sheet_order: 'Sheet order',
  order: 'Order',
  store_supply: 'Store supply',
  schedule_item: 'Schedule item',
  finished_product: 'Finished product',
  work_order: 'Work order',
  production_item: 'Production item',
  production_item_work: 'Production item work',
  company_settings: 'Company & tax settings',
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
};

/** Lowercase words joined by underscores: `dealer`, `sheet_order`. */
const auditEntitySchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Choose a kind of record');

/** When the matches exceed this, the list counts no further (the newest pages are what an auditor reads). */
export const AUDIT_COUNT_CAP = 10_000;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who: the account, its username and name now (null: the system or an anonymous request). */
  account: z.number().int().nullable(),
  username: z.string().nullable(),
  full_name: z.string().nullable(),
  /** full_name split at its last space, as every answer carrying a full_name (docs/product/client-2022-names.md#people). */
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  address: z.string().nullable(),
  entity: z.string(),
  entity_id: z.number().int(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  note: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;


/** GET /audit/log/: `user` (a username), `entity` and `entity_id` (a record), `from`/`to` (dates, inclusive). */
export const auditListQuerySchema = listQuerySchema
  .extend({
    user: z.preprocess(emptyToUndefined, z.string().trim().max(150).optional()),
    entity: z.preprocess(emptyToUndefined, auditEntitySchema.optional()),
    entity_id: optionalRecordIdInput('Enter a record id'),
    from: dayFilterSchema('From date'),
    to: dayFilterSchema('To date'),
  })
  .refine((q) => dayRangeInOrder(q.from, q.to), { message: rangeOrderMessage('From date', 'To date'), path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
