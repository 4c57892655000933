import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { stateName } from '@steelworks/contract/billing';
import type { hsnSummarySchema, salesRegisterRowSchema, salesRegisterSchema } from '@steelworks/contract/gst-reports';
import type { DbOrTx } from '../../db/client';
import { getBillingSettings } from './billing-settings.service';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from './invoice.table';

/**
 * The accountant's exports (issue 31 point 7) for one month: the sales register (one row per document and GST rate,
 * as GSTR-1 lists them) and the HSN summary. Invoices count in the month of their invoice date, cancelled ones too
 * (they were issued); a credit note counts in the month of its date with negative amounts, a debit note with positive
 * ones, so a month nets. A cancellation's amounts are its invoice's lines, any other note's its own lines. Both read
 * the month's range of invoices_date_idx / credit_notes_date_idx and the lines of those documents only.
 */

type SalesRegisterRow = z.infer<typeof salesRegisterRowSchema>;
type SalesRegister = z.infer<typeof salesRegisterSchema>;
type HsnSummary = z.infer<typeof hsnSummarySchema>;

/** "2026-11" -> the first day of the month and the first day of the next. */
function monthRange(month: string): { from: string; until: string } {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, until: `${next}-01` };
}

/** "32-Kerala", as the return names a place of supply. */
export function placeOfSupply(code: string | null): string {
  return code ? `${code}-${stateName(code)}` : '';
}

const lineSums = {
  gstRate: invoiceLines.gstRate,
  taxable: sql<string>`sum(${invoiceLines.taxableValue})`,
  cgst: sql<string>`sum(${invoiceLines.cgst})`,
  sgst: sql<string>`sum(${invoiceLines.sgst})`,
  igst: sql<string>`sum(${invoiceLines.igst})`,
  total: sql<string>`sum(${invoiceLines.total})`,
};

const noteLineSums = {
  gstRate: creditNoteLines.gstRate,
  taxable: sql<string>`sum(${creditNoteLines.taxableValue})`,
  cgst: sql<string>`sum(${creditNoteLines.cgst})`,
  sgst: sql<string>`sum(${creditNoteLines.sgst})`,
  igst: sql<string>`sum(${creditNoteLines.igst})`,
  total: sql<string>`sum(${creditNoteLines.total})`,
};

type DocumentRateRow = {
  documentId: number;
  number: string;
  date: string;
  original: string | null;
  buyer: { name: string; gstin: string | null };
  placeOfSupply: string | null;
  roundOff: string;
  gstRate: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
};

/**
 * Rows of one kind of document, per rate. The round-off belongs to the whole document: it is added to the total of
 * its first rate row, so the register's totals add up to the documents' totals (and the ledger's).
 */
function registerRows(rows: DocumentRateRow[], document: SalesRegisterRow['document'], sign: bigint): SalesRegisterRow[] {
  let previous: number | undefined;
  return rows.map((row) => {
    const first = row.documentId !== previous;
    previous = row.documentId;
    const money = (value: string) => formatCents(sign * toCents(value));
    return {
      document,
      number: row.number,
      date: row.date,
      original_invoice: row.original,
      buyer_gstin: row.buyer.gstin,
      buyer_name: row.buyer.name,
      place_of_supply: placeOfSupply(row.placeOfSupply),
      taxable_value: money(row.taxable),
      gst_rate: formatCents(toCents(row.gstRate)),
      cgst: money(row.cgst),
      sgst: money(row.sgst),
      igst: money(row.igst),
      total: formatCents(sign * (toCents(row.total) + (first ? toCents(row.roundOff) : 0n))),
    };
  });
}

function sumOf<T>(rows: T[], pick: (row: T) => string): string {
  return formatCents(rows.reduce((total, row) => total + toCents(pick(row)), 0n));
}

/** GET /billing/reports/sales-register?month=YYYY-MM: the month's invoices, then its credit notes, each by date. */
export async function salesRegister(db: DbOrTx, month: string): Promise<SalesRegister> {
  const { from, until } = monthRange(month);
  const noteHead = {
    documentId: creditNotes.id,
    number: creditNotes.number,
    date: creditNotes.noteDate,
    original: invoices.number,
    buyer: invoices.buyer,
    placeOfSupply: invoices.placeOfSupply,
    roundOff: creditNotes.roundOff,
    kind: creditNotes.kind,
  };
  const inMonth = and(gte(creditNotes.noteDate, from), lt(creditNotes.noteDate, until));
  const [invoiceRows, cancelRows, partialRows] = await Promise.all([
    db
      .select({
        documentId: invoices.id,
        number: invoices.number,
        date: invoices.invoiceDate,
        original: sql<string | null>`null`,
        buyer: invoices.buyer,
        placeOfSupply: invoices.placeOfSupply,
        roundOff: invoices.roundOff,
        ...lineSums,
      })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(and(gte(invoices.invoiceDate, from), lt(invoices.invoiceDate, until)))
      .groupBy(invoices.id, invoiceLines.gstRate)
      .orderBy(asc(invoices.invoiceDate), asc(invoices.id), asc(invoiceLines.gstRate)),
    db
      .select({ ...noteHead, ...lineSums })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(and(inMonth, eq(creditNotes.reasonCode, 'cancellation')))
      .groupBy(creditNotes.id, invoices.id, invoiceLines.gstRate),
    db
      .select({ ...noteHead, ...noteLineSums })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(creditNoteLines, eq(creditNoteLines.noteId, creditNotes.id))
      .where(inMonth)
      .groupBy(creditNotes.id, invoices.id, creditNoteLines.gstRate),
  ]);
  const byDate = (a: DocumentRateRow, b: DocumentRateRow) =>
    a.date.localeCompare(b.date) || a.documentId - b.documentId || Number(toCents(a.gstRate) - toCents(b.gstRate));
  const notes = [...cancelRows, ...partialRows].sort(byDate);
  const rows = [
    ...registerRows(invoiceRows, 'Invoice', 1n),
    ...registerRows(notes.filter((row) => row.kind === 'credit'), 'Credit note', -1n),
    ...registerRows(notes.filter((row) => row.kind === 'debit'), 'Debit note', 1n),
  ];
  return {
    month,
    rows,
    totals: {
      taxable_value: sumOf(rows, (row) => row.taxable_value),
      cgst: sumOf(rows, (row) => row.cgst),
      sgst: sumOf(rows, (row) => row.sgst),
      igst: sumOf(rows, (row) => row.igst),
      total: sumOf(rows, (row) => row.total),
    },
  };
}

const hsnSums = {
  hsnCode: invoiceLines.hsnCode,
  gstRate: invoiceLines.gstRate,
  unit: invoiceLines.unit,
  quantity: sql<string>`sum(${invoiceLines.quantity})`,
  taxable: lineSums.taxable,
  cgst: lineSums.cgst,
  sgst: lineSums.sgst,
  igst: lineSums.igst,
  total: lineSums.total,
};

/**
 * GET /billing/reports/hsn-summary?month=YYYY-MM: per HSN code, GST rate and unit, the month's invoice lines less
 * the lines of the invoices its credit notes cancel, less its partial credit notes' lines, plus its debit notes'. The description is the product types the settings give that HSN.
 */
export async function hsnSummary(db: DbOrTx, month: string): Promise<HsnSummary> {
  const { from, until } = monthRange(month);
  const group = [invoiceLines.hsnCode, invoiceLines.gstRate, invoiceLines.unit] as const;
  const noteGroup = [creditNoteLines.hsnCode, creditNoteLines.gstRate, creditNoteLines.unit, creditNotes.kind] as const;
  const [invoiced, credited, noted, settings] = await Promise.all([
    db
      .select(hsnSums)
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(and(gte(invoices.invoiceDate, from), lt(invoices.invoiceDate, until)))
      .groupBy(...group),
    db
      .select(hsnSums)
      .from(creditNotes)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, creditNotes.invoiceId))
      .where(and(gte(creditNotes.noteDate, from), lt(creditNotes.noteDate, until), eq(creditNotes.reasonCode, 'cancellation')))
      .groupBy(...group),
    db
      .select({
        hsnCode: creditNoteLines.hsnCode,
        unit: creditNoteLines.unit,
        quantity: sql<string>`sum(${creditNoteLines.quantity})`,
        ...noteLineSums,
        kind: creditNotes.kind,
      })
      .from(creditNotes)
      .innerJoin(creditNoteLines, eq(creditNoteLines.noteId, creditNotes.id))
      .where(and(gte(creditNotes.noteDate, from), lt(creditNotes.noteDate, until)))
      .groupBy(...noteGroup),
    getBillingSettings(db),
  ]);
  type Sums = { quantity: bigint; taxable: bigint; cgst: bigint; sgst: bigint; igst: bigint; total: bigint };
  const byKey = new Map<string, { hsnCode: string; gstRate: string; unit: string; sums: Sums }>();
  const add = (rows: typeof invoiced, sign: bigint) => {
    for (const row of rows) {
      const gstRate = formatCents(toCents(row.gstRate));
      const key = `${row.hsnCode}|${gstRate}|${row.unit}`;
      const entry = byKey.get(key) ?? { hsnCode: row.hsnCode, gstRate, unit: row.unit, sums: { quantity: 0n, taxable: 0n, cgst: 0n, sgst: 0n, igst: 0n, total: 0n } };
      byKey.set(key, entry);
      entry.sums.quantity += sign * BigInt(row.quantity);
      entry.sums.taxable += sign * toCents(row.taxable);
      entry.sums.cgst += sign * toCents(row.cgst);
      entry.sums.sgst += sign * toCents(row.sgst);
      entry.sums.igst += sign * toCents(row.igst);
      entry.sums.total += sign * toCents(row.total);
    }
  };
  add(invoiced, 1n);
  add(credited, -1n);
  add(noted.filter((row) => row.kind === 'credit'), -1n);
  add(noted.filter((row) => row.kind === 'debit'), 1n);
  const describe = (hsn: string) =>
    settings.product_taxes
      .filter((tax) => tax.hsn_code === hsn)
      .map((tax) => tax.label)
      .join(', ');
  const entries = [...byKey.values()].sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || Number(toCents(a.gstRate) - toCents(b.gstRate)) || a.unit.localeCompare(b.unit));
  const rows = entries.map(({ hsnCode, gstRate, unit, sums }) => ({
    hsn_code: hsnCode,
    description: describe(hsnCode),
    unit,
    quantity: Number(sums.quantity),
    gst_rate: gstRate,
    taxable_value: formatCents(sums.taxable),
    cgst: formatCents(sums.cgst),
    sgst: formatCents(sums.sgst),
    igst: formatCents(sums.igst),
    total: formatCents(sums.total),
  }));
  return {
    month,
    rows,
    totals: {
      quantity: rows.reduce((total, row) => total + row.quantity, 0),
      taxable_value: sumOf(rows, (row) => row.taxable_value),
      cgst: sumOf(rows, (row) => row.cgst),
      sgst: sumOf(rows, (row) => row.sgst),
      igst: sumOf(rows, (row) => row.igst),
      total: sumOf(rows, (row) => row.total),
    },
  };
}
