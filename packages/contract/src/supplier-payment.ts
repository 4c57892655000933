// Supplier payments listed, read with their ledger rows and reversed (issue 45 point 5):
// docs/product/buying.md#paying-suppliers, docs/decisions/052-supplier-payment-reversal.md.
import { z } from 'zod';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, recordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { PAYMENT_MODE_KEYS } from './dealer-account';
import { listPeriodShape, reasonSchema } from './invoice';
import { PAYABLES_TEXT, SUPPLIER_PAYMENT_STATUSES, supplierLedgerRowSchema, supplierPaymentSchema } from './payables';

/** GET /purchase/payments: by supplier, mode, status and a range of payment dates; searched by reference, cheque or supplier. */
export const supplierPaymentListQuerySchema = listQuerySchema.extend({
  supplier: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid supplier').optional()),
  mode: z.preprocess(emptyToUndefined, z.enum(PAYMENT_MODE_KEYS, { error: 'Choose how it was paid' }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(SUPPLIER_PAYMENT_STATUSES, { error: 'Choose Paid or Reversed' }).optional()),
  ...listPeriodShape,
});
export type SupplierPaymentListQuery = z.infer<typeof supplierPaymentListQuerySchema>;

export const supplierPaymentListItemSchema = supplierPaymentSchema.omit({ allocations: true });
export type SupplierPaymentListItem = z.infer<typeof supplierPaymentListItemSchema>;

/** A payment with its allocations and the ledger rows it posted (the payment, and its reversal if any). */
export const supplierPaymentDetailSchema = supplierPaymentSchema.extend({ ledger: z.array(supplierLedgerRowSchema) });
export type SupplierPaymentDetail = z.infer<typeof supplierPaymentDetailSchema>;

/** POST /purchase/payments/:id/reversal: why (a bounced cheque, a wrong entry), and the day (default today). */
export const supplierPaymentReversalInputSchema = z.object({
  reason: reasonSchema(PAYABLES_TEXT.reversalReason),
  reversed_on: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
});
export type SupplierPaymentReversalInput = z.infer<typeof supplierPaymentReversalInputSchema>;
