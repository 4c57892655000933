import { ITEM_COLUMNS, workOrderInputSchema } from '@steelworks/contract/workorder';
import { ApiError } from '../../../lib/api-client';
import type { WorkOrderBody } from '../api/save-work-order';
import type { HeadValues } from './work-order-values';
import { columnLabel } from './work-order-sheet';

export type FieldErrors = Record<string, string[]>;

/**
 * The form's values checked with the server's own schema before sending (docs/product/guards.md#order-input-guards): a negative
 * quantity or a mobile that is not 10 digits is refused with its message, never made positive or sent.
 */
export function checkWorkOrder(body: WorkOrderBody): FieldErrors {
  const parsed = workOrderInputSchema.safeParse(body);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** "work_order_items.0.quantity" -> "Quantity of row 1"; "mobile" -> "Mobile": what the person sees on the form. */
function fieldLabel(field: string, head?: HeadValues): string {
  const row = /^work_order_items\.(\d+)\.(\w+)$/.exec(field);
  if (row) {
    const column = ITEM_COLUMNS.find((c) => c.key === row[2]);
    return `${column ? (head ? columnLabel(column, head) : column.label) : row[2]} of row ${Number(row[1]) + 1}`;
  }
  return HEAD_LABELS[field] ?? field;
}

const HEAD_LABELS: Record<string, string> = {
  dealer: 'Dealer',
  order: 'Order',
  mobile: 'Mobile',
  customer_name: 'Customer Name',
  order_creator: 'Order Creator',
  order_date: 'Order Date',
  delivery_date: 'Delivery Date',
  delivery_site: 'Delivery Site',
  billing_address: 'Billing Address',
  gst_number: 'GST Number',
  order_status: 'Order Status',
  total_cost: 'Total Cost',
  notes: 'Notes',
  title: 'Title',
  column1_title: 'Column 1 Title',
  column2_title: 'Column 2 Title',
  column3_title: 'Column 3 Title',
  work_order_items: 'Items',
};

/** The field errors of a check or of a failed save (400 with fields). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError) return error.fieldErrors;
  return {};
}

/** "Field: messages" lines of a failed save or check, under the title Try Again (docs/product/screens-and-texts.md#toasts). */
export function errorLines(error: unknown, head?: HeadValues): string[] {
  if (error && typeof error === 'object' && !(error instanceof Error)) {
    return Object.entries(error as FieldErrors).map(([field, messages]) => `${fieldLabel(field, head)}: ${messages.join(' ')}`);
  }
  if (!(error instanceof ApiError)) return [error instanceof Error ? error.message : 'Something Went Wrong'];
  const fields = Object.entries(error.fieldErrors);
  return fields.length ? fields.map(([field, messages]) => `${fieldLabel(field, head)}: ${messages.join(' ')}`) : [error.message];
}
