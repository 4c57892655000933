// The totals line of the invoices list and of the notes list (issue 48 point 4): one aggregate each, alike in form.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

type TaxedColumns = { taxableValue: AnyPgColumn; cgst: AnyPgColumn; sgst: AnyPgColumn; igst: AnyPgColumn; total: AnyPgColumn };

/** The count of a document table's selected rows and the sums of their taxable value, tax and total, each by `sum`. */
export function taxSums(table: TaxedColumns, sum: (column: SQL) => SQL<string>) {
  return {
    count: sql<number>`count(*)::int`,
    taxable: sum(sql`${table.taxableValue}`),
    tax: sum(sql`${table.cgst} + ${table.sgst} + ${table.igst}`),
    total: sum(sql`${table.total}`),
  };
}
