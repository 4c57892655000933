import { and, asc, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { canSeeCost } from '@steelworks/contract/product';
import {
  COLUMN_FLAGS,
  defaultFlag,
  WORK_ORDER_CHOICES,
  type ColumnFlag,
  type WorkOrder,
  type WorkOrderItem,
  type WorkOrderListQuery,
  type WorkOrderRow,
} from '@steelworks/contract/workorder';
import { rowsOf, type DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { cappedCounter, searchTerms, type PagedQuery } from '../../lib/paginate';
import { headSelect, ownDealerId, toImage, toRow } from './work-order-rows';
import type { WorkOrderUnits } from './work-order-units';
import { workOrderImages, workOrderItems, workOrders } from './workorder.table';
import type { Caller } from '../../lib/caller';

function searchWhere(search: string): SQL | undefined {
  const terms = searchTerms(search);
  if (!terms) return undefined;
  const { pattern, number } = terms;
  return or(
    number !== undefined ? eq(workOrders.autoId, number) : undefined,
    sql`${workOrders.customerName} ilike ${pattern}`,
    sql`${workOrders.title} ilike ${pattern}`,
    // Written out in full: drizzle leaves column names unqualified in a one-table select (the count).
    sql`${workOrders.dealerId} = any(array(select d.id from dealers d join accounts a on a.id = d.account_id where a.full_name ilike ${pattern}))`,
  );
}

/** GET /workorders/workorder/: searchable by id, dealer, customer and title; a dealer sees only its own. */
export async function listWorkOrders(db: DbOrTx, query: WorkOrderListQuery, actor: Caller): Promise<PagedQuery<WorkOrderRow>> {
  const own = await ownDealerId(db, actor);
  const where = and(
    own !== undefined ? eq(workOrders.dealerId, own) : undefined,
    query.status ? eq(workOrders.status, query.status) : undefined,
    query.order ? eq(workOrders.orderId, query.order) : undefined,
    searchWhere(query.search),
  );
  const showCost = canSeeCost(actor.role);
  return {
    ...cappedCounter(db, () => db.select({ id: workOrders.id }).from(workOrders).where(where), { search: query.search }),
    rows: async (limit, offset) =>
      (await headSelect(db).where(where).orderBy(desc(workOrders.id)).limit(limit).offset(offset)).map((r) => toRow(r, showCost)),
  };
}

type ItemFields = Omit<WorkOrderItem, 'production_items'>;

/**
 * The select list of a work order's rows, named as the answer names their fields (each column's own name), cost left
 * out for roles that may not see it. A work order can hold hundreds of rows of 33 fields: read as plain driver rows
 * they cost half what drizzle's mapping of them did (issue 15's detail bound).
 */
function itemFields(showCost: boolean): SQL {
  const { workOrderId: _owner, width, height, itemCost, ...plain } = getTableColumns(workOrderItems);
  const fields = [
    ...Object.values(plain).map((column) => sql.identifier(column.name)),
    // numeric arrives as text; the answer gives sizes as numbers.
    sql`${sql.identifier(width.name)}::float8 as width`,
    sql`${sql.identifier(height.name)}::float8 as height`,
    ...(showCost ? [sql.identifier(itemCost.name)] : []),
  ];
  return sql.join(fields, sql`, `);
}
const ITEM_FIELDS = { withCost: itemFields(true), withoutCost: itemFields(false) };

export async function getWorkOrder(db: DbOrTx, units: WorkOrderUnits, id: number, actor: Caller): Promise<WorkOrder> {
  // Read side by side, the check of who may see it among them: a work order can hold hundreds of rows and units
  // (issue 15's detail bound). When the check fails the other reads are dropped and nothing of them is answered.
  const showCost = canSeeCost(actor.role);
  const [[head], own, rows, production, images] = await Promise.all([
    headSelect(db).where(eq(workOrders.id, id)).limit(1),
    ownDealerId(db, actor),
    rowsOf<ItemFields>(
      db,
      sql`select ${showCost ? ITEM_FIELDS.withCost : ITEM_FIELDS.withoutCost} from ${workOrderItems}
        where ${workOrderItems.workOrderId} = ${id} order by ${workOrderItems.srNo}`,
    ),
    units.ofWorkOrder(db, id),
    db.select().from(workOrderImages).where(eq(workOrderImages.workOrderId, id)).orderBy(asc(workOrderImages.id)),
  ]);
  if (!head || (own !== undefined && head.dealerId !== own)) throw notFound();
  const allUnits = [...production.values()].flat();
  const flags = Object.fromEntries(COLUMN_FLAGS.map((f) => [f, head.columnFlags[f] ?? defaultFlag(f)])) as Record<ColumnFlag, boolean>;
  return {
    ...toRow(head, showCost),
    billing_address: head.billingAddress,
    gst_number: head.gstNumber,
    notes: head.notes,
    column1_title: head.column1Title,
    column2_title: head.column2Title,
    column3_title: head.column3Title,
    ...flags,
    production_total: allUnits.length,
    production_completed: allUnits.filter((u) => u.status === 'Completed').length,
    has_works: allUnits.some((u) => u.production_item_works.length > 0),
    work_order_items: rows.map((row) => ({ ...row, production_items: production.get(row.id) ?? [] })),
    work_order_images: images.map(toImage),
  };
}

/** The fixed lists the work order form chooses from (GET /workorders/choices). */
export const workOrderChoices = () => ({
  ...WORK_ORDER_CHOICES,
  order_status: [...WORK_ORDER_CHOICES.order_status],
  product_type: [...WORK_ORDER_CHOICES.product_type],
  channel_size: [...WORK_ORDER_CHOICES.channel_size],
  hinges: [...WORK_ORDER_CHOICES.hinges],
  grill_type: [...WORK_ORDER_CHOICES.grill_type],
  grill_shape: [...WORK_ORDER_CHOICES.grill_shape],
  panel_type: [...WORK_ORDER_CHOICES.panel_type],
  open_side: [...WORK_ORDER_CHOICES.open_side],
});
