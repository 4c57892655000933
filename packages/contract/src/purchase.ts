// Buying (issue 45 points 1, 2 and 7): suppliers and purchase orders (docs/product/buying.md,
// docs/decisions/044-purchase-orders-and-receipts.md). Goods received are in goods-receipt.ts.
import { z } from 'zod';
import { gstinStateProblem, optionalGstinSchema, optionalStateCodeSchema, paymentTermsInputSchema } from './billing';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, numberTextInput, recordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { moneyInput, moneySchema } from './common/money';
import { optionalEmailSchema, optionalText } from './staff';

export const PURCHASE_TEXT = {
  suppliersTitle: 'Suppliers',
  ordersTitle: 'Purchase Orders',
  noSuppliers: 'No suppliers yet',
  noOrders: 'No purchase orders yet',
  nameRequired: 'Please enter the supplier name',
  nameTaken: 'A supplier with this name already exists.',
  oneItem: 'Choose a store item or a sheet',
  linesRequired: 'Add at least one line',
  quantityPositive: 'Enter a quantity above 0 (at most 3 decimals)',
  barsWhole: 'Channel sections are ordered and received in whole bars',
  piecesWhole: 'Sheets are ordered and received in whole pieces',
  notDraft: 'Only a Draft purchase order can be edited',
  moveRefused: (from: string, to: string) => `A purchase order that is ${from} cannot become ${to}.`,
  cancelReceived: 'Goods were received against this order: close it instead of cancelling it.',
  noEmail: 'The supplier has no email address: add one to send the order.',
  notSendable: 'Only an Approved or Partly received order is sent to the supplier.',
  nothingShort: 'Nothing on the Purchase List is short beyond what is already on order.',
  supplierForUnknown: 'Some items have no supplier yet: choose a supplier for them.',
  sent: (email: string) => `Sent to ${email}`,
} as const;

/** The statuses of a purchase order, exactly as the screens show them. */
export const PURCHASE_ORDER_STATUSES = ['Draft', 'Approved', 'Partly received', 'Received', 'Closed', 'Cancelled'] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * The moves a person makes by hand (receipts move Approved to Partly received and Received themselves): approve a
 * Draft, cancel a Draft or an Approved order with nothing received, close one that is partly or fully received.
 */
export const PURCHASE_ORDER_MOVES: Record<'approve' | 'cancel' | 'close', { from: readonly PurchaseOrderStatus[]; to: PurchaseOrderStatus }> = {
  approve: { from: ['Draft'], to: 'Approved' },
  cancel: { from: ['Draft', 'Approved'], to: 'Cancelled' },
  close: { from: ['Partly received', 'Received'], to: 'Closed' },
};
export type PurchaseOrderMove = keyof typeof PURCHASE_ORDER_MOVES;

/** What a rate is per: kg (steel by weight), bar (a section's stock length), piece (a sheet) or unit (the item's own unit). */
export const RATE_PER = ['kg', 'bar', 'piece', 'unit'] as const;
export type RatePer = (typeof RATE_PER)[number];
export const RATE_PER_LABELS: Record<RatePer, string> = { kg: 'per kg', bar: 'per bar', piece: 'per piece', unit: 'per unit' };

/** A 3-decimal quantity above 0 (kg, metres, bars, pieces). */
export const purchaseQuantityInput = (message: string = PURCHASE_TEXT.quantityPositive) =>
  numberTextInput(
    z
      .string({ error: message })
      .regex(/^\d{1,11}(\.\d{1,3})?$/, message)
      .refine((v) => Number(v) > 0, message),
  );

// ---------- suppliers ----------

const supplierFields = {
  name: z.string({ error: PURCHASE_TEXT.nameRequired }).trim().min(1, PURCHASE_TEXT.nameRequired).max(150, 'At most 150 characters'),
  gstin: optionalGstinSchema,
  state_code: optionalStateCodeSchema,
  address: z.preprocess((v) => (v === null ? '' : v), z.string().trim().max(500, 'At most 500 characters').optional()),
  contact_name: optionalText(100),
  phone: z.preprocess((v) => (v === null ? '' : v), z.string().trim().regex(/^[\d +-]{0,15}$/, 'Use digits, spaces, + and - only (at most 15)').optional()),
  email: optionalEmailSchema,
  payment_terms_days: paymentTermsInputSchema,
};

function gstinOfState(input: { gstin?: string | null; state_code?: string | null }, ctx: z.RefinementCtx) {
  const problem = gstinStateProblem(input.gstin, input.state_code);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

export const supplierInputSchema = z.object(supplierFields).superRefine(gstinOfState);
export type SupplierInput = z.infer<typeof supplierInputSchema>;
export const supplierPatchSchema = z.object(supplierFields).partial();
export type SupplierPatch = z.infer<typeof supplierPatchSchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gstin: z.string().nullable(),
  state_code: z.string().nullable(),
  address: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  payment_terms_days: z.number().int(),
  open_orders: z.number().int(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** What a supplier supplies, with the rate it last charged (absent for a store manager, who sees no prices). */
const supplierItemSchema = z.object({
  store_item: z.number().int().nullable(),
  sheet: z.number().int().nullable(),
  name: z.string(),
  last_rate: moneySchema.optional(),
  rate_per: z.enum(RATE_PER),
  last_date: z.string(),
});

export const supplierDetailSchema = supplierSchema.extend({ items: z.array(supplierItemSchema) });
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

export const supplierListQuerySchema = listQuerySchema;

// ---------- purchase orders ----------

/** The item of a line: a store item (a channel section counts in bars) or a sheet (in pieces). */
const lineItemFields = {
  store_item: z.preprocess(emptyToUndefined, recordIdInput(PURCHASE_TEXT.oneItem).optional()),
  sheet: z.preprocess(emptyToUndefined, recordIdInput(PURCHASE_TEXT.oneItem).optional()),
};
export function exactlyOneItem(line: { store_item?: number; sheet?: number }, ctx: z.RefinementCtx) {
  if ((line.store_item === undefined) === (line.sheet === undefined)) ctx.addIssue({ code: 'custom', path: ['store_item'], message: PURCHASE_TEXT.oneItem });
}
export { lineItemFields };

const orderLineInputSchema = z
  .object({
    ...lineItemFields,
    quantity: purchaseQuantityInput(),
    rate: moneyInput({ label: 'The rate', nonNegative: true }),
    rate_per: z.enum(RATE_PER, { error: 'Choose what the rate is per' }),
    expected_date: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
  })
  .superRefine(exactlyOneItem);
export type PurchaseOrderLineInput = z.infer<typeof orderLineInputSchema>;

export const purchaseOrderInputSchema = z.object({
  supplier: recordIdInput('Choose a supplier'),
  expected_date: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
  note: optionalText(500),
  lines: z.array(orderLineInputSchema, { error: PURCHASE_TEXT.linesRequired }).min(1, PURCHASE_TEXT.linesRequired).max(100),
});
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInputSchema>;

/** POST /purchase/orders/from-purchase-list/: one Draft per supplier of what is short and not on order. */
export const fromPurchaseListInputSchema = z.object({
  /** The supplier of items that no supplier has supplied yet; without it they are left out and named. */
  supplier: z.preprocess(emptyToUndefined, recordIdInput('Choose a supplier').optional()),
  expected_date: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
});
export type FromPurchaseListInput = z.infer<typeof fromPurchaseListInputSchema>;

/** Approve, cancel, close: a note is optional, and so is the body itself. */
export const purchaseOrderMoveInputSchema = z.preprocess((v) => v ?? {}, z.object({ note: optionalText(300) }));

const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  store_item: z.number().int().nullable(),
  sheet: z.number().int().nullable(),
  name: z.string(),
  /** bars, pieces, or the store item's unit type. */
  unit: z.string(),
  quantity: z.number(),
  received: z.number(),
  /** kg the ordered quantity weighs in theory (kg per metre x length x bars; a sheet's unit kg x pieces); null when unknown. */
  theoretical_kg: z.number().nullable(),
  rate: moneySchema.optional(),
  rate_per: z.enum(RATE_PER),
  amount: moneySchema.optional(),
  expected_date: z.string().nullable(),
});

export const purchaseOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  supplier: z.number().int(),
  supplier_name: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  order_date: z.string(),
  expected_date: z.string().nullable(),
  note: z.string(),
  /** Money fields are left out of a store manager's answers. */
  total: moneySchema.optional(),
  approved_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderDetailSchema = purchaseOrderSchema.extend({
  lines: z.array(purchaseOrderLineSchema),
  supplier_gstin: z.string().nullable(),
  supplier_address: z.string(),
  supplier_email: z.string(),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetailSchema>;

export const purchaseOrderListQuerySchema = listQuerySchema.extend({
  status: z.preprocess((v) => {
    if (typeof v !== 'string' || v.trim() === '' || v.trim().toLowerCase() === 'all') return undefined;
    return PURCHASE_ORDER_STATUSES.find((s) => s.toLowerCase() === v.trim().toLowerCase()) ?? v;
  }, z.enum(PURCHASE_ORDER_STATUSES).optional()),
  supplier: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid record').optional()),
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

export const fromPurchaseListAnswerSchema = z.object({
  orders: z.array(purchaseOrderSchema),
  /** Short items left out: no supplier known and none chosen. */
  skipped: z.array(z.object({ store_item: z.number().int(), name: z.string() })),
});
export type FromPurchaseListAnswer = z.infer<typeof fromPurchaseListAnswerSchema>;
