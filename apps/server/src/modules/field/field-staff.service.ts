import { and, count, eq, isNull } from 'drizzle-orm';
import type { FieldStaffInput } from '@steelworks/contract/field';
import { FIELD_TEXT } from '@steelworks/contract/field-text';
import type { Person } from '@steelworks/contract/staff';
import type { DbOrTx } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import type { Mailer } from '../../lib/mail';
import { cappedCounter, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import type { PeopleQuery } from '../staff/person-accounts';
import { blockStaff, createStaff, getStaff, listStaff, updateStaff } from '../staff/staff.service';
import { fieldSites, visitEntries } from './field.table';

// --- Field staff: accounts of role fieldstaff (docs/product/field-app.md#field-staff) ---

export function listFieldStaff(db: DbOrTx, query: PeopleQuery): PagedQuery<Person> {
  return listStaff(db, 'fieldstaff', query);
}
export function getFieldStaff(db: DbOrTx, id: number): Promise<Person> {
  return getStaff(db, 'fieldstaff', id);
}
export function createFieldStaff(db: DbOrTx, mailer: Mailer, input: FieldStaffInput, actor: AuditActor): Promise<Person> {
  return createStaff(db, mailer, 'fieldstaff', input, actor);
}
export function updateFieldStaff(db: DbOrTx, id: number, input: Partial<FieldStaffInput>, actor: AuditActor): Promise<Person> {
  return updateStaff(db, 'fieldstaff', id, input, actor);
}
export function blockFieldStaff(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  return blockStaff(db, 'fieldstaff', id, actor);
}

export async function fieldCounts(db: DbOrTx) {
  // Ten years of visits are counted like a list's matches: exactly up to the cap, then estimated (docs/product/lists-and-counts.md#capped-counts).
  // The live visits are nearly the whole table, whose size the statistics know: well above the cap, ask them alone.
  const visits = cappedCounter(db, () => db.select({ id: visitEntries.id }).from(visitEntries).where(isNull(visitEntries.deletedAt)), {
    estimateFirst: true,
  });
  const [[staff], [sites], visitCount] = await Promise.all([
    db.select({ n: count() }).from(accounts).where(and(eq(accounts.role, 'fieldstaff'), eq(accounts.active, true))),
    db.select({ n: count() }).from(fieldSites).where(isNull(fieldSites.deletedAt)),
    visits.count(),
  ]);
  return {
    fieldstaff_count: staff!.n,
    fieldsite_count: sites!.n,
    visitentry_count: visitCount,
    ...(visits.countIsEstimate?.() ? { visitentry_count_is_estimate: true } : {}),
  };
}

/** A live field staff account named in a form, or a field error under that field. */
export async function assertFieldStaff(db: DbOrTx, id: number, field = 'field_staff'): Promise<void> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'fieldstaff'), eq(accounts.active, true)))
    .limit(1);
  if (!row) throw fieldError(field, FIELD_TEXT.selectStaff);
}
