import { z } from 'zod';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined } from './common/inputs';
import { moneySchema } from './common/money';
import { ACCOUNT_TEXT } from './dealer-account';
import { sellerSchema } from './invoice';

/**
 * The append-only dealer ledger and its statement (issue 31 points 3-7, docs/decisions/031-invoices-payments-credit.md).
 */

export const LEDGER_KINDS = [
  { key: 'invoice', label: 'Invoice' },
  { key: 'credit_note', label: 'Credit note' },
  { key: 'debit_note', label: 'Debit note' },
  { key: 'payment', label: 'Payment' },
  { key: 'payment_reversal', label: 'Payment reversed' },
  { key: 'tds', label: 'TDS deducted' },
  { key: 'refund', label: 'Refund' },
] as const;
export const LEDGER_KIND_KEYS = LEDGER_KINDS.map((kind) => kind.key) as ['invoice', 'credit_note', 'debit_note', 'payment', 'payment_reversal', 'tds', 'refund'];
export type LedgerKind = (typeof LEDGER_KIND_KEYS)[number];

/** A ledger row: debit raises what the dealer owes (invoice, reversal), credit lowers it (payment, credit note). */
const ledgerRowSchema = z.object({
  id: z.number().int(),
  entry_date: z.string(),
  kind: z.enum(LEDGER_KIND_KEYS),
  /** The document's number (INV/2026-27/0001, CN/..., the payment's mode and reference). */
  reference: z.string(),
  description: z.string(),
  debit: moneySchema,
  credit: moneySchema,
  /** What the dealer owes after this row (negative: an advance). */
  balance: moneySchema,
  invoice_id: z.number().int().nullable(),
  credit_note_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  refund_id: z.number().int().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** ?from&to (default: the financial year so far); `format=csv` downloads it. */
export const statementQuerySchema = z
  .object({
    from: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    to: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv']).optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: ACCOUNT_TEXT.rangeOrder });

const statementDealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gstin: z.string().nullable(),
  state_name: z.string(),
  billing_address: z.string(),
});

export const statementSchema = z.object({
  /** Who issues the statement: its print's heading. */
  seller: sellerSchema,
  dealer: statementDealerSchema,
  from: z.string(),
  to: z.string(),
  opening_balance: moneySchema,
  /** The rows dated in the range, by date; each `balance` runs from the opening balance. */
  rows: z.array(ledgerRowSchema),
  total_debit: moneySchema,
  total_credit: moneySchema,
  closing_balance: moneySchema,
});
export type Statement = z.infer<typeof statementSchema>;
