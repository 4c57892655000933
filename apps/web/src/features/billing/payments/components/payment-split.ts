import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { InvoiceListItem } from '@steelworks/contract/invoice';

export interface PaymentSplit {
  /** What each invoice gets, in the order paid (invoices that get nothing are left out). */
  lines: { invoice: InvoiceListItem; amount: string }[];
  /** What stays as an advance for the next invoice. */
  advance: string;
}

/**
 * How a payment splits over invoices, as the server allocates it: each invoice in the order given gets up to its
 * balance due, the rest stays as an advance. Integer paise throughout, so the preview matches the server to the paisa.
 */
export function splitPayment(amount: string, invoices: readonly InvoiceListItem[]): PaymentSplit {
  let left = toCents(amount);
  const lines: PaymentSplit['lines'] = [];
  for (const invoice of invoices) {
    if (left <= 0n) break;
    const due = toCents(invoice.balance_due);
    const paid = left < due ? left : due;
    if (paid <= 0n) continue;
    lines.push({ invoice, amount: formatCents(paid) });
    left -= paid;
  }
  return { lines, advance: formatCents(left) };
}
