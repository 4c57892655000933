import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import {
  canMoveOrder,
  moveRefusedMessage,
  ORDER_MAX_DAYS_AHEAD,
  ORDER_TEXT,
  unfinishedItemsMessage,
  type DealerOrderCounts,
  type Order,
  type OrderInput,
  type OrderItem,
  type OrderItemInput,
  type OrderListQuery,
  type OrderPatchInput,
  type OrderRow,
  type OrderStatus,
  type OrderUpdateInput,
} from '@steelworks/contract/order';
import { canSeeCost, productLabel } from '@steelworks/contract/product';
import { STORE_MESSAGES } from '@steelworks/contract/store';
import { DEFAULT_TIME_ZONE } from '@steelworks/contract/common/dates';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound, ruleError, staleWrite } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { addDeliveryToMonthTotals } from '../dashboard/month-totals.service';
import type { Actor } from '../../lib/auth';
import { cappedCounter, disjointArms, inIds, likePattern, type PagedQuery } from '../../lib/paginate';
import { rowsByKey } from '../../lib/rows-by-key';
import { accounts } from '../account/account.table';
import { dealerIdOfAccount } from '../dealer/dealer.service';
import { dealers } from '../dealer/dealer.table';
import { materialNeeds } from '../product/bill-of-materials.service';
import { productPrices } from '../product/product-pricing';
import { products } from '../product/product.table';
import { scheduleItemDays, scheduleItems, storeSupplies } from '../schedule/schedule.table';
import { addDays } from '../schedule/schedule.capacity';
import { cancelOrderSupplies, scheduleApprovedOrder, releaseOrderCapacity } from '../schedule/schedule.service';
import { supervisors } from '../supervisor/supervisor.table';
import { startOfDay } from '../field/field.service';
import { findShortages } from '../store/store.service';
import { orderCustomerNames, orderItemAddons, orderItems, orders, orderStatusChanges } from './order.table';

/** What a service needs to know of its caller (and the address it called from, for the audit log). */
export type OrderActor = Pick<Actor, 'accountId' | 'role'> & { address?: string };

// ---------------------------------------------------------------------------------------------------------------
// Reading

const rowColumns = {
  id: orders.id,
  autoId: orders.autoId,
  dealerId: orders.dealerId,
  dealerName: accounts.fullName,
  dealerPhone: accounts.phone,
  status: orders.status,
  startDate: orders.startDate,
  endDate: orders.endDate,
  dateAdded: orders.dateAdded,
  customerName: orders.customerName,
  deliverySite: orders.deliverySite,
  note: orders.note,
  billAmount: orders.billAmount,
};
type RowData = {
  id: number;
  autoId: number;
  dealerId: number;
  dealerName: string;
  dealerPhone: string;
  status: OrderStatus;
  startDate: string | null;
  endDate: string | null;
  dateAdded: Date;
  customerName: string;
  deliverySite: string;
  note: string;
  billAmount: string;
};

function toRow(r: RowData): OrderRow {
  return {
    id: r.id,
    auto_id: r.autoId,
    dealer: r.dealerId,
    dealer_name: r.dealerName,
    dealer_phone: r.dealerPhone,
    status: r.status,
    start_date: r.startDate,
    end_date: r.endDate,
    date_added: r.dateAdded.toISOString(),
    customer_name: r.customerName,
    delivery_site: r.deliverySite,
    note: r.note,
    bill_amount: r.billAmount,
    total_amount: r.billAmount,
  };
}

/** A dealer's own dealer id; a dealer account without a dealer record owns nothing (-1 matches no order). */
async function ownDealerId(db: DbOrTx, actor: OrderActor): Promise<number | undefined> {
  if (actor.role !== 'dealer') return undefined;
  return (await dealerIdOfAccount(db, actor.accountId)) ?? -1;
}

/**
 * Order id, dealer name or customer text, as the arms of an OR (see `disjointArms`). The dealers and the customer names
 * that match are read first (a few hundred at most) and the orders asked for by value, so each arm is counted from an
 * index alone: an ILIKE on the orders or the joined account read every matching order of ten years (issue 15).
 */
async function searchArms(db: DbOrTx, search: string): Promise<SQL[]> {
  const text = search.trim().replace(/^#/, '');
  if (!text) return [];
  const number = /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  const [namedDealers, customerNames] = await Promise.all([
    db.select({ id: dealers.id }).from(dealers).innerJoin(accounts, eq(accounts.id, dealers.accountId)).where(ilike(accounts.fullName, likePattern(text))),
    db.select({ name: orderCustomerNames.name }).from(orderCustomerNames).where(ilike(orderCustomerNames.name, likePattern(text))),
  ]);
  return [
    inIds(orders.dealerId, namedDealers.map((row) => row.id)),
    inIds(orders.customerName, customerNames.map((row) => row.name)),
    ...(number !== undefined ? [eq(orders.autoId, number)] : []),
  ];
}

/**
 * The filter and the search's arms are on the orders' own columns, so the count reads the orders indexes alone.
 * Without a search the filter is a status, a dealer or a month of deliveries, whose estimates the statistics make
 * reliable: a tab of ten years answers them instead of counting its first 10,001 orders (docs/decisions/021).
 */
function ordersQuery(db: DbOrTx, filter: SQL | undefined, search: SQL[] = []): PagedQuery<OrderRow> {
  const where = and(filter, or(...search));
  return {
    ...cappedCounter(db, () => disjointArms((arm) => db.select({ id: orders.id }).from(orders).where(arm), filter, search), {
      estimateFirst: search.length === 0,
      search: search.length > 0,
    }),
    rows: async (limit, offset) => (await newestFirst(db, where, limit).offset(offset)).map(toRow),
    rowsAfter: async (limit, last) => (await newestFirst(db, and(where, lt(orders.id, last.id)), limit)).map(toRow),
  };
}

function newestFirst(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select(rowColumns)
    .from(orders)
    .innerJoin(dealers, eq(dealers.id, orders.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(limit);
}

/** GET /order/order/: by status, searchable by order id, dealer or customer; a dealer sees only its own. */
export async function listOrders(
  db: DbOrTx,
  query: OrderListQuery,
  actor: OrderActor,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<PagedQuery<OrderRow>> {
  const own = await ownDealerId(db, actor);
  const dealerId = own ?? query.dealer;
  const search = await searchArms(db, query.search);
  const [year, month] = (query.delivered ?? '').split('-').map(Number);
  const delivered =
    year && month
      ? and(
          gte(orders.deliveredAt, startOfDay(`${query.delivered}-01`, timeZone)),
          lt(orders.deliveredAt, startOfDay(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, timeZone)),
        )
      : undefined;
  // The orders a supervisor works on that day (the dashboard's chartered orders): the day index, then the orders by id.
  const scheduled = query.scheduled
    ? inArray(
        orders.id,
        db
          .selectDistinct({ id: scheduleItems.orderId })
          .from(scheduleItemDays)
          .innerJoin(scheduleItems, eq(scheduleItems.id, scheduleItemDays.scheduleItemId))
          .where(eq(scheduleItemDays.day, query.scheduled)),
      )
    : undefined;
  return ordersQuery(
    db,
    and(
      query.status ? eq(orders.status, query.status) : undefined,
      dealerId !== undefined ? eq(orders.dealerId, dealerId) : undefined,
      delivered,
      scheduled,
    ),
    search,
  );
}

/**
 * A dealer's orders, newest first, for the dealer detail page (spec 1: "Orders of this Dealer" / "My Orders").
 * Use with paginate(request, {page, limit: PAGE_SIZE}, listOrdersOfDealer(db, dealerId)).
 */
export function listOrdersOfDealer(db: DbOrTx, dealerId: number): PagedQuery<OrderRow> {
  return ordersQuery(db, eq(orders.dealerId, dealerId));
}

/** The dealer page's total and pending order counts. */
export async function countOrdersOfDealer(db: DbOrTx, dealerId: number): Promise<DealerOrderCounts> {
  const [row] = await db
    .select({ total: count(), pending: sql<number>`count(*) filter (where ${orders.status} = 'Pending')`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.dealerId, dealerId));
  return { total_orders: row?.total ?? 0, pending_orders: row?.pending ?? 0 };
}

/** The order row, or 404 when it does not exist or the caller (a dealer) may not see it. */
async function findVisibleOrder(db: DbOrTx, id: number, actor: OrderActor, lock = false) {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound();
  const own = await ownDealerId(db, actor);
  if (own !== undefined && order.dealerId !== own) throw notFound();
  return order;
}

/**
 * The statements of an order's detail (the bench runs them too): its head, which answers the visibility check too,
 * and its items, their addons and their schedule, read by the order id.
 */
export function orderDetailReads(db: DbOrTx, id: number) {
  const itemIdsOfOrder = db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, id));
  return {
    head: db
      .select(rowColumns)
      .from(orders)
      .innerJoin(dealers, eq(dealers.id, orders.dealerId))
      .innerJoin(accounts, eq(accounts.id, dealers.accountId))
      .where(eq(orders.id, id)),
    items: db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        productName: products.name,
        serialNumber: products.serialNumber,
        quantity: orderItems.quantity,
        material: orderItems.material,
        unitPrice: orderItems.unitPrice,
        unitCost: orderItems.unitCost,
        channelSize: products.channelSize,
        guage: products.guage,
        perticular: products.perticular,
        noOfCols: products.noOfCols,
        width: products.width,
        height: products.height,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    addons: db.select().from(orderItemAddons).where(inArray(orderItemAddons.orderItemId, itemIdsOfOrder)).orderBy(asc(orderItemAddons.id)),
    schedule: db
      .select({
        id: scheduleItems.id,
        orderItemId: scheduleItems.orderItemId,
        autoId: scheduleItems.autoId,
        supervisorId: scheduleItems.supervisorId,
        supervisor: accounts.fullName,
        startDate: scheduleItems.startDate,
        endDate: scheduleItems.endDate,
        quantity: scheduleItems.quantity,
        status: storeSupplies.status,
        workStatus: scheduleItems.workStatus,
      })
      .from(scheduleItems)
      .innerJoin(supervisors, eq(supervisors.id, scheduleItems.supervisorId))
      .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
      .leftJoin(storeSupplies, eq(storeSupplies.scheduleItemId, scheduleItems.id))
      .where(inArray(scheduleItems.orderItemId, itemIdsOfOrder))
      .orderBy(asc(scheduleItems.id)),
  };
}

/**
 * The order with its items, their addons and schedule: the head first (a dealer may see only its own), then the
 * three lists side by side (an order can hold hundreds of items: issue 15's detail bound).
 */
export async function getOrder(db: DbOrTx, id: number, actor: OrderActor): Promise<Order> {
  const own = await ownDealerId(db, actor);
  const reads = orderDetailReads(db, id);
  const [head] = await reads.head;
  if (!head || (own !== undefined && head.dealerId !== own)) throw notFound();
  const [items, addons, schedule] = await Promise.all([reads.items, reads.addons, reads.schedule]);
  const addonsOfItem = rowsByKey(addons, (a) => a.orderItemId);
  const scheduleOfItem = rowsByKey(schedule, (s) => s.orderItemId);
  const showCost = canSeeCost(actor.role);
  const orderitem: OrderItem[] = items.map((i) => {
    const totalPrice = formatCents(toCents(i.unitPrice) * BigInt(i.quantity));
    return {
      id: i.id,
      product: i.productId,
      productName: i.productName,
      serial_number: i.serialNumber,
      quantity: i.quantity,
      material: i.material,
      unit_price: i.unitPrice,
      ...(showCost ? { unit_cost: i.unitCost } : {}),
      total_price: totalPrice,
      product_name: i.productName,
      cost: i.unitPrice,
      sub_total: totalPrice,
      product_details: {
        channel_size: i.channelSize,
        guage: i.guage === null ? null : String(Number(i.guage)),
        perticular: i.perticular,
        no_of_cols: i.noOfCols,
        width: i.width === null ? null : Number(i.width),
        height: i.height === null ? null : Number(i.height),
      },
      orderitemaddon: (addonsOfItem.get(i.id) ?? []).map((a) => ({ id: a.id, addon_name: a.addonName, description: a.description, quantity: a.quantity })),
      schedule_items: (scheduleOfItem.get(i.id) ?? []).map((s) => ({
        id: s.id,
        auto_id: s.autoId,
        supervisor: s.supervisor,
        supervisor_id: s.supervisorId,
        start_date: s.startDate,
        end_date: s.endDate,
        quantity: s.quantity,
        status: s.status ?? 'Not Provided',
        work_status: s.workStatus,
      })),
    };
  });
  return { ...toRow(head), orderitem };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

/** Today in the business time zone, and the materials lead time of the install (config MATERIALS_LEAD_DAYS). */
type Today = { today: string; leadDays?: number };

function checkDates(input: { start_date?: string; end_date?: string }, today: string, current?: { startDate: string | null }) {
  if (input.start_date && input.start_date < today) throw fieldError('start_date', ORDER_TEXT.dateBeforeToday);
  if (input.end_date && input.end_date < today) throw fieldError('end_date', ORDER_TEXT.dateBeforeToday);
  const latest = addDays(today, ORDER_MAX_DAYS_AHEAD);
  if (input.start_date && input.start_date > latest) throw fieldError('start_date', ORDER_TEXT.dateTooFar);
  if (input.end_date && input.end_date > latest) throw fieldError('end_date', ORDER_TEXT.dateTooFar);
  const start = input.start_date ?? current?.startDate ?? undefined;
  if (input.end_date && start && input.end_date < start) throw fieldError('end_date', ORDER_TEXT.endBeforeStart);
}

/** The dealer an order is for: a dealer's own (from its token), otherwise the chosen live dealer. */
async function dealerFor(db: DbOrTx, chosen: number | undefined, actor: OrderActor): Promise<number> {
  if (actor.role === 'dealer') {
    const own = await dealerIdOfAccount(db, actor.accountId);
    if (!own) throw new AppError('forbidden', 'Your account has no dealer record.');
    return own;
  }
  if (!chosen) throw fieldError('dealer', ORDER_TEXT.dealerRequired);
  const [row] = await db
    .select({ id: dealers.id })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(and(eq(dealers.id, chosen), eq(accounts.active, true)))
    .limit(1);
  if (!row) throw fieldError('dealer', ORDER_TEXT.unknownDealer);
  return row.id;
}

/**
 * The stock check of DECISIONS.md section 5: the raw materials of these items (BOM x quantity) against the current
 * stock; nothing is reserved.
 */
export async function checkStockFor(db: DbOrTx, items: ReadonlyArray<{ product: number; quantity: number }>): Promise<void> {
  const shortages = await findShortages(db, await materialNeeds(db, items));
  if (shortages.length > 0) throw ruleError(STORE_MESSAGES.noStocks, { shortages });
}

/** Every product exists and has a price: a product without raw materials or costs (price 0) cannot be ordered. */
async function assertProductsOrderable(db: DbOrTx, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: products.id, name: products.name, serial: products.serialNumber })
    .from(products)
    .where(and(inArray(products.id, unique), isNull(products.deletedAt)));
  if (rows.length !== unique.length) throw fieldError('orderitem', ORDER_TEXT.unknownProduct);
  const prices = await productPrices(db, unique);
  const unpriced = rows.filter((row) => toCents(prices.get(row.id)?.price ?? '0') <= 0n);
  if (unpriced.length > 0) {
    throw fieldError('orderitem', `${ORDER_TEXT.noPrice}: ${unpriced.map((row) => productLabel(row.name, row.serial)).join(', ')}`);
  }
}

/** Writes the items (with price snapshots and a Material addon) and the order's bill amount. */
async function writeItems(tx: DbOrTx, orderId: number, items: readonly OrderItemInput[]): Promise<void> {
  const prices = await productPrices(
    tx,
    items.map((i) => i.product),
  );
  let bill = 0n;
  const values = items.map((item) => {
    const price = prices.get(item.product);
    if (!price) throw fieldError('orderitem', ORDER_TEXT.unknownProduct);
    bill += toCents(price.price) * BigInt(item.quantity);
    return { orderId, productId: item.product, quantity: item.quantity, material: item.material, unitPrice: price.price, unitCost: price.cost };
  });
  // Two statements whatever the number of items (not two per item). Ids are serial, so sorting the returned ids gives
  // the items in the order they were sent.
  const ids = (await tx.insert(orderItems).values(values).returning({ id: orderItems.id })).map((r) => r.id).sort((a, b) => a - b);
  const addons = items.flatMap((item, index) =>
    (item.orderitemaddon.some((a) => a.addon_name === 'Material')
      ? item.orderitemaddon
      : [...item.orderitemaddon, { addon_name: 'Material' as const, description: item.material, quantity: 1 }]
    ).map((a) => ({ orderItemId: ids[index]!, addonName: a.addon_name, description: a.description, quantity: a.quantity })),
  );
  await tx.insert(orderItemAddons).values(addons);
  await tx.update(orders).set({ billAmount: formatCents(bill), updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** Re-snapshots the prices of an order's current items and its bill amount ("as when the order was last saved"). */
async function resnapshot(tx: DbOrTx, orderId: number): Promise<void> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const prices = await productPrices(
    tx,
    items.map((i) => i.productId),
  );
  let bill = 0n;
  for (const item of items) {
    const price = prices.get(item.productId)!;
    bill += toCents(price.price) * BigInt(item.quantity);
    await tx.update(orderItems).set({ unitPrice: price.price, unitCost: price.cost }).where(eq(orderItems.id, item.id));
  }
  await tx.update(orders).set({ billAmount: formatCents(bill), updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** An order as the audit log compares it: its fields, bill and items as "product #id x quantity". */
async function orderSnapshot(tx: DbOrTx, id: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  const items = await tx
    .select({ product: orderItems.productId, name: products.name, quantity: orderItems.quantity, material: orderItems.material })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.id));
  return {
    dealer: order!.dealerId,
    status: order!.status,
    customer_name: order!.customerName,
    delivery_site: order!.deliverySite,
    note: order!.note,
    start_date: order!.startDate,
    end_date: order!.endDate,
    bill_amount: order!.billAmount,
    items: items.map((i) => `${i.name} (#${i.product}) x ${i.quantity}${i.material ? `, ${i.material}` : ''}`),
  };
}

export async function createOrder(db: DbOrTx, input: OrderInput, actor: OrderActor, { today }: Today): Promise<Order> {
  const dealerId = await dealerFor(db, input.dealer, actor);
  checkDates(input, today);
  await assertProductsOrderable(
    db,
    input.orderitem.map((i) => i.product),
  );
  await checkStockFor(db, input.orderitem);
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        dealerId,
        customerName: input.customer_name ?? '',
        deliverySite: input.delivery_site ?? '',
        note: input.note ?? '',
        startDate: input.start_date ?? null,
        endDate: input.end_date ?? null,
        createdBy: actor.accountId,
      })
      .returning({ id: orders.id });
    await writeItems(tx, order!.id, input.orderitem);
    await recordAudit(tx, actor, { entity: 'order', id: order!.id, action: 'create', after: await orderSnapshot(tx, order!.id) });
    return order!.id;
  });
  return getOrder(db, id, actor);
}

function editFields(input: OrderUpdateInput) {
  return {
    ...(input.customer_name !== undefined ? { customerName: input.customer_name } : {}),
    ...(input.delivery_site !== undefined ? { deliverySite: input.delivery_site } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.start_date !== undefined ? { startDate: input.start_date } : {}),
    ...(input.end_date !== undefined ? { endDate: input.end_date } : {}),
  };
}

/** PUT: the Update Order page (dealer and items) and/or the pending edit fields. Pending orders only. */
export async function updateOrder(db: DbOrTx, id: number, input: OrderUpdateInput, actor: OrderActor, { today }: Today): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, id, actor, true);
    if (order.status !== 'Pending') throw ruleError(ORDER_TEXT.onlyPendingEdit);
    checkDates(input, today, order);
    const before = await orderSnapshot(tx, id);
    const dealerId = input.dealer !== undefined && actor.role !== 'dealer' ? await dealerFor(tx, input.dealer, actor) : order.dealerId;
    if (input.orderitem) {
      await assertProductsOrderable(
        tx,
        input.orderitem.map((i) => i.product),
      );
      await checkStockFor(tx, input.orderitem);
    }
    await tx
      .update(orders)
      .set({ ...editFields(input), dealerId, updatedAt: sql`now()` })
      .where(eq(orders.id, id));
    if (input.orderitem) {
      await tx.delete(orderItems).where(eq(orderItems.orderId, id));
      await writeItems(tx, id, input.orderitem);
    } else {
      await resnapshot(tx, id);
    }
    await recordAudit(tx, actor, { entity: 'order', id, action: 'update', before, after: await orderSnapshot(tx, id) });
  });
  return getOrder(db, id, actor);
}

/** PATCH: a status change when `status` is given, else the pending edit. */
export async function patchOrder(db: DbOrTx, id: number, input: OrderPatchInput, actor: OrderActor, day: Today): Promise<Order> {
  if (input.status) return changeOrderStatus(db, id, input.status, input.start_date, actor, day);
  return updateOrder(db, id, { ...input, orderitem: undefined }, actor, day);
}

/** The moves of DECISIONS.md section 5. Approval schedules the work; a refused move is 400 with the reason. */
export async function changeOrderStatus(
  db: DbOrTx,
  id: number,
  to: OrderStatus,
  startDate: string | undefined,
  actor: OrderActor,
  { today, leadDays }: Today,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, id, actor, true);
    if (actor.role === 'dealer') throw new AppError('forbidden', 'A dealer cannot change the status of an order.');
    if (!canMoveOrder(order.status, to)) throw ruleError(moveRefusedMessage(order.status, to));
    if (to === 'Shipped') await assertAllFinished(tx, id);
    if (to === 'Approved') {
      if (startDate) checkDates({ start_date: startDate }, today);
      const from = [today, startDate ?? order.startDate ?? today].reduce((a, b) => (a > b ? a : b));
      await scheduleApprovedOrder(tx, id, from, today, leadDays);
    }
    if (to === 'Canceled' && order.status === 'Approved') {
      await releaseOrderCapacity(tx, id);
      await cancelOrderSupplies(tx, id);
    }
    const [moved] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === 'Approved' && startDate ? { startDate } : {}),
        ...(to === 'Delivered' ? { deliveredAt: sql`now()` } : {}),
      })
      .where(and(eq(orders.id, id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (!moved) throw new AppError('conflict', 'Another change was made at the same moment. Please try again.');
    if (to === 'Delivered') await addDeliveryToMonthTotals(tx, id, today);
    await tx.insert(orderStatusChanges).values({ orderId: id, fromStatus: order.status, toStatus: to, accountId: actor.accountId });
    await recordAudit(tx, actor, {
      entity: 'order',
      id,
      action: 'status',
      before: { status: order.status },
      after: { status: to, ...(to === 'Approved' && startDate ? { start_date: startDate } : {}) },
      note: to === 'Approved' ? 'Work scheduled and store supply created' : undefined,
    });
  });
  return getOrder(db, id, actor);
}

/**
 * Shipping needs every schedule item of the order Finished (QC Approved, DECISIONS.md section 11); the refusal names
 * the unfinished ones.
 */
async function assertAllFinished(tx: DbOrTx, orderId: number): Promise<void> {
  const open = await tx
    .select({ autoId: scheduleItems.autoId })
    .from(scheduleItems)
    .where(and(eq(scheduleItems.orderId, orderId), sql`${scheduleItems.workStatus} <> 'Finished'`))
    .orderBy(asc(scheduleItems.id));
  if (open.length > 0) {
    const autoIds = open.map((row) => row.autoId);
    throw ruleError(unfinishedItemsMessage(autoIds), { unfinished: autoIds });
  }
}

/**
 * PATCH /order/orderitem/:id: a pending order's item quantity (with the stock check and a new snapshot). With
 * `expectedQuantity` (the value the form was opened with) a change made meanwhile answers 409 and changes nothing.
 */
export async function updateOrderItemQuantity(
  db: DbOrTx,
  itemId: number,
  input: { quantity: number; expected_quantity?: number },
  actor: OrderActor,
): Promise<Order> {
  const { quantity } = input;
  const orderId = await db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, itemId)).limit(1);
    if (!found) throw notFound();
    // Every change of an order's items locks the order row first, so the item read after it is current.
    const order = await findVisibleOrder(tx, found.orderId, actor, true);
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId)).limit(1);
    if (!item) throw notFound();
    if (order.status !== 'Pending') throw ruleError(ORDER_TEXT.onlyPendingEdit);
    if (input.expected_quantity !== undefined && input.expected_quantity !== item.quantity) {
      throw staleWrite({ quantity: item.quantity });
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const before = await orderSnapshot(tx, order.id);
    await checkStockFor(
      tx,
      items.map((i) => ({ product: i.productId, quantity: i.id === itemId ? quantity : i.quantity })),
    );
    await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, itemId));
    await resnapshot(tx, order.id);
    await recordAudit(tx, actor, { entity: 'order', id: order.id, action: 'update', before, after: await orderSnapshot(tx, order.id) });
    return order.id;
  });
  return getOrder(db, orderId, actor);
}

/** Only a pending order (nothing refers to it yet) can be deleted. */
export async function deleteOrder(db: DbOrTx, id: number, actor: OrderActor): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, id, actor, true);
    if (order.status !== 'Pending') throw ruleError(ORDER_TEXT.onlyPendingDelete);
    const before = await orderSnapshot(tx, id);
    await tx.delete(orders).where(eq(orders.id, id));
    await recordAudit(tx, actor, { entity: 'order', id, action: 'delete', before });
  });
}
