import { toCents } from './common/money';
import { toMilli } from './common/quantity';
import { lineTax } from './invoice-arithmetic';

/**
 * The arithmetic of supplier bills and debit notes in paise, pure, shared so that the bill form shows exactly what the
 * server will compute (docs/decisions/051-supplier-bills-and-payables.md): a line's amount, its GST split by the
 * supplier's state, the bill's totals and the TDS of s.194Q. Every result is rounded half up to the paisa.
 */

/** 50 lakh: what one supplier may bill in a financial year before s.194Q deducts on the rest. */
const TDS_194Q_THRESHOLD_CENTS = 500_000_000n;

const roundDiv = (n: bigint, d: bigint) => (n >= 0n ? (2n * n + d) / (2n * d) : -((2n * -n + d) / (2n * d)));

/** Quantity in thousandths times a rate in paise: the line's amount in paise. */
export function lineAmountCents(quantityMilli: bigint, rateCents: bigint): bigint {
  return roundDiv(quantityMilli * rateCents, 1000n);
}

/** The GST on `taxable` at `gstRate` percent ("18"): CGST and SGST half each within a state, else IGST. */
export function gstOf(taxable: bigint, gstRate: string, interState: boolean): { cgst: bigint; sgst: bigint; igst: bigint } {
  return lineTax(taxable, gstRate, interState ? 'inter' : 'intra');
}

/** A bill's lines as entered: quantity in the unit the rate is per, the rate, the GST rate in percent. */
type BillLineFigures = { quantity: string | number; rate: string | number; gst_rate?: string };

/** Each line's amount and the bill's taxable value, GST heads and total, in paise. */
export function billFigures(lines: readonly BillLineFigures[], interState: boolean) {
  const sums = { taxable: 0n, cgst: 0n, sgst: 0n, igst: 0n };
  const amounts = lines.map((line) => {
    const amount = lineAmountCents(toMilli(String(line.quantity)), toCents(String(line.rate)));
    const tax = gstOf(amount, line.gst_rate ?? '18', interState);
    sums.taxable += amount;
    sums.cgst += tax.cgst;
    sums.sgst += tax.sgst;
    sums.igst += tax.igst;
    return amount;
  });
  return { amounts, ...sums, total: sums.taxable + sums.cgst + sums.sgst + sums.igst };
}

/**
 * s.194Q: 0.1% of the part of this bill's value (before GST) that takes the supplier's bills of the financial year
 * above 50 lakh. `before` is what the supplier billed earlier in that year.
 */
export function tds194QCents(before: bigint, taxable: bigint): bigint {
  const above = (value: bigint) => (value > TDS_194Q_THRESHOLD_CENTS ? value - TDS_194Q_THRESHOLD_CENTS : 0n);
  return roundDiv(above(before + taxable) - above(before), 1000n);
}

/** Whether `actual` is within `percent` of `expected` (both in the same unit). */
export function withinTolerance(actual: bigint, expected: bigint, percent: number): boolean {
  const diff = actual > expected ? actual - expected : expected - actual;
  return diff * 10_000n <= expected * BigInt(Math.round(percent * 100));
}
