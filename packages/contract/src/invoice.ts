import { z } from 'zod';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, recordIdInput } from './common/inputs';
import { moneySchema, toCents } from './common/money';
import { listQuerySchema, pagedSchema } from './common/list-query';

/**
 * Tax invoices and credit notes (issue 31 point 2). An invoice is made when an order ships (or by hand for an order
 * shipped before invoicing existed), from the order's price snapshots, and is never edited or deleted: a credit note
 * of its own series cancels it. Numbers are consecutive within a financial year (April to March): INV/2026-27/0001.
 * See docs/decisions/031-invoices-payments-credit.md.
 */

export const INVOICE_TEXT = {
  notConfigured: 'Fill in Accounts > Company & Tax before making invoices.',
  notShipped: 'Only a shipped or delivered order can be invoiced.',
  alreadyInvoiced: (number: string) => `This order already has invoice ${number}.`,
  noItems: 'This order has no items to invoice.',
  alreadyCancelled: (creditNote: string) => `This invoice was already cancelled by credit note ${creditNote}.`,
  reasonRequired: 'Give the reason for the credit note.',
  orderRequired: 'Choose a shipped order',
  invoiceDateFuture: 'The invoice date cannot be after today.',
  invoiceDateBeforeLast: (number: string, day: string) => `The invoice date cannot be before ${day}, the date of the last invoice ${number}.`,
} as const;

/** Open: something is still to be paid; Paid: nothing is; Cancelled: a credit note reversed it. */
export const INVOICE_STATUSES = ['Open', 'Paid', 'Cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/** The list's tabs: the statuses plus Overdue (Open and past its due date). */
export const INVOICE_FILTERS = [...INVOICE_STATUSES, 'Overdue'] as const;

/** CGST + SGST when the buyer is in the seller's state (intra-state supply), IGST otherwise. */
export const TAX_SPLITS = ['intra', 'inter'] as const;
export type TaxSplit = (typeof TAX_SPLITS)[number];

/** The unit printed on a line: the shop sells doors, windows and frames by the piece. */
export const INVOICE_UNIT = 'Nos';

// ---------------------------------------------------------------------------------------------------------------
// Numbering and the tax arithmetic, shared so that the tests and the screens compute exactly what the server does.

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

/** "INV", "2026-27", 7 -> "INV/2026-27/0007" (at least four digits; the 10,000th invoice of a year reads 10000). */
export function documentNumber(prefix: string, financialYear: string, seq: number): string {
  return `${prefix}/${financialYear}/${String(seq).padStart(4, '0')}`;
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

// ---------------------------------------------------------------------------------------------------------------
// Schemas.

export const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  state_code: z.string().nullable(),
  state_name: z.string(),
  /** null: an unregistered buyer (a B2C sale on the register). */
  gstin: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

export const bankDetailsSchema = z.object({ bank_name: z.string(), account_number: z.string(), ifsc: z.string() });

export const invoiceLineSchema = z.object({
  line_no: z.number().int(),
  description: z.string(),
  hsn_code: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  rate: moneySchema,
  taxable_value: moneySchema,
  gst_rate: moneySchema,
  cgst: moneySchema,
  sgst: moneySchema,
  igst: moneySchema,
  total: moneySchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** The money of a whole document (invoice or credit note). */
const documentTotalsShape = {
  taxable_value: moneySchema,
  cgst: moneySchema,
  sgst: moneySchema,
  igst: moneySchema,
  round_off: moneySchema,
  total: moneySchema,
  /** "Rupees ... Only", lakh and crore. */
  total_in_words: z.string(),
};

/** What an invoice and the credit note that reverses it both carry: the parties, the place of supply, the lines, the money. */
const taxDocumentShape = {
  seller: partySchema,
  buyer: partySchema,
  /** The buyer's state code: the place of supply of goods delivered to it. */
  place_of_supply: z.string().nullable(),
  place_of_supply_name: z.string(),
  tax_split: z.enum(TAX_SPLITS),
  lines: z.array(invoiceLineSchema),
  ...documentTotalsShape,
};

export const creditNoteRefSchema = z.object({ id: z.number().int(), number: z.string(), note_date: z.string(), reason: z.string() });

export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  invoice_date: z.string(),
  due_date: z.string(),
  order_id: z.number().int(),
  order_auto_id: z.number().int(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  total: moneySchema,
  amount_paid: moneySchema,
  balance_due: moneySchema,
  status: z.enum(INVOICE_STATUSES),
  /** Days past the due date while Open and overdue, else null. */
  days_overdue: z.number().int().nullable(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;
export const pagedInvoicesSchema = pagedSchema(invoiceListItemSchema);

export const invoiceSchema = invoiceListItemSchema.extend({
  financial_year: z.string(),
  ...taxDocumentShape,
  bank: bankDetailsSchema,
  /** The payments allocated to this invoice, oldest first. */
  allocations: z.array(z.object({ payment_id: z.number().int(), received_on: z.string(), mode: z.string(), amount: moneySchema })),
  credit_note: creditNoteRefSchema.nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = listQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(INVOICE_FILTERS, { error: 'Choose Open, Paid, Cancelled or Overdue' }).optional()),
  dealer: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid dealer').optional()),
  /** The invoices of one order (its page shows its invoice, or the button to make one). */
  order: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid order').optional()),
});

/** POST /billing/invoices: an invoice by hand for an order shipped before invoicing existed (or one cancelled). */
export const invoiceCreateInputSchema = z.object({
  order_id: recordIdInput(INVOICE_TEXT.orderRequired),
  /** Default today; may be earlier (the day it really shipped), never later than today. */
  invoice_date: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
});
export type InvoiceCreateInput = z.infer<typeof invoiceCreateInputSchema>;

export const reasonSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(500, 'At most 500 characters');

/** POST /billing/invoices/:id/credit-note: cancels the whole invoice. */
export const creditNoteInputSchema = z.object({ reason: reasonSchema(INVOICE_TEXT.reasonRequired) });

export const creditNoteListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  note_date: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  reason: z.string(),
  total: moneySchema,
});
export const pagedCreditNotesSchema = pagedSchema(creditNoteListItemSchema);

/** A credit note reverses its invoice line for line: the same seller, buyer, split and amounts. */
export const creditNoteSchema = creditNoteListItemSchema.extend({
  financial_year: z.string(),
  invoice_date: z.string(),
  ...taxDocumentShape,
  created_at: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
export const creditNoteListQuerySchema = listQuerySchema.extend({
  dealer: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid dealer').optional()),
});
