import type { AuditAction } from '@steelworks/contract/audit';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/audit.table';

/**
 * Who made a change: the signed-in caller (its `Actor` fits: account id and the client address the request came
 * from), `{accountId: null, address}` for an anonymous request, or null for the system (demo seed).
 */
export type AuditActor = { accountId?: number | null; address?: string | null } | null;

export type AuditChange = {
  /** The kind of record, lowercase (`dealer`, `sheet_order`); also what the History panel asks for. */
  entity: string;
  id: number;
  action: AuditAction;
  /** The record before (null or absent for a create) and after (null or absent for a delete). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** What the fields do not say: "Withdrawal", "Store supply 2026-17". */
  note?: string;
};

/** Secrets never enter the log, whatever a caller passes: any field whose name says password, token or hash. */
const SECRET_FIELD = /password|token|hash|secret/i;

/**
 * THE way every service records a change (docs/product/api-conventions.md#audit-log, docs/decisions/013-audit-log.md). Call it with
 * the transaction that makes the change, so the row commits or rolls back with it:
 *
 *   await recordAudit(tx, actor, { entity: 'dealer', id, action: 'update', before, after });
 *
 * `before`/`after` are plain snapshots of the record (its answer or its row); only the fields whose value differs
 * are kept, as `{field: {before, after}}`. An update that changed nothing writes nothing (unless it has a note).
 */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, change: AuditChange): Promise<void> {
  const changes = changedFields(change.before ?? null, change.after ?? null);
  if (change.action === 'update' && Object.keys(changes).length === 0 && !change.note) return;
  await tx.insert(auditLog).values({
    accountId: actor?.accountId ?? null,
    address: actor?.address?.slice(0, 45) || null,
    entity: change.entity,
    entityId: change.id,
    action: change.action,
    changes,
    note: (change.note ?? '').slice(0, 300),
  });
}

/** Several changes of one kind at once (a bulk stock move), in one statement. */
export async function recordAudits(tx: DbOrTx, actor: AuditActor, changes: readonly AuditChange[]): Promise<void> {
  const rows = changes.map((change) => ({
    accountId: actor?.accountId ?? null,
    address: actor?.address?.slice(0, 45) || null,
    entity: change.entity,
    entityId: change.id,
    action: change.action,
    changes: changedFields(change.before ?? null, change.after ?? null),
    note: (change.note ?? '').slice(0, 300),
  }));
  if (rows.length > 0) await tx.insert(auditLog).values(rows);
}

/** `{field: {before, after}}` for every field whose value differs (compared as JSON), secrets left out. */
function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, { before: unknown; after: unknown }> {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (SECRET_FIELD.test(field)) continue;
    const from = plain(before?.[field]);
    const to = plain(after?.[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { before: from, after: to };
  }
  return changes;
}

/** Dates as ISO text, undefined as null: what JSON can hold and a reader can compare. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}
