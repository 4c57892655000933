import { toCents } from './common/money';
import type { TaxSplit } from './invoice';

/** Numbering and the tax arithmetic of invoices and notes, shared so that the tests and the screens compute exactly what the server does (docs/decisions/031-invoices-payments-credit.md). */

/** The Indian financial year of a date: April to March, "2026-27" for 2026-04-01 .. 2027-03-31. */
export function financialYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The first and last day of a financial year ("2026-27" -> 2026-04-01, 2027-03-31). */
export function financialYearBounds(financialYear: string): { from: string; to: string } {
  const start = Number(financialYear.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/**
 * The longest document number the GST portal, the IRP and CGST rule 46(b) take: 16 characters of letters, digits, `/`
 * and `-` (docs/decisions/030-dealer-accounts-settings.md, "Document numbers").
 */
export const DOCUMENT_NUMBER_MAX = 16;

/** The sequence's width: a 4-character prefix, the short year and five digits make exactly 16 (INV1/26-27/99999). */
const DOCUMENT_SEQ_DIGITS = 5;

/** "2026-27" -> "26-27": the financial year as a document number prints it. */
function shortFinancialYear(financialYear: string): string {
  return financialYear.slice(2);
}

/** "INV", "2026-27", 7 -> "INV/26-27/00007". Numbers issued before (INV/2026-27/0007) keep the form they were given. */
export function documentNumber(prefix: string, financialYear: string, seq: number): string {
  return `${prefix}/${shortFinancialYear(financialYear)}/${String(seq).padStart(DOCUMENT_SEQ_DIGITS, '0')}`;
}

/** Percent of an amount in paise, rounded half up to the paisa: rate "9.00" of 1,00,000.00 -> 9,000.00. */
export function percentOf(amountCents: bigint, rate: string): bigint {
  const rateHundredths = toCents(rate); // "9.00" -> 900 hundredths of a percent
  const scaled = amountCents * rateHundredths; // paise x hundredths of a percent = paise x 10,000
  return (scaled + 5_000n) / 10_000n;
}

export type LineTax = { cgst: bigint; sgst: bigint; igst: bigint };

/**
 * The tax of one line. Intra-state: CGST and SGST are each half the rate, each rounded to the paisa (so 18% of
 * 100.05 is 9.00 + 9.00, as the two heads are separate taxes); inter-state: IGST at the whole rate.
 */
export function lineTax(taxableCents: bigint, rate: string, split: TaxSplit): LineTax {
  if (split === 'inter') return { cgst: 0n, sgst: 0n, igst: percentOf(taxableCents, rate) };
  // Half the rate can have a third decimal (an odd hundredth of a percent), so the half is taken in the division.
  const each = (taxableCents * toCents(rate) + 10_000n) / 20_000n;
  return { cgst: each, sgst: each, igst: 0n };
}

/** The round-off to the nearest rupee (half a rupee goes up), in paise: 1,180.40 -> -40; 1,180.50 -> +50. */
export function roundOffCents(totalCents: bigint): bigint {
  const paise = ((totalCents % 100n) + 100n) % 100n;
  return paise >= 50n ? 100n - paise : -paise;
}

/** An invoice's amounts: each line's taxable value and tax, their sums, the round-off and the total, in paise. */
export type InvoiceAmounts = {
  lines: Array<LineTax & { taxable: bigint }>;
  taxable: bigint;
  cgst: bigint;
  sgst: bigint;
  igst: bigint;
  roundOff: bigint;
  total: bigint;
};

/**
 * The amounts of an invoice from its lines (taxable value in paise and GST rate each) under one split: each line
 * taxed by lineTax, summed, the total rounded to the rupee. The one computation of an invoice issue and of the order
 * form's total with GST (issue 40 point 9), so the estimate a dealer sees is the invoice's arithmetic.
 */
export function invoiceAmounts(lines: ReadonlyArray<{ taxable: bigint; rate: string }>, split: TaxSplit): InvoiceAmounts {
  const taxed = lines.map((line) => ({ taxable: line.taxable, ...lineTax(line.taxable, line.rate, split) }));
  const sum = (pick: (line: (typeof taxed)[number]) => bigint) => taxed.reduce((total, line) => total + pick(line), 0n);
  const taxable = sum((l) => l.taxable);
  const cgst = sum((l) => l.cgst);
  const sgst = sum((l) => l.sgst);
  const igst = sum((l) => l.igst);
  const exact = taxable + cgst + sgst + igst;
  const roundOff = roundOffCents(exact);
  return { lines: taxed, taxable, cgst, sgst, igst, roundOff, total: exact + roundOff };
}
