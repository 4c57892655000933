import { z } from 'zod';
import { financialYearDateSchema } from './common/date-schemas';
import { emptyToUndefined, numberInput, recordIdInput } from './common/inputs';
import { gstAmountsShape, moneyInput, moneySchema, toCents } from './common/money';
import { listQuerySchema } from './common/list-query';

export * from './invoice-arithmetic';

/**
 * Tax invoices and credit notes (issue 31 point 2). An invoice is made when an order ships (or by hand for an order
 * shipped before invoicing existed), from the order's price snapshots, and is never edited or deleted: a credit note
 * of its own series cancels it. Numbers are consecutive within a series, prefix and financial year (April to March): INV/26-27/00001.
 * See docs/decisions/031-invoices-payments-credit.md.
 */

export const INVOICE_TEXT = {
  notConfigured: 'Fill in Accounts > Company & Tax before making invoices.',
  noCompanyGstin:
    "Enter the company's GSTIN in Accounts > Company & Tax before making tax invoices: an unregistered supplier may not collect tax (CGST Act s.32).",
  hsnTooShort: (product: string, hsn: string) =>
    `${product} has HSN code ${hsn}: give it 6 or 8 digits in the catalogue, the company's turnover is above 5 crore (Notification 78/2020-CT).`,
  notShipped: 'Only a shipped or delivered order can be invoiced.',
  alreadyInvoiced: (number: string) => `This order already has invoice ${number}.`,
  noItems: 'This order has no items to invoice.',
  alreadyCancelled: (creditNote: string) => `This invoice was already cancelled by credit note ${creditNote}.`,
  reasonRequired: 'Give the reason for the credit note.',
  orderRequired: 'Choose a shipped order',
  invoiceDateFuture: 'The invoice date cannot be after today.',
  invoiceDateBeforeLast: (number: string, day: string) => `The invoice date cannot be before ${day}, the date of the last invoice ${number}.`,
  // Place of supply and the buyer (docs/decisions/031, "Place of supply" and "Unregistered buyers").
  dealerStateMissing: (dealer: string) => `The dealer ${dealer} has no state: fill in the dealer's state before invoicing (it decides CGST + SGST or IGST).`,
  unregisteredMissing: (field: string) =>
    `An invoice of 50,000 or more to a buyer without GSTIN must show the buyer's ${field} (CGST rule 46(e)): fill it in on the dealer.`,
  reissueRefused: (number: string) =>
    `This order's invoice ${number} was cancelled. A new supply needs a new order; correct an invoice with a credit or debit note instead of cancelling it.`,
  // Notes under CGST s.34.
  noteOnCancelled: 'This invoice is cancelled: no note can be made against it.',
  creditNoteDeadline: (deadline: string, financialYear: string) =>
    `A credit note for an invoice of ${financialYear} could be issued only until ${deadline} (CGST s.34(2)).`,
  cancelAfterNotes: 'This invoice has credit or debit notes: credit what remains with a credit note instead of cancelling it.',
  noteLineUnknown: (lineNo: number) => `The invoice has no line ${lineNo}.`,
  noteLineTwice: 'Each invoice line at most once',
  quantityLeft: (lineNo: number, left: number) => `Line ${lineNo}: at most ${left} can still be returned.`,
  amountLeft: (lineNo: number, left: string) => `Line ${lineNo}: at most ${left} can still be credited.`,
  noteExceedsInvoice: (left: string) => `The note's total cannot exceed what remains on the invoice (${left}).`,
  quantityRequired: 'Enter the quantity returned',
  amountRequired: 'Enter the amount',
  quantityOnlyForReturn: 'A quantity only for goods returned',
  amountNotForReturn: 'A return is credited by quantity',
  linesRequired: 'Choose at least one line',
} as const;

/** A credit note lowers what an invoice asks, a debit note raises it (CGST s.34). */
export const NOTE_KINDS = ['credit', 'debit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** Why a note was made: a credit note for a return, a lower price or a discount (or the whole invoice cancelled); a debit note for a higher price or interest. */
const NOTE_REASONS = [
  { key: 'return', label: 'Goods returned', kind: 'credit' },
  { key: 'price_reduction', label: 'Price reduction', kind: 'credit' },
  { key: 'discount', label: 'Agreed discount', kind: 'credit' },
  { key: 'cancellation', label: 'Invoice cancelled', kind: 'credit' },
  { key: 'price_increase', label: 'Price increase', kind: 'debit' },
  { key: 'interest', label: 'Interest on late payment', kind: 'debit' },
  // What the bank charged for a dealer's bounced cheque, recovered without GST (docs/decisions/053-cheques-bounces-and-texts.md).
  { key: 'bank_charges', label: 'Bank charges of a bounced cheque', kind: 'debit' },
] as const;
export const NOTE_REASON_KEYS = NOTE_REASONS.map((reason) => reason.key) as [NoteReason, ...NoteReason[]];
export type NoteReason = (typeof NOTE_REASONS)[number]['key'];
export const PARTIAL_CREDIT_REASONS = ['return', 'price_reduction', 'discount'] as const;
export const DEBIT_REASONS = ['price_increase', 'interest'] as const;

export function noteReasonLabel(key: string): string {
  return NOTE_REASONS.find((reason) => reason.key === key)?.label ?? key;
}

/**
 * The last day a credit note may be issued for an invoice of `financialYear` (CGST s.34(2)): 30 November after the
 * end of that financial year ("2026-27" -> 2027-11-30).
 */
export function creditNoteDeadline(financialYear: string): string {
  return `${Number(financialYear.slice(0, 4)) + 1}-11-30`;
}

/** The value from which an unregistered buyer's name, address and state must be printed (CGST rule 46(e)), in paise. */
export const UNREGISTERED_DETAILS_FROM_CENTS = 5_000_000n;

/** Open: something is still to be paid; Paid: nothing is; Cancelled: a credit note reversed it. */
export const INVOICE_STATUSES = ['Open', 'Paid', 'Cancelled'] as const;
/** The list's tabs: the statuses plus Overdue (Open and past its due date). */
const INVOICE_FILTERS = [...INVOICE_STATUSES, 'Overdue'] as const;

/** CGST + SGST when the buyer is in the seller's state (intra-state supply), IGST otherwise. */
export const TAX_SPLITS = ['intra', 'inter'] as const;
export type TaxSplit = (typeof TAX_SPLITS)[number];

/** The unit printed on a line: the shop sells doors, windows and frames by the piece. */
export const INVOICE_UNIT = 'Nos';

// ---------------------------------------------------------------------------------------------------------------
// Schemas.

const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  state_code: z.string().nullable(),
  state_name: z.string(),
  /** null: an unregistered buyer (a B2C sale on the register). */
  gstin: z.string().nullable(),
});
export type Party = z.infer<typeof partySchema>;

/**
 * The seller as a document prints it: the party plus what Companies Act s.12(3)(c) asks on every bill (CIN, phone,
 * e-mail) and the authorised signatory under "For <company>". Invoices made before these were kept read them as "".
 */
export const sellerSchema = partySchema.extend({
  cin: z.string(),
  phone: z.string(),
  email: z.string(),
  signatory_name: z.string(),
  signatory_designation: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;

/** A seller stored before the company details were kept, with those details empty. */
export function sellerWithDefaults(stored: Party & Partial<Seller>): Seller {
  return { cin: '', phone: '', email: '', signatory_name: '', signatory_designation: '', ...stored };
}

const bankDetailsSchema = z.object({ bank_name: z.string(), account_number: z.string(), ifsc: z.string() });

const invoiceLineSchema = z.object({
  line_no: z.number().int(),
  description: z.string(),
  hsn_code: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  rate: moneySchema,
  taxable_value: moneySchema,
  gst_rate: moneySchema,
  ...gstAmountsShape,
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
  seller: sellerSchema,
  buyer: partySchema,
  /** Where the goods went (IGST Act s.10(1)); null on invoices made before ship-to was kept (then the buyer's state). */
  ship_to: partySchema.nullable(),
  /** The state of the place of supply: where the goods went, or the buyer's on a third-party delivery. */
  place_of_supply: z.string().nullable(),
  place_of_supply_name: z.string(),
  tax_split: z.enum(TAX_SPLITS),
  lines: z.array(invoiceLineSchema),
  ...documentTotalsShape,
};

const creditNoteRefSchema = z.object({ id: z.number().int(), number: z.string(), note_date: z.string(), reason: z.string() });
/** A note against an invoice, as the invoice's page lists it. */
const noteRefSchema = creditNoteRefSchema.extend({ kind: z.enum(NOTE_KINDS), reason_code: z.enum(NOTE_REASON_KEYS), total: moneySchema });
/** What is left on an invoice line after the notes so far: what a credit note may still return or credit. */
const lineRemainderSchema = z.object({ line_no: z.number().int(), quantity: z.number().int(), taxable_value: moneySchema });

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

export const invoiceSchema = invoiceListItemSchema.extend({
  financial_year: z.string(),
  ...taxDocumentShape,
  bank: bankDetailsSchema,
  /** The payments allocated to this invoice, oldest first. */
  allocations: z.array(z.object({ payment_id: z.number().int(), received_on: z.string(), mode: z.string(), amount: moneySchema })),
  credit_note: creditNoteRefSchema.nullable(),
  /** Every credit and debit note against this invoice, oldest first. */
  notes: z.array(noteRefSchema),
  /** Per line: the quantity not yet returned and the taxable value not yet credited (debit notes added). */
  remaining: z.array(lineRemainderSchema),
  /** Debit notes minus partial credit notes: what the invoice asks is total + adjustment. */
  adjustment: moneySchema,
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/**
 * A list's period (issue 48 point 4): the document's own date from `from` to `to`, both included. A `to` before `from`
 * selects nothing (the screen's date pickers keep them in order).
 */
export const listPeriodShape = {
  from: z.preprocess(emptyToUndefined, z.iso.date({ error: 'Use YYYY-MM-DD' }).optional()),
  to: z.preprocess(emptyToUndefined, z.iso.date({ error: 'Use YYYY-MM-DD' }).optional()),
};

export const invoiceListQuerySchema = listQuerySchema.extend({
  status: z.preprocess(emptyToUndefined, z.enum(INVOICE_FILTERS, { error: 'Choose Open, Paid, Cancelled or Overdue' }).optional()),
  dealer: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid dealer').optional()),
  /** The invoices of one order (its page shows its invoice, or the button to make one). */
  order: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid order').optional()),
  ...listPeriodShape,
});

/** The totals of the invoices a list's filters select (issue 48 point 4): one aggregate, whatever the page. */
export const invoiceTotalsSchema = z.object({
  count: z.number().int(),
  taxable: moneySchema,
  tax: moneySchema,
  total: moneySchema,
  paid: moneySchema,
  balance: moneySchema,
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** POST /billing/invoices: an invoice by hand for an order shipped before invoicing existed (or one cancelled). */
export const invoiceCreateInputSchema = z.object({
  order_id: recordIdInput(INVOICE_TEXT.orderRequired),
  /** Default today; may be earlier (the day it really shipped), never later than today. */
  invoice_date: z.preprocess(emptyToUndefined, financialYearDateSchema('Invoice date').optional()),
});
export type InvoiceCreateInput = z.infer<typeof invoiceCreateInputSchema>;

export const reasonSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(500, 'At most 500 characters');

/** POST /billing/invoices/:id/credit-note: cancels the whole invoice. */
export const creditNoteInputSchema = z.strictObject({ reason: reasonSchema(INVOICE_TEXT.reasonRequired) });

const noteLineNo = recordIdInput('Choose a line of the invoice');
const noteAmount = moneyInput({ label: 'The amount' }).refine((v) => toCents(v) > 0n, 'Enter an amount above 0');
const noteQuantity = numberInput(z.number({ error: INVOICE_TEXT.quantityRequired }).int('Whole pieces').min(1, 'At least 1').max(1_000_000, 'Too many'));

function eachLineOnce(lines: ReadonlyArray<{ line_no: number }>, ctx: z.RefinementCtx) {
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    if (seen.has(line.line_no)) ctx.addIssue({ code: 'custom', path: ['lines', index, 'line_no'], message: INVOICE_TEXT.noteLineTwice });
    seen.add(line.line_no);
  });
}

/**
 * POST /billing/invoices/:id/credit-notes: a credit note for part of the invoice (CGST s.34(1)): a return (quantities
 * of lines, credited at the line's rate), a price reduction or an agreed discount (a taxable amount per line). Unknown
 * fields are refused.
 */
export const partialCreditNoteInputSchema = z
  .strictObject({
    reason_code: z.enum(PARTIAL_CREDIT_REASONS, { error: 'Choose Goods returned, Price reduction or Agreed discount' }),
    reason: reasonSchema(INVOICE_TEXT.reasonRequired),
    lines: z
      .array(z.strictObject({ line_no: noteLineNo, quantity: noteQuantity.optional(), amount: noteAmount.optional() }), { error: INVOICE_TEXT.linesRequired })
      .min(1, INVOICE_TEXT.linesRequired)
      .max(1000),
  })
  .superRefine((input, ctx) => {
    eachLineOnce(input.lines, ctx);
    input.lines.forEach((line, index) => {
      if (input.reason_code === 'return') {
        if (line.quantity === undefined) ctx.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: INVOICE_TEXT.quantityRequired });
        if (line.amount !== undefined) ctx.addIssue({ code: 'custom', path: ['lines', index, 'amount'], message: INVOICE_TEXT.amountNotForReturn });
      } else {
        if (line.amount === undefined) ctx.addIssue({ code: 'custom', path: ['lines', index, 'amount'], message: INVOICE_TEXT.amountRequired });
        if (line.quantity !== undefined) ctx.addIssue({ code: 'custom', path: ['lines', index, 'quantity'], message: INVOICE_TEXT.quantityOnlyForReturn });
      }
    });
  });
export type PartialCreditNoteInput = z.infer<typeof partialCreditNoteInputSchema>;

/** POST /billing/invoices/:id/debit-notes: a higher price or interest on late payment, a taxable amount per line (s.34(3)). */
export const debitNoteInputSchema = z
  .strictObject({
    reason_code: z.enum(DEBIT_REASONS, { error: 'Choose Price increase or Interest on late payment' }),
    reason: reasonSchema(INVOICE_TEXT.reasonRequired),
    lines: z.array(z.strictObject({ line_no: noteLineNo, amount: noteAmount }), { error: INVOICE_TEXT.linesRequired }).min(1, INVOICE_TEXT.linesRequired).max(1000),
  })
  .superRefine((input, ctx) => eachLineOnce(input.lines, ctx));
export type DebitNoteInput = z.infer<typeof debitNoteInputSchema>;

export const creditNoteListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTE_KINDS),
  reason_code: z.enum(NOTE_REASON_KEYS),
  number: z.string(),
  note_date: z.string(),
  invoice_id: z.number().int(),
  invoice_number: z.string(),
  dealer_id: z.number().int(),
  dealer_name: z.string(),
  reason: z.string(),
  total: moneySchema,
});

/** The totals of the notes a list's filters select (issue 48 point 4): a credit note counts negative, as the list shows it. */
export const noteTotalsSchema = z.object({ count: z.number().int(), taxable: moneySchema, tax: moneySchema, total: moneySchema });
export type NoteTotals = z.infer<typeof noteTotalsSchema>;

/**
 * A credit or debit note (rule 53): its invoice's seller, buyer, ship-to, place of supply and split, and its own lines
 * (line_no is the invoice's line; a price change has quantity 0), taxed at the invoice line's rate.
 */
export const creditNoteSchema = creditNoteListItemSchema.extend({
  financial_year: z.string(),
  invoice_date: z.string(),
  ...taxDocumentShape,
  /** An amount outside GST (a bounced cheque's bank charges): part of the total, no tax on it; 0.00 on other notes. */
  charges: moneySchema,
  /** The bounced payment whose bank charges a `bank_charges` note recovers; null for every other note. */
  payment_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
export const creditNoteListQuerySchema = listQuerySchema.extend({
  kind: z.preprocess(emptyToUndefined, z.enum(NOTE_KINDS, { error: 'Choose credit or debit' }).optional()),
  dealer: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid dealer').optional()),
  ...listPeriodShape,
});
