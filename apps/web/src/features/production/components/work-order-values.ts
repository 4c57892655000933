import { todayIn } from '@steelworks/contract/common/dates';
import {
  COLUMN_FLAGS,
  defaultFlag,
  ITEM_COLUMNS,
  SELECT_PLACEHOLDER,
  type ColumnFlag,
  type WorkOrder,
  type WorkOrderDraft,
  type WorkOrderItemField,
} from '@steelworks/contract/workorder';
import type { WorkOrderBody } from '../api/save-work-order';

export type RowValues = { id?: number; sr_no?: number; units?: number } & Record<WorkOrderItemField, string | number | boolean>;

export type HeadValues = {
  order?: number;
  dealer: string;
  dealer_name: string;
  mobile: string;
  customer_name: string;
  order_creator: string;
  order_date: string;
  delivery_date: string;
  delivery_site: string;
  billing_address: string;
  gst_number: string;
  order_status: string;
  total_cost: string;
  notes: string;
  title: string;
  column1_title: string;
  column2_title: string;
  column3_title: string;
} & Record<ColumnFlag, boolean>;

/** A new row: selects on '---', empty text, 0 for numbers and false for booleans (docs/product/work-orders-and-production.md#work-orders). */
export function newRow(): RowValues {
  const row = {} as RowValues;
  for (const c of ITEM_COLUMNS) {
    row[c.key] = c.kind === 'select' ? SELECT_PLACEHOLDER : c.kind === 'bool' ? false : c.kind === 'text' ? '' : 0;
  }
  return row;
}

export function initialHead(timeZone: string, workOrder?: WorkOrder, draft?: WorkOrderDraft): HeadValues {
  const today = todayIn(timeZone);
  const flags = Object.fromEntries(COLUMN_FLAGS.map((f) => [f, workOrder ? workOrder[f] : defaultFlag(f)])) as Record<ColumnFlag, boolean>;
  return {
    order: workOrder?.order ?? draft?.order,
    dealer: String(workOrder?.dealer ?? draft?.dealer ?? ''),
    dealer_name: workOrder?.dealer_name ?? draft?.dealer_name ?? '',
    mobile: workOrder?.mobile ?? draft?.mobile ?? '',
    customer_name: workOrder?.customer_name ?? draft?.customer_name ?? '',
    order_creator: workOrder?.order_creator ?? '',
    order_date: workOrder?.order_date ?? today,
    delivery_date: workOrder?.delivery_date ?? draft?.delivery_date ?? today,
    delivery_site: workOrder?.delivery_site ?? draft?.delivery_site ?? '',
    billing_address: workOrder?.billing_address ?? '',
    gst_number: workOrder?.gst_number ?? '',
    order_status: workOrder?.order_status ?? 'Pending',
    total_cost: workOrder?.total_cost ?? '',
    notes: workOrder?.notes ?? draft?.notes ?? '',
    title: workOrder?.title ?? draft?.title ?? '',
    column1_title: workOrder?.column1_title ?? '',
    column2_title: workOrder?.column2_title ?? '',
    column3_title: workOrder?.column3_title ?? '',
    ...flags,
  };
}

export function initialRows(workOrder?: WorkOrder, draft?: WorkOrderDraft): RowValues[] {
  if (workOrder) {
    return workOrder.work_order_items.map((item) => {
      const row = { id: item.id, sr_no: item.sr_no, units: item.production_items.length } as RowValues;
      for (const c of ITEM_COLUMNS) {
        const value = item[c.key];
        row[c.key] = c.kind === 'select' && value === '' ? SELECT_PLACEHOLDER : (value ?? (c.kind === 'money' ? 0 : ''));
      }
      return row;
    });
  }
  if (draft) {
    return draft.work_order_items.map((line) => {
      const row = newRow();
      for (const [key, value] of Object.entries(line)) {
        const column = ITEM_COLUMNS.find((c) => c.key === key);
        if (column) row[column.key] = column.kind === 'select' && value === '' ? SELECT_PLACEHOLDER : value;
      }
      return row;
    });
  }
  return [newRow()];
}

/** The JSON the server takes: '---' and empty values mean "no value", the server fills the defaults. */
export function toBody(head: HeadValues, rows: RowValues[]): WorkOrderBody {
  const body: WorkOrderBody = {
    ...Object.fromEntries(COLUMN_FLAGS.map((f) => [f, head[f]])),
    ...(head.order ? { order: head.order } : {}),
    dealer: head.dealer || undefined,
    mobile: head.mobile,
    customer_name: head.customer_name,
    order_creator: head.order_creator,
    order_date: head.order_date,
    delivery_date: head.delivery_date,
    delivery_site: head.delivery_site,
    billing_address: head.billing_address,
    gst_number: head.gst_number,
    order_status: head.order_status,
    total_cost: head.total_cost === '' ? undefined : head.total_cost,
    notes: head.notes,
    title: head.title,
    column1_title: head.column1_title,
    column2_title: head.column2_title,
    column3_title: head.column3_title,
    work_order_items: rows.map(({ units: _units, sr_no: _sr, ...row }) => row),
  };
  return body;
}
