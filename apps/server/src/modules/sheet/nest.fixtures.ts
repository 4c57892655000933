import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { sheets } from './sheet.table';

let serial = 0;

/** A sheet size in stock through the API, created by the admin. */
export async function createStockSheet(t: TestApp, fields: { thick: string; width: number; height: number; quantity: number }) {
  serial += 1;
  const response = await t.call('POST', '/sheet/sheet/', { as: 'admin', body: { name: `Nest sheet ${serial} ${Math.random()}`, ...fields } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; name: string };
}

export async function quantityOf(t: TestApp, sheetId: number): Promise<number> {
  const [row] = await t.db.select({ quantity: sheets.quantity }).from(sheets).where(eq(sheets.id, sheetId));
  return row!.quantity;
}

/** A part typed by hand. */
export const typed = (name: string, thick: string, width_mm: number, length_mm: number, quantity = 1, grain = false) => ({ name, thick, width_mm, length_mm, quantity, grain });
