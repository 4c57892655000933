import { expect } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import type { TestApp } from '../../../test/harness';
import { quantityOf } from './nest.fixtures';

/** Test helpers of the sheets' tests (sheet*.test.ts): sheets and orders made through the API, and a stock read. */

export function order(items: Array<{ sheet: number; quantity: number | string }>, fields: Record<string, unknown> = {}) {
  return { title: 'Order', date: '2026-03-10', order_type: 'addition', gsm: 120, order_items: items, ...fields };
}

/** A deduction or a raise beyond stock: refused with the one sheet short. */
export function expectNoStocks(response: { status: number; body: unknown }, shortage: { sheet: number; name: string; needed: number; available: number }) {
  expect(response.status).toBe(400);
  expect(response.body).toEqual({
    error_message: 'No Stocks Available',
    shortages: [shortage],
    code: 'no_stocks',
  });
}

export function sheetCalls(t: TestApp) {
  let serial = 0;
  /** A new sheet with a unique name, created by the admin. */
  async function newSheet(fields: Partial<{ thick: string | number; width: number; height: number; quantity: number; name: string }> = {}) {
    serial += 1;
    const body = { name: `Test sheet ${serial}`, thick: '1.20', width: 1220, height: 2440, quantity: 100, ...fields };
    const response = await t.call('POST', '/sheet/sheet/', { as: 'admin', body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as { id: number; name: string; quantity: number; unit_kg: string };
  }
  const stockOf = (id: number) => quantityOf(t, id);
  const postOrder = (as: Role, body: unknown) => t.call('POST', '/sheet/sheet_order/', { as, body });
  return { newSheet, stockOf, postOrder };
}
