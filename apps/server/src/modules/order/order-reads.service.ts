import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { DealerOrderCounts, Order, OrderItem, OrderListQuery, OrderRow } from '@steelworks/contract/order';
import type { SupplyStatus, WorkStatus } from '@steelworks/contract/schedule';
import { canSeeCost } from '@steelworks/contract/product';
import { DEFAULT_TIME_ZONE } from '@steelworks/contract/common/dates';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { cappedCounter, disjointArms, inIds, searchTerms, type PagedQuery } from '../../lib/paginate';
import { rowsByKey } from '../../lib/rows-by-key';
import { accounts } from '../../db/accounts.table';
import { joinDealerAccount } from '../dealer/dealer-account.join';
import { dealers } from '../dealer/dealer.table';
import { productSizeColumns } from '../product/product-rows';
import { products } from '../product/product.table';
import { startOfDay } from '../../lib/business-time';
import { itemsOfOrder } from './order-items-read';
import { orderCustomerNames, orderItemAddons, orderItems, orders } from './order.table';
import { ownDealerId, rowColumns, toRow } from './order-rows';
import type { Caller } from '../../lib/caller';

/**
 * Order id, dealer name or customer text, as the arms of an OR (see `disjointArms`). The dealers and the customer names
 * that match are read first (a few hundred at most) and the orders asked for by value, so each arm is counted from an
 * index alone: an ILIKE on the orders or the joined account read every matching order of ten years (issue 15).
 */
async function searchArms(db: DbOrTx, search: string): Promise<SQL[]> {
  const terms = searchTerms(search);
  if (!terms) return [];
  const { pattern, number } = terms;
  const [namedDealers, customerNames] = await Promise.all([
    db.select({ id: dealers.id }).from(dealers).innerJoin(accounts, eq(accounts.id, dealers.accountId)).where(ilike(accounts.fullName, pattern)),
    db.select({ name: orderCustomerNames.name }).from(orderCustomerNames).where(ilike(orderCustomerNames.name, pattern)),
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
  return joinDealerAccount(db.select(rowColumns).from(orders).$dynamic(), orders.dealerId).where(where).orderBy(desc(orders.id)).limit(limit);
}

/** A schedule item as an order's detail shows it under its order item (orderItemId), its supply's status if it has one. */
type OrderScheduleRow = {
  id: number;
  orderItemId: number;
  auto_id: string;
  supervisor_id: number;
  supervisor: string;
  start_date: string;
  end_date: string;
  quantity: number;
  status: SupplyStatus | null;
  work_status: WorkStatus;
};

/**
 * What the order list and an order's detail show of the schedule. Schedule sits above order (a schedule item names its
 * order), so the schedule module gives these reads (schedule/order-schedule.ts), through `app.ts` and order-flow
 * (docs/decisions/057-server-modules-one-way.md). Each is one statement the order's own reads embed or run beside.
 */
export type OrderSchedule = {
  /** The ids of the orders a supervisor works on that day: a subquery for the list's filter. */
  ordersScheduledOn(db: DbOrTx, day: string): SQLWrapper;
  /** The schedule items of these order items (a subquery of their ids), by id, with the supervisor and the supply status. */
  scheduleOfOrderItems(db: DbOrTx, orderItemIds: SQLWrapper): PromiseLike<OrderScheduleRow[]> & { toSQL(): { sql: string; params: unknown[] } };
};

/** GET /order/order/: by status, searchable by order id, dealer or customer; a dealer sees only its own. */
export async function listOrders(
  db: DbOrTx,
  query: OrderListQuery,
  actor: Caller,
  schedule: OrderSchedule,
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
  const scheduled = query.scheduled ? inArray(orders.id, schedule.ordersScheduledOn(db, query.scheduled)) : undefined;
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
 * A dealer's orders, newest first, for the dealer detail page (docs/product/screens-and-texts.md#column-headings: "Orders of this Dealer" / "My Orders").
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

/** What an order's detail shows of each item and its product. */
const itemColumns = {
  id: orderItems.id,
  productId: orderItems.productId,
  productName: products.name,
  serialNumber: products.serialNumber,
  quantity: orderItems.quantity,
  material: orderItems.material,
  unitPrice: orderItems.unitPrice,
  unitCost: orderItems.unitCost,
  ...productSizeColumns,
};

/**
 * The statements of an order's detail (the bench runs them too): its head, which answers the visibility check too,
 * and its items, their addons and their schedule, read by the order id.
 */
export function orderDetailReads(db: DbOrTx, id: number, orderSchedule: OrderSchedule) {
  const itemIdsOfOrder = db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, id));
  return {
    head: joinDealerAccount(db.select(rowColumns).from(orders).$dynamic(), orders.dealerId).where(eq(orders.id, id)),
    items: itemsOfOrder(db.select(itemColumns).from(orderItems).$dynamic(), id),
    addons: db.select().from(orderItemAddons).where(inArray(orderItemAddons.orderItemId, itemIdsOfOrder)).orderBy(asc(orderItemAddons.id)),
    schedule: orderSchedule.scheduleOfOrderItems(db, itemIdsOfOrder),
  };
}

/**
 * The order with its items, their addons and schedule: the head first (a dealer may see only its own), then the
 * three lists side by side (an order can hold hundreds of items: issue 15's detail bound).
 */
export async function getOrder(db: DbOrTx, id: number, actor: Caller, orderSchedule: OrderSchedule): Promise<Order> {
  const own = await ownDealerId(db, actor);
  const reads = orderDetailReads(db, id, orderSchedule);
  const [head] = await reads.head;
  if (!head || (own !== undefined && head.dealer !== own)) throw notFound();
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
      schedule_items: (scheduleOfItem.get(i.id) ?? []).map(({ orderItemId: _item, ...s }) => ({ ...s, status: s.status ?? 'Not Provided' })),
    };
  });
  return { ...toRow(head), orderitem };
}
