import { describe, expect, it } from 'vitest';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { LOW_STOCK } from '@steelworks/contract/sheet';
import { useTestApp } from '../../../test/harness';
import { seedSheet } from './sheet.seed';
import { sheetMovements, sheetOrderItems, sheetOrders, sheets } from './sheet.table';

const t = useTestApp();

describe('sheet demo data', () => {
  it('stocks the choices, posts a year of orders through the stock rules, and runs only once', async () => {
    await seedSheet(t.app.ctx);
    const all = await t.db.select().from(sheets).where(isNull(sheets.deletedAt));
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((s) => s.thick))).toEqual(new Set(['1.00', '1.20', '1.50', '2.00']));
    expect(new Set(all.map((s) => s.width))).toEqual(new Set([900, 1220, 1225, 1250, 1500]));
    expect(all.some((s) => s.quantity <= LOW_STOCK)).toBe(true);
    expect(all.some((s) => s.quantity > LOW_STOCK)).toBe(true);

    // Stock = additions - deductions of the live orders, for every sheet.
    const moved = await t.db
      .select({
        sheet: sheetOrderItems.sheetId,
        net: sql<string>`sum(case when ${sheetOrders.orderType} = 'addition' then ${sheetOrderItems.quantity} else -${sheetOrderItems.quantity} end)`,
      })
      .from(sheetOrderItems)
      .innerJoin(sheetOrders, eq(sheetOrders.id, sheetOrderItems.orderId))
      .where(isNull(sheetOrders.deletedAt))
      .groupBy(sheetOrderItems.sheetId);
    for (const sheet of all) expect(Number(moved.find((m) => m.sheet === sheet.id)?.net ?? 0)).toBe(sheet.quantity);

    const [orders] = await t.db.select({ n: count() }).from(sheetOrders);
    const types = await t.db.selectDistinct({ type: sheetOrders.orderType }).from(sheetOrders);
    expect(orders!.n).toBeGreaterThan(200);
    expect(types.map((r) => r.type).sort()).toEqual(['addition', 'deduction']);
    const [span] = await t.db.select({ first: sql<string>`min(${sheetOrders.date})::text`, last: sql<string>`max(${sheetOrders.date})::text` }).from(sheetOrders);
    expect(Number(span!.last.slice(0, 4)) * 12 + Number(span!.last.slice(5, 7)) - (Number(span!.first.slice(0, 4)) * 12 + Number(span!.first.slice(5, 7)))).toBeGreaterThanOrEqual(11);
    const [moves] = await t.db.select({ n: count() }).from(sheetMovements);
    expect(moves!.n).toBeGreaterThan(orders!.n);

    await seedSheet(t.app.ctx);
    const [again] = await t.db.select({ n: count() }).from(sheetOrders);
    expect(again!.n).toBe(orders!.n);
  }, 180_000);
});
