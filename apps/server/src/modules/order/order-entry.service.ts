import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { quantityFits, quantityTooLargeMessage } from '@steelworks/contract/common/inputs';
import { formatCents, moneyFits, moneyTooLargeMessage, toCents } from '@steelworks/contract/common/money';
import { ORDER_TEXT, type Order, type OrderInput, type OrderItemInput, type OrderUpdateInput } from '@steelworks/contract/order';
import { productLabel } from '@steelworks/contract/product';
import { STORE_MESSAGES, type Shortage } from '@steelworks/contract/store';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, noStocks, notFound, ruleError, staleWrite } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { accounts } from '../../db/accounts.table';
import { dealerIdOfAccount } from '../dealer/dealer.service';
import { dealers } from '../dealer/dealer.table';
import { billOfMaterials, materialNeeds } from '../product/bill-of-materials.service';
import { productPrices } from '../product/product-pricing';
import { products } from '../product/product.table';
import { findShortages, toMilli } from '../store/store.service';
import { checkDates } from './order-dates';
import { itemsOfOrder } from './order-items-read';
import { getOrder, type OrderSchedule } from './order-reads.service';
import { findVisibleOrder } from './order-rows';
import { orderItemAddons, orderItems, orders } from './order.table';
import type { Caller, Today } from '../../lib/caller';

/** The dealer an order is for: a dealer's own (from its token), otherwise the chosen live dealer. */
async function dealerFor(db: DbOrTx, chosen: number | undefined, actor: Caller): Promise<number> {
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
 * The stock check of docs/product/orders.md#stock-check: the raw materials of these items (BOM x quantity) against the current
 * stock; nothing is reserved. The one check of create, update and the item quantity change, and of the order form's
 * check and the promise date (checkOrderEntry, assertOrderCreatable), so the form shows the figures create refuses with.
 */
async function findOrderShortages(db: DbOrTx, items: ReadonlyArray<{ product: number; quantity: number }>): Promise<Shortage[]> {
  return findShortages(db, await materialNeeds(db, items));
}

async function checkStockFor(db: DbOrTx, items: ReadonlyArray<{ product: number; quantity: number }>): Promise<void> {
  const shortages = await findOrderShortages(db, items);
  if (shortages.length > 0) throw noStocks(STORE_MESSAGES.noStocks, shortages);
}

/** Every product exists and has a price: a product without raw materials or costs (price 0) cannot be ordered. */
async function assertProductsOrderable(db: DbOrTx, items: ReadonlyArray<{ product: number; quantity: number }>): Promise<void> {
  const unique = [...new Set(items.map((i) => i.product))];
  const rows = await db
    .select({ id: products.id, name: products.name, serial: products.serialNumber })
    .from(products)
    .where(and(inArray(products.id, unique), isNull(products.deletedAt)));
  const found = new Set(rows.map((row) => row.id));
  const unknown = items.findIndex((item) => !found.has(item.product));
  if (unknown >= 0) throw fieldError(`orderitem.${unknown}.product`, ORDER_TEXT.unknownProduct);
  const prices = await productPrices(db, unique);
  const unpriced = rows.filter((row) => toCents(prices.get(row.id)?.price ?? '0') <= 0n);
  if (unpriced.length > 0) {
    throw fieldError('orderitem', `${ORDER_TEXT.noPrice}: ${unpriced.map((row) => productLabel(row.name, row.serial)).join(', ')}`);
  }
  await assertAmountsFit(db, items, { prices });
}

/** The field an item's problem is named by: `orderitem.2.quantity` in an order body, `quantity` for one item's PATCH. */
type ItemFields = { field?: (index: number, name: 'product' | 'quantity') => string };

/**
 * What the order will store fits its columns: each unit price and the order's total in numeric(14,2), each item's raw
 * materials (BOM x quantity: its store supply line at approval) in numeric(14,3). Beyond them the answer is 400 on the
 * item's field, not the database's overflow (docs/decisions/039-one-stock-check-and-bounded-inputs.md).
 */
async function assertAmountsFit(
  db: DbOrTx,
  items: ReadonlyArray<{ product: number; quantity: number }>,
  { prices: known, field = (index, name) => `orderitem.${index}.${name}` }: ItemFields & { prices?: Map<number, { price: string }> } = {},
): Promise<void> {
  const unique = [...new Set(items.map((i) => i.product))];
  const prices = known ?? (await productPrices(db, unique));
  const bom = await billOfMaterials(db, unique);
  let bill = 0n;
  for (const [index, item] of items.entries()) {
    const price = toCents(prices.get(item.product)?.price ?? '0');
    if (!moneyFits(price)) throw fieldError(field(index, 'product'), ORDER_TEXT.priceTooLarge);
    bill += price * BigInt(item.quantity);
    if (!moneyFits(bill)) throw fieldError(field(index, 'quantity'), moneyTooLargeMessage(ORDER_TEXT.orderTotal));
    const tooMuch = (bom.get(item.product) ?? []).find((line) => !quantityFits(toMilli(line.quantity) * BigInt(item.quantity)));
    if (tooMuch) throw fieldError(field(index, 'quantity'), quantityTooLargeMessage(`${ORDER_TEXT.materialOf} ${tooMuch.name}`));
  }
}

/**
 * What create checks before it writes, in create's order: the dealer (a dealer's own; for staff the chosen one, or
 * none when `dealerOptional`), the dates, the products and their amounts; then the stock. Create refuses on any of it;
 * the order form's check answers the shortages instead of refusing.
 */
async function orderChecks(
  db: DbOrTx,
  input: OrderInput,
  actor: Caller,
  today: string,
  { dealerOptional = false } = {},
): Promise<{ dealerId: number | null; shortages: Shortage[] }> {
  const dealerId = dealerOptional && actor.role !== 'dealer' && !input.dealer ? null : await dealerFor(db, input.dealer, actor);
  checkDates(input, today);
  await assertProductsOrderable(db, input.orderitem);
  return { dealerId, shortages: await findOrderShortages(db, input.orderitem) };
}

/**
 * The order's part of POST /order/check/ (docs/decisions/039-one-stock-check-and-bounded-inputs.md), saving nothing:
 * the shortages are create's own ("No Stocks Available", the same figures). The promise (schedule's) and the total
 * with GST (billing's) are added above, in order-flow/order-check.service.ts.
 */
export async function checkOrderEntry(
  db: DbOrTx,
  input: OrderInput,
  actor: Caller,
  { today }: Today,
): Promise<{ dealerId: number | null; shortages: Shortage[] }> {
  return orderChecks(db, input, actor, today, { dealerOptional: true });
}

/**
 * The order's part of POST /order/promise/: create's checks, its 400 "No Stocks Available" with its figures; the
 * promise itself is schedule's, asked above (order-flow/order-check.service.ts, docs/decisions/017-planning.md).
 */
export async function assertOrderCreatable(db: DbOrTx, input: OrderInput, actor: Caller, { today }: Today): Promise<void> {
  const { shortages } = await orderChecks(db, input, actor, today, { dealerOptional: true });
  if (shortages.length > 0) throw noStocks(STORE_MESSAGES.noStocks, shortages);
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
    if (!moneyFits(bill)) throw fieldError('orderitem', moneyTooLargeMessage(ORDER_TEXT.orderTotal));
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
    // Prices may have risen since the order was saved: the new total must still fit its column.
    if (!moneyFits(bill) || !moneyFits(toCents(price.price))) throw fieldError('orderitem', moneyTooLargeMessage(ORDER_TEXT.orderTotal));
    await tx.update(orderItems).set({ unitPrice: price.price, unitCost: price.cost }).where(eq(orderItems.id, item.id));
  }
  await tx.update(orders).set({ billAmount: formatCents(bill), updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** An order as the audit log compares it: its fields, bill and items as "product #id x quantity". */
async function orderSnapshot(tx: DbOrTx, id: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  const items = await itemsOfOrder(
    tx.select({ product: orderItems.productId, name: products.name, quantity: orderItems.quantity, material: orderItems.material }).from(orderItems).$dynamic(),
    id,
  );
  return {
    dealer: order!.dealerId,
    status: order!.status,
    customer_name: order!.customerName,
    delivery_site: order!.deliverySite,
    delivery_state_code: order!.deliveryStateCode,
    third_party_delivery: order!.thirdPartyDelivery,
    note: order!.note,
    start_date: order!.startDate,
    end_date: order!.endDate,
    bill_amount: order!.billAmount,
    items: items.map((i) => `${i.name} (#${i.product}) x ${i.quantity}${i.material ? `, ${i.material}` : ''}`),
  };
}

/** `schedule`: what the answer shows of the schedule (order-reads.service.ts `OrderSchedule`), as for every order answer below. */
export async function createOrder(db: DbOrTx, input: OrderInput, actor: Caller, { today }: Today, schedule: OrderSchedule): Promise<Order> {
  const { dealerId, shortages } = await orderChecks(db, input, actor, today);
  if (shortages.length > 0) throw noStocks(STORE_MESSAGES.noStocks, shortages);
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        dealerId: dealerId!,
        customerName: input.customer_name ?? '',
        deliverySite: input.delivery_site ?? '',
        deliveryStateCode: input.delivery_state_code ?? null,
        thirdPartyDelivery: input.third_party_delivery ?? false,
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
  return getOrder(db, id, actor, schedule);
}

function editFields(input: OrderUpdateInput) {
  return {
    ...(input.customer_name !== undefined ? { customerName: input.customer_name } : {}),
    ...(input.delivery_site !== undefined ? { deliverySite: input.delivery_site } : {}),
    ...(input.delivery_state_code !== undefined ? { deliveryStateCode: input.delivery_state_code } : {}),
    ...(input.third_party_delivery !== undefined ? { thirdPartyDelivery: input.third_party_delivery } : {}),
    ...(input.note !== undefined ? { note: input.note } : {}),
    ...(input.start_date !== undefined ? { startDate: input.start_date } : {}),
    ...(input.end_date !== undefined ? { endDate: input.end_date } : {}),
  };
}

/** PUT: the Update Order page (dealer and items) and/or the pending edit fields. Pending orders only. */
export async function updateOrder(
  db: DbOrTx,
  id: number,
  input: OrderUpdateInput,
  actor: Caller,
  { today }: Today,
  schedule: OrderSchedule,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, id, actor, true);
    if (order.status !== 'Pending') throw ruleError(ORDER_TEXT.onlyPendingEdit);
    checkDates(input, today, order);
    const before = await orderSnapshot(tx, id);
    const dealerId = input.dealer !== undefined && actor.role !== 'dealer' ? await dealerFor(tx, input.dealer, actor) : order.dealerId;
    if (input.orderitem) {
      await assertProductsOrderable(tx, input.orderitem);
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
  return getOrder(db, id, actor, schedule);
}


/**
 * PATCH /order/orderitem/:id: a pending order's item quantity (with the stock check and a new snapshot). With
 * `expectedQuantity` (the value the form was opened with) a change made meanwhile answers 409 and changes nothing.
 */
export async function updateOrderItemQuantity(
  db: DbOrTx,
  itemId: number,
  input: { quantity: number; expected_quantity?: number },
  actor: Caller,
  schedule: OrderSchedule,
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
    const changed = items.map((i) => ({ product: i.productId, quantity: i.id === itemId ? quantity : i.quantity }));
    await assertAmountsFit(tx, changed, { field: (_index, name) => name });
    await checkStockFor(tx, changed);
    await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, itemId));
    await resnapshot(tx, order.id);
    await recordAudit(tx, actor, { entity: 'order', id: order.id, action: 'update', before, after: await orderSnapshot(tx, order.id) });
    return order.id;
  });
  return getOrder(db, orderId, actor, schedule);
}

/** Only a pending order (nothing refers to it yet) can be deleted. */
export async function deleteOrder(db: DbOrTx, id: number, actor: Caller): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findVisibleOrder(tx, id, actor, true);
    if (order.status !== 'Pending') throw ruleError(ORDER_TEXT.onlyPendingDelete);
    const before = await orderSnapshot(tx, id);
    await tx.delete(orders).where(eq(orders.id, id));
    await recordAudit(tx, actor, { entity: 'order', id, action: 'delete', before });
  });
}
