import { z } from 'zod';

/** Work order statuses, choices, item columns and texts (docs/product/work-orders-and-production.md#work-orders): what the form, the print view and the server share. */
// ---------------------------------------------------------------------------------------------------------------
// Statuses and choices

export const WORK_ORDER_STATUSES = ['Pending', 'In Production', 'Completed', 'Delivered', 'Canceled'] as const;
export const workOrderStatusSchema = z.enum(WORK_ORDER_STATUSES, { error: 'Choose a status' });
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;

export const WORK_ORDER_STATUS_COLORS: Record<WorkOrderStatus, string> = {
  Pending: 'blue',
  'In Production': 'yellow',
  Completed: 'green',
  Delivered: 'teal',
  Canceled: 'red',
};

/**
 * The statuses a person may choose (the others follow the production, docs/product/work-orders-and-production.md#work-order-statuses): cancel before
 * completion, deliver after it. Choosing the current status is always allowed (saving the form unchanged).
 */
export const WORK_ORDER_MANUAL_MOVES: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  Pending: ['Canceled'],
  'In Production': ['Canceled'],
  Completed: ['Delivered'],
  Delivered: [],
  Canceled: [],
};

/** The select placeholder of a new row (docs/product/work-orders-and-production.md#work-orders); sent back, it means "no value". */
export const SELECT_PLACEHOLDER = '---';

/**
 * Choice lists served by GET /workorders/choices/: the defaults of a steel frame maker. channel_size_color gives each
 * channel size the colour its cell is marked with on the form and the printed work order.
 */
export const WORK_ORDER_CHOICES = {
  order_status: WORK_ORDER_STATUSES,
  product_type: ['Door Frame', 'Window Frame', 'Security Door', 'Gate', 'Grill', 'Ventilator', 'Partition'],
  channel_size: ['4x2', '4x2.5', '5x2.5', '3x1', '3x1.5', '2x1', '6x3'],
  channel_size_color: {
    '4x2': 'blue',
    '4x2.5': 'teal',
    '5x2.5': 'grape',
    '3x1': 'orange',
    '3x1.5': 'yellow',
    '2x1': 'lime',
    '6x3': 'red',
  } as Record<string, string>,
  hinges: ['3 Hinges', '4 Hinges', '5 Hinges', '6 Hinges', 'Heavy Hinges', 'No Hinges'],
  grill_type: ['Square Bar', 'Round Bar', 'Flat Bar', 'Pipe', 'Designer'],
  grill_shape: ['Straight', 'Diagonal', 'Box', 'Arch', 'Custom'],
  panel_type: ['Single Panel', 'Double Panel', 'Four Panel', 'Glass Panel', 'Louvered Panel', 'No Panel'],
  open_side: ['Left', 'Right'],
} as const;
export type WorkOrderChoices = {
  order_status: readonly string[];
  product_type: readonly string[];
  channel_size: readonly string[];
  channel_size_color: Record<string, string>;
  hinges: readonly string[];
  grill_type: readonly string[];
  grill_shape: readonly string[];
  panel_type: readonly string[];
  open_side: readonly string[];
};
export const workOrderChoicesSchema = z.object({
  order_status: z.array(z.string()),
  product_type: z.array(z.string()),
  channel_size: z.array(z.string()),
  channel_size_color: z.record(z.string(), z.string()),
  hinges: z.array(z.string()),
  grill_type: z.array(z.string()),
  grill_shape: z.array(z.string()),
  panel_type: z.array(z.string()),
  open_side: z.array(z.string()),
});

// ---------------------------------------------------------------------------------------------------------------
// The item columns: one list drives the form, the print view, the has_* flags and the server's row mapping.

type ItemColumnKind = 'text' | 'select' | 'number' | 'money' | 'bool' | 'quantity';
export type ItemColumn = {
  key: WorkOrderItemField;
  label: string;
  kind: ItemColumnKind;
  /** The choice list of a select. */
  choices?: keyof WorkOrderChoices;
  /** Money columns are hidden from roles that may not see cost. */
  cost?: boolean;
};

export const ITEM_COLUMNS = [
  { key: 'product_type', label: 'Product Type', kind: 'select', choices: 'product_type' },
  { key: 'type', label: 'Type', kind: 'text' },
  { key: 'channel_size', label: 'Channel Size', kind: 'select', choices: 'channel_size' },
  { key: 'channel_guage', label: 'Channel Guage', kind: 'text' },
  { key: 'particulars', label: 'Particulars', kind: 'text' },
  { key: 'width', label: 'Width', kind: 'number' },
  { key: 'height', label: 'Height', kind: 'number' },
  { key: 'grill_type', label: 'Grill Type', kind: 'select', choices: 'grill_type' },
  { key: 'grill_shape', label: 'Grill Shape', kind: 'select', choices: 'grill_shape' },
  { key: 'manchary', label: 'Manchary', kind: 'bool' },
  { key: 'louvers', label: 'Louvers', kind: 'text' },
  { key: 'panel', label: 'Panel', kind: 'select', choices: 'panel_type' },
  { key: 'design', label: 'Design', kind: 'text' },
  { key: 'design_type', label: 'Design Type', kind: 'text' },
  { key: 'divider', label: 'Divider', kind: 'text' },
  { key: 'open_side', label: 'Open Side', kind: 'select', choices: 'open_side' },
  { key: 'doorsill', label: 'Door Sill', kind: 'bool' },
  { key: 'quantity', label: 'Quantity', kind: 'quantity' },
  { key: 'hinges', label: 'Hinges', kind: 'select', choices: 'hinges' },
  { key: 'stopper', label: 'Stopper', kind: 'text' },
  { key: 'gate_hook', label: 'Gate Hook', kind: 'text' },
  { key: 'lock', label: 'Lock', kind: 'text' },
  { key: 'item_cost', label: 'Item Cost', kind: 'money', cost: true },
  { key: 'item_price', label: 'Item Price', kind: 'money' },
  { key: 'check_design', label: 'Check Design', kind: 'text' },
  { key: 'arch_design', label: 'Arch Design', kind: 'text' },
  { key: 'glass_partition', label: 'Glass Partition', kind: 'text' },
  { key: 'column1', label: 'Column 1', kind: 'text' },
  { key: 'column2', label: 'Column 2', kind: 'text' },
  { key: 'column3', label: 'Column 3', kind: 'text' },
] as const satisfies ReadonlyArray<Omit<ItemColumn, 'key'> & { key: string }>;

export type WorkOrderItemField = (typeof ITEM_COLUMNS)[number]['key'];
export type ColumnFlag = `has_${WorkOrderItemField}`;
export const COLUMN_FLAGS = ITEM_COLUMNS.map((c) => `has_${c.key}` as ColumnFlag);
export function flagOf(key: WorkOrderItemField): ColumnFlag {
  return `has_${key}`;
}
/** Every standard column is shown on a new work order; the three free columns until they get a title. */
export function defaultFlag(flag: ColumnFlag): boolean {
  return !['has_column1', 'has_column2', 'has_column3'].includes(flag);
}

export const WORK_ORDER_TEXT = {
  created: 'Successfully Created WorkOrder',
  updated: 'Successfully Updated WorkOrder',
  deleted: 'Work order deleted',
  tryAgain: 'Try Again',
  quantity: 'Enter a quantity of at least 0',
  number: 'Enter a number of at least 0 (at most 2 decimals)',
  dealer: 'This dealer does not exist',
  order: 'This order does not exist',
  orderNotApproved: 'Only an Approved order can become a work order',
  orderTaken: 'This order already has a work order',
  hasWorks: 'A work order with works cannot be deleted; cancel it instead',
  itemHasWorks: (srNo: number) => `Item ${srNo} has production works and cannot be removed`,
  cannotLower: (srNo: number, keep: number) =>
    `Item ${srNo}: ${keep} of its units already have works, so its quantity cannot go below ${keep}`,
  moveRefused: (from: WorkOrderStatus, to: WorkOrderStatus) => {
    const allowed = WORK_ORDER_MANUAL_MOVES[from];
    return allowed.length
      ? `A ${from} work order can only be set to ${allowed.join(' or ')}, not ${to}; the other statuses follow the production`
      : `A ${from} work order cannot change its status`;
  },
  closed: 'This work order is closed (Delivered or Canceled) and cannot be edited',
  rowsRequired: 'Add at least one item',
  imageTitle: 'Enter a title of at most 150 characters',
  noImages: 'No drawings',
  printView: 'Print View',
  createFromOrder: 'Create from order',
  searchPlaceholder: 'Search.. Order Id, Dealer, Customer or Title',
} as const;

