import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { WORK_TYPES, type ProductionItem, type ProductionItemDetail, type ProductionItemListQuery, type ProductionStatus } from '@steelworks/contract/production';
import { PRODUCTION_TEXT } from '@steelworks/contract/production-text';
import { WORK_ORDER_TEXT, type WorkOrderItem } from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import { fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { rowsByKey } from '../../lib/rows-by-key';
import { accounts } from '../../db/accounts.table';
import { workOrderItems, workOrders } from '../workorder/workorder.table';
import { productionItems, productionItemWorks } from './production.table';
import { srNoMatches } from './unit-number-search';
import { lockWorkOrders } from '../workorder/work-order-status';
import { dropOneUnit } from '../workorder/work-order-writes.service';
import { refreshWorkOrderStatus } from './work-order-progress';
import { toWork, toWorkSummary, workerWorkColumns, workSelect } from './work-rows';
import type { Caller } from '../../lib/caller';

const works = productionItemWorks;
const items = productionItems;

// ---------------------------------------------------------------------------------------------------------------
// Units of work order items (docs/product/work-orders-and-production.md#production-items)

function unitSrNo(workOrderAutoId: number, itemSrNo: number, unit: number): string {
  return `${workOrderAutoId}-${itemSrNo}-${unit}`;
}

/**
 * Makes a work order item own exactly `quantity` production items: adds units with the lowest free numbers, or
 * removes units that have no works (highest numbers first); refuses to go below the units that have works.
 */
export async function syncUnits(
  tx: DbOrTx,
  workOrder: { id: number; autoId: number },
  item: { id: number; srNo: number; quantity: number },
): Promise<void> {
  const units = await tx
    .select({
      id: items.id,
      unitNo: items.unitNo,
      // Written out in full: drizzle leaves column names unqualified in a one-table select.
      hasWorks: sql<boolean>`exists (select 1 from production_item_works w where w.production_item_id = production_items.id)`,
    })
    .from(items)
    .where(eq(items.workOrderItemId, item.id))
    .orderBy(asc(items.unitNo));
  if (units.length < item.quantity) {
    const taken = new Set(units.map((u) => u.unitNo));
    const values = [];
    for (let k = 1; values.length < item.quantity - units.length; k++) {
      if (taken.has(k)) continue;
      values.push({ srNo: unitSrNo(workOrder.autoId, item.srNo, k), workOrderId: workOrder.id, workOrderItemId: item.id, unitNo: k });
    }
    await tx.insert(items).values(values);
  } else if (units.length > item.quantity) {
    const removable = units.filter((u) => !u.hasWorks).reverse();
    const excess = units.length - item.quantity;
    if (removable.length < excess) {
      throw fieldError('work_order_items', WORK_ORDER_TEXT.cannotLower(item.srNo, units.length - removable.length));
    }
    await tx.delete(items).where(inArray(items.id, removable.slice(0, excess).map((u) => u.id)));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Production items

const currentWorker = aliasedTable(accounts, 'current_worker');

const itemColumns = {
  id: items.id,
  srNo: items.srNo,
  status: items.status,
  currentWork: items.currentWork,
  currentWorkStatus: items.currentWorkStatus,
  currentWorkId: items.currentWorkId,
  finishedDate: items.finishedDate,
  note: items.note,
  nextWorkType: items.nextWorkType,
  defects: items.defects,
  workOrderId: items.workOrderId,
  workOrderAutoId: workOrders.autoId,
  customerName: workOrders.customerName,
  workOrderItemId: items.workOrderItemId,
  productType: workOrderItems.productType,
  width: workOrderItems.width,
  height: workOrderItems.height,
  channelSize: workOrderItems.channelSize,
  itemSrNo: workOrderItems.srNo,
  currentWorkerId: works.workerId,
  currentWorkerName: currentWorker.fullName,
};
type ItemRow = {
  id: number;
  srNo: string;
  status: ProductionStatus;
  currentWork: string | null;
  currentWorkStatus: ProductionStatus | null;
  currentWorkId: number | null;
  finishedDate: string | null;
  note: string;
  nextWorkType: string | null;
  defects: number;
  workOrderId: number;
  workOrderAutoId: number;
  customerName: string;
  workOrderItemId: number;
  productType: string;
  width: string;
  height: string;
  channelSize: string;
  itemSrNo: number;
  currentWorkerId: number | null;
  currentWorkerName: string | null;
};

/** "Door Frame 90x210 4x2" from a work order item's columns. */
function describeItem(i: { productType: string; width: string | number; height: string | number; channelSize: string }): string {
  const size = Number(i.width) || Number(i.height) ? `${Number(i.width)}x${Number(i.height)}` : '';
  return [i.productType, size, i.channelSize].filter(Boolean).join(' ');
}

type UnitRow = Pick<ItemRow, 'id' | 'srNo' | 'status' | 'currentWork' | 'currentWorkStatus' | 'finishedDate' | 'note' | 'nextWorkType' | 'defects'>;

/** A unit's own fields, as the work order view nests them under its row; the items list adds worker and work order. */
function toUnitSummary(u: UnitRow) {
  return {
    id: u.id,
    sr_no: u.srNo,
    status: u.status,
    current_work: u.currentWork,
    current_work_status: u.currentWorkStatus,
    finished_date: u.finishedDate,
    note: u.note,
    next_work_type: u.status === 'Pending' ? (u.nextWorkType ?? WORK_TYPES[0]) : null,
    defects: u.defects,
  };
}

function toItem(r: ItemRow): ProductionItem {
  const open = r.status === 'In Progress';
  return {
    ...toUnitSummary(r),
    current_work_id: open ? r.currentWorkId : null,
    current_worker: open ? r.currentWorkerId : null,
    current_worker_name: open ? r.currentWorkerName : null,
    work_order: r.workOrderId,
    work_order_auto_id: r.workOrderAutoId,
    work_order_item: r.workOrderItemId,
    description: describeItem(r),
    customer_name: r.customerName,
  };
}

function itemSelect(db: DbOrTx) {
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(workOrders, eq(workOrders.id, items.workOrderId))
    .innerJoin(workOrderItems, eq(workOrderItems.id, items.workOrderItemId))
    .leftJoin(works, eq(works.id, items.currentWorkId))
    .leftJoin(currentWorker, eq(currentWorker.id, works.workerId));
}

/** A unit's serial number, or its work order's customer or number (the matching work orders read first, by value). */
async function itemSearch(db: DbOrTx, search: string): Promise<SQL | undefined> {
  const terms = searchTerms(search);
  if (!terms) return undefined;
  const { text, pattern, number } = terms;
  const orders = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(or(ilike(workOrders.customerName, pattern), number !== undefined ? eq(workOrders.autoId, number) : undefined));
  return or(
    srNoMatches(text),
    inIds(items.workOrderId, orders.map((row) => row.id)),
  );
}

export async function listProductionItems(db: DbOrTx, query: ProductionItemListQuery): Promise<PagedQuery<ProductionItem>> {
  const where = and(
    query.status ? eq(items.status, query.status) : undefined,
    query.work_order ? eq(items.workOrderId, query.work_order) : undefined,
    query.sr_no ? sql`lower(${items.srNo}) = lower(${query.sr_no})` : undefined,
    await itemSearch(db, query.search),
  );
  return {
    ...cappedCounter(db, () => db.select({ id: items.id }).from(items).where(where), { search: query.search }),
    rows: async (limit, offset) => (await itemSelect(db).where(where).orderBy(desc(items.id)).limit(limit).offset(offset)).map(toItem),
  };
}

export async function getProductionItem(db: DbOrTx, id: number): Promise<ProductionItemDetail> {
  const [row] = await itemSelect(db).where(eq(items.id, id)).limit(1);
  if (!row) throw notFound();
  const history = await workSelect(db).where(eq(works.productionItemId, id)).orderBy(asc(works.id));
  return { ...toItem(row), production_item_works: history.map(toWork) };
}

export async function updateProductionItem(db: DbOrTx, id: number, note: string, actor: Caller): Promise<ProductionItemDetail> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ note: items.note }).from(items).where(eq(items.id, id)).for('update');
    if (!before) throw notFound();
    await tx.update(items).set({ note, updatedAt: sql`now()` }).where(eq(items.id, id));
    await recordAudit(tx, actor, { entity: 'production_item', id, action: 'update', before, after: { note } });
  });
  return getProductionItem(db, id);
}

/** Deleting a unit lowers its work order item's quantity by one (a unit with works cannot go). */
export async function deleteProductionItem(db: DbOrTx, id: number, actor: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const [head] = await tx.select({ workOrderId: items.workOrderId }).from(items).where(eq(items.id, id)).limit(1);
    if (!head) throw notFound();
    const workOrder = (await lockWorkOrders(tx, [head.workOrderId])).get(head.workOrderId)!;
    if (workOrder.status === 'Delivered' || workOrder.status === 'Canceled') throw ruleError(PRODUCTION_TEXT.workOrderClosed(`Unit ${id}`));
    const [unit] = await tx.select().from(items).where(eq(items.id, id)).for('update');
    const [used] = await tx.select({ n: count() }).from(works).where(eq(works.productionItemId, id));
    if (used!.n > 0) throw ruleError(PRODUCTION_TEXT.itemHasWorks);
    await tx.delete(items).where(eq(items.id, id));
    await recordAudit(tx, actor, { entity: 'production_item', id, action: 'delete', before: { sr_no: unit!.srNo, status: unit!.status, note: unit!.note } });
    await dropOneUnit(tx, unit!.workOrderItemId);
    await refreshWorkOrderStatus(tx, head.workOrderId);
  });
}

/** The production items and works of a work order, nested under its items (one statement each). */
export async function productionOfWorkOrder(db: DbOrTx, workOrderId: number): Promise<Map<number, WorkOrderItem['production_items']>> {
  const [units, history] = await Promise.all([
    db
      .select({
        id: items.id,
        workOrderItemId: items.workOrderItemId,
        srNo: items.srNo,
        status: items.status,
        currentWork: items.currentWork,
        currentWorkStatus: items.currentWorkStatus,
        finishedDate: items.finishedDate,
        note: items.note,
        nextWorkType: items.nextWorkType,
        defects: items.defects,
      })
      .from(items)
      .where(eq(items.workOrderId, workOrderId))
      .orderBy(asc(items.workOrderItemId), asc(items.unitNo)),
    db
      .select(workerWorkColumns)
      .from(works)
      .innerJoin(accounts, eq(accounts.id, works.workerId))
      .where(eq(works.workOrderId, workOrderId))
      .orderBy(asc(works.id)),
  ]);
  const byUnit = rowsByKey(history, (w) => w.productionItemId);
  const result = new Map<number, WorkOrderItem['production_items']>();
  for (const u of units) {
    const list = result.get(u.workOrderItemId) ?? [];
    list.push({
      ...toUnitSummary(u),
      production_item_works: (byUnit.get(u.id) ?? []).map(toWorkSummary),
    });
    result.set(u.workOrderItemId, list);
  }
  return result;
}
