// What the module seeds share: a repeatable random, whether a seed already ran, and the demo accounts they act as.
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.table';
import type { DbOrTx } from './client';

/** A small deterministic generator, so every fresh install gets the same demo year. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Whether the table has any row: a module seed that finds its own records has run before and writes nothing. */
export async function hasRows(db: DbOrTx, table: PgTable): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(table);
  return existing!.n > 0;
}

/** The id of the account with this username (a demo account the seed acts as), if there is one. */
export async function accountIdOf(db: DbOrTx, username: string): Promise<number | undefined> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)).limit(1);
  return account?.id;
}
