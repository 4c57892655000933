import { eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { ownDealerId } from '../order/order-rows';
import type { Caller } from '../../lib/caller';

/** What each billing read lets a caller see: a dealer only its own records, staff every dealer's. */

/** The dealer a list is narrowed to: a dealer's own (an account without a dealer record reads nothing), else the one asked. */
export async function dealerScope(db: DbOrTx, actor: Caller, asked: number | undefined): Promise<number | undefined> {
  return (await ownDealerId(db, actor)) ?? asked;
}

/** A record of `dealerId` read by a dealer that is not its own answers 404, as one that does not exist. */
export async function checkDealerVisible(db: DbOrTx, actor: Caller, dealerId: number): Promise<void> {
  const own = await ownDealerId(db, actor);
  if (own !== undefined && own !== dealerId) throw notFound();
}

/** The row a read by id found, when the actor may see its dealer's documents: 404 when there is none or it is another's. */
export async function visibleToActor<T extends { dealerId: number } | { dealer_id: number }>(db: DbOrTx, actor: Caller, found: T | undefined): Promise<T> {
  if (!found) throw notFound();
  // A row read in the table's keys names it dealerId, one read in the answer's keys dealer_id.
  await checkDealerVisible(db, actor, 'dealerId' in found ? found.dealerId : found.dealer_id);
  return found;
}

/**
 * The dealers whose name matches a search pattern: read first, then their records asked for by value through the
 * record's dealer index (see order-reads.service.ts).
 */
export async function dealerIdsNamed(db: DbOrTx, pattern: string): Promise<number[]> {
  const rows = await db.select({ id: dealers.id }).from(dealers).innerJoin(accounts, eq(accounts.id, dealers.accountId)).where(ilike(accounts.fullName, pattern));
  return rows.map((row) => row.id);
}
