import { and, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { SHEET_ORDER_TYPES, sumWeights, type SheetOrdersTotalWeight, type SheetOrderType } from '@steelworks/contract/sheet';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import { ownerScope } from './sheet-orders.service';
import { sheetOrders } from './sheet.table';

export type WeightReportFilters = { from?: string; to?: string; orderType?: SheetOrderType };

/** Weight moved in a date range, by order type, from the totals each order keeps (one indexed range read). */
export async function sheetOrdersTotalWeight(db: DbOrTx, filters: WeightReportFilters, actor: Caller): Promise<SheetOrdersTotalWeight> {
  const rows = await db
    .select({
      orderType: sheetOrders.orderType,
      orderCount: count(),
      totalQuantity: sql<string>`coalesce(sum(${sheetOrders.totalQuantity}), 0)::bigint::text`,
      totalWeight: sql<string>`coalesce(sum(${sheetOrders.totalWeight}), 0)::numeric(20,2)::text`,
    })
    .from(sheetOrders)
    .where(
      and(
        isNull(sheetOrders.deletedAt),
        ownerScope(actor),
        filters.from ? gte(sheetOrders.date, filters.from) : undefined,
        filters.to ? lte(sheetOrders.date, filters.to) : undefined,
        filters.orderType ? eq(sheetOrders.orderType, filters.orderType) : undefined,
      ),
    )
    .groupBy(sheetOrders.orderType);
  const types = filters.orderType ? [filters.orderType] : SHEET_ORDER_TYPES;
  const byType = types.map((type) => {
    const row = rows.find((r) => r.orderType === type);
    return {
      order_type: type,
      order_count: row?.orderCount ?? 0,
      total_quantity: Number(row?.totalQuantity ?? 0),
      total_weight: row?.totalWeight ?? '0.00',
    };
  });
  // Net change of stock: additions in, deductions out (exact, in hundredths of a kg).
  const signed = (type: SheetOrderType) => (type === 'addition' ? 1n : -1n);
  const netHundredths = byType.reduce((sum, r) => sum + signed(r.order_type) * BigInt(r.total_weight.replace('.', '')), 0n);
  const netAbs = netHundredths < 0n ? -netHundredths : netHundredths;
  return {
    from: filters.from ?? null,
    to: filters.to ?? null,
    order_type: filters.orderType ?? null,
    net_quantity: byType.reduce((sum, r) => sum + Number(signed(r.order_type)) * r.total_quantity, 0),
    net_weight: `${netHundredths < 0n ? '-' : ''}${netAbs / 100n}.${(netAbs % 100n).toString().padStart(2, '0')}`,
    order_count: byType.reduce((sum, r) => sum + r.order_count, 0),
    total_quantity: byType.reduce((sum, r) => sum + r.total_quantity, 0),
    total_weight: sumWeights(byType.map((r) => r.total_weight)),
    by_type: byType,
  };
}
