// Columns that many tables declare alike, written once: each table calls these for its own copy of the column.
import { integer, serial, timestamp, type AnyPgColumn, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** The serial primary key `id`. */
export const serialId = () => serial('id').primaryKey();

/** When the row was written. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row last changed; the service sets it on each update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Set when the row is removed: the row stays, so what points at it still finds it. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/** A required link to another table's row: an integer column, not null, with its foreign key. */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
