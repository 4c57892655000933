import type { Column } from 'drizzle-orm';

/** The row type of a `db.select({...columns})`: each column's data, or null where the column may be null. */
export type RowOf<T extends Record<string, Column>> = {
  [K in keyof T]: T[K]['_']['notNull'] extends true ? T[K]['_']['data'] : T[K]['_']['data'] | null;
};
