import { and, asc, count, desc, eq, getTableColumns, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { canSeeCost } from '@steelworks/contract/product';
import {
  COLUMN_FLAGS,
  defaultFlag,
  WORK_ORDER_CHOICES,
  WORK_ORDER_MANUAL_MOVES,
  WORK_ORDER_TEXT,
  type ColumnFlag,
  type WorkOrder,
  type WorkOrderDraft,
  type WorkOrderImage,
  type WorkOrderInput,
  type WorkOrderItem,
  type WorkOrderItemInput,
  type WorkOrderListQuery,
  type WorkOrderPatch,
  type WorkOrderRow,
} from '@steelworks/contract/workorder';
import { rowsOf, type DbOrTx } from '../../db/client';
import { fieldError, notFound, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Actor } from '../../lib/auth';
import { removeImage, saveImage, uploadedImage, type FileStore } from '../../lib/files';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../account/account.table';
import { dealerIdOfAccount } from '../dealer/dealer.service';
import { dealers } from '../dealer/dealer.table';
import { orderItemAddons, orderItems, orders } from '../order/order.table';
import { products } from '../product/product.table';
import { productionOfWorkOrder, syncUnits } from '../production/production-items.service';
import { refreshWorkOrderStatus } from '../production/work-order-status';
import { productionItems, productionItemWorks } from '../production/production.table';
import { workOrderImages, workOrderItems, workOrders } from './workorder.table';

/** The caller; its address, when known, goes to the audit log. */
export type WorkOrderActor = Pick<Actor, 'accountId' | 'role'> & Partial<Pick<Actor, 'address'>>;
export type Today = { today: string };

/** Where work order drawings are stored and served from (public route, unguessable generated names). */
export const IMAGE_FOLDER = 'workorders';
const mediaUrl = (name: string) => `/api/v1/workorders/media/${name}`;

// ---------------------------------------------------------------------------------------------------------------
// Reading

const headColumns = {
  id: workOrders.id,
  autoId: workOrders.autoId,
  orderId: workOrders.orderId,
  orderAutoId: orders.autoId,
  dealerId: workOrders.dealerId,
  dealerName: accounts.fullName,
  mobile: workOrders.mobile,
  customerName: workOrders.customerName,
  orderCreator: workOrders.orderCreator,
  orderDate: workOrders.orderDate,
  deliveryDate: workOrders.deliveryDate,
  deliverySite: workOrders.deliverySite,
  title: workOrders.title,
  status: workOrders.status,
  totalCost: workOrders.totalCost,
  dateAdded: workOrders.dateAdded,
  // What only the detail shows: a few short columns more on a list page, and one read of the work order for the detail.
  billingAddress: workOrders.billingAddress,
  gstNumber: workOrders.gstNumber,
  notes: workOrders.notes,
  column1Title: workOrders.column1Title,
  column2Title: workOrders.column2Title,
  column3Title: workOrders.column3Title,
  columnFlags: workOrders.columnFlags,
};
type HeadRow = {
  id: number;
  autoId: number;
  orderId: number | null;
  orderAutoId: number | null;
  dealerId: number | null;
  dealerName: string | null;
  mobile: string;
  customerName: string;
  orderCreator: string;
  orderDate: string;
  deliveryDate: string;
  deliverySite: string;
  title: string;
  status: WorkOrderRow['order_status'];
  totalCost: string;
  dateAdded: Date;
};

function toRow(r: HeadRow, showCost: boolean): WorkOrderRow {
  return {
    id: r.id,
    auto_id: r.autoId,
    order: r.orderId,
    order_auto_id: r.orderAutoId,
    dealer: r.dealerId,
    dealer_name: r.dealerName ?? '',
    mobile: r.mobile,
    customer_name: r.customerName,
    order_creator: r.orderCreator,
    order_date: r.orderDate,
    delivery_date: r.deliveryDate,
    delivery_site: r.deliverySite,
    title: r.title,
    order_status: r.status,
    ...(showCost ? { total_cost: r.totalCost } : {}),
    date_added: r.dateAdded.toISOString(),
  };
}

function headSelect(db: DbOrTx) {
  return db
    .select(headColumns)
    .from(workOrders)
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .leftJoin(dealers, eq(dealers.id, workOrders.dealerId))
    .leftJoin(accounts, eq(accounts.id, dealers.accountId));
}

/** A dealer sees only its own work orders; a dealer account without a dealer record sees none (-1). */
async function ownDealerId(db: DbOrTx, actor: WorkOrderActor): Promise<number | undefined> {
  if (actor.role !== 'dealer') return undefined;
  return (await dealerIdOfAccount(db, actor.accountId)) ?? -1;
}

function searchWhere(search: string): SQL | undefined {
  const text = search.trim().replace(/^#/, '');
  if (!text) return undefined;
  const pattern = likePattern(text);
  const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  return or(
    number !== undefined ? eq(workOrders.autoId, number) : undefined,
    sql`${workOrders.customerName} ilike ${pattern}`,
    sql`${workOrders.title} ilike ${pattern}`,
    // Written out in full: drizzle leaves column names unqualified in a one-table select (the count).
    sql`${workOrders.dealerId} = any(array(select d.id from dealers d join accounts a on a.id = d.account_id where a.full_name ilike ${pattern}))`,
  );
}

/** GET /workorders/workorder/: searchable by id, dealer, customer and title; a dealer sees only its own. */
export async function listWorkOrders(db: DbOrTx, query: WorkOrderListQuery, actor: WorkOrderActor): Promise<PagedQuery<WorkOrderRow>> {
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

async function findVisible(db: DbOrTx, id: number, actor: WorkOrderActor, lock = false) {
  const query = db.select().from(workOrders).where(eq(workOrders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  const own = await ownDealerId(db, actor);
  if (own !== undefined && row.dealerId !== own) throw notFound();
  return row;
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

export async function getWorkOrder(db: DbOrTx, id: number, actor: WorkOrderActor): Promise<WorkOrder> {
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
    productionOfWorkOrder(db, id),
    db.select().from(workOrderImages).where(eq(workOrderImages.workOrderId, id)).orderBy(asc(workOrderImages.id)),
  ]);
  if (!head || (own !== undefined && head.dealerId !== own)) throw notFound();
  const units = [...production.values()].flat();
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
    production_total: units.length,
    production_completed: units.filter((u) => u.status === 'Completed').length,
    has_works: units.some((u) => u.production_item_works.length > 0),
    work_order_items: rows.map((row) => ({ ...row, production_items: production.get(row.id) ?? [] })),
    work_order_images: images.map(toImage),
  };
}

function toImage(r: typeof workOrderImages.$inferSelect): WorkOrderImage {
  return { id: r.id, title: r.title, image: mediaUrl(r.image), thumbnail: mediaUrl(r.thumbnail) };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

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

/** The dealer order a work order is made from: Approved (or already Started), with no live work order yet. */
async function sourceOrder(db: DbOrTx, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw fieldError('order', WORK_ORDER_TEXT.order);
  if (order.status !== 'Approved' && order.status !== 'Started') throw fieldError('order', WORK_ORDER_TEXT.orderNotApproved);
  return order;
}

async function liveWorkOrderOf(db: DbOrTx, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(and(eq(workOrders.orderId, orderId), ne(workOrders.status, 'Canceled')))
    .limit(1);
  return row?.id ?? null;
}

async function actorName(db: DbOrTx, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.fullName }).from(accounts).where(eq(accounts.id, accountId));
  return row?.name ?? '';
}

/** Inserts new rows numbered after `lastSrNo` and gives every row its units. */
async function insertRows(tx: DbOrTx, workOrder: { id: number; autoId: number }, rows: readonly WorkOrderItemInput[], lastSrNo: number) {
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(workOrderItems)
    .values(rows.map((row, i) => ({ ...itemValues(row), workOrderId: workOrder.id, srNo: lastSrNo + i + 1 })))
    .returning({ id: workOrderItems.id, srNo: workOrderItems.srNo, quantity: workOrderItems.quantity });
  for (const item of inserted) await syncUnits(tx, workOrder, item);
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

export async function createWorkOrder(db: DbOrTx, input: WorkOrderInput, actor: WorkOrderActor, today: Today): Promise<WorkOrder> {
  return getWorkOrder(db, await insertWorkOrder(db, input, actor, today), actor);
}

/**
 * The writing half of createWorkOrder; answers the new id. For a caller inside a transaction of its own (the demo
 * seed): the detail read runs its reads side by side, which one transaction's single connection cannot.
 */
export async function insertWorkOrder(db: DbOrTx, input: WorkOrderInput, actor: WorkOrderActor, { today }: Today): Promise<number> {
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
    await insertRows(tx, created!, input.work_order_items, 0);
    await recordAudit(tx, actor, { entity: 'work_order', id: created!.id, action: 'create', after: await workOrderSnapshot(tx, created!.id) });
    return created!.id;
  });
  return id;
}

/** PUT (every field) and PATCH (the fields sent). Rows are matched by id; a missing row is removed. */
export async function updateWorkOrder(db: DbOrTx, id: number, input: WorkOrderPatch, actor: WorkOrderActor): Promise<WorkOrder> {
  await changeWorkOrder(db, id, input, actor);
  return getWorkOrder(db, id, actor);
}

/** The writing half of updateWorkOrder (see insertWorkOrder). */
export async function changeWorkOrder(db: DbOrTx, id: number, input: WorkOrderPatch, actor: WorkOrderActor): Promise<void> {
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
        const [busy] = await tx
          .select({ srNo: workOrderItems.srNo })
          .from(productionItemWorks)
          .innerJoin(productionItems, eq(productionItems.id, productionItemWorks.productionItemId))
          .innerJoin(workOrderItems, eq(workOrderItems.id, productionItems.workOrderItemId))
          .where(inArray(workOrderItems.id, removed.map((r) => r.id)))
          .limit(1);
        if (busy) throw fieldError('work_order_items', WORK_ORDER_TEXT.itemHasWorks(busy.srNo));
        await tx.delete(workOrderItems).where(inArray(workOrderItems.id, removed.map((r) => r.id)));
      }
      const head = { id, autoId: current.autoId };
      for (const row of rows.filter((r) => r.id !== undefined)) {
        const before = known.get(row.id!)!;
        await tx.update(workOrderItems).set(itemValues(row)).where(eq(workOrderItems.id, row.id!));
        if (before.quantity !== row.quantity) await syncUnits(tx, head, { id: before.id, srNo: before.srNo, quantity: row.quantity });
      }
      const lastSrNo = Math.max(0, ...existing.filter((e) => kept.has(e.id)).map((e) => e.srNo));
      await insertRows(
        tx,
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
    if (!moving) await refreshWorkOrderStatus(tx, id);
    await recordAudit(tx, actor, { entity: 'work_order', id, action: moving ? 'status' : 'update', before, after: await workOrderSnapshot(tx, id) });
  });
}

/** A work order with works cannot be deleted (cancel it instead, DECISIONS.md section 6). */
export async function deleteWorkOrder(db: DbOrTx, files: FileStore, id: number, actor: WorkOrderActor): Promise<void> {
  const images = await db.transaction(async (tx) => {
    await findVisible(tx, id, actor, true);
    const [worked] = await tx.select({ n: count() }).from(productionItemWorks).where(eq(productionItemWorks.workOrderId, id));
    if (worked!.n > 0) throw ruleError(WORK_ORDER_TEXT.hasWorks);
    const stored = await tx.select().from(workOrderImages).where(eq(workOrderImages.workOrderId, id));
    await recordAudit(tx, actor, { entity: 'work_order', id, action: 'delete', before: await workOrderSnapshot(tx, id) });
    await tx.delete(workOrders).where(eq(workOrders.id, id));
    return stored;
  });
  for (const image of images) await removeImage(files, IMAGE_FOLDER, image);
}

// ---------------------------------------------------------------------------------------------------------------
// Images with titles

export async function addWorkOrderImage(
  db: DbOrTx,
  files: FileStore,
  id: number,
  input: { title: string; image?: unknown },
  actor: WorkOrderActor,
): Promise<WorkOrderImage> {
  await findVisible(db, id, actor);
  const upload = uploadedImage(input.image);
  if (!upload) throw fieldError('image', 'Upload a png or jpeg image');
  const stored = await saveImage(files, IMAGE_FOLDER, upload);
  try {
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(workOrderImages).values({ workOrderId: id, title: input.title, ...stored }).returning();
      await recordAudit(tx, actor, { entity: 'work_order', id, action: 'update', note: `Drawing added: ${input.title || inserted!.id}` });
      return inserted!;
    });
    return toImage(row);
  } catch (error) {
    await removeImage(files, IMAGE_FOLDER, stored);
    throw error;
  }
}

export async function updateWorkOrderImage(db: DbOrTx, imageId: number, title: string, actor: WorkOrderActor): Promise<WorkOrderImage> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(workOrderImages).where(eq(workOrderImages.id, imageId)).for('update');
    if (!before) throw notFound();
    const [updated] = await tx.update(workOrderImages).set({ title }).where(eq(workOrderImages.id, imageId)).returning();
    if (before.title !== title) {
      await recordAudit(tx, actor, { entity: 'work_order', id: before.workOrderId, action: 'update', note: `Drawing renamed: ${before.title} -> ${title}` });
    }
    return updated!;
  });
  return toImage(row);
}

export async function deleteWorkOrderImage(db: DbOrTx, files: FileStore, imageId: number, actor: WorkOrderActor): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(workOrderImages).where(eq(workOrderImages.id, imageId)).returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, actor, { entity: 'work_order', id: deleted.workOrderId, action: 'update', note: `Drawing removed: ${deleted.title || deleted.id}` });
    return deleted;
  });
  await removeImage(files, IMAGE_FOLDER, row);
}

// ---------------------------------------------------------------------------------------------------------------
// Create from order

const PRODUCT_TYPE_OF = (p: { isDoor: boolean; isWindow: boolean; isSecurityDoor: boolean }) =>
  p.isSecurityDoor ? 'Security Door' : p.isWindow ? 'Window Frame' : 'Door Frame';

/** The work order form pre-filled from an approved dealer order (dealer, customer, site and items, editable). */
export async function draftFromOrder(db: DbOrTx, orderId: number): Promise<WorkOrderDraft> {
  const order = await sourceOrder(db, orderId).catch(() => {
    throw notFound();
  });
  const [dealer] = await db
    .select({ name: accounts.fullName, phone: accounts.phone })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(dealers.id, order.dealerId));
  const lines = await db
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      material: orderItems.material,
      unitPrice: orderItems.unitPrice,
      isDoor: products.isDoor,
      isWindow: products.isWindow,
      isSecurityDoor: products.isSecurityDoor,
      channelSize: products.channelSize,
      guage: products.guage,
      perticular: products.perticular,
      width: products.width,
      height: products.height,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const addons = lines.length
    ? await db
        .select()
        .from(orderItemAddons)
        .where(and(inArray(orderItemAddons.orderItemId, lines.map((l) => l.id)), notInArray(orderItemAddons.addonName, ['Material'])))
    : [];
  const addon = (itemId: number, name: string) => addons.find((a) => a.orderItemId === itemId && a.addonName === name);
  const described = (itemId: number, name: string) => {
    const a = addon(itemId, name);
    return a ? a.description || `${a.quantity}` : '';
  };
  return {
    order: order.id,
    order_auto_id: order.autoId,
    dealer: order.dealerId,
    dealer_name: dealer?.name ?? '',
    mobile: dealer?.phone ?? '',
    customer_name: order.customerName,
    delivery_site: order.deliverySite,
    delivery_date: order.endDate,
    notes: order.note,
    title: `Order #${order.autoId}`,
    existing_work_order: await liveWorkOrderOf(db, order.id),
    work_order_items: lines.map((l) => ({
      product_type: PRODUCT_TYPE_OF(l),
      type: l.material,
      channel_size: l.channelSize,
      channel_guage: String(Number(l.guage)),
      particulars: l.isWindow ? l.perticular : '',
      width: Number(l.width),
      height: Number(l.height),
      quantity: l.quantity,
      item_price: l.unitPrice,
      manchary: !!addon(l.id, 'Manchary'),
      panel: addon(l.id, 'Panel') ? WORK_ORDER_CHOICES.panel_type[0] : '',
      open_side: addon(l.id, 'Open Side')?.description ?? '',
      doorsill: !!addon(l.id, 'Door Sill'),
      divider: described(l.id, 'Divider'),
      arch_design: described(l.id, 'Arch Design'),
      check_design: described(l.id, 'Check Design'),
      glass_partition: described(l.id, 'Glass Partition'),
    })),
  };
}

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
