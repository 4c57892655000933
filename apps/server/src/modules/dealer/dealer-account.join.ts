import { eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { accounts } from '../../db/accounts.table';
import { dealers } from './dealer.table';

/**
 * A read that shows or searches a dealer by name joins the dealer named by `dealerId` and the dealer's account, which
 * holds the name (`accounts.fullName`) and the phone. The read is a dynamic one (`.$dynamic()`, Drizzle's way of
 * handing a query to a function that adds to it).
 */
export function joinDealerAccount<T extends PgSelect>(read: T, dealerId: PgColumn) {
  return read.innerJoin(dealers, eq(dealers.id, dealerId)).innerJoin(accounts, eq(accounts.id, dealers.accountId));
}
