import { expect } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import type { TestApp } from '../../../test/harness';
import { syncUnits } from '../production/production-items.service';
import { workOrderItems, workOrders } from '../workorder/workorder.table';

let counter = 0;

/** A section store item through the API, with `bars` full bars received and offcuts added by hand. */
export async function createSection(t: TestApp, fields: Record<string, unknown> = {}, stock: { bars?: number; offcuts?: number[] } = {}, as: Role = 'admin') {
  counter += 1;
  const response = await t.call('POST', '/store/store/', {
    as,
    body: { name: `Channel section ${counter} ${Math.random()}`, unit_type: 'length', unit: 1, stock: 0, price: '0', is_section: true, channel_size: '4x2', gauge: '16G', kg_per_metre: '2.5', stock_length_mm: 3660, ...fields },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  if (stock.bars) expect((await t.call('POST', `/store/sections/${response.body.id}/bars/`, { as: 'admin', body: { count: stock.bars } })).status).toBe(200);
  for (const length of stock.offcuts ?? []) {
    expect((await t.call('POST', `/store/sections/${response.body.id}/offcuts/`, { as: 'admin', body: { length_mm: length, reason: 'Test offcut' } })).status).toBe(200);
  }
  return response.body as { id: number; stock: number };
}

type Row = { product_type: string; channel_size: string; channel_guage: string; width: number; height: number; quantity: number };

/** A work order written straight to its tables, each row with its units (production items), as the work order service makes them. */
export async function createWorkOrder(t: TestApp, rows: Row[]) {
  const [order] = await t.db.insert(workOrders).values({ orderDate: '2026-11-20', deliveryDate: '2026-11-30', customerName: 'Cut test' }).returning();
  const items = await t.db
    .insert(workOrderItems)
    .values(
      rows.map((row, i) => ({
        workOrderId: order!.id,
        srNo: i + 1,
        productType: row.product_type,
        channelSize: row.channel_size,
        channelGuage: row.channel_guage,
        width: String(row.width),
        height: String(row.height),
        quantity: row.quantity,
      })),
    )
    .returning();
  for (const item of items) await syncUnits(t.db, order!, item);
  return { id: order!.id, autoId: order!.autoId, items };
}
