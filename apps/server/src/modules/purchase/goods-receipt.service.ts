import { sql } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { RECEIPT_TEXT, type GoodsReceiptDetail, type GoodsReceiptInput, type ReceiptLineInput } from '@steelworks/contract/goods-receipt';
import type { RatePer } from '@steelworks/contract/purchase';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { nextDocumentNumber } from '../billing/document-numbers';
import { receiveBars } from '../cutting/section.service';
import { moveStock } from '../sheet/sheet-order-stock';
import { getSheet } from '../sheet/sheet-stock.service';
import { applyStockChanges, fromMilli, getStoreItem, toMilli } from '../store/store.service';
import { averageCostOf, nextAverage, setAverageCost } from './item-cost.service';
import { goodsReceiptLines, goodsReceipts } from './purchase.table';
import { checkWhole, itemFacts, milliText, theoreticalKgMilli, valueOf, type ItemFacts } from './purchase-items';
import { findOrder, orderLinesOf, settleOrderStatus } from './purchase-order.service';
import { getGoodsReceipt } from './goods-receipt-reads.service';
import { findSupplier, recordSupplierRate } from './supplier.service';

export type ReceiveOptions = { today: string; tolerancePercent: number; prices: boolean };
type OrderLine = Awaited<ReturnType<typeof orderLinesOf>>[number];

/** The rate of a line: the order line's, or (without an order) the one typed, which only a price-seeing role may type. */
function rateOf(line: ReceiptLineInput, orderLine: OrderLine | undefined, prices: boolean, field: string): { rate: string | null; ratePer: RatePer | null } {
  if (orderLine) return { rate: orderLine.rate, ratePer: orderLine.ratePer as RatePer };
  if (line.rate === undefined) return { rate: null, ratePer: null };
  if (!prices) throw fieldError(`${field}.rate`, 'Rates are entered by the admin or the production manager');
  if (!line.rate_per) throw fieldError(`${field}.rate_per`, 'Choose what the rate is per');
  return { rate: line.rate, ratePer: line.rate_per };
}

/** Stock of the item before this line (read after its move, under the row lock the move took). */
async function stockMilliOf(tx: DbOrTx, facts: ItemFacts): Promise<bigint> {
  if (facts.sheetId) return BigInt((await getSheet(tx, facts.sheetId)).quantity) * 1000n;
  return toMilli(String((await getStoreItem(tx, facts.storeItemId!)).stock));
}

/** The accepted units into stock: bars onto the section's pieces, pieces into sheet stock, the rest into the store. */
async function moveIntoStock(tx: DbOrTx, facts: ItemFacts, acceptedMilli: bigint, note: string, actor: Caller): Promise<void> {
  if (acceptedMilli === 0n) return;
  if (facts.isSection) {
    await receiveBars(tx, facts.storeItemId!, { count: Number(acceptedMilli / 1000n), reason: note }, actor);
  } else if (facts.isSheet) {
    await moveStock(tx, new Map([[facts.sheetId!, Number(acceptedMilli / 1000n)]]), { actor, orderId: null, reason: 'goods_received', note });
  } else {
    await applyStockChanges(tx, [{ storeItemId: facts.storeItemId!, delta: fromMilli(acceptedMilli) }], note, actor);
  }
}

/**
 * Receives a load in one transaction (docs/decisions/044-purchase-orders-and-receipts.md): the order is locked first,
 * so two receipts against it take turns and the second sees what the first accepted; every line is checked against
 * what its order line still expects plus the tolerance (beyond it only an admin with a reason); the accepted
 * quantities move the stock with their movement rows; each costed line sets the item's moving average and the
 * supplier's last price; the order becomes Partly received or Received.
 */
export async function receiveGoods(db: DbOrTx, input: GoodsReceiptInput, actor: Caller, options: ReceiveOptions): Promise<GoodsReceiptDetail> {
  const id = await db.transaction(async (tx) => {
    const order = input.purchase_order ? await findOrder(tx, input.purchase_order, true) : null;
    if (order && order.status !== 'Approved' && order.status !== 'Partly received') throw new AppError('conflict', RECEIPT_TEXT.orderNotOpen);
    const supplierId = order?.supplierId ?? input.supplier!;
    await findSupplier(tx, supplierId);
    const orderLines = order ? new Map((await orderLinesOf(tx, order.id, true)).map((line) => [line.id, line])) : new Map<number, OrderLine>();
    const day = input.received_on ?? options.today;
    const { number } = await nextDocumentNumber(tx, 'goods_receipt', 'GRN', day);
    const over: string[] = [];
    const prepared = [];
    const taken = new Map<number, bigint>();
    for (const [i, line] of input.lines.entries()) {
      const field = `lines.${i}`;
      const orderLine = line.order_line !== undefined ? orderLines.get(line.order_line) : undefined;
      if (line.order_line !== undefined && !orderLine) throw fieldError(`${field}.order_line`, RECEIPT_TEXT.lineNotOfOrder);
      const facts = await itemFacts(tx, orderLine ? { store_item: orderLine.storeItemId, sheet: orderLine.sheetId } : line);
      const received = toMilli(line.received);
      const rejected = toMilli(line.rejected ?? '0');
      checkWhole(facts, received, `${field}.received`);
      checkWhole(facts, rejected, `${field}.rejected`);
      const accepted = received - rejected;
      if (orderLine) {
        const allowed = (toMilli(orderLine.quantity) * BigInt(100 + options.tolerancePercent)) / 100n;
        const after = toMilli(orderLine.received) + (taken.get(orderLine.id) ?? 0n) + accepted;
        taken.set(orderLine.id, (taken.get(orderLine.id) ?? 0n) + accepted);
        if (after > allowed) over.push(`${orderLine.name} (${fromMilli(after)} of ${fromMilli(toMilli(orderLine.quantity))} ${orderLine.unit})`);
      }
      prepared.push({ line, field, orderLine, facts, received, rejected, accepted, ...rateOf(line, orderLine, options.prices, field) });
    }
    if (over.length > 0 && !(actor.role === 'admin' && input.over_receipt_reason)) {
      throw new AppError('conflict', RECEIPT_TEXT.overReceipt(over.join(', '), options.tolerancePercent), { over_receipt: over });
    }
    const [receipt] = await tx
      .insert(goodsReceipts)
      .values({
        number,
        purchaseOrderId: order?.id ?? null,
        supplierId,
        receivedOn: day,
        vehicleNumber: input.vehicle_number ?? '',
        note: input.note ?? '',
        overReceiptReason: over.length > 0 ? input.over_receipt_reason! : '',
        createdBy: actor.accountId,
      })
      .returning();
    let total = 0n;
    for (const p of prepared) {
      const theoretical = theoreticalKgMilli(p.facts, p.received);
      const weighed = p.line.weighed_kg !== undefined ? toMilli(p.line.weighed_kg) : null;
      const variance = theoretical !== null && weighed !== null ? weighed - theoretical : null;
      // Per kg, the accepted share of what the weighbridge weighed (or of the theoretical weight without one).
      const acceptedKg = weighed !== null && p.received > 0n ? (weighed * p.accepted + p.received / 2n) / p.received : null;
      const value = p.rate !== null && p.ratePer !== null ? valueOf(p.facts, p.rate, p.ratePer, p.accepted, acceptedKg, `${p.field}.rate_per`) : '0.00';
      total += toCents(value);
      const note = `${number}${order ? ` (${order.number})` : ' without purchase order'}: ${p.facts.name}`;
      await moveIntoStock(tx, p.facts, p.accepted, note, actor);
      const added = (p.accepted * p.facts.stockPerUnitMilli) / 1000n;
      const before = await averageCostOf(tx, p.facts);
      const costed = p.rate !== null && added > 0n;
      const after = costed ? nextAverage(before, (await stockMilliOf(tx, p.facts)) - added, added, toCents(value)) : (before ?? 0n);
      if (costed) {
        await setAverageCost(tx, p.facts, after);
        await recordSupplierRate(tx, supplierId, p.facts, p.rate!, p.ratePer!, day);
      }
      if (p.orderLine && p.accepted > 0n) {
        await tx.execute(sql`update purchase_order_lines set received = received + ${fromMilli(p.accepted)}::numeric where id = ${p.orderLine.id}`);
      }
      await tx.insert(goodsReceiptLines).values({
        receiptId: receipt!.id,
        orderLineId: p.orderLine?.id ?? null,
        storeItemId: p.facts.storeItemId,
        sheetId: p.facts.sheetId,
        name: p.facts.name,
        unit: p.facts.unit,
        received: fromMilli(p.received),
        rejected: fromMilli(p.rejected),
        rejectionReason: p.line.rejection_reason ?? '',
        theoreticalKg: milliText(theoretical),
        weighedKg: milliText(weighed),
        varianceKg: milliText(variance),
        variancePercent: variance !== null && theoretical! > 0n ? formatCents((variance * 10000n * 2n + (variance < 0n ? -theoretical! : theoretical!)) / (theoretical! * 2n)) : null,
        heatNumber: p.line.heat_number ?? '',
        rate: p.rate,
        ratePer: p.ratePer,
        value,
        averageBeforePaise: before ?? 0n,
        averageAfterPaise: after,
        costed,
      });
    }
    await tx.execute(sql`update goods_receipts set value = ${formatCents(total)}::numeric where id = ${receipt!.id}`);
    if (order) await settleOrderStatus(tx, order.id, actor);
    await recordAudit(tx, actor, {
      entity: 'goods_receipt',
      id: receipt!.id,
      action: 'create',
      after: { number, purchase_order: order?.number ?? null, supplier: supplierId, lines: prepared.length, value: formatCents(total) },
      note: over.length > 0 ? `Over-receipt accepted: ${input.over_receipt_reason}` : undefined,
    });
    return receipt!.id;
  });
  return getGoodsReceipt(db, id, options.prices);
}
