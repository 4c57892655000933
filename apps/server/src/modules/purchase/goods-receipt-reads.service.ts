import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { GoodsReceipt, GoodsReceiptDetail, GoodsReceiptListQuery } from '@steelworks/contract/goods-receipt';
import { formatCents } from '@steelworks/contract/common/money';
import type { RatePer } from '@steelworks/contract/purchase';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { saveImage, type FileStore } from '../../lib/files';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { goodsReceiptLines, goodsReceipts, purchaseOrders, suppliers } from './purchase.table';

/** Where the mill test certificates are kept (images, like the other uploads). */
export const CERTIFICATE_FOLDER = 'certificates';
const certificateUrl = (name: string) => `/api/v1/purchase/certificates/${name}`;

type ReceiptRow = typeof goodsReceipts.$inferSelect;
type LineRow = typeof goodsReceiptLines.$inferSelect;
const nullableNumber = (value: string | null) => (value === null ? null : Number(value));

function receiptAnswer(row: ReceiptRow, supplierName: string, orderNumber: string | null, prices: boolean): GoodsReceipt {
  return {
    id: row.id,
    number: row.number,
    purchase_order: row.purchaseOrderId,
    purchase_order_number: orderNumber,
    supplier: row.supplierId,
    supplier_name: supplierName,
    received_on: row.receivedOn,
    vehicle_number: row.vehicleNumber,
    note: row.note,
    over_receipt_reason: row.overReceiptReason,
    ...(prices ? { value: row.value } : {}),
    created_at: row.createdAt.toISOString(),
  };
}

function lineAnswer(row: LineRow, prices: boolean) {
  return {
    id: row.id,
    order_line: row.orderLineId,
    store_item: row.storeItemId,
    sheet: row.sheetId,
    name: row.name,
    unit: row.unit,
    received: Number(row.received),
    rejected: Number(row.rejected),
    accepted: Number(row.received) - Number(row.rejected),
    rejection_reason: row.rejectionReason,
    theoretical_kg: nullableNumber(row.theoreticalKg),
    weighed_kg: nullableNumber(row.weighedKg),
    variance_kg: nullableNumber(row.varianceKg),
    variance_percent: nullableNumber(row.variancePercent),
    heat_number: row.heatNumber,
    certificate_url: row.certificate ? certificateUrl(row.certificate) : null,
    ...(prices ? { rate: row.rate, value: row.value, average_cost: formatCents(row.averageAfterPaise) } : {}),
    rate_per: row.ratePer as RatePer | null,
  };
}

const receiptSelect = { receipt: goodsReceipts, supplier: suppliers.name, order: purchaseOrders.number };

export function listGoodsReceipts(db: DbOrTx, query: GoodsReceiptListQuery, prices: boolean): PagedQuery<GoodsReceipt> {
  const search = query.search.trim();
  const where = and(
    query.supplier ? eq(goodsReceipts.supplierId, query.supplier) : undefined,
    query.purchase_order ? eq(goodsReceipts.purchaseOrderId, query.purchase_order) : undefined,
    search ? sql`(${goodsReceipts.number} ilike ${likePattern(search)} or ${suppliers.name} ilike ${likePattern(search)})` : undefined,
  );
  return {
    ...cappedCounter(db, () => db.select({ id: goodsReceipts.id }).from(goodsReceipts).innerJoin(suppliers, eq(suppliers.id, goodsReceipts.supplierId)).where(where), { search }),
    rows: async (limit, offset) =>
      (await receiptsWhere(db, where).orderBy(desc(goodsReceipts.id)).limit(limit).offset(offset)).map((row) => receiptAnswer(row.receipt, row.supplier, row.order, prices)),
  };
}

function receiptsWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(receiptSelect)
    .from(goodsReceipts)
    .innerJoin(suppliers, eq(suppliers.id, goodsReceipts.supplierId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, goodsReceipts.purchaseOrderId))
    .where(where);
}

export async function getGoodsReceipt(db: DbOrTx, id: number, prices: boolean): Promise<GoodsReceiptDetail> {
  const [row] = await receiptsWhere(db, eq(goodsReceipts.id, id)).limit(1);
  if (!row) throw notFound();
  const lines = await db.select().from(goodsReceiptLines).where(eq(goodsReceiptLines.receiptId, id)).orderBy(asc(goodsReceiptLines.id));
  return { ...receiptAnswer(row.receipt, row.supplier, row.order, prices), lines: lines.map((line) => lineAnswer(line, prices)) };
}

/** The mill test certificate of a receipt line: an image (photo or scan), replacing any before it. */
export async function attachCertificate(db: DbOrTx, files: FileStore, lineId: number, data: unknown, actor: AuditActor, prices: boolean): Promise<GoodsReceiptDetail> {
  const [line] = await db.select().from(goodsReceiptLines).where(eq(goodsReceiptLines.id, lineId)).limit(1);
  if (!line) throw notFound();
  const stored = await saveImage(files, CERTIFICATE_FOLDER, data);
  await db.transaction(async (tx) => {
    await tx.update(goodsReceiptLines).set({ certificate: stored.image }).where(eq(goodsReceiptLines.id, lineId));
    await recordAudit(tx, actor, { entity: 'goods_receipt', id: line.receiptId, action: 'update', before: { certificate: line.certificate }, after: { certificate: stored.image }, note: `Mill test certificate of ${line.name}` });
  });
  return getGoodsReceipt(db, line.receiptId, prices);
}
