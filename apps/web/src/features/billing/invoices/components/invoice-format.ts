import { formatIndianAmount } from '@steelworks/contract/common/amount-words';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { InvoiceListItem } from '@steelworks/contract/invoice';

/**
 * "12345678.5" -> "1,23,45,678.50": an invoice prints every amount with its paise (formatIndianAmount drops ".00" as
 * people write whole rupees, which a column of figures must not). Exact: worked from the string, never a float.
 */
export function formatInvoiceAmount(value: string): string {
  const text = formatIndianAmount(value);
  return text.includes('.') ? text : `${text}.00`;
}

/** Half a GST rate for the CGST and SGST heads: "18.00" -> "9.00", "0.25" -> "0.125" (no paisa of a percent is lost). */
export function halfRate(rate: string): string {
  const hundredths = toCents(rate);
  const half = formatCents(hundredths / 2n);
  return hundredths % 2n === 0n ? half : `${half}5`;
}

/** "18.00" -> "18%", "12.50" -> "12.5%". */
export function formatRate(rate: string): string {
  return `${rate.replace(/\.?0+$/, '')}%`;
}

/** What the list and the badge call a status: an Open invoice with something paid on it is "Part paid". */
export function invoiceStatusLabel(invoice: Pick<InvoiceListItem, 'status' | 'amount_paid'>): string {
  if (invoice.status === 'Open' && toCents(invoice.amount_paid) > 0n) return 'Part paid';
  return invoice.status;
}

/** "Kerala (32)", or the name alone when there is no code (an unregistered buyer without a state). */
export function stateText(name: string, code: string | null): string {
  if (!name) return code ?? '-';
  return code ? `${name} (${code})` : name;
}
