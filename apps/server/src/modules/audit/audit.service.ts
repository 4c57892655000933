import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_COUNT_CAP, type AuditEntry, type AuditListQuery } from '@steelworks/contract/audit';
import { nameFields } from '@steelworks/contract/person';
import type { DbOrTx } from '../../db/client';
import { olderThan, once, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { auditLog } from '../../db/audit.table';

/** The day after `date` (YYYY-MM-DD), for an inclusive "to" date. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * GET /audit/log/: newest first, by user (username), record (entity, optionally its id) and date range (days in the
 * business time zone). Each combination reads one of the log's indexes; the count stops at AUDIT_COUNT_CAP, so a
 * page costs the same at five million rows as at five thousand.
 */
export function listAudit(db: DbOrTx, query: AuditListQuery, timeZone: string): PagedQuery<AuditEntry> {
  const where = (accountId: number | undefined): SQL | undefined =>
    and(
      query.user !== undefined ? eq(auditLog.accountId, accountId ?? -1) : undefined,
      query.entity ? eq(auditLog.entity, query.entity) : undefined,
      query.entity && query.entity_id !== undefined ? eq(auditLog.entityId, query.entity_id) : undefined,
      query.from ? gte(auditLog.at, sql`(${query.from}::date)::timestamp at time zone ${timeZone}`) : undefined,
      query.to ? lt(auditLog.at, sql`(${dayAfter(query.to)}::date)::timestamp at time zone ${timeZone}`) : undefined,
    );
  const newestFirst = (filter: SQL | undefined, limit: number) =>
    db
      .select({ entry: auditLog, username: accounts.username, fullName: accounts.fullName, firstNameLength: accounts.firstNameLength })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(filter)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit);
  const accountOf = once(async () => {
    if (!query.user) return undefined;
    const [account] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(sql`lower(${accounts.username}) = lower(${query.user})`)
      .limit(1);
    return account?.id;
  });
  return {
    count: async () => {
      const matches = db.select({ one: sql`1` }).from(auditLog).where(where(await accountOf())).limit(AUDIT_COUNT_CAP).as('matches');
      return (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches))[0]!.n;
    },
    rows: async (limit, offset) => (await newestFirst(where(await accountOf()), limit).offset(offset)).map(toEntry),
    rowsAfter: async (limit, last) =>
      (await newestFirst(and(where(await accountOf()), olderThan(auditLog, auditLog.at, auditLog.id, last.id)), limit)).map(toEntry),
  };
}

function toEntry({
  entry,
  username,
  fullName,
  firstNameLength,
}: {
  entry: typeof auditLog.$inferSelect;
  username: string | null;
  fullName: string | null;
  firstNameLength: number | null;
}): AuditEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    account: entry.accountId,
    username,
    ...(fullName === null ? { full_name: null, first_name: null, last_name: null } : nameFields(fullName, firstNameLength)),
    address: entry.address,
    entity: entry.entity,
    entity_id: entry.entityId,
    action: entry.action,
    changes: entry.changes as AuditEntry['changes'],
    note: entry.note,
  };
}
