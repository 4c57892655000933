// Goods received (issue 45 point 3): a lorry's load against a purchase order or without one, by quantity and by weight
// (docs/product/buying.md#goods-received, docs/decisions/044-purchase-orders-and-receipts.md).
import { z } from 'zod';
import { isoDateSchema } from './common/date-schemas';
import { emptyToUndefined, numberTextInput, recordIdInput } from './common/inputs';
import { listQuerySchema } from './common/list-query';
import { moneyInput, moneySchema } from './common/money';
import { exactlyOneItem, lineItemFields, purchaseQuantityInput, RATE_PER } from './purchase';
import { optionalText } from './staff';

export const RECEIPT_TEXT = {
  title: 'Goods Received',
  receive: 'Receive Goods',
  withoutOrder: 'Without purchase order',
  noReceipts: 'No goods received yet',
  linesRequired: 'Enter a received quantity for at least one line',
  orderNotOpen: 'Goods are received only against an Approved or Partly received order.',
  lineNotOfOrder: 'This line is not on the chosen purchase order',
  supplierRequired: 'Choose the supplier of goods received without an order',
  itemRequired: 'Choose the item of each line received without an order',
  rejectedTooMany: 'Rejected cannot be more than received',
  reasonRequired: 'Give the reason for the rejected quantity',
  overReceipt: (lines: string, tolerance: number) =>
    `Received beyond the order by more than ${tolerance}%: ${lines}. Only an admin may accept it, with a reason.`,
  weightZero: 'Enter the weighed kg above 0, or leave it empty',
} as const;

const optionalQuantity = (message: string) =>
  z.preprocess(emptyToUndefined, numberTextInput(z.string({ error: message }).regex(/^\d{1,11}(\.\d{1,3})?$/, message)).optional());

const receiptLineInputSchema = z
  .object({
    /** The order line received against; without an order, the item itself. */
    order_line: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid line').optional()),
    ...lineItemFields,
    received: purchaseQuantityInput(),
    rejected: optionalQuantity('Enter the rejected quantity (at most 3 decimals)'),
    rejection_reason: optionalText(200),
    /** The weighbridge's kg for this line, when weighed. */
    weighed_kg: optionalQuantity(RECEIPT_TEXT.weightZero).refine((v) => v === undefined || Number(v) > 0, RECEIPT_TEXT.weightZero),
    heat_number: optionalText(50),
    /** Only without an order (an order line has its rate): what the load cost, if known. */
    rate: z.preprocess(emptyToUndefined, moneyInput({ label: 'The rate', nonNegative: true }).optional()),
    rate_per: z.preprocess(emptyToUndefined, z.enum(RATE_PER).optional()),
  })
  .superRefine((line, ctx) => {
    if (line.order_line === undefined) exactlyOneItem(line, ctx);
    if (line.rejected !== undefined && Number(line.rejected) > Number(line.received)) {
      ctx.addIssue({ code: 'custom', path: ['rejected'], message: RECEIPT_TEXT.rejectedTooMany });
    }
    if (line.rejected !== undefined && Number(line.rejected) > 0 && !line.rejection_reason) {
      ctx.addIssue({ code: 'custom', path: ['rejection_reason'], message: RECEIPT_TEXT.reasonRequired });
    }
  });
export type ReceiptLineInput = z.infer<typeof receiptLineInputSchema>;

export const goodsReceiptInputSchema = z
  .object({
    purchase_order: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid purchase order').optional()),
    supplier: z.preprocess(emptyToUndefined, recordIdInput(RECEIPT_TEXT.supplierRequired).optional()),
    received_on: z.preprocess(emptyToUndefined, isoDateSchema.optional()),
    vehicle_number: optionalText(20),
    note: optionalText(300),
    /** An admin's reason to take more than the order's tolerance allows. */
    over_receipt_reason: optionalText(300),
    lines: z.array(receiptLineInputSchema, { error: RECEIPT_TEXT.linesRequired }).min(1, RECEIPT_TEXT.linesRequired).max(100),
  })
  .superRefine((input, ctx) => {
    if (input.purchase_order === undefined && input.supplier === undefined) {
      ctx.addIssue({ code: 'custom', path: ['supplier'], message: RECEIPT_TEXT.supplierRequired });
    }
    input.lines.forEach((line, i) => {
      if (input.purchase_order !== undefined && line.order_line === undefined) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'order_line'], message: RECEIPT_TEXT.lineNotOfOrder });
      }
    });
  });
export type GoodsReceiptInput = z.infer<typeof goodsReceiptInputSchema>;

const goodsReceiptLineSchema = z.object({
  id: z.number().int(),
  order_line: z.number().int().nullable(),
  store_item: z.number().int().nullable(),
  sheet: z.number().int().nullable(),
  name: z.string(),
  unit: z.string(),
  received: z.number(),
  rejected: z.number(),
  accepted: z.number(),
  rejection_reason: z.string(),
  /** kg per metre x length x bars (a sheet's unit kg x pieces, kg for an item kept in kg); null when unknown. */
  theoretical_kg: z.number().nullable(),
  weighed_kg: z.number().nullable(),
  /** weighed - theoretical, and as a percent of theoretical; null when either is unknown. */
  variance_kg: z.number().nullable(),
  variance_percent: z.number().nullable(),
  heat_number: z.string(),
  /** The mill test certificate's image, when uploaded. */
  certificate_url: z.string().nullable(),
  /** Left out of a store manager's answers. */
  rate: moneySchema.nullable().optional(),
  rate_per: z.enum(RATE_PER).nullable(),
  value: moneySchema.optional(),
  /** The item's moving average cost per unit of stock (a metre of a section) after this line. */
  average_cost: moneySchema.optional(),
});

export const goodsReceiptSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  purchase_order: z.number().int().nullable(),
  purchase_order_number: z.string().nullable(),
  supplier: z.number().int(),
  supplier_name: z.string(),
  received_on: z.string(),
  vehicle_number: z.string(),
  note: z.string(),
  over_receipt_reason: z.string(),
  value: moneySchema.optional(),
  created_at: z.string(),
});
export type GoodsReceipt = z.infer<typeof goodsReceiptSchema>;

export const goodsReceiptDetailSchema = goodsReceiptSchema.extend({ lines: z.array(goodsReceiptLineSchema) });
export type GoodsReceiptDetail = z.infer<typeof goodsReceiptDetailSchema>;

export const goodsReceiptListQuerySchema = listQuerySchema.extend({
  supplier: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid record').optional()),
  purchase_order: z.preprocess(emptyToUndefined, recordIdInput('Choose a valid record').optional()),
});
export type GoodsReceiptListQuery = z.infer<typeof goodsReceiptListQuerySchema>;

export const certificateInputSchema = z.object({ image: z.any().optional() });
