import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Dealer, DealerCreateInput, DealerUpdateInput, DealerType } from '@steelworks/contract/dealer';
import { DEFAULT_DEALER_PROFIT, dealerTypeOf } from '@steelworks/contract/dealer';
import { DEFAULT_PAYMENT_TERMS_DAYS, gstinStateProblem } from '@steelworks/contract/billing';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import type { Mailer } from '../../lib/mail';
import { inIds, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { accountSearch, blockPersonAccount, createPersonAccount, personAccountColumns, personRecords, personSnapshot, toPerson, updateAccountFields } from '../staff/person-accounts';
import type { RowOf } from '../../lib/row-of';
import { dealers } from './dealer.table';

const dealerColumns = {
  id: dealers.id,
  accountId: dealers.accountId,
  location: dealers.location,
  profit: dealers.profit,
  isCustomer: dealers.isCustomer,
  gstin: dealers.gstin,
  stateCode: dealers.stateCode,
  billingAddress: dealers.billingAddress,
  creditLimit: dealers.creditLimit,
  paymentTermsDays: dealers.paymentTermsDays,
  ...personAccountColumns,
};
type DealerRow = RowOf<typeof dealerColumns>;
const dealerRecords = personRecords({ table: dealers, role: 'dealer', columns: dealerColumns });

function toDealer(row: DealerRow): Dealer {
  return {
    ...toPerson(row.id, row),
    location: row.location,
    profit: Number(row.profit),
    is_dealer: !row.isCustomer,
    is_customer: row.isCustomer,
    type: row.isCustomer ? 'Customer' : 'Dealer',
    gstin: row.gstin,
    state_code: row.stateCode,
    billing_address: row.billingAddress,
    credit_limit: row.creditLimit,
    payment_terms_days: row.paymentTermsDays,
  };
}

type AccountFieldsInput = Pick<DealerUpdateInput, 'gstin' | 'state_code' | 'billing_address' | 'credit_limit' | 'payment_terms_days'>;

/**
 * The issue-31 account fields to write: a full update (PUT, create) sets each (absent = empty, no limit, default
 * terms); a PATCH only those it sends. The GSTIN must be of the state the dealer ends with, which on a PATCH may be the
 * stored one (the schema checked the fields that came together).
 */
function accountFieldValues(input: AccountFieldsInput, full: boolean, current?: DealerRow) {
  const pick = <T>(given: T | undefined, empty: T): T | undefined => (given !== undefined ? given : full ? empty : undefined);
  const values = {
    gstin: pick(input.gstin, null),
    stateCode: pick(input.state_code, null),
    billingAddress: pick(input.billing_address, ''),
    creditLimit: pick(input.credit_limit, null),
    paymentTermsDays: pick(input.payment_terms_days, DEFAULT_PAYMENT_TERMS_DAYS),
  };
  const gstin = values.gstin !== undefined ? values.gstin : (current?.gstin ?? null);
  const state = values.stateCode !== undefined ? values.stateCode : (current?.stateCode ?? null);
  const problem = gstinStateProblem(gstin, state);
  if (problem) throw fieldError(problem.field, problem.message);
  return values;
}

/**
 * Name, username, phone, email or location. The dealer accounts whose fields match are read first, through the
 * accounts' trigram indexes, and the dealers asked for by value: ORed with the location across the join, the search
 * was checked on every dealer of ten years (issue 15).
 */
async function dealerSearch(db: DbOrTx, search: string): Promise<SQL | undefined> {
  if (!search) return undefined;
  const matching = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.role, 'dealer'), accountSearch(search)));
  return or(
    inIds(dealers.accountId, matching.map((row) => row.id)),
    ilike(dealers.location, likePattern(search)),
  );
}

/** Dealers and customers whose account is active (or, `blocked`, those blocked), newest first. */
export async function listDealers(db: DbOrTx, query: { search: string; type?: DealerType; blocked?: boolean }): Promise<PagedQuery<Dealer>> {
  const where = and(
    eq(accounts.active, !query.blocked),
    query.type ? eq(dealers.isCustomer, query.type === 'Customer') : undefined,
    await dealerSearch(db, query.search),
  );
  return dealerRecords.list(db, where, query.search, toDealer);
}

function findDealer(db: DbOrTx, id: number): Promise<DealerRow> {
  return dealerRecords.findLive(db, id);
}

/** A live dealer; a dealer account sees only its own record, any other id answers 404 (ids cannot be probed). */
export async function getDealer(db: DbOrTx, id: number, actor?: Caller): Promise<Dealer> {
  const row = await findDealer(db, id);
  if (actor?.role === 'dealer' && row.accountId !== actor.accountId) throw notFound();
  return toDealer(row);
}

/** Where a dealer is reached (a document sent to it): its account, email and phone, blocked or not. */
export async function dealerContact(db: DbOrTx, dealerId: number): Promise<{ accountId: number; email: string | null; phone: string | null }> {
  const [row] = await db
    .select({ accountId: accounts.id, email: accounts.email, phone: accounts.phone })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(dealers.id, dealerId));
  if (!row) throw notFound();
  return row;
}

/** A dealer's account and name, active or not (the office hears of a blocked dealer's cancelled order); none: no such dealer. */
export async function dealerAccountOf(db: DbOrTx, dealerId: number): Promise<{ accountId: number; name: string } | undefined> {
  const [row] = await db
    .select({ accountId: accounts.id, name: accounts.fullName })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(dealers.id, dealerId));
  return row;
}

/** The accounts of these dealers that are active (a dealer blocked by hand is left out): dealer id to account id and name. */
export async function activeDealerAccounts(db: DbOrTx, dealerIds: number[]): Promise<Map<number, { accountId: number; name: string }>> {
  if (dealerIds.length === 0) return new Map();
  const rows = await db
    .select({ dealerId: dealers.id, accountId: accounts.id, name: accounts.fullName })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(and(inArray(dealers.id, [...new Set(dealerIds)]), eq(accounts.active, true)));
  return new Map(rows.map((r) => [r.dealerId, { accountId: r.accountId, name: r.name }]));
}

export function dealerIdOfAccount(db: DbOrTx, accountId: number): Promise<number | undefined> {
  return dealerRecords.idOfAccount(db, accountId);
}

/** A Dealer gets a sign-in account (temporary password by mail); a Customer's account has no username. */
export async function createDealer(db: DbOrTx, mailer: Mailer, input: DealerCreateInput, actor: AuditActor): Promise<Dealer> {
  const isCustomer = dealerTypeOf(input) === 'Customer';
  const accountFields = accountFieldValues(input, true);
  return db.transaction(async (tx) => {
    const accountId = await createPersonAccount(tx, mailer, 'dealer', {
      username: isCustomer ? null : input.username!,
      email: input.email ?? null,
      phone: input.phone,
      full_name: input.full_name,
      first_name: input.first_name,
      last_name: input.last_name,
    });
    const [row] = await tx
      .insert(dealers)
      .values({
        accountId,
        location: input.location ?? '',
        profit: String(input.profit ?? DEFAULT_DEALER_PROFIT),
        isCustomer,
        ...accountFields,
      })
      .returning({ id: dealers.id });
    const created = await getDealer(tx, row!.id);
    await recordAudit(tx, actor, { entity: 'dealer', id: created.id, action: 'create', after: personSnapshot(created) });
    return created;
  });
}

/**
 * Updates the account fields, location and profit. The type stays what it was created as; a Dealer keeps its
 * username and email required, a Customer stays without a username.
 */
export async function updateDealer(
  db: DbOrTx,
  id: number,
  input: Partial<DealerUpdateInput>,
  full: boolean,
  actor: AuditActor,
): Promise<Dealer> {
  return db.transaction(async (tx) => {
    const current = await findDealer(tx, id);
    const before = toDealer(current);
    const accountFields = accountFieldValues(input, full, current);
    if (!current.isCustomer && full) {
      if (!input.username) throw fieldError('username', PEOPLE_TEXT.usernameRequired);
      if (!input.email) throw fieldError('email', PEOPLE_TEXT.emailRequired);
    }
    await updateAccountFields(tx, current.accountId, {
      username: current.isCustomer ? undefined : input.username,
      full_name: input.full_name,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      // A full update without an email clears a Customer's email.
      email: input.email ?? (full && current.isCustomer ? null : undefined),
    });
    const accountFieldsGiven = Object.values(accountFields).some((value) => value !== undefined);
    if (input.location !== undefined || input.profit !== undefined || full || accountFieldsGiven) {
      await tx
        .update(dealers)
        .set({
          location: input.location ?? (full ? '' : undefined),
          profit: input.profit !== undefined ? String(input.profit) : undefined,
          ...accountFields,
        })
        .where(eq(dealers.id, id));
    }
    const after = await getDealer(tx, id);
    await recordAudit(tx, actor, { entity: 'dealer', id, action: 'update', before: personSnapshot(before), after: personSnapshot(after) });
    return after;
  });
}

/** Unblock: the dealer (or customer) is back in the list and a dealer signs in again. */
export async function unblockDealer(db: DbOrTx, id: number): Promise<Dealer> {
  await dealerRecords.unblock(db, id);
  return getDealer(db, id);
}

/** "Remove Profile": blocks the account (docs/product/people-and-accounts.md#block-account); the dealer's orders stay. */
export async function blockDealer(db: DbOrTx, id: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findDealer(tx, id);
    await blockPersonAccount(tx, actor, { entity: 'dealer', id, accountId: current.accountId });
  });
}
