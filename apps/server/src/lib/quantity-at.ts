import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table of movement rows: each row is one change of an item's quantity, with the quantity before and after it. */
type Movements = { table: PgTable; item: PgColumn; before: PgColumn; after: PgColumn; createdAt: PgColumn; id: PgColumn };

/**
 * An item's quantity as it stood at `at`, from its movement rows (docs/decisions/044-purchase-orders-and-receipts.md,
 * "Stock valuation"): the quantity after the last movement before `at`, else the quantity before the first one after
 * it, else `now` (an item that never moved). Two index reads per item on (item, created_at).
 */
export function quantityAt({ table, item, before, after, createdAt, id }: Movements, itemId: SQLWrapper, now: SQLWrapper, at: SQL): SQL {
  return sql`coalesce(
    (select ${after} from ${table} where ${item} = ${itemId} and ${createdAt} < ${at} order by ${createdAt} desc, ${id} desc limit 1),
    (select ${before} from ${table} where ${item} = ${itemId} and ${createdAt} >= ${at} order by ${createdAt}, ${id} limit 1),
    ${now}
  )`;
}
