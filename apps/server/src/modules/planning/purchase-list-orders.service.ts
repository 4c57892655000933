import { formatCents, toCents } from '@steelworks/contract/common/money';
import type { PurchaseRow } from '@steelworks/contract/planning';
import { PURCHASE_TEXT, purchaseOrderSchema, type FromPurchaseListAnswer, type FromPurchaseListInput, type PurchaseOrderLineInput } from '@steelworks/contract/purchase';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import { listPurchases } from './planning.service';
import { fromMilli, getStoreItem, toMilli } from '../store/store.service';
import { createPurchaseOrder } from '../purchase/purchase-order.service';
import { findSupplier, lastSupplierOf } from '../purchase/supplier.service';

/** More short items than any shop has open at once: the Purchase List is read whole, as its screen does. */
const WHOLE_LIST = 10_000;

/** What is still to buy of a row: the shortage (whole bars for a section) less what approved orders already bring. */
function toBuy(row: PurchaseRow): bigint {
  const wanted = row.section ? BigInt(row.section.bars_to_buy) * 1000n : toMilli(String(row.shortage));
  const left = wanted - toMilli(String(row.on_order));
  return left > 0n ? left : 0n;
}

/**
 * POST /purchase/orders/from-purchase-list/ (planning's route: the Purchase List turns into buying's orders, so
 * planning depends on purchase and never the other way, docs/decisions/048-dependencies-one-way.md): the Purchase List in one step. Every short item, less what is on order,
 * goes onto a Draft of the supplier that last supplied or quoted it, at that rate; items no supplier has supplied go to
 * the supplier chosen in the form, or are named as left out. One Draft per supplier, for the buyer to check and approve.
 */
export async function ordersFromPurchaseList(db: DbOrTx, input: FromPurchaseListInput, actor: AuditActor, today: string): Promise<FromPurchaseListAnswer> {
  const rows = (await listPurchases(db, { search: '' }).rows(WHOLE_LIST, 0)).filter((row) => toBuy(row) > 0n);
  if (rows.length === 0) throw new AppError('conflict', PURCHASE_TEXT.nothingShort);
  if (input.supplier) await findSupplier(db, input.supplier);
  const last = await lastSupplierOf(db, rows.map((row) => row.id));
  const bySupplier = new Map<number, PurchaseOrderLineInput[]>();
  const skipped: FromPurchaseListAnswer['skipped'] = [];
  for (const row of rows) {
    const known = last.get(row.id);
    const supplierId = known?.supplierId ?? input.supplier;
    if (!supplierId) {
      skipped.push({ store_item: row.id, name: row.name });
      continue;
    }
    const line: PurchaseOrderLineInput = { store_item: row.id, quantity: fromMilli(toBuy(row)), ...(await rateFor(db, row, known)) };
    bySupplier.set(supplierId, [...(bySupplier.get(supplierId) ?? []), line]);
  }
  if (bySupplier.size === 0) throw new AppError('rule', PURCHASE_TEXT.supplierForUnknown, { skipped });
  // All the drafts or none: one transaction, each order a savepoint in it.
  const orders = await db.transaction(async (tx) => {
    const made = [];
    for (const [supplier, lines] of bySupplier) {
      const order = await createPurchaseOrder(tx, { supplier, lines, expected_date: input.expected_date, note: 'From the Purchase List' }, actor, today);
      made.push(purchaseOrderSchema.parse(order));
    }
    return made;
  });
  return { orders, skipped };
}

/** The supplier's last rate, or the store item's price (per metre of a section: a bar is its length of it). */
async function rateFor(db: DbOrTx, row: PurchaseRow, known: { rate: string; ratePer: PurchaseOrderLineInput['rate_per'] } | undefined) {
  if (known) return { rate: known.rate, rate_per: known.ratePer };
  const item = await getStoreItem(db, row.id);
  if (!item.section) return { rate: item.price, rate_per: 'unit' as const };
  return { rate: formatCents((toCents(item.price) * BigInt(item.section.stock_length_mm) + 500n) / 1000n), rate_per: 'bar' as const };
}
