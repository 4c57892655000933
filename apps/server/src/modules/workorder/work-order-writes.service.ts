import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import {
  COLUMN_FLAGS,
  WORK_ORDER_MANUAL_MOVES,
  WORK_ORDER_TEXT,
  type ColumnFlag,
  type WorkOrder,
  type WorkOrderInput,
  type WorkOrderItemInput,
  type WorkOrderPatch,
} from '@steelworks/contract/workorder';
import type { DbOrTx } from '../../db/client';
import { fieldError, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { removeImage, type FileStore } from '../../lib/files';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { liveWorkOrderOf, sourceOrder } from './source-order';
import { getWorkOrder } from './work-order-reads.service';
import { findVisible, IMAGE_FOLDER } from './work-order-rows';
import { settleWorkOrderStatus } from './work-order-status';
import type { WorkOrderUnits } from './work-order-units';
import { workOrderImages, workOrderItems, workOrders } from './workorder.table';
import type { Caller, Today } from '../../lib/caller';

function itemValues(item: WorkOrderItemInput) {
  return {
    productType: item.product_type,
    type: item.type,
    channelSize: item.channel_size,
    channelGuage: item.channel_guage,
    particulars: item.particulars,
    width: String(item.width),
    height: String(item.height),
    grillType: item.grill_type,
    grillShape: item.grill_shape,
    manchary: item.manchary,
    louvers: item.louvers,
    panel: item.panel,
    design: item.design,
    designType: item.design_type,
    divider: item.divider,
    openSide: item.open_side,
    doorsill: item.doorsill,
    quantity: item.quantity,
    hinges: item.hinges,
    stopper: item.stopper,
    gateHook: item.gate_hook,
    lock: item.lock,
    itemCost: item.item_cost,
    itemPrice: item.item_price,
    checkDesign: item.check_design,
    archDesign: item.arch_design,
    glassPartition: item.glass_partition,
    column1: item.column1,
    column2: item.column2,
    column3: item.column3,
  };
}

/** Quantity x item_price of the rows: the total when the form leaves it empty. */
function totalOf(rows: readonly WorkOrderItemInput[]): string {
  return formatCents(rows.reduce((sum, r) => sum + toCents(r.item_price) * BigInt(r.quantity), 0n));
}

function headValues(input: WorkOrderPatch) {
  const flags: Partial<Record<ColumnFlag, boolean>> = {};
  for (const f of COLUMN_FLAGS) if (input[f] !== undefined) flags[f] = input[f];
  return {
    values: {
      ...(input.mobile !== undefined ? { mobile: input.mobile } : {}),
      ...(input.customer_name !== undefined ? { customerName: input.customer_name } : {}),
      ...(input.order_creator !== undefined && input.order_creator !== '' ? { orderCreator: input.order_creator } : {}),
      ...(input.order_date !== undefined ? { orderDate: input.order_date } : {}),
      ...(input.delivery_date !== undefined ? { deliveryDate: input.delivery_date } : {}),
      ...(input.delivery_site !== undefined ? { deliverySite: input.delivery_site } : {}),
      ...(input.billing_address !== undefined ? { billingAddress: input.billing_address } : {}),
      ...(input.gst_number !== undefined ? { gstNumber: input.gst_number } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.column1_title !== undefined ? { column1Title: input.column1_title } : {}),
      ...(input.column2_title !== undefined ? { column2Title: input.column2_title } : {}),
      ...(input.column3_title !== undefined ? { column3Title: input.column3_title } : {}),
    },
    flags,
  };
}

async function assertDealer(db: DbOrTx, dealerId: number): Promise<void> {
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(and(eq(dealers.id, dealerId), eq(accounts.active, true)))
    .limit(1);
  if (!row) throw fieldError('dealer', WORK_ORDER_TEXT.dealer);
}

async function actorName(db: DbOrTx, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

/** Inserts new rows numbered after `lastSrNo` and gives every row its units. */
async function insertRows(tx: DbOrTx, units: WorkOrderUnits, workOrder: { id: number; autoId: number }, rows: readonly WorkOrderItemInput[], lastSrNo: number) {
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(workOrderItems)
    .values(rows.map((row, i) => ({ ...itemValues(row), workOrderId: workOrder.id, srNo: lastSrNo + i + 1 })))
    .returning({ id: workOrderItems.id, srNo: workOrderItems.srNo, quantity: workOrderItems.quantity });
  for (const item of inserted) await units.sync(tx, workOrder, item);
}

/** What the History panel shows of a work order: its head fields and one line per item row. */
async function workOrderSnapshot(tx: DbOrTx, id: number) {
  const [head] = await tx.select().from(workOrders).where(eq(workOrders.id, id));
  const rows = await tx
    .select({
      srNo: workOrderItems.srNo,
      productType: workOrderItems.productType,
      type: workOrderItems.type,
      width: workOrderItems.width,
      height: workOrderItems.height,
      quantity: workOrderItems.quantity,
    })
    .from(workOrderItems)
    .where(eq(workOrderItems.workOrderId, id))
    .orderBy(asc(workOrderItems.srNo));
  return {
    order: head!.orderId,
    dealer: head!.dealerId,
    status: head!.status,
    customer_name: head!.customerName,
    mobile: head!.mobile,
    order_date: head!.orderDate,
    delivery_date: head!.deliveryDate,
    delivery_site: head!.deliverySite,
    billing_address: head!.billingAddress,
    gst_number: head!.gstNumber,
    title: head!.title,
    notes: head!.notes,
    total_cost: head!.totalCost,
    items: rows.map((r) => `${r.srNo}. ${[r.productType, r.type].filter(Boolean).join(' ')} ${r.width} x ${r.height}, quantity ${r.quantity}`),
  };
}

export async function createWorkOrder(db: DbOrTx, units: WorkOrderUnits, input: WorkOrderInput, actor: Caller, today: Today): Promise<WorkOrder> {
  return getWorkOrder(db, units, await insertWorkOrder(db, units, input, actor, today), actor);
}

/**
 * The writing half of createWorkOrder; answers the new id. For a caller inside a transaction of its own (the demo
 * seed): the detail read runs its reads side by side, which one transaction's single connection cannot.
 */
export async function insertWorkOrder(db: DbOrTx, units: WorkOrderUnits, input: WorkOrderInput, actor: Caller, { today }: Today): Promise<number> {
  if (input.order_status && input.order_status !== 'Pending') throw fieldError('order_status', 'A new work order starts Pending');
  const id = await db.transaction(async (tx) => {
    let dealerId = input.dealer;
    if (input.order !== undefined) {
      const order = await sourceOrder(tx, input.order);
      if (await liveWorkOrderOf(tx, order.id)) throw fieldError('order', WORK_ORDER_TEXT.orderTaken);
      dealerId ??= order.dealerId;
    }
    if (dealerId !== undefined) await assertDealer(tx, dealerId);
    const { values, flags } = headValues(input);
    const [created] = await tx
      .insert(workOrders)
      .values({
        ...values,
        orderId: input.order ?? null,
        dealerId: dealerId ?? null,
        orderCreator: input.order_creator || (await actorName(tx, actor.accountId)),
        orderDate: input.order_date ?? today,
        deliveryDate: input.delivery_date ?? today,
        totalCost: input.total_cost ?? totalOf(input.work_order_items),
        columnFlags: flags,
        createdBy: actor.accountId,
      })
      .returning({ id: workOrders.id, autoId: workOrders.autoId });
    await insertRows(tx, units, created!, input.work_order_items, 0);
    await recordAudit(tx, actor, { entity: 'work_order', id: created!.id, action: 'create', after: await workOrderSnapshot(tx, created!.id) });
    return created!.id;
  });
  return id;
}

/** PUT (every field) and PATCH (the fields sent). Rows are matched by id; a missing row is removed. */
export async function updateWorkOrder(db: DbOrTx, units: WorkOrderUnits, id: number, input: WorkOrderPatch, actor: Caller): Promise<WorkOrder> {
  await changeWorkOrder(db, units, id, input, actor);
  return getWorkOrder(db, units, id, actor);
}

/** The writing half of updateWorkOrder (see insertWorkOrder). */
export async function changeWorkOrder(db: DbOrTx, units: WorkOrderUnits, id: number, input: WorkOrderPatch, actor: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findVisible(tx, id, actor, true);
    const before = await workOrderSnapshot(tx, id);
    const to = input.order_status;
    const moving = to !== undefined && to !== current.status;
    if (current.status === 'Delivered' || current.status === 'Canceled') throw ruleError(WORK_ORDER_TEXT.closed);
    if (moving && !WORK_ORDER_MANUAL_MOVES[current.status].includes(to)) {
      throw fieldError('order_status', WORK_ORDER_TEXT.moveRefused(current.status, to));
    }
    if (input.dealer !== undefined && input.dealer !== current.dealerId) await assertDealer(tx, input.dealer);
    const { values, flags } = headValues(input);

    if (input.work_order_items) {
      const rows = input.work_order_items;
      const existing = await tx.select().from(workOrderItems).where(eq(workOrderItems.workOrderId, id));
      const known = new Map(existing.map((e) => [e.id, e]));
      for (const row of rows) if (row.id !== undefined && !known.has(row.id)) throw fieldError('work_order_items', 'An item does not belong to this work order');
      const kept = new Set(rows.map((r) => r.id).filter((v): v is number => v !== undefined));
      const removed = existing.filter((e) => !kept.has(e.id));
      if (removed.length) {
        const busy = await units.rowWithWorks(tx, removed.map((r) => r.id));
        if (busy !== undefined) throw fieldError('work_order_items', WORK_ORDER_TEXT.itemHasWorks(known.get(busy)!.srNo));
        await tx.delete(workOrderItems).where(inArray(workOrderItems.id, removed.map((r) => r.id)));
      }
      const head = { id, autoId: current.autoId };
      for (const row of rows.filter((r) => r.id !== undefined)) {
        const before = known.get(row.id!)!;
        await tx.update(workOrderItems).set(itemValues(row)).where(eq(workOrderItems.id, row.id!));
        if (before.quantity !== row.quantity) await units.sync(tx, head, { id: before.id, srNo: before.srNo, quantity: row.quantity });
      }
      const lastSrNo = Math.max(0, ...existing.filter((e) => kept.has(e.id)).map((e) => e.srNo));
      await insertRows(
        tx,
        units,
        head,
        rows.filter((r) => r.id === undefined),
        lastSrNo,
      );
    }

    await tx
      .update(workOrders)
      .set({
        ...values,
        ...(input.dealer !== undefined ? { dealerId: input.dealer } : {}),
        ...(input.total_cost !== undefined
          ? { totalCost: input.total_cost }
          : input.work_order_items
            ? { totalCost: totalOf(input.work_order_items) }
            : {}),
        ...(Object.keys(flags).length ? { columnFlags: { ...current.columnFlags, ...flags } } : {}),
        ...(moving ? { status: to } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(workOrders.id, id));
    // Units added to a completed work order send it back to In Production (and removed ones may complete it).
    if (!moving) await settleWorkOrderStatus(tx, id, await units.progress(tx, id));
    await recordAudit(tx, actor, { entity: 'work_order', id, action: moving ? 'status' : 'update', before, after: await workOrderSnapshot(tx, id) });
  });
}

/** A work order with works cannot be deleted (cancel it instead, docs/product/work-orders-and-production.md#work-orders). */
export async function deleteWorkOrder(db: DbOrTx, units: WorkOrderUnits, files: FileStore, id: number, actor: Caller): Promise<void> {
  const images = await db.transaction(async (tx) => {
    await findVisible(tx, id, actor, true);
    if (await units.hasWorks(tx, id)) throw ruleError(WORK_ORDER_TEXT.hasWorks);
    const stored = await tx.select().from(workOrderImages).where(eq(workOrderImages.workOrderId, id));
    await recordAudit(tx, actor, { entity: 'work_order', id, action: 'delete', before: await workOrderSnapshot(tx, id) });
    await tx.delete(workOrders).where(eq(workOrders.id, id));
    return stored;
  });
  for (const image of images) await removeImage(files, IMAGE_FOLDER, image);
}

/** A unit production deleted: its work order row holds one unit fewer (production/production-items.service.ts). */
export async function dropOneUnit(tx: DbOrTx, workOrderItemId: number): Promise<void> {
  await tx.update(workOrderItems).set({ quantity: sql`${workOrderItems.quantity} - 1` }).where(eq(workOrderItems.id, workOrderItemId));
}
